// What a habit's card says about today under its schedule (issue #32): nothing more for an
// every-day habit (the spec's card), else the schedule in words and whether today is due (or
// done), not expected (still countable), skipped, or where the week or month stands. Pure.
import { addDays, type Day } from "./day";
import type { Habit } from "./entity-schemas";
import { meetsTarget } from "./measure";
import { DAILY, describeSchedule, dayKind, periodOf, periodTarget, scheduleChangeOn } from "./schedule";

export type HabitToday =
  | { kind: "daily" }
  | { kind: "due" | "done" | "not-today" | "skipped" | "vacation"; schedule: string }
  | { kind: "period"; schedule: string; unit: "week" | "month"; met: number; target: number };

type ScheduledHabit = Pick<Habit, "history" | "dailyTarget" | "schedules" | "skips"> & Partial<Pick<Habit, "measure">>;

export function habitToday(habit: ScheduledHabit, today: Day): HabitToday {
  const change = scheduleChangeOn(habit.schedules, today);
  const schedule = change?.schedule ?? DAILY;
  const words = describeSchedule(schedule);
  if (habit.skips?.includes(today)) return { kind: "skipped", schedule: words };
  if (schedule.kind === "daily") return { kind: "daily" };
  const kind = dayKind(schedule, today);
  if (kind === "not-expected") return { kind: "not-today", schedule: words };
  if (kind === "expected") {
    // An at-most measure's today is never done yet: it settles when the day ends (rule 31).
    const met = meetsTarget(habit, habit.history[today] ?? 0, false);
    return { kind: met ? "done" : "due", schedule: words };
  }
  const { first, last } = periodOf(schedule, today);
  let met = 0;
  // Only days under this schedule are its N (rule 27), as for the DAILYCHECKs.
  const since = change && change.from > first ? change.from : first;
  // The period's days up to today only, never the whole history: home builds this for every card on each +1.
  const until = today < last ? today : last;
  for (let day = since; day <= until; day = addDays(day, 1))
    if (meetsTarget(habit, habit.history[day] ?? 0, day < today)) met += 1;
  const unit = schedule.kind === "weekly" ? "week" : "month";
  return { kind: "period", schedule: words, unit, met, target: periodTarget(schedule, today) };
}

/** Every habit's today on a vacation day (rule 28): nothing is expected. */
export const vacationToday = (habit: Pick<Habit, "schedules">, today: Day): HabitToday => ({
  kind: "vacation",
  schedule: describeSchedule(scheduleChangeOn(habit.schedules, today)?.schedule ?? DAILY),
});

/** The card's line for today, after the schedule's words. */
export function habitTodayText(status: Exclude<HabitToday, { kind: "daily" }>): string {
  switch (status.kind) {
    case "due":
      return "Due today";
    case "done":
      return "Done today";
    case "not-today":
      return "Not today (still counts)";
    case "skipped":
      return "Skipped today";
    case "vacation":
      return "On vacation";
    case "period":
      return `${Math.min(status.met, status.target)} of ${status.target} this ${status.unit}`;
  }
}
