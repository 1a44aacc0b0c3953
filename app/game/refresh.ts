// The daily refresh (spec §4): runs at each UTC midnight and whenever the stats
// panel renders. Recomputing is a pure function of the history, the frozen
// days, the target and `now`, so running it more or less often never changes
// the outcome. There is no "reset today's XP" step: xpHistory is keyed by day,
// so a new day starts at 0. The daily target is not touched (docs/rules.md rule 2: the
// spec's 100 is not used).
//
// `dailyRefresh` first spends held streak freezes on the days just missed
// (rule 15, docs/rules.md): those are records (FREEZE_USE), so the log, not the refresh
// rule of the day, says which days were frozen.
import type { ActionResult } from "./settle";
import { requireUser, type Ctx } from "./context";
import { dayOf, msUntilNextUtcMidnight } from "./day";
import type { GameState } from "./entity-schemas";
import { GameError } from "./errors";
import { momentumOf } from "./momentum";
import { applyRecords } from "./projection";
import { freezeUseData } from "./record-data";
import { makeRecord } from "./records";
import { daysToFreeze, isDayMet, NO_FROZEN_DAYS, streakBefore, type FrozenDays } from "./streak";
import { frozenDaysOf, type World } from "./world";

export function refreshGame(game: GameState, now: number, frozen: FrozenDays = NO_FROZEN_DAYS): GameState {
  const today = dayOf(now);
  const lastStreak = streakBefore(game.xpHistory, game.dailyTarget, today, frozen);
  const todayMet = isDayMet(game.xpHistory[today] ?? 0, game.dailyTarget);
  return {
    ...game,
    lastStreak,
    streak: lastStreak + (todayMet ? 1 : 0),
    momentum: momentumOf(game.xpHistory),
    lastDailyCheck: now,
  };
}

/** Recomputes streak and momentum (no records: freezes are not spent here). */
export function refreshWorld(world: World, now: number): World {
  return { ...world, game: refreshGame(world.game, now, frozenDaysOf(world)) };
}

/**
 * The refresh as storage runs it: held freezes cover the days just missed when
 * that keeps the streak (one FREEZE_USE per day, oldest freeze first), then
 * streak and momentum are recomputed. Needs the whole XP history in `world`.
 */
export function dailyRefresh(world: World, ctx: Ctx): ActionResult {
  const userId = requireUser(ctx);
  if (userId !== world.game.user) throw new GameError("NOT_AUTHORIZED");
  const { game, market } = world;
  const days = daysToFreeze(
    game.xpHistory,
    game.dailyTarget,
    dayOf(ctx.now),
    frozenDaysOf(world),
    market.freezes.length,
  );
  const records = days.map((day, i) =>
    makeRecord(
      { event: "FREEZE_USE", kind: "Market", instanceId: market.freezes[i]!, data: freezeUseData(day) },
      ctx,
      userId,
    ),
  );
  return { state: refreshWorld(applyRecords(world, records), ctx.now), records };
}

/** True when the refresh has not run yet on `now`'s UTC day. */
export function isRefreshDue(game: GameState, now: number): boolean {
  return game.lastDailyCheck === null || dayOf(game.lastDailyCheck) !== dayOf(now);
}

/** Delay for the timer that runs the next refresh (at the coming UTC midnight). */
export function msUntilNextRefresh(now: number): number {
  return msUntilNextUtcMidnight(now);
}
