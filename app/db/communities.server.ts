// Community members (table `community_members`): who joined which community of
// app/content/communities.ts, and what a community page may show of them. Whatever others see
// goes through the visibility filters (rule 21, social-visibility.server.ts); counts leave
// suspended accounts out, since a suspended account shows nothing.
import { CompiledQuery } from "kysely";
import { isValidDay, isValidTimeZone, MAX_DAY_START_HOUR, type DayRule } from "../game/day";
import type { Connection } from "./connection.server";
import type { Db } from "./schema.server";
import { isVisibleItem, isVisibleUser } from "./social-visibility.server";
import type { MemberStats, VisibleItem, VisibleMember } from "./views";

/** Adds the member; false when they already were one. */
export async function joinCommunity(
  connection: Connection,
  communityId: string,
  userId: string,
  now: number,
): Promise<boolean> {
  const result = await connection.db
    .insertInto("community_members")
    .values({ community_id: communityId, user_id: userId, joined_at: now })
    .onConflict((conflict) => conflict.columns(["community_id", "user_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Removes the member; false when they were not one. */
export async function leaveCommunity(connection: Connection, communityId: string, userId: string): Promise<boolean> {
  const result = await connection.db
    .deleteFrom("community_members")
    .where("community_id", "=", communityId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function membershipQuery(db: Db, communityId: string, userId: string) {
  return db
    .selectFrom("community_members")
    .select("user_id")
    .where("community_id", "=", communityId)
    .where("user_id", "=", userId);
}
const membershipSql = new Map<string, string>();

/**
 * Whether the user is a member: asked by every signed-in view of a community page, so its SQL is
 * built once per engine and, on PostgreSQL, a named statement planned once per connection.
 */
export async function isMember(connection: Connection, communityId: string, userId: string): Promise<boolean> {
  let text = membershipSql.get(connection.engine);
  if (text === undefined) {
    text = membershipQuery(connection.db, "", "").compile().sql;
    membershipSql.set(connection.engine, text);
  }
  const values = [communityId, userId];
  const { rows } = connection.pgPool
    ? await connection.pgPool.query({ name: "is-member", text, values })
    : await connection.db.executeQuery(CompiledQuery.raw(text, values));
  return rows.length > 0;
}

/** The communities a user belongs to. */
export async function communitiesOf(connection: Connection, userId: string): Promise<string[]> {
  const rows = await connection.db
    .selectFrom("community_members")
    .select("community_id")
    .where("user_id", "=", userId)
    .execute();
  return rows.map((row) => row.community_id);
}

/** Members per community (suspended accounts left out); a community nobody joined is absent. */
export async function memberCounts(connection: Connection, communityId?: string): Promise<Map<string, number>> {
  let query = connection.db
    .selectFrom("community_members")
    .innerJoin("users", "users.id", "community_members.user_id")
    .select((eb) => ["community_members.community_id", eb.fn.countAll<number | string>().as("members")])
    .where("users.suspended_at", "is", null)
    .groupBy("community_members.community_id");
  if (communityId !== undefined) query = query.where("community_members.community_id", "=", communityId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.community_id, Number(row.members)]));
}

// The copies are the server's own writing (social-projection.server.ts): checked for shape, not
// parsed with the full schemas, which cost more than the query on a 1,000-member board.
const isDays = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((day) => typeof day === "string" && isValidDay(day));
const isDayRule = (value: unknown): value is DayRule => {
  const rule = value as Partial<DayRule> | null;
  return (
    typeof rule?.timeZone === "string" &&
    isValidTimeZone(rule.timeZone) &&
    Number.isInteger(rule.startHour) &&
    rule.startHour! >= 0 &&
    rule.startHour! <= MAX_DAY_START_HOUR
  );
};

function statsOf(row: {
  streak: number | null;
  streak_day: string | null;
  recent_met: string | null;
  day_rule: string | null;
}): MemberStats | null {
  if (row.streak === null || row.recent_met === null || row.day_rule === null) return null;
  try {
    const recentMet: unknown = JSON.parse(row.recent_met);
    const dayRule: unknown = JSON.parse(row.day_rule);
    if (!isDays(recentMet) || !isDayRule(dayRule)) return null;
    return { streak: Number(row.streak), streakDay: row.streak_day, recentMet, dayRule };
  } catch {
    return null; // a damaged copy counts as nothing rather than breaking the whole board
  }
}

/** Every visible member of the community with their stats: what its board and member list are made of. */
export async function visibleMembers(connection: Connection, communityId: string): Promise<VisibleMember[]> {
  const rows = await connection.db
    .selectFrom("community_members")
    .innerJoin("users", "users.id", "community_members.user_id")
    .leftJoin("user_stats", "user_stats.user_id", "community_members.user_id")
    .select([
      "users.id",
      "users.username",
      "users.name",
      "user_stats.streak",
      "user_stats.streak_day",
      "user_stats.recent_met",
      "user_stats.day_rule",
    ])
    .where("community_members.community_id", "=", communityId)
    .where(isVisibleUser)
    .execute();
  return rows.map((row) => ({ userId: row.id, username: row.username, name: row.name, stats: statsOf(row) }));
}

/** The habits and goals of `userIds` that anyone may see, oldest first per user. */
export async function visibleItemsOf(connection: Connection, userIds: readonly string[]): Promise<VisibleItem[]> {
  if (userIds.length === 0) return [];
  const rows = await connection.db
    .selectFrom("social_items")
    .select(["user_id", "kind", "item_id", "title"])
    .where("social_items.user_id", "in", [...userIds])
    // Correlated: an index lookup per row, not a scan of every user (10,000 in the bench).
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("users")
          .select("users.id")
          .whereRef("users.id", "=", "social_items.user_id")
          .where(isVisibleUser),
      ),
    )
    .where(isVisibleItem)
    .orderBy("user_id")
    .orderBy("created_at")
    .orderBy("item_id")
    .execute();
  return rows.map((row) => ({ userId: row.user_id, kind: row.kind, itemId: row.item_id, title: row.title }));
}
