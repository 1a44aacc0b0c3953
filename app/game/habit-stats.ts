// What a habit card shows, read from the habit's history (docs/rules.md rule 10: the
// This Week strip is real data, the last 7 UTC days ending today).
import { LIMITS } from "./constants";
import { dayOf, daysEndingAt, type Day } from "./day";
import type { Habit } from "./entity-schemas";

export function todayCount(habit: Pick<Habit, "history">, now: number): number {
  return habit.history[dayOf(now)] ?? 0;
}

export type StripDay = { day: Day; count: number };

/** Oldest first; the tooltip reads '{n} commits on day {i}'. */
export function weekStrip(habit: Pick<Habit, "history">, now: number): StripDay[] {
  return daysEndingAt(dayOf(now), LIMITS.weekStrip).map((day) => ({ day, count: habit.history[day] ?? 0 }));
}

export function weekStripTooltip(count: number, index: number): string {
  return `${count} commits on day ${index}`;
}
