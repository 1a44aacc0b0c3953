// Where a user's sync log stands when a push or an upload opens it: the user's lock, the cached
// state, the client's mark (newest mutation id and applied day), and the state write that ends it.
import { sql } from "kysely";
import { NOTHING_WITNESSED, type Witnessed } from "~/game/witness";
import { emptyWorld, type World } from "~/game/world";
import type { PushRequest } from "~/log/protocol";
import type { Connection } from "./connection.server";
import type { PushStart } from "./push-plan.server";
import type { Db } from "./schema.server";
import type { Write } from "./write-batch.server";

/** The state a user's log made, as the server keeps it between pushes, with what it witnessed (rule 26). */
export type SyncState = { seq: number; world: World; witnessed: Witnessed };

/** `sync_state.witnessed` as stored since migration 6 (its XP per day and vacation days). */
export const witnessedOf = (json: string | null): Witnessed =>
  json ? (JSON.parse(json) as Witnessed) : NOTHING_WITNESSED;

/** Thrown when the session's user no longer exists (deleted meanwhile). */
export class NoSuchUser extends Error {
  override name = "NoSuchUser";
}

/** PostgreSQL: the user's row lock serializes this user's pushes across processes. SQLite: the transaction already holds the one write lock (BEGIN IMMEDIATE). */
export async function lockUser(tx: Db, connection: Connection, userId: string): Promise<void> {
  if (connection.engine === "postgres") {
    await tx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
  }
}

/**
 * Reads in one query the user's state, the newest mutation id and applied day seen from
 * `clientId` and whether any of `firstIds` is in their log already: on PostgreSQL each
 * statement is a round trip, and a push's latency is mostly round trips.
 */
async function readOpening(db: Db, userId: string, clientId: string, firstIds: readonly string[]) {
  const row = await db
    .selectFrom("users")
    .leftJoin("sync_state", "sync_state.user_id", "users.id")
    .leftJoin("sync_clients", (join) =>
      join.onRef("sync_clients.user_id", "=", "users.id").on("sync_clients.client_id", "=", clientId),
    )
    .select([
      "users.created_at",
      "sync_state.seq",
      "sync_state.world",
      "sync_state.witnessed",
      "sync_clients.last_mutation_id",
      "sync_clients.last_day",
    ])
    .select((eb) =>
      firstIds.length === 0
        ? sql<number | null>`null`.as("logged")
        : eb
            .selectFrom("sync_log")
            .select(eb.lit(1).as("one"))
            .where("sync_log.user_id", "=", userId)
            .where("sync_log.first_id", "in", [...firstIds])
            .limit(1)
            .as("logged"),
    )
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new NoSuchUser(`No user ${userId}`);
  const state: SyncState =
    row.seq !== null && row.world !== null
      ? { seq: Number(row.seq), world: JSON.parse(row.world) as World, witnessed: witnessedOf(row.witnessed) }
      : { seq: 0, world: emptyWorld(userId), witnessed: NOTHING_WITNESSED };
  return {
    createdAt: Number(row.created_at),
    state,
    lastMutation: Number(row.last_mutation_id ?? 0),
    lastDay: row.last_day ?? null,
    someFirstIdLogged: row.logged !== null,
  };
}

/**
 * Locks the user for this transaction (their pushes and uploads serialize on it), then reads
 * their state and the client's mark. The read is a statement of its own so that it sees what
 * the push before (now committed) wrote.
 */
export async function lockedState(tx: Db, connection: Connection, userId: string, clientId: string) {
  await lockUser(tx, connection, userId);
  return readOpening(tx, userId, clientId, []);
}

/** Stores `state` as the user's state. */
export function stateWrite(tx: Db, userId: string, state: SyncState, now: number): Write {
  const value = {
    seq: state.seq,
    world: JSON.stringify(state.world),
    witnessed: JSON.stringify(state.witnessed),
    updated_at: now,
  };
  return tx
    .insertInto("sync_state")
    .values({ user_id: userId, ...value })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet(value));
}

/** Where the push starts from, read through `db` (the connection, or a locked transaction). */
export async function pushStart(
  db: Db,
  userId: string,
  push: PushRequest,
  firstIds: readonly string[],
): Promise<PushStart> {
  const opened = await readOpening(db, userId, push.clientId, firstIds);
  // Which first ids are logged already is asked only when some is (a resent or forged push).
  const logged = opened.someFirstIdLogged ? await loggedFirstIds(db, userId, firstIds) : new Set<string>();
  const { createdAt, state, lastMutation, lastDay } = opened;
  return { createdAt, ...state, lastMutation, lastDay, logged };
}

/** The log's head and the client's mark, read under the user's lock: has anything moved since `start`? */
export async function movedSince(tx: Db, userId: string, clientId: string, start: PushStart): Promise<boolean> {
  const row = await tx
    .selectFrom("users")
    .leftJoin("sync_state", "sync_state.user_id", "users.id")
    .leftJoin("sync_clients", (join) =>
      join.onRef("sync_clients.user_id", "=", "users.id").on("sync_clients.client_id", "=", clientId),
    )
    .select(["sync_state.seq", "sync_clients.last_mutation_id", "sync_clients.last_day"])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new NoSuchUser(`No user ${userId}`);
  return (
    Number(row.seq ?? 0) !== start.seq ||
    Number(row.last_mutation_id ?? 0) !== start.lastMutation ||
    (row.last_day ?? null) !== start.lastDay
  );
}

/** Which of the push's new actions' first record ids are already in the user's log (one query). */
async function loggedFirstIds(tx: Db, userId: string, firstIds: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .selectFrom("sync_log")
    .select("first_id")
    .where("user_id", "=", userId)
    .where("first_id", "in", [...firstIds])
    .execute();
  return new Set(rows.flatMap((row) => (row.first_id === null ? [] : [row.first_id])));
}
