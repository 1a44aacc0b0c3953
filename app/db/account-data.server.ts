// "Your data on the server" (Settings, issue #22): everything the server keeps about a user in
// one download, and deleting all of it. Secrets never leave: no session token hashes.
import type { Connection } from "./connection.server";
import { profileSettingsOf } from "./profiles.server";
import { isVisibleUser } from "./social-visibility.server";
import { exportSyncData } from "./sync-pull.server";

/** A follow as the download shows it: the other person by username only while their profile is visible. */
type FollowEntry = { username: string; since: number } | { private: true; since: number };

async function followEntries(
  connection: Connection,
  userId: string,
  side: "following" | "followers",
): Promise<FollowEntry[]> {
  const [mine, other] =
    side === "following" ? (["follower_id", "followee_id"] as const) : (["followee_id", "follower_id"] as const);
  const rows = await connection.db
    .selectFrom("follows")
    .innerJoin("users", "users.id", `follows.${other}`)
    .select(["follows.created_at", "users.id", "users.username"])
    .where(`follows.${mine}`, "=", userId)
    .orderBy("follows.created_at")
    .execute();
  const visible = new Set(
    rows.length === 0
      ? []
      : (
          await connection.db
            .selectFrom("users")
            .select("users.id")
            .where(
              "users.id",
              "in",
              rows.map((row) => row.id),
            )
            .where(isVisibleUser)
            .execute()
        ).map((row) => row.id),
  );
  return rows.map((row) =>
    visible.has(row.id)
      ? { username: row.username, since: Number(row.created_at) }
      : { private: true as const, since: Number(row.created_at) },
  );
}

/** Everything the server holds about `userId`, or null when there is no such user. */
export async function exportAccountData(connection: Connection, userId: string, now: number) {
  const { db } = connection;
  const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  if (!user) return null;
  const [accounts, sessions, profile, sync, stats, items, following, followers, memberships, reports] =
    await Promise.all([
      db.selectFrom("accounts").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
      db
        .selectFrom("sessions")
        .select(["id", "device", "created_at", "last_seen_at", "expires_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),
      profileSettingsOf(connection, userId),
      exportSyncData(connection, userId),
      db.selectFrom("user_stats").selectAll().where("user_id", "=", userId).executeTakeFirst(),
      db.selectFrom("social_items").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
      followEntries(connection, userId, "following"),
      followEntries(connection, userId, "followers"),
      db
        .selectFrom("community_members")
        .select(["community_id", "joined_at"])
        .where("user_id", "=", userId)
        .orderBy("joined_at")
        .execute(),
      db
        .selectFrom("reports")
        .select(["id", "target_kind", "target_user_id", "target_item_id", "reason", "note", "created_at", "status"])
        .where("reporter_id", "=", userId)
        .orderBy("created_at")
        .execute(),
    ]);
  return {
    format: "momentum-server-data",
    version: 1,
    exportedAt: now,
    account: {
      id: user.id,
      username: user.username,
      name: user.name,
      createdAt: Number(user.created_at),
      suspended: user.suspended_at === null ? null : { at: Number(user.suspended_at), reason: user.suspended_reason },
    },
    signInAccounts: accounts.map((account) => ({
      provider: account.provider,
      providerId: account.provider_id,
      name: account.name,
      handle: account.handle,
      email: account.email,
      pictureUrl: account.picture_url,
      createdAt: Number(account.created_at),
      signedInAt: Number(account.signed_in_at),
    })),
    // The devices signed in, without the hash of their secret.
    sessions: sessions.map((session) => ({
      id: session.id,
      device: session.device,
      createdAt: Number(session.created_at),
      lastSeenAt: Number(session.last_seen_at),
      expiresAt: Number(session.expires_at),
    })),
    profile,
    sync: { clients: sync.clients, log: sync.log },
    publicCopies: {
      stats: stats ?? null,
      items: items.map((item) => ({ ...item, detail: JSON.parse(item.detail) as unknown })),
    },
    follows: { following, followers },
    memberships: memberships.map((row) => ({ communityId: row.community_id, joinedAt: Number(row.joined_at) })),
    reportsMade: reports.map((report) => ({ ...report, created_at: Number(report.created_at) })),
  };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;

/**
 * Deletes the user and everything that points at them (ON DELETE CASCADE): sign-in accounts,
 * sessions (so every device is signed out), the sync log and state, the profile and its public
 * copies, follows both ways, memberships, reports made and reports about them. The admins' log
 * (admin_actions) keeps what was done. Returns whether there was such a user.
 */
export async function deleteAccount(connection: Connection, userId: string): Promise<boolean> {
  const result = await connection.db.deleteFrom("users").where("id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
