// Users and the sign-in accounts that lead to them (tables `users` and `accounts`). The
// first sign-in of an account makes its user; usernames are unique whatever their case,
// and concurrent first sign-ins (several server processes) settle on one user per account.
import type { AccountProvider } from "../account/providers";
import { idSchema, usernameSchema } from "../game/field-schemas";
import { deriveUsername } from "../game/username";
import { transaction, type Connection } from "./connection.server";
import { isUniqueViolation } from "./errors.server";
import type { Db, TierSource, UsersTable } from "./schema.server";
import { hasServerData } from "./server-data.server";
import { insertUserWithFreeUsername } from "./usernames.server";

export type ServerUser = {
  id: string;
  username: string;
  name: string;
  tierSource: TierSource;
  createdAt: number;
  suspension: { at: number; reason: string } | null;
};

/** The provider's side of an account, as the sign-in received it. */
export type AccountProfile = {
  provider: AccountProvider;
  providerId: string;
  name: string;
  handle?: string;
  email?: string;
  pictureUrl?: string;
};

export type UserCtx = { now: number; newId: () => string };

export function userOf(row: UsersTable): ServerUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    tierSource: row.tier_source,
    createdAt: Number(row.created_at),
    suspension: row.suspended_at === null ? null : { at: Number(row.suspended_at), reason: row.suspended_reason ?? "" },
  };
}

const snapshotOf = (profile: AccountProfile, now: number) => ({
  name: profile.name,
  handle: profile.handle ?? null,
  email: profile.email ?? null,
  picture_url: profile.pictureUrl ?? null,
  signed_in_at: now,
});

async function userOfAccount(db: Db, provider: AccountProvider, providerId: string): Promise<ServerUser | null> {
  const row = await db
    .selectFrom("accounts")
    .innerJoin("users", "users.id", "accounts.user_id")
    .selectAll("users")
    .where("accounts.provider", "=", provider)
    .where("accounts.provider_id", "=", providerId)
    .executeTakeFirst();
  return row ? userOf(row) : null;
}

class AccountRace extends Error {}

/**
 * The user of this account: found (the profile snapshot refreshed), or made on its first
 * sign-in with a username derived from its handle or name. A suspended user is returned as
 * such: refusing it is the caller's job. `id` (a ULID) is the new user's id.
 */
export async function signInAccount(
  connection: Connection,
  profile: AccountProfile,
  tierSource: TierSource,
  ctx: UserCtx,
): Promise<{ user: ServerUser; created: boolean }> {
  const { db } = connection;
  const known = await userOfAccount(db, profile.provider, profile.providerId);
  if (known) {
    await db
      .updateTable("accounts")
      .set(snapshotOf(profile, ctx.now))
      .where("provider", "=", profile.provider)
      .where("provider_id", "=", profile.providerId)
      .execute();
    return { user: known, created: false };
  }
  try {
    const user = await transaction(connection, (tx) => createAccountUser(tx, profile, tierSource, ctx));
    return { user, created: true };
  } catch (error) {
    if (!(error instanceof AccountRace)) throw error;
    // Another request (or server process) made this account's user first: that one it is.
    const winner = await userOfAccount(db, profile.provider, profile.providerId);
    if (!winner) throw new Error(`account ${profile.provider}:${profile.providerId} vanished during sign-in`);
    return { user: winner, created: false };
  }
}

