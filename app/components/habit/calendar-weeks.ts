// A month of a habit's page as calendar rows, Monday first (as the week strip and the weekly
// board count weeks). Days of the month outside what the page shows (before the habit's first
// day, after today) are bare days; other months' days are gaps. Pure.
import { addDays, weekdayIndex, type Day } from "~/game/day";
import type { CalendarDay, HabitMonth } from "~/game/habit-page";

/** A shown day, a bare day of the month (nothing to show for it), or a gap. */
export type CalendarWeek = (CalendarDay | Day | null)[];

/** The month's weeks, each seven entries long, from the Monday on or before its first day. */
export function calendarWeeks(month: HabitMonth): CalendarWeek[] {
  const byDay = new Map(month.days.map((entry) => [entry.day, entry]));
  const first: Day = `${month.month}-01`;
  const weeks: CalendarWeek[] = [];
  let day = addDays(first, -weekdayIndex(first));
  while (day.slice(0, 7) <= month.month) {
    const week: CalendarWeek = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1))
      week.push(day.slice(0, 7) === month.month ? (byDay.get(day) ?? day) : null);
    weeks.push(week);
  }
  return weeks;
}
