// The sync log on the server (issue #21, ADR "sync protocol"): a push runs every new action
// through the engine on the user's cached state and appends the outcome to the user's log,
// in one transaction per user; a pull reads the log after a sequence number.
import { monotonicFactory } from "ulid";
import { DAY_MS } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import { emptyWorld, type World } from "~/game/world";
import { applyAction } from "~/sync/apply-action";
import { dayClaimProblem } from "~/sync/day-claim";
import {
  MAX_CLOCK_AHEAD_MS,
  PULL_PAGE_SIZE,
  type LogEntry,
  type PushedAction,
  type PushRequest,
  type PushResponse,
  type PullResponse,
  type Refusal,
} from "~/sync/protocol";
import { refusalOf, TIME_OUT_OF_RANGE } from "~/sync/refusal";
import { transaction, type Connection } from "./connection.server";
import { clearSocialProjection, projectSocial } from "./social-projection.server";
import type { Db, SyncLogTable } from "./schema.server";

/** The state a user's log made, as the server keeps it between pushes. */
export type SyncState = { seq: number; world: World };

/** Thrown when the session's user no longer exists (deleted meanwhile). */
export class NoSuchUser extends Error {
  override name = "NoSuchUser";
}

/** Locks the user for this transaction (their pushes serialize on it) and reads their state. */
export async function lockedState(
  tx: Db,
  connection: Connection,
  userId: string,
): Promise<{ createdAt: number; state: SyncState }> {
  // PostgreSQL: the user's row lock serializes this user's pushes across processes.
  // SQLite: the transaction already holds the one write lock (BEGIN IMMEDIATE).
  const user = await tx
    .selectFrom("users")
    .select("created_at")
    .where("id", "=", userId)
    .$if(connection.engine === "postgres", (query) => query.forUpdate())
    .executeTakeFirst();
  if (!user) throw new NoSuchUser(`No user ${userId}`);
  const row = await tx
    .selectFrom("sync_state")
    .select(["seq", "world"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const state = row
    ? { seq: Number(row.seq), world: JSON.parse(row.world) as World }
    : { seq: 0, world: emptyWorld(userId) };
  return { createdAt: Number(user.created_at), state };
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
    const { createdAt, state } = await lockedState(tx, connection, userId);
    const client = await tx
      .selectFrom("sync_clients")
      .select("last_mutation_id")
      .where("user_id", "=", userId)
      .where("client_id", "=", push.clientId)
      .executeTakeFirst();
    let lastMutation = client ? Number(client.last_mutation_id) : 0;
    let { seq, world } = state;
    const spare = monotonicFactory();
    const results: PushResponse["results"] = [];
    const applied: CommitRecord[] = [];
    for (const item of push.actions) {
      if (item.mutationId <= lastMutation || (await hasFirstId(tx, userId, item.ids[0]))) {
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
      if (outcome.status === "applied") applied.push(...outcome.entry.records);
      await tx
        .insertInto("sync_log")
        .values({
          user_id: userId,
          seq,
          client_id: push.clientId,
          mutation_id: item.mutationId,
          type: item.action.type,
          at: item.at,
          status: outcome.status,
          body: JSON.stringify(outcome.status === "applied" ? outcome.entry : outcome.refusal),
          first_id: item.ids[0] ?? null,
          created_at: now,
        })
        .execute();
      results.push({ mutationId: item.mutationId, status: outcome.status, seq });
      lastMutation = item.mutationId;
    }
    await tx
      .insertInto("sync_clients")
      .values({ user_id: userId, client_id: push.clientId, last_mutation_id: lastMutation, last_push_at: now })
      .onConflict((conflict) =>
        conflict.columns(["user_id", "client_id"]).doUpdateSet({ last_mutation_id: lastMutation, last_push_at: now }),
      )
      .execute();
    if (seq !== state.seq) {
      const value = { seq, world: JSON.stringify(world), updated_at: now };
      await tx
        .insertInto("sync_state")
        .values({ user_id: userId, ...value })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet(value))
        .execute();
      await projectSocial(tx, userId, state.world, world, applied, now);
    }
    return { results, head: seq };
  });
}

