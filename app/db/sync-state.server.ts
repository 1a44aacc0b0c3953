// The server's projection of a user's synced data: the engine's World as the server's log made
// it (public pages read the social tables instead: social-projection.server.ts).
import type { World } from "~/game/world";
import type { Connection } from "./connection.server";
import type { SyncState } from "./sync.server";

/** The user's state at the newest log entry, or null when nothing was ever synced. */
export async function readSyncState(connection: Connection, userId: string): Promise<SyncState | null> {
  const row = await connection.db
    .selectFrom("sync_state")
    .select(["seq", "world"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { seq: Number(row.seq), world: JSON.parse(row.world) as World } : null;
}
