// Streak (DESIGN 3.9): consecutive days before today whose XP met the daily
// target, plus today once it is met. An unmet today does not break it yet.
import { addDays, type Day } from "./day";

export type XpHistory = Readonly<Record<Day, number>>;

/** A day is met when its XP reaches the target; a target of 0 is always met (DESIGN 3.2). */
export function isDayMet(xp: number, target: number): boolean {
  return target <= 0 || xp >= target;
}

/**
 * Met days in a row ending yesterday. Never counts days before the first day
 * in the history: with a target of 0 every day is met, and the walk must stop.
 */
export function streakBefore(history: XpHistory, target: number, today: Day): number {
  const days = Object.keys(history);
  if (days.length === 0) return 0;
  const first = days.reduce((a, b) => (b < a ? b : a));
  let count = 0;
  for (let day = addDays(today, -1); day >= first && isDayMet(history[day] ?? 0, target); day = addDays(day, -1)) {
    count += 1;
  }
  return count;
}

export function streakOf(history: XpHistory, target: number, today: Day): number {
  return streakBefore(history, target, today) + (isDayMet(history[today] ?? 0, target) ? 1 : 0);
}

/** The longest run of met days anywhere in the history (for /life). */
export function bestStreak(history: XpHistory, target: number): number {
  const days = Object.keys(history).sort();
  let best = 0;
  let run = 0;
  let previous: Day | null = null;
  for (const day of days) {
    const met = isDayMet(history[day] ?? 0, target);
    run = met ? (previous !== null && addDays(previous, 1) === day ? run + 1 : 1) : 0;
    previous = met ? day : null;
    best = Math.max(best, run);
  }
  return best;
}
