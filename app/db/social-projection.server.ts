// The social tables' copy of what a user's log made (ADR 0024): written in the same transaction
// as the log, so public pages, boards and the Friends feed read small rows and never parse
// anyone's state. Whether a row may be shown is decided when it is read (social visibility).
import type { CommitRecord } from "~/game/entity-schemas";
import { activityOf, changedItemsOf, publicStatsOf, type PublicItem } from "~/game/public-stats";
import type { World } from "~/game/world";
import type { Db } from "./schema.server";

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** After a push applied `records`, turning `before` into `after`: stats, changed items, new activity. */
export async function projectSocial(
  tx: Db,
  userId: string,
  before: World,
  after: World,
  records: readonly CommitRecord[],
  now: number,
): Promise<void> {
  const stats = publicStatsOf(after);
  const row = {
    streak: stats.streak,
    streak_day: stats.streakDay,
    best_streak: stats.bestStreak,
    days_met: stats.daysMet,
    recent_met: JSON.stringify(stats.recentMet),
    day_rule: JSON.stringify(stats.dayRule),
    updated_at: now,
  };
  await tx
    .insertInto("user_stats")
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet(row))
    .execute();
  for (const item of changedItemsOf(before, after)) await upsertItem(tx, userId, item, now);
  const lines = activityOf(before, after, records);
  if (lines.length > 0) {
    await tx
      .insertInto("activity")
      .values(
        lines.map((line) => ({
          user_id: userId,
          id: line.id,
          kind: line.kind,
          item_kind: line.item?.kind ?? null,
          item_id: line.item?.id ?? null,
          day: line.day,
          at: line.at,
        })),
      )
      .onConflict((conflict) => conflict.columns(["user_id", "id"]).doNothing())
      .execute();
  }
}

async function upsertItem(tx: Db, userId: string, item: PublicItem, now: number): Promise<void> {
  const row = {
    is_public: flag(item.isPublic),
    is_active: flag(item.isActive),
    title: item.title,
    description: item.description,
    detail: JSON.stringify(item.detail),
    updated_at: now,
  };
  await tx
    .insertInto("social_items")
    .values({ user_id: userId, kind: item.kind, item_id: item.id, created_at: item.createdAt, ...row })
    .onConflict((conflict) => conflict.columns(["user_id", "kind", "item_id"]).doUpdateSet(row))
    .execute();
}

/** Forgets what the user's log made (their server data was deleted); follows and memberships stay. */
export async function clearSocialProjection(tx: Db, userId: string): Promise<void> {
  await tx.deleteFrom("user_stats").where("user_id", "=", userId).execute();
  await tx.deleteFrom("social_items").where("user_id", "=", userId).execute();
  await tx.deleteFrom("activity").where("user_id", "=", userId).execute();
}