async function createAccountUser(
  tx: Db,
  profile: AccountProfile,
  tierSource: TierSource,
  ctx: UserCtx,
): Promise<ServerUser> {
  const existing = await userOfAccount(tx, profile.provider, profile.providerId);
  if (existing) throw new AccountRace();
  const id = ctx.newId();
  const row = await insertUserWithFreeUsername(tx, deriveUsername(profile.handle ?? profile.name), {
    id,
    name: profile.name,
    tier_source: tierSource,
    created_at: ctx.now,
    suspended_at: null,
    suspended_reason: null,
  });
  if (!row) throw new Error(`no free username for "${profile.handle ?? profile.name}"`);
  const account = await tx
    .insertInto("accounts")
    .values({
      provider: profile.provider,
      provider_id: profile.providerId,
      user_id: id,
      created_at: ctx.now,
      ...snapshotOf(profile, ctx.now),
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  if (Number(account.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AccountRace();
  return userOf(row);
}

export async function findUser(connection: Connection, id: string): Promise<ServerUser | null> {
  if (!idSchema.safeParse(id).success) return null;
  const row = await connection.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? userOf(row) : null;
}

/** The user holding `username`, whatever its case (nobody holds a name that breaks the username rules). */
export async function findUserByUsername(connection: Connection, username: string): Promise<ServerUser | null> {
  if (!usernameSchema.safeParse(username).success) return null;
  const row = await connection.db
    .selectFrom("users")
    .selectAll()
    .where("username_key", "=", username.toLowerCase())
    .executeTakeFirst();
  return row ? userOf(row) : null;
}

export async function findUserByAccount(
  connection: Connection,
  provider: AccountProvider,
  providerId: string,
): Promise<ServerUser | null> {
  return userOfAccount(connection.db, provider, providerId);
}

/** Keys (`provider:providerId`) of the user's accounts: what PREMIUM_ACCOUNTS and ADMIN_ACCOUNTS name. */
export async function accountKeysOf(connection: Connection, userId: string): Promise<string[]> {
  const rows = await connection.db
    .selectFrom("accounts")
    .select(["provider", "provider_id"])
    .where("user_id", "=", userId)
    .execute();
  return rows.map((row) => `${row.provider}:${row.provider_id}`);
}

/** Changes username and name; "taken" when another user holds the username (in any case). */
export async function renameUser(
  connection: Connection,
  userId: string,
  change: { username: string; name: string },
): Promise<ServerUser | "taken" | null> {
  try {
    const row = await connection.db
      .updateTable("users")
      .set({ username: change.username, username_key: change.username.toLowerCase(), name: change.name })
      .where("id", "=", userId)
      .returningAll()
      .executeTakeFirst();
    return row ? userOf(row) : null;
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

export type ClaimOutcome = "claimed" | "same" | "id-taken" | "not-new" | "has-data" | "no-user";

/**
 * Gives the user `userId` the id `wantedId` (the id of the local data the browser already
 * holds for this account), so local and server ids agree without touching local data. Only
 * a user nobody else can have seen yet qualifies: its one account, no session but `sessionId`,
 * and no data on the server ("has-data" otherwise, issue #30 point 5). Everything that points at the user follows (ON UPDATE CASCADE).
 */
export async function claimUserId(
  connection: Connection,
  userId: string,
  wantedId: string,
  sessionId: string,
): Promise<ClaimOutcome> {
  if (wantedId === userId) return "same";
  return transaction(connection, async (tx) => {
    const user = await tx.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
    if (!user) return "no-user";
    const taken = await tx.selectFrom("users").select("id").where("id", "=", wantedId).executeTakeFirst();
    if (taken) return "id-taken";
    const { sessions } = await tx
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<number>().as("sessions"))
      .where("user_id", "=", userId)
      .where("id", "!=", sessionId)
      .executeTakeFirstOrThrow();
    const { accounts } = await tx
      .selectFrom("accounts")
      .select((eb) => eb.fn.countAll<number>().as("accounts"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(sessions) > 0 || Number(accounts) !== 1) return "not-new";
    // A user with data on the server is never re-keyed: a device already syncs under this id.
    if (await hasServerData(tx, userId)) return "has-data";
    await tx.updateTable("users").set({ id: wantedId }).where("id", "=", userId).execute();
    return "claimed";
  });
}

/** Suspends the user of an account (spec §6) and ends its sessions; null when there is no such account. */
export async function suspendAccount(
  connection: Connection,
  provider: AccountProvider,
  providerId: string,
  reason: string,
  now: number,
): Promise<ServerUser | null> {
  return transaction(connection, async (tx) => {
    const user = await userOfAccount(tx, provider, providerId);
    return user ? suspendUser(tx, user.id, reason, now) : null;
  });
}

/**
 * Suspends a user (spec §6) inside the caller's transaction and ends every session of theirs:
 * their next request is signed out and their sign-in lands on /error with `reason`. Null when
 * there is no such user.
 */
export async function suspendUser(tx: Db, userId: string, reason: string, now: number): Promise<ServerUser | null> {
  const row = await tx
    .updateTable("users")
    .set({ suspended_at: now, suspended_reason: reason })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  await tx.deleteFrom("sessions").where("user_id", "=", userId).execute();
  return userOf(row);
}

/** Lifts a suspension (an admin's undo); false when the user was not suspended. */
export async function unsuspendUser(tx: Db, userId: string): Promise<boolean> {
  const result = await tx
    .updateTable("users")
    .set({ suspended_at: null, suspended_reason: null })
    .where("id", "=", userId)
    .where("suspended_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes demo users (rule 19, docs/rules.md) that have not been seen for `idleMs`: made before the cutoff
 * and with no session seen since. Their accounts and sessions go with them. Returns how many.
 */
export async function sweepIdleDemoUsers(connection: Connection, now: number, idleMs: number): Promise<number> {
  const cutoff = now - idleMs;
  const result = await connection.db
    .deleteFrom("users")
    .where("tier_source", "=", "demo")
    .where("created_at", "<", cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("sessions")
            .select("sessions.id")
            .whereRef("sessions.user_id", "=", "users.id")
            .where("sessions.last_seen_at", ">=", cutoff),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
