// The daily refresh (spec §4): runs at each UTC midnight and whenever the stats
// panel renders. It is a pure function of the history, the target and `now`,
// so running it more or less often never changes the outcome. There is no
// "reset today's XP" step: xpHistory is keyed by day, so a new day starts at 0.
// The daily target is not touched (DESIGN 3.2: the spec's 100 is not used).
import { dayOf, msUntilNextUtcMidnight } from "./day";
import type { GameState } from "./entity-schemas";
import { momentumOf } from "./momentum";
import { isDayMet, streakBefore } from "./streak";
import type { World } from "./world";

export function refreshGame(game: GameState, now: number): GameState {
  const today = dayOf(now);
  const lastStreak = streakBefore(game.xpHistory, game.dailyTarget, today);
  const todayMet = isDayMet(game.xpHistory[today] ?? 0, game.dailyTarget);
  return {
    ...game,
    lastStreak,
    streak: lastStreak + (todayMet ? 1 : 0),
    momentum: momentumOf(game.xpHistory),
    lastDailyCheck: now,
  };
}

export function refreshWorld(world: World, now: number): World {
  return { ...world, game: refreshGame(world.game, now) };
}

/** True when the refresh has not run yet on `now`'s UTC day. */
export function isRefreshDue(game: GameState, now: number): boolean {
  return game.lastDailyCheck === null || dayOf(game.lastDailyCheck) !== dayOf(now);
}

/** Delay for the timer that runs the next refresh (at the coming UTC midnight). */
export function msUntilNextRefresh(now: number): number {
  return msUntilNextUtcMidnight(now);
}
