// Streak (rule 9, docs/rules.md): consecutive days before today whose XP met the daily
// target, plus today once it is met. An unmet today does not break it yet.
// A frozen day (docs/rules.md rule 15: a streak freeze covered it) neither counts as met
// nor breaks the streak: the walk steps over it.
import { addDays, type Day } from "./day";

export type XpHistory = Readonly<Record<Day, number>>;
/** Days a streak freeze covered. */
export type FrozenDays = ReadonlySet<Day>;

export const NO_FROZEN_DAYS: FrozenDays = new Set<Day>();

/** A day is met when its XP reaches the target; a target of 0 is always met (rule 2, docs/rules.md). */
export function isDayMet(xp: number, target: number): boolean {
  return target <= 0 || xp >= target;
}

/**
 * Met days in a row ending yesterday, frozen days stepped over. Never counts
 * days before the first day in the history: with a target of 0 every day is
 * met, and the walk must stop.
 */
export function streakBefore(
  history: XpHistory,
  target: number,
  today: Day,
  frozen: FrozenDays = NO_FROZEN_DAYS,
): number {
  const days = Object.keys(history);
  if (days.length === 0) return 0;
  const first = days.reduce((a, b) => (b < a ? b : a));
  let count = 0;
  for (let day = addDays(today, -1); day >= first; day = addDays(day, -1)) {
    if (isDayMet(history[day] ?? 0, target)) count += 1;
    else if (!frozen.has(day)) break;
  }
  return count;
}

export function streakOf(history: XpHistory, target: number, today: Day, frozen: FrozenDays = NO_FROZEN_DAYS): number {
  return streakBefore(history, target, today, frozen) + (isDayMet(history[today] ?? 0, target) ? 1 : 0);
}

/** The longest run of met days anywhere in the history, frozen days bridging (for /life). */
export function bestStreak(history: XpHistory, target: number, frozen: FrozenDays = NO_FROZEN_DAYS): number {
  const days = [...new Set([...Object.keys(history), ...frozen])].sort();
  let best = 0;
  let run = 0;
  let previous: Day | null = null;
  for (const day of days) {
    const chained = previous !== null && addDays(previous, 1) === day;
    if (day in history && isDayMet(history[day] ?? 0, target)) {
      run = chained ? run + 1 : 1;
      previous = day;
    } else if (frozen.has(day) && chained) {
      previous = day;
    } else {
      run = 0;
      previous = null;
    }
    best = Math.max(best, run);
  }
  return best;
}

/**
 * The missed days a streak freeze should cover at `today`'s refresh, oldest
 * first: the unmet, unfrozen days right before today, but only when there are
 * no more of them than `held` freezes and covering them keeps a streak alive.
 * A freeze that could not save the streak is not spent (ADR 0007).
 */
export function daysToFreeze(history: XpHistory, target: number, today: Day, frozen: FrozenDays, held: number): Day[] {
  if (held <= 0) return [];
  const gap: Day[] = [];
  for (let day = addDays(today, -1); gap.length <= held; day = addDays(day, -1)) {
    if (isDayMet(history[day] ?? 0, target) || frozen.has(day)) break;
    gap.push(day);
  }
  if (gap.length === 0 || gap.length > held) return [];
  const covered = new Set([...frozen, ...gap]);
  return streakBefore(history, target, today, covered) > 0 ? gap.reverse() : [];
}
