// What a habit card shows, read from the habit's history (rule 10: the This
// Week strip is real data, the last 7 days ending today). `today` is the user's
// day (rule 18); without it, the UTC day of `now`.
import { LIMITS } from "./constants";
import { dayOf, daysEndingAt, type Day } from "./day";
import type { Habit } from "./entity-schemas";
import { markOf, type HabitDayMark } from "./habit-marks";
import { isAtMost } from "./measure";

export function todayCount(habit: Pick<Habit, "history">, now: number, today: Day = dayOf(now)): number {
  return habit.history[today] ?? 0;
}

/** A day of the strip; `mark` only for a habit with a schedule (issue #32), whose days differ. */
export type StripDay = { day: Day; count: number; mark?: HabitDayMark };

/**
 * Oldest first; the tooltip reads '{n} commits on day {i}'. The days of a habit with a schedule
 * or a skip carry their mark from `firstDay` (the habit's first day) on.
 */
export function weekStrip(
  habit: Pick<Habit, "history"> & Partial<Pick<Habit, "dailyTarget" | "schedules" | "skips" | "measure">>,
  now: number,
  today: Day = dayOf(now),
  firstDay: Day = today,
): StripDay[] {
  const days = daysEndingAt(today, LIMITS.weekStrip);
  const { schedules, skips, dailyTarget } = habit;
  const atMost = isAtMost(habit);
  if ((!schedules && !skips && !atMost) || dailyTarget === undefined)
    return days.map((day) => ({ day, count: habit.history[day] ?? 0 }));
  const marked = {
    counts: habit.history,
    target: dailyTarget,
    schedules,
    skipped: new Set(skips),
    ...(atMost && { atMostBefore: today }),
  };
  return days.map((day) => {
    const count = habit.history[day] ?? 0;
    return day < firstDay ? { day, count } : { day, count, mark: markOf(marked, day, today) };
  });
}

export const MARK_WORDS: Record<HabitDayMark, string> = {
  met: "met",
  missed: "missed",
  skipped: "skipped",
  "not-expected": "not expected",
  open: "still open",
};

/** The strip's label for a day: the spec's tooltip, then the day's mark in words when it has one. */
export function stripDayLabel(entry: StripDay, index: number): string {
  const tooltip = weekStripTooltip(entry.count, index);
  return entry.mark ? `${tooltip} (${MARK_WORDS[entry.mark]})` : tooltip;
}

export function weekStripTooltip(count: number, index: number): string {
  return `${count} commits on day ${index}`;
}
