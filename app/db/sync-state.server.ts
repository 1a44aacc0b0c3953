// The server's projection of a user's synced data, for readers other than sync (public
// profiles and boards, issue #22): the engine's World as the server's log made it.
import { bestStreak, isDayMet } from "~/game/streak";
import { frozenDaysOf, type World } from "~/game/world";
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

/** What a profile or board shows of a world: streaks, and the days the daily target was met. */
export function profileStatsOf(world: World) {
  const { game } = world;
  const daysMet = Object.entries(game.xpHistory)
    .filter(([, xp]) => isDayMet(xp, game.dailyTarget))
    .map(([day]) => day)
    .sort();
  return {
    streak: game.streak,
    bestStreak: bestStreak(game.xpHistory, game.dailyTarget, frozenDaysOf(world)),
    daysMet,
  };
}
