// The server's projection of a user's synced data: the engine's World as the server's log made
// it (public pages read the social tables instead: social-projection.server.ts).
import type { World } from "~/game/world";
import type { Connection } from "./connection.server";
import { witnessedOf, type SyncState } from "./sync-opening.server";

/** The user's state at the newest log entry, or null when nothing was ever synced. */
export async function readSyncState(connection: Connection, userId: string): Promise<SyncState | null> {
  const row = await connection.db
    .selectFrom("sync_state")
    .select(["seq", "world", "witnessed"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row
    ? {
        seq: Number(row.seq),
        world: JSON.parse(row.world) as World,
        witnessed: witnessedOf(row.witnessed),
      }
    : null;
}

/**
 * GET /sync/state's answer as JSON text: the user's state (the World as stored, passed through
 * unparsed), the seq it stands at, and each client's newest mutation id. A new device starts
 * from it and pulls the log behind it (ADR 0027). The marks are read first: a push commits its
 * mark with its state, so no mark read here is newer than the state.
 */
export async function syncStateJson(connection: Connection, userId: string): Promise<string> {
  const clients = await connection.db
    .selectFrom("sync_clients")
    .select(["client_id", "last_mutation_id"])
    .where("user_id", "=", userId)
    .execute();
  const row = await connection.db
    .selectFrom("sync_state")
    .select(["seq", "world"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const marks = Object.fromEntries(clients.map((client) => [client.client_id, Number(client.last_mutation_id)]));
  return `{"seq":${row ? Number(row.seq) : 0},"clients":${JSON.stringify(marks)},"world":${row ? row.world : "null"}}`;
}
