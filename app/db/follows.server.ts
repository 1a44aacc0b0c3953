// Follows (issue #22): who follows whom. Anyone signed in may follow a visible profile; the lists
// a user sees of their own follows name only people whose profile is visible now, and count the
// rest, so no one's follow ever reveals a private profile (rule 21).
import type { Connection } from "./connection.server";
import { httpOnly } from "./public-profile.server";
import { isVisibleUser } from "./social-visibility.server";

export type FollowOutcome = "followed" | "self" | "not-visible";

/** A person in a follow list: only visible profiles are named. */
export type FollowPerson = { username: string; name: string; pictureUrl: string | null; since: number };
export type FollowList = { people: FollowPerson[]; privateCount: number };

/** `followerId` follows the visible profile `followeeUsername`; following twice is following once. */
export async function follow(
  connection: Connection,
  followerId: string,
  followeeUsername: string,
  now: number,
): Promise<FollowOutcome> {
  const { db } = connection;
  const followee = await db
    .selectFrom("users")
    .select("users.id")
    .where("users.username_key", "=", followeeUsername.toLowerCase())
    .where(isVisibleUser)
    .executeTakeFirst();
  if (!followee) return "not-visible";
  if (followee.id === followerId) return "self";
  await db
    .insertInto("follows")
    .values({ follower_id: followerId, followee_id: followee.id, created_at: now })
    .onConflict((conflict) => conflict.columns(["follower_id", "followee_id"]).doNothing())
    .execute();
  return "followed";
}

/** Stops following `followeeUsername` (visible or not: one can always stop). Nothing to stop is fine. */
export async function unfollow(connection: Connection, followerId: string, followeeUsername: string): Promise<void> {
  const { db } = connection;
  await db
    .deleteFrom("follows")
    .where("follower_id", "=", followerId)
    .where("followee_id", "in", (eb) =>
      eb.selectFrom("users").select("users.id").where("users.username_key", "=", followeeUsername.toLowerCase()),
    )
    .execute();
}

export async function isFollowing(connection: Connection, followerId: string, followeeId: string): Promise<boolean> {
  const row = await connection.db
    .selectFrom("follows")
    .select("created_at")
    .where("follower_id", "=", followerId)
    .where("followee_id", "=", followeeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The people `userId` follows (`following`) or who follow them (`followers`), newest first. */
async function listOf(connection: Connection, userId: string, side: "following" | "followers"): Promise<FollowList> {
  const { db } = connection;
  const [mine, other] =
    side === "following" ? (["follower_id", "followee_id"] as const) : (["followee_id", "follower_id"] as const);
  const people = await db
    .selectFrom("follows")
    .innerJoin("users", "users.id", `follows.${other}`)
    .innerJoin("profiles", "profiles.user_id", "users.id")
    .select(["users.username", "users.name", "profiles.picture_url", "follows.created_at"])
    .where(`follows.${mine}`, "=", userId)
    .where(isVisibleUser)
    .orderBy("follows.created_at", "desc")
    .orderBy("users.username")
    .execute();
  const { count } = await db
    .selectFrom("follows")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(`follows.${mine}`, "=", userId)
    .executeTakeFirstOrThrow();
  return {
    people: people.map((row) => ({
      username: row.username,
      name: row.name,
      pictureUrl: httpOnly(row.picture_url),
      since: Number(row.created_at),
    })),
    privateCount: Number(count) - people.length,
  };
}

/** Both of the user's own follow lists ("Following" and "Followers" on their profile). */
export async function followsOf(
  connection: Connection,
  userId: string,
): Promise<{ following: FollowList; followers: FollowList }> {
  const [following, followers] = await Promise.all([
    listOf(connection, userId, "following"),
    listOf(connection, userId, "followers"),
  ]);
  return { following, followers };
}
