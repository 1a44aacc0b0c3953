// The social tables' copy of what a user's log made (ADR 0024): written in the same transaction
// as the log, so public pages, boards and the Friends feed read small rows and never parse
// anyone's state. Whether a row may be shown is decided when it is read (social visibility).
import type { CommitRecord } from "~/game/entity-schemas";
import { activityOf, changedItemsOf, publicStatsOf, type PublicItem, type Witnessing } from "~/game/public-stats";
import { NOTHING_WITNESSED } from "~/game/witness";
import { emptyWorld } from "~/game/world";
import type { Db } from "./schema.server";
import { inWrites, type Write } from "./write-batch.server";

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/**
 * The writes that follow a push which applied `records`, turning `before` into `after` (null:
 * nothing projected yet): stats, changed items, new activity. Stats and activity count only what
 * the server witnessed in time (rule 26): `records` are the push's witnessed records, and each
 * side carries its witnessed XP per day. Run with the push's own writes.
 */
export function socialWrites(
  tx: Db,
  userId: string,
  before: Witnessing | null,
  after: Witnessing,
  records: readonly CommitRecord[],
  now: number,
): Write[] {
  const writes: Write[] = [];
  const stats = publicStatsOf(after);
  // Most +1s leave streaks and days met as they were: nothing to write.
  if (before === null || JSON.stringify(publicStatsOf(before)) !== JSON.stringify(stats)) {
    const row = {
      streak: stats.streak,
      streak_day: stats.streakDay,
      best_streak: stats.bestStreak,
      days_met: stats.daysMet,
      recent_met: JSON.stringify(stats.recentMet),
      day_rule: JSON.stringify(stats.dayRule),
      updated_at: now,
    };
    writes.push(
      tx
        .insertInto("user_stats")
        .values({ user_id: userId, ...row })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet(row)),
    );
  }
  const from = before ?? { world: emptyWorld(userId), witnessed: NOTHING_WITNESSED };
  writes.push(...inWrites(changedItemsOf(from, after), (items) => upsertItems(tx, userId, items, now)));
  const lines = activityOf(from, after, records);
  writes.push(
    ...inWrites(lines, (piece) =>
      tx
        .insertInto("activity")
        .values(
          piece.map((line) => ({
            user_id: userId,
            id: line.id,
            kind: line.kind,
            item_kind: line.item?.kind ?? null,
            item_id: line.item?.id ?? null,
            day: line.day,
            at: line.at,
          })),
        )
        .onConflict((conflict) => conflict.columns(["user_id", "id"]).doNothing()),
    ),
  );
  return writes;
}

function upsertItems(tx: Db, userId: string, items: readonly PublicItem[], now: number): Write {
  return tx
    .insertInto("social_items")
    .values(
      items.map((item) => ({
        user_id: userId,
        kind: item.kind,
        item_id: item.id,
        created_at: item.createdAt,
        is_public: flag(item.isPublic),
        is_active: flag(item.isActive),
        title: item.title,
        description: item.description,
        detail: JSON.stringify(item.detail),
        updated_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(["user_id", "kind", "item_id"]).doUpdateSet((eb) => ({
        is_public: eb.ref("excluded.is_public"),
        is_active: eb.ref("excluded.is_active"),
        title: eb.ref("excluded.title"),
        description: eb.ref("excluded.description"),
        detail: eb.ref("excluded.detail"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    );
}

/** Forgets what the user's log made (their server data was deleted); follows and memberships stay. */
export async function clearSocialProjection(tx: Db, userId: string): Promise<void> {
  await tx.deleteFrom("user_stats").where("user_id", "=", userId).execute();
  await tx.deleteFrom("social_items").where("user_id", "=", userId).execute();
  await tx.deleteFrom("activity").where("user_id", "=", userId).execute();
}
