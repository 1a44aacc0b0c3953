// The sync log on the server (issue #21, ADR "sync protocol"): a push runs every new action
// through the engine on the user's cached state and appends the outcome to the user's log,
// in one transaction per user; a pull reads the log after a sequence number.
import {
  PULL_PAGE_SIZE,
  type LogEntry,
  type PushRequest,
  type PushResponse,
  type PullResponse,
  type Refusal,
} from "~/sync/protocol";
import { transaction, type Connection } from "./connection.server";
import { clearSocialProjection, socialWrites } from "./social-projection.server";
import { planPush, type PushPlan, type PushStart } from "./push-plan.server";
import { lockUser, movedSince, pushStart, stateWrite } from "./sync-opening.server";
import type { Db, SyncLogTable } from "./schema.server";
import { executeWrites, inWrites } from "./write-batch.server";

export { NoSuchUser, lockedState, stateWrite, type SyncState } from "./sync-opening.server";

/** Appends the plan's rows and stores the client's mark, the new state and the social copies. */
async function writePlan(
  tx: Db,
  connection: Connection,
  userId: string,
  clientId: string,
  start: PushStart,
  plan: PushPlan,
  now: number,
) {
  const head = plan.response.head;
  const clientMark = { last_mutation_id: plan.lastMutation, last_push_at: now, last_day: plan.lastDay };
  // One statement on PostgreSQL (a push holds at most 500 actions, one write of log rows).
  const writes = inWrites(plan.rows, (piece) => tx.insertInto("sync_log").values(piece));
  writes.push(
    tx
      .insertInto("sync_clients")
      .values({ user_id: userId, client_id: clientId, ...clientMark })
      .onConflict((conflict) => conflict.columns(["user_id", "client_id"]).doUpdateSet(clientMark)),
  );
  if (head !== start.seq) {
    writes.push(stateWrite(tx, userId, head, plan.world, now));
    writes.push(...socialWrites(tx, userId, start.seq === 0 ? null : start.world, plan.world, plan.applied, now));
  }
  await executeWrites(tx, connection.engine, writes);
}

/** Pushes planned outside the lock that found the log moved before this one works out its plan under it. */
const OPTIMISTIC_ATTEMPTS = 3;

/**
 * Applies a push (planPush: duplicates skipped, the rest refused or applied in order) and
 * appends it to the user's log in one transaction: a crash leaves none of it. The engine work is
 * done before the transaction opens, in slices that yield the event loop, so neither the
 * SQLite connection nor a PostgreSQL pooled connection and row lock wait on it (ADR 0029);
 * under the lock the push only checks that the log has not moved since it read it, and writes.
 * If it has (another push of the same user landed), the push is planned again.
 */
export async function pushActions(
  connection: Connection,
  userId: string,
  push: PushRequest,
  now: number = Date.now(),
): Promise<PushResponse> {
  const firstIds = push.actions.flatMap((item) => (item.ids[0] === undefined ? [] : [item.ids[0]]));
  for (let attempt = 1; attempt <= OPTIMISTIC_ATTEMPTS; attempt += 1) {
    const start = await pushStart(connection.db, userId, push, firstIds);
    const plan = await planPush(start, push, userId, now);
    const done = await transaction(connection, async (tx) => {
      await lockUser(tx, connection, userId);
      if (await movedSince(tx, userId, push.clientId, start)) return null;
      await writePlan(tx, connection, userId, push.clientId, start, plan, now);
      return plan.response;
    });
    if (done) return done;
  }
  // The same user's pushes keep crossing (several devices at once): plan under the lock. On
  // SQLite other requests' queries wait for the one connection meanwhile, never run inside it.
  return transaction(connection, async (tx) => {
    await lockUser(tx, connection, userId);
    const start = await pushStart(tx, userId, push, firstIds);
    const plan = await planPush(start, push, userId, now);
    await writePlan(tx, connection, userId, push.clientId, start, plan, now);
    return plan.response;
  });
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
