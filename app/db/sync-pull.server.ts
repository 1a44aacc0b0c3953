// Reading a user's server log (issue #21, ADR 0021): a pull's page after a sequence number,
// the same page as JSON text with the stored bodies passed through, and the whole log for
// "Download my server data".
import { PULL_PAGE_SIZE, type LogEntry, type PullResponse, type Refusal } from "~/log/protocol";
import type { Connection } from "./connection.server";
import type { SyncLogTable } from "./schema.server";

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
