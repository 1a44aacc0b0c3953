// What a habit card shows, read from the habit's history (rule 10: the This
// Week strip is real data, the last 7 days ending today). `today` is the user's
// day (rule 18); without it, the UTC day of `now`.
import { LIMITS } from "./constants";
import { dayOf, daysEndingAt, type Day } from "./day";
import type { Habit } from "./entity-schemas";

export function todayCount(habit: Pick<Habit, "history">, now: number, today: Day = dayOf(now)): number {
  return habit.history[today] ?? 0;
}

export type StripDay = { day: Day; count: number };

/** Oldest first; the tooltip reads '{n} commits on day {i}'. */
export function weekStrip(habit: Pick<Habit, "history">, now: number, today: Day = dayOf(now)): StripDay[] {
  return daysEndingAt(today, LIMITS.weekStrip).map((day) => ({ day, count: habit.history[day] ?? 0 }));
}

export function weekStripTooltip(count: number, index: number): string {
  return `${count} commits on day ${index}`;
}