async function hasFirstId(tx: Db, userId: string, firstId: string | undefined): Promise<boolean> {
  if (firstId === undefined) return false;
  const row = await tx
    .selectFrom("sync_log")
    .select("seq")
    .where("user_id", "=", userId)
    .where("first_id", "=", firstId)
    .executeTakeFirst();
  return row !== undefined;
}

function logEntryOf(
  row: Pick<SyncLogTable, "seq" | "client_id" | "mutation_id" | "type" | "at" | "status" | "body">,
): LogEntry {
  const body: unknown = JSON.parse(row.body);
  const base = {
    seq: Number(row.seq),
    clientId: row.client_id,
    mutationId: Number(row.mutation_id),
    type: row.type,
    at: Number(row.at),
  };
  return row.status === "applied"
    ? {
        ...base,
        outcome: { status: "applied", entry: body as Extract<LogEntry["outcome"], { status: "applied" }>["entry"] },
      }
    : { ...base, outcome: { status: "refused", refusal: body as Refusal } };
}

type LogRow = Parameters<typeof logEntryOf>[0];

/** A page of the user's log after `after` (at most `limit` rows), each client's newest mutation id, and the head. */
async function pullRows(connection: Connection, userId: string, after: number, limit: number) {
  const { db } = connection;
  const rows: LogRow[] = await db
    .selectFrom("sync_log")
    .select(["seq", "client_id", "mutation_id", "type", "at", "status", "body"])
    .where("user_id", "=", userId)
    .where("seq", ">", after)
    .orderBy("seq")
    .limit(limit + 1)
    .execute();
  const clients = await db
    .selectFrom("sync_clients")
    .select(["client_id", "last_mutation_id"])
    .where("user_id", "=", userId)
    .execute();
  const state = await db.selectFrom("sync_state").select("seq").where("user_id", "=", userId).executeTakeFirst();
  const page = rows.slice(0, limit);
  return {
    page,
    // The head is read after the page: a push in between only makes `more` true for longer.
    head: Math.max(state ? Number(state.seq) : 0, page.at(-1) ? Number(page.at(-1)!.seq) : 0),
    more: rows.length > limit,
    clients: Object.fromEntries(clients.map((row) => [row.client_id, Number(row.last_mutation_id)])),
  };
}

/** The user's log after `after`, at most `limit` entries, with the newest mutation id of each client. */
export async function pullLog(
  connection: Connection,
  userId: string,
  after: number,
  limit: number = PULL_PAGE_SIZE,
): Promise<PullResponse> {
  const { page, ...rest } = await pullRows(connection, userId, after, limit);
  return { entries: page.map(logEntryOf), ...rest };
}

/**
 * pullLog as the JSON text of its answer, with each entry's stored body passed through as it is
 * (it was stored as JSON): an uploaded history of tens of megabytes is not parsed and written
 * out again on every pull.
 */
export async function pullLogJson(
  connection: Connection,
  userId: string,
  after: number,
  limit: number = PULL_PAGE_SIZE,
): Promise<string> {
  const { page, head, more, clients } = await pullRows(connection, userId, after, limit);
  const entries = page.map((row) => {
    const fields = `"seq":${Number(row.seq)},"clientId":${JSON.stringify(row.client_id)},"mutationId":${Number(row.mutation_id)},"type":${JSON.stringify(row.type)},"at":${Number(row.at)}`;
    const outcome = row.status === "applied" ? `"applied","entry":${row.body}` : `"refused","refusal":${row.body}`;
    return `{${fields},"outcome":{"status":${outcome}}}`;
  });
  return `{"entries":[${entries.join(",")}],"head":${head},"more":${more},"clients":${JSON.stringify(clients)}}`;
}

/** Everything the server holds for the user's sync, oldest first (part of "Download my server data"). */
export async function exportSyncData(connection: Connection, userId: string) {
  const entries: LogEntry[] = [];
  let page: PullResponse;
  do {
    page = await pullLog(connection, userId, entries.at(-1)?.seq ?? 0);
    entries.push(...page.entries);
  } while (page.more);
  return { userId, clients: page.clients, log: entries };
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
