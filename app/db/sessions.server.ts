// Server-side sessions (table `sessions`). The cookie's secret is never stored: rows are
// found by its SHA-256 (`token_hash`), which the auth layer computes. A session lives until
// `expires_at`, which slides forward as it is used; ending one deletes its row.
import type { AccountProvider } from "../account/providers";
import type { Connection } from "./connection.server";
import { CompiledQuery, type InferResult } from "kysely";
import type { Db, SessionsTable, UsersTable } from "./schema.server";
import { userOf, type ServerUser } from "./users.server";

export type NewSession = Omit<SessionsTable, "last_seen_at">;

/** A session with its user and the account it signed in with, as one read finds them. */
export type SessionRecord = {
  id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  device: string;
  user: ServerUser;
  account: {
    provider: AccountProvider;
    providerId: string;
    name: string;
    handle: string | null;
    email: string | null;
    pictureUrl: string | null;
  };
};

export type DeviceSession = { id: string; device: string; createdAt: number; lastSeenAt: number };

export async function createSession(connection: Connection, session: NewSession): Promise<void> {
  await connection.db
    .insertInto("sessions")
    .values({ ...session, last_seen_at: session.created_at })
    .execute();
}

/** The one read every signed-in request makes: a session with its user and account. */
function sessionQuery(db: Db, tokenHash: string) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .innerJoin("accounts", (join) =>
      join
        .onRef("accounts.provider", "=", "sessions.provider")
        .onRef("accounts.provider_id", "=", "sessions.provider_id"),
    )
    .select([
      "sessions.id as session_id",
      "sessions.created_at as session_created_at",
      "sessions.expires_at",
      "sessions.last_seen_at",
      "sessions.device",
      "users.id",
      "users.username",
      "users.username_key",
      "users.name",
      "users.tier_source",
      "users.created_at",
      "users.suspended_at",
      "users.suspended_reason",
      "accounts.provider",
      "accounts.provider_id",
      "accounts.name as account_name",
      "accounts.handle",
      "accounts.email",
      "accounts.picture_url",
    ])
    .where("sessions.token_hash", "=", tokenHash);
}
type SessionRow = InferResult<ReturnType<typeof sessionQuery>>[number];

/** Its SQL per engine, built once: the query builder's work is a good part of a request's cost. */
const compiledSql = new Map<string, string>();

/** The session whose secret hashes to `tokenHash`, expired or not (the caller decides), with its user. */
export async function findSession(connection: Connection, tokenHash: string): Promise<SessionRecord | null> {
  let text = compiledSql.get(connection.engine);
  if (text === undefined) {
    text = sessionQuery(connection.db, "").compile().sql;
    compiledSql.set(connection.engine, text);
  }
  // On PostgreSQL a named statement is parsed and planned once per pooled connection, not per request.
  const { rows } = connection.pgPool
    ? await connection.pgPool.query<SessionRow>({ name: "find-session", text, values: [tokenHash] })
    : await connection.db.executeQuery<SessionRow>(CompiledQuery.raw(text, [tokenHash]));
  const row = rows[0];
  if (!row) return null;
  const user: UsersTable = row;
  return {
    id: row.session_id,
    userId: row.id,
    createdAt: Number(row.session_created_at),
    expiresAt: Number(row.expires_at),
    lastSeenAt: Number(row.last_seen_at),
    device: row.device,
    user: userOf(user),
    account: {
      provider: row.provider,
      providerId: row.provider_id,
      name: row.account_name,
      handle: row.handle,
      email: row.email,
      pictureUrl: row.picture_url,
    },
  };
}

/**
 * Marks the session seen at `now` and moves its expiry to `expiresAt`, unless it was already
 * marked since `seenAfter` (so a burst of requests costs one write). True when it wrote.
 */
export async function touchSession(
  connection: Connection,
  id: string,
  now: number,
  expiresAt: number,
  seenAfter: number,
): Promise<boolean> {
  const result = await connection.db
    .updateTable("sessions")
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where("id", "=", id)
    .where("last_seen_at", "<", seenAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The user's sessions that have not expired, most recently seen first. */
export async function listSessions(connection: Connection, userId: string, now: number): Promise<DeviceSession[]> {
  const rows = await connection.db
    .selectFrom("sessions")
    .select(["id", "device", "created_at", "last_seen_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .orderBy("last_seen_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    createdAt: Number(row.created_at),
    lastSeenAt: Number(row.last_seen_at),
  }));
}

/**
 * Ends the user's sessions beyond the `keep` most recently made, `newest` among them (the oldest end first); returns
 * how many ended. A user never holds more than a bounded number of sessions (issue #30).
 */
export async function endOldestSessions(
  connection: Connection,
  userId: string,
  keep: number,
  newest: string,
): Promise<number> {
  // `newest` (the session just made) always stays: ids made in the same millisecond do not sort by time.
  const old = await connection.db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", userId)
    .where("id", "!=", newest)
    .orderBy("id", "desc")
    .limit(10_000) // SQLite takes an OFFSET only after a LIMIT
    .offset(keep - 1)
    .execute();
  if (old.length === 0) return 0;
  const result = await connection.db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where(
      "id",
      "in",
      old.map((row) => row.id),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one of the user's sessions; false when it has no such session. */
export async function deleteSession(connection: Connection, userId: string, id: string): Promise<boolean> {
  const result = await connection.db
    .deleteFrom("sessions")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user; returns how many there were. */
export async function deleteUserSessions(connection: Connection, userId: string): Promise<number> {
  const result = await connection.db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes sessions past their expiry (they are refused anyway); returns how many. */
export async function deleteExpiredSessions(connection: Connection, now: number): Promise<number> {
  const result = await connection.db.deleteFrom("sessions").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Of the sessions `ids`, those that still hold at `now`: not ended, not expired, their user not suspended. */
export async function liveSessionIds(
  connection: Connection,
  ids: readonly string[],
  now: number,
): Promise<Set<string>> {
  const live = new Set<string>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await connection.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select("sessions.id")
      .where("sessions.id", "in", ids.slice(at, at + 500))
      .where("sessions.expires_at", ">", now)
      .where("users.suspended_at", "is", null)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}
