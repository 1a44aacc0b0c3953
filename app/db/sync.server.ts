// The sync log on the server (issue #21, ADR "sync protocol"): a push runs every new action
// through the engine on the user's cached state and appends the outcome to the user's log,
// in one transaction per user; a pull reads the log after a sequence number.
import { monotonicFactory } from "ulid";
import { DAY_MS } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import { addWitnessed, witnessedRecords, type WitnessedXp } from "~/game/witness";
import { emptyWorld, type World } from "~/game/world";
import { applyAction } from "~/sync/apply-action";
import { claimedRule, dayClaimProblem } from "~/sync/day-claim";
import {
  MAX_CLOCK_AHEAD_MS,
  type PushedAction,
  type PushRequest,
  type PushResponse,
  type Refusal,
} from "~/sync/protocol";
import { refusalOf, TIME_OUT_OF_RANGE } from "~/sync/refusal";
import { sql, type Insertable } from "kysely";
import { transaction, type Connection } from "./connection.server";
import { clearSocialProjection, socialWrites } from "./social-projection.server";
import type { Db, SyncLogTable } from "./schema.server";
import { executeWrites, inWrites, type Write } from "./write-batch.server";

/** The state a user's log made, as the server keeps it between pushes, with what it witnessed (rule 22). */
export type SyncState = { seq: number; world: World; witnessed: WitnessedXp };

/** Thrown when the session's user no longer exists (deleted meanwhile). */
export class NoSuchUser extends Error {
  override name = "NoSuchUser";
}

/**
 * Locks the user for this transaction (their pushes serialize on it), then reads in one query
 * their state, the newest mutation id seen from `clientId` (0 when none) and whether any of
 * `firstIds` is in their log already: on PostgreSQL each statement is a round trip, and a
 * push's latency is mostly round trips.
 */
export async function lockedState(
  tx: Db,
  connection: Connection,
  userId: string,
  clientId: string,
  firstIds: readonly string[] = [],
): Promise<{ createdAt: number; state: SyncState; lastMutation: number; someFirstIdLogged: boolean }> {
  // PostgreSQL: the user's row lock serializes this user's pushes across processes. The read
  // is a statement of its own so that it sees what the push before (now committed) wrote.
  // SQLite: the transaction already holds the one write lock (BEGIN IMMEDIATE).
  if (connection.engine === "postgres") {
    await tx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
  }
  const row = await tx
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
  const state =
    row.seq !== null && row.world !== null
      ? { seq: Number(row.seq), world: JSON.parse(row.world) as World, witnessed: witnessedOf(row.witnessed) }
      : { seq: 0, world: emptyWorld(userId), witnessed: {} };
  return {
    createdAt: Number(row.created_at),
    state,
    lastMutation: Number(row.last_mutation_id ?? 0),
    someFirstIdLogged: row.logged !== null,
  };
}

const witnessedOf = (json: string | null): WitnessedXp => (json ? (JSON.parse(json) as WitnessedXp) : {});

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

/** Why the server itself refuses `item` before the engine sees it, or null. */
function timeRefusal(item: PushedAction, world: World, createdAt: number, now: number): Refusal | null {
  // The account's first day counts whole: a device's clock may run a little behind the server's.
  if (item.at < createdAt - DAY_MS || item.at > now + MAX_CLOCK_AHEAD_MS) {
    return refusalOf(item.action, world, TIME_OUT_OF_RANGE, "");
  }
  // The server counts the action on the device's day (rule 18), so that day must fit its time.
  const dayProblem = dayClaimProblem(item);
  return dayProblem ? refusalOf(item.action, world, dayProblem, "") : null;
}

/**
 * Applies a push: actions already seen from this client (by mutation id) or already in the
 * log (by their first id) are skipped; the rest run through the engine in order and are
 * appended, applied or refused. All of it is one transaction: a crash leaves none of it.
 */
export function pushActions(
  connection: Connection,
  userId: string,
  push: PushRequest,
  now: number = Date.now(),
): Promise<PushResponse> {
  return transaction(connection, async (tx) => {
    const firstIds = push.actions.flatMap((item) => (item.ids[0] === undefined ? [] : [item.ids[0]]));
    const opened = await lockedState(tx, connection, userId, push.clientId, firstIds);
    const { createdAt, state } = opened;
    let lastMutation = opened.lastMutation;
    // Which first ids are logged already is asked only when some is (a resent or forged push).
    const logged = opened.someFirstIdLogged ? await loggedFirstIds(tx, userId, firstIds) : new Set<string>();
    let { seq, world, witnessed } = state;
    const spare = monotonicFactory();
    const results: PushResponse["results"] = [];
    const applied: CommitRecord[] = [];
    const rows: Insertable<SyncLogTable>[] = [];
    for (const item of push.actions) {
      const firstId = item.ids[0];
      if (item.mutationId <= lastMutation || (firstId !== undefined && logged.has(firstId))) {
        results.push({ mutationId: item.mutationId, status: "duplicate", seq: null });
        lastMutation = Math.max(lastMutation, item.mutationId);
        continue;
      }
      const refused = timeRefusal(item, world, createdAt, now);
      const outcome = refused
        ? ({ status: "refused", world, refusal: refused } as const)
        : applyAction(world, item, userId, (at) => spare(at));
      seq += 1;
      world = outcome.world;
      if (outcome.status === "applied") {
        // Public numbers count what arrives by 48 h after its day ends, under the action's own rule.
        const seen = witnessedRecords(outcome.entry.records, claimedRule(item) ?? world.game.dayRule, now);
        witnessed = addWitnessed(witnessed, seen);
        applied.push(...seen);
      }
      rows.push({
        user_id: userId,
        seq,
        client_id: push.clientId,
        mutation_id: item.mutationId,
        type: item.action.type,
        at: item.at,
        status: outcome.status,
        body: JSON.stringify(outcome.status === "applied" ? outcome.entry : outcome.refusal),
        first_id: firstId ?? null,
        created_at: now,
      });
      if (firstId !== undefined) logged.add(firstId);
      results.push({ mutationId: item.mutationId, status: outcome.status, seq });
      lastMutation = item.mutationId;
    }
    // One statement on PostgreSQL (a push holds at most 500 actions, one write of log rows).
    const writes = inWrites(rows, (piece) => tx.insertInto("sync_log").values(piece));
    writes.push(
      tx
        .insertInto("sync_clients")
        .values({ user_id: userId, client_id: push.clientId, last_mutation_id: lastMutation, last_push_at: now })
        .onConflict((conflict) =>
          conflict.columns(["user_id", "client_id"]).doUpdateSet({ last_mutation_id: lastMutation, last_push_at: now }),
        ),
    );
    if (seq !== state.seq) {
      writes.push(stateWrite(tx, userId, { seq, world, witnessed }, now));
      writes.push(...socialWrites(tx, userId, state.seq === 0 ? null : state, { world, witnessed }, applied, now));
    }
    await executeWrites(tx, connection.engine, writes);
    return { results, head: seq };
  });
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

/**
 * Removes the user's log, clients and state; the account stays. (Settings' "Delete my data from
 * the server" now deletes the whole account: account-data.server.ts, issue #22.)
 */
export function deleteSyncData(connection: Connection, userId: string): Promise<void> {
  return transaction(connection, async (tx) => {
    await tx.deleteFrom("sync_log").where("user_id", "=", userId).execute();
    await tx.deleteFrom("sync_clients").where("user_id", "=", userId).execute();
    await tx.deleteFrom("sync_state").where("user_id", "=", userId).execute();
    await clearSocialProjection(tx, userId);
  });
}
