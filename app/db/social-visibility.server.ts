// What anyone but the owner may see (rule 21, ADR 0024), decided in one place at read time:
// every public page, board, feed and API response builds its query on these filters, so
// turning a flag off, a suspension or an admin's hide takes effect everywhere at once.
import type { ExpressionBuilder } from "kysely";
import type { Database } from "./schema.server";

type UsersEb = ExpressionBuilder<Database, "users">;
type ItemsEb = ExpressionBuilder<Database, "social_items">;

/** `users` rows whose profile is public, not suspended and not hidden by an admin. */
export function isVisibleUser(eb: UsersEb) {
  return eb.and([
    eb("users.suspended_at", "is", null),
    eb.exists(
      eb
        .selectFrom("profiles")
        .select("profiles.user_id")
        .whereRef("profiles.user_id", "=", "users.id")
        .where("profiles.public_since", "is not", null),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom("hidden_items")
          .select("hidden_items.user_id")
          .whereRef("hidden_items.user_id", "=", "users.id")
          .where("hidden_items.target_kind", "=", "profile"),
      ),
    ),
  ]);
}

/** `social_items` rows their owner marked Public, still active, and not hidden by an admin (the owner's visibility is checked apart). */
export function isVisibleItem(eb: ItemsEb) {
  return eb.and([
    eb("social_items.is_public", "=", 1),
    eb("social_items.is_active", "=", 1),
    eb.not(
      eb.exists(
        eb
          .selectFrom("hidden_items")
          .select("hidden_items.user_id")
          .whereRef("hidden_items.user_id", "=", "social_items.user_id")
          .whereRef("hidden_items.target_kind", "=", "social_items.kind")
          .whereRef("hidden_items.item_id", "=", "social_items.item_id"),
      ),
    ),
  ]);
}
