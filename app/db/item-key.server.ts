// A social item is named by three columns: its owner, its kind and its id. Reports, admin
// actions, hidden items and activity lines each point at one with three columns of their own,
// so joining "the item this row is about" always matches the same three, in this order.
import type { JoinBuilder, ReferenceExpression } from "kysely";

/** The columns that name an item: owner (user id), kind, item id. */
export type ItemKey<DB, TB extends keyof DB> = readonly [
  owner: ReferenceExpression<DB, TB>,
  kind: ReferenceExpression<DB, TB>,
  itemId: ReferenceExpression<DB, TB>,
];

/** Join condition: `left` and `right` name the same item. */
export function onSameItem<DB, TB extends keyof DB>(
  join: JoinBuilder<DB, TB>,
  left: ItemKey<DB, TB>,
  right: ItemKey<DB, TB>,
): JoinBuilder<DB, TB> {
  return join.onRef(left[0], "=", right[0]).onRef(left[1], "=", right[1]).onRef(left[2], "=", right[2]);
}

/** The key of the joined item in queries that join `social_items as item`. */
export const JOINED_ITEM = ["item.user_id", "item.kind", "item.item_id"] as const;
