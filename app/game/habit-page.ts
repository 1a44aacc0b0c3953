// What a habit's own page shows (issue #32): its months as calendars with each day's mark, its
// current and best streak in the schedule's units, its strength now and at the end of each month,
// and its completion by month. Pure: the caller passes the habit with its whole history.
import { isAtMost } from "./measure";
import { addDays, type Day } from "./day";
import type { Habit } from "./entity-schemas";
import { habitStreaks, markOf, periodStanding, type HabitDayMark, type HabitDays } from "./habit-marks";
import { strengthSeries, type DayMark } from "./habit-strength";
import { dayKind, describeSchedule, periodOf, scheduleOn } from "./schedule";

export type CalendarDay = { day: Day; count: number; mark: HabitDayMark };

/** A month's days from the habit's first day to today, and how much of what it asked was done. */
export type HabitMonth = {
  month: string;
  days: CalendarDay[];
  /** Expected days met and expected days (fixed days), or periods met and periods ended (N a week/month). */
  completion: { met: number; of: number; unit: "days" | "weeks" | "months" };
  /** The strength score (0 to 1) at the month's last day shown. */
  strength: number;
};

export type HabitPage = {
  schedule: string;
  streak: { current: number; best: number; unit: "days" | "weeks" | "months" };
  /** The strength score now, 0 to 1. */
  strength: number;
  /** Oldest first. */
  months: HabitMonth[];
};

type PageHabit = Pick<Habit, "history" | "dailyTarget" | "schedules" | "skips" | "measure">;

const monthOf = (day: Day) => day.slice(0, 7);

function unitOn(habit: HabitDays, day: Day): "days" | "weeks" | "months" {
  const kind = scheduleOn(habit.schedules, day).kind;
  return kind === "weekly" ? "weeks" : kind === "monthly" ? "months" : "days";
}

/** How much of what the month asked was done, in the unit of the schedule in force at its end. */
function completionOf(habit: HabitDays, days: CalendarDay[], today: Day): HabitMonth["completion"] {
  const last = days.at(-1)!.day;
  const unit = unitOn(habit, last);
  if (unit === "days") {
    const expected = days.filter(
      ({ day, mark }) => dayKind(scheduleOn(habit.schedules, day), day) === "expected" && mark !== "skipped",
    );
    const met = expected.filter(({ mark }) => mark === "met").length;
    // Today counts once it is met: a day still open asks nothing yet.
    const of = expected.filter(({ mark }) => mark !== "open").length;
    return { met, of, unit };
  }
  let met = 0;
  let of = 0;
  const seen = new Set<Day>();
  for (const { day } of days) {
    const schedule = scheduleOn(habit.schedules, day);
    const period = periodOf(schedule, day);
    // A period counts in the month it ends in (a week across two months, in the second).
    if (seen.has(period.first) || monthOf(period.last) !== monthOf(day)) continue;
    seen.add(period.first);
    // As the calendar's marks read it: skipped and vacation days ask nothing, a period all skipped counts for nothing.
    const standing = periodStanding(habit, day);
    if (standing.target === 0) continue;
    const isMet = standing.met >= standing.target;
    if (isMet) met += 1;
    if (isMet || period.last < today) of += 1;
  }
  return { met, of, unit };
}

const strengthMark = (mark: HabitDayMark): DayMark =>
  mark === "met" ? "met" : mark === "skipped" ? "skipped" : "missed";

/** The habit's page from `firstDay` (its first day) to `today`. */
export function habitPageOf(habit: PageHabit, today: Day, firstDay: Day): HabitPage {
  const marked: HabitDays = {
    counts: habit.history,
    target: habit.dailyTarget,
    schedules: habit.schedules,
    skipped: new Set(habit.skips),
    ...(isAtMost(habit) && { atMostBefore: today }),
  };
  const days: CalendarDay[] = [];
  for (let day = firstDay; day <= today; day = addDays(day, 1))
    days.push({ day, count: habit.history[day] ?? 0, mark: markOf(marked, day, today) });
  // Today, while still open, leaves the score where yesterday left it.
  const scores = strengthSeries(
    scheduleOn(habit.schedules, today),
    days.map(({ mark }) => (mark === "open" ? "skipped" : strengthMark(mark))),
  );
  const months: HabitMonth[] = [];
  days.forEach((entry, i) => {
    const month = monthOf(entry.day);
    if (months.at(-1)?.month !== month)
      months.push({ month, days: [], completion: { met: 0, of: 0, unit: "days" }, strength: 0 });
    const current = months.at(-1)!;
    current.days.push(entry);
    current.strength = scores[i]!;
  });
  for (const month of months) month.completion = completionOf(marked, month.days, today);
  return {
    schedule: describeSchedule(scheduleOn(habit.schedules, today)),
    streak: { ...habitStreaks(marked, today, firstDay), unit: unitOn(marked, today) },
    strength: scores.at(-1) ?? 0,
    months,
  };
}
