// The daily refresh (spec §4): runs at each day boundary (UTC midnight, or the
// user's own, rule 18) and whenever the stats panel renders. Recomputing is a
// pure function of the history, the skipped days, the target and the day, so
// running it more or less often never changes the outcome. There is no "reset
// today's XP" step: xpHistory is keyed by day, so a new day starts at 0. The
// daily target is not touched (docs/rules.md rule 2: the spec's 100 is not used).
//
// `dailyRefresh` first settles the at-most measures of the days that closed (rule 31:
// DAILYCHECK when a day ended within its limit), then spends held streak freezes on the days
// just missed (rule 15, docs/rules.md): those are records (FREEZE_USE), so the log, not the
// refresh rule of the day, says which days were frozen.
import type { ActionResult } from "./settle";
import { dayOfCtx, requireUser, type Ctx } from "./context";
import { closingChecks } from "./daily-check";
import { calendarDay, currentDay, dayOf, nextDayStart, UTC_DAY_RULE, type Day, type DayRule } from "./day";
import type { GameState } from "./entity-schemas";
import { GameError } from "./errors";
import { momentumOf } from "./momentum";
import { applyRecords } from "./projection";
import { freezeUseData } from "./record-data";
import { makeRecord } from "./records";
import { daysToFreeze, isDayMet, NO_FROZEN_DAYS, streakBefore, type FrozenDays } from "./streak";
import { isAtMost } from "./measure";
import { frozenDaysOf, isHabitActive, skippedDaysOf, steppedOverDays, type World } from "./world";

/**
 * Streak and momentum as of `today` (the user's day; without it, the UTC day
 * of `now`). Frozen days, the game's bridged days and vacation days are stepped over.
 */
export function refreshGame(
  game: GameState,
  now: number,
  frozen: FrozenDays = NO_FROZEN_DAYS,
  today: Day = dayOf(now),
): GameState {
  const stepped = steppedOverDays(game);
  const skipped = stepped.length === 0 ? frozen : new Set([...frozen, ...stepped]);
  const lastStreak = streakBefore(game.xpHistory, game.dailyTarget, today, skipped);
  const todayMet = isDayMet(game.xpHistory[today] ?? 0, game.dailyTarget);
  return {
    ...game,
    lastStreak,
    streak: lastStreak + (todayMet ? 1 : 0),
    momentum: momentumOf(game.xpHistory),
    lastDailyCheck: now,
    lastDay: today,
  };
}

/** Recomputes streak and momentum (no records: freezes are not spent here). */
export function refreshWorld(world: World, now: number, today: Day = dayOf(now)): World {
  return { ...world, game: refreshGame(world.game, now, frozenDaysOf(world), today) };
}

/**
 * The refresh as storage runs it: the at-most days that closed are settled (rule 31), held
 * freezes cover the days just missed when that keeps the streak (one FREEZE_USE per day, oldest
 * freeze first), then streak and momentum are recomputed. Needs the whole XP history in `world`.
 */
export function dailyRefresh(world: World, ctx: Ctx): ActionResult {
  const userId = requireUser(ctx);
  if (userId !== world.game.user) throw new GameError("NOT_AUTHORIZED");
  const today = dayOfCtx(ctx);
  const settled = settleClosedDays(world, today, ctx, userId);
  const base = settled.length > 0 ? applyRecords(world, settled) : world;
  const { game, market } = base;
  const days = daysToFreeze(game.xpHistory, game.dailyTarget, today, skippedDaysOf(base), market.freezes.length);
  const freezes = days.map((day, i) =>
    makeRecord(
      { event: "FREEZE_USE", kind: "Market", instanceId: market.freezes[i]!, data: freezeUseData(day) },
      ctx,
      userId,
    ),
  );
  return { state: refreshWorld(applyRecords(base, freezes), ctx.now, today), records: [...settled, ...freezes] };
}

/** The at-most measures' DAILYCHECKs of the days from the last refresh's to yesterday. */
function settleClosedDays(world: World, today: Day, ctx: Ctx, userId: string) {
  const from = lastRefreshDay(world.game);
  const habits = Object.values(world.habits).filter((h) => isHabitActive(h) && isAtMost(h));
  if (from === null || habits.length === 0) return [];
  const { dayRule, vacations, bridgedDays: bridged } = world.game;
  const created = (habit: { createdAt: number }) => calendarDay(habit.createdAt, dayRule);
  return closingChecks(habits, world.tracks.habits, { from, today, created, vacations, bridged }, ctx, userId);
}

/** The day the refresh last ran for (data from before rule 18 knows only when: a UTC day). */
export function lastRefreshDay(game: Pick<GameState, "lastDay" | "lastDailyCheck">): Day | null {
  return game.lastDay ?? (game.lastDailyCheck === null ? null : dayOf(game.lastDailyCheck));
}

/**
 * Today for this game at `now`: its day rule's day, never before the day the
 * refresh last ran for (rule 18). What storage passes to the engine as ctx.day.
 */
export function todayOf(game: Pick<GameState, "dayRule" | "lastDay" | "lastDailyCheck">, now: number): Day {
  return currentDay(now, game.dayRule, lastRefreshDay(game));
}

/** True when the refresh has not run yet for `today` (the user's day; without it, `now`'s UTC day). */
export function isRefreshDue(
  game: Pick<GameState, "lastDay" | "lastDailyCheck">,
  now: number,
  today: Day = dayOf(now),
): boolean {
  return lastRefreshDay(game) !== today;
}

/** Delay for the timer that runs the next refresh: at the coming day boundary of `rule`. */
export function msUntilNextRefresh(now: number, rule: DayRule = UTC_DAY_RULE, lastDay: Day | null = null): number {
  return nextDayStart(now, rule, lastDay) - now;
}
