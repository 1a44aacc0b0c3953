// What each day is for one habit under its schedules (issue #32), and its streaks in the
// schedule's own units: days for a habit on fixed days, weeks or months for "N days a week or
// month". A skipped day (one habit) or a vacation day (all habits) neither counts nor breaks
// anything. Pure: the caller passes the habit's counts, skips and schedules.
import { addDays, type Day } from "./day";
import { dayKind, periodOf, periodTarget, scheduleOn, type ScheduleChange } from "./schedule";

export type HabitDayMark = "met" | "missed" | "skipped" | "not-expected" | "open";

export type HabitDays = {
  /** The habit's count per day. */
  counts: Readonly<Record<Day, number>>;
  /** The count that meets a day. */
  target: number;
  schedules?: readonly ScheduleChange[];
  /** Days skipped for this habit, and vacation days. */
  skipped?: ReadonlySet<Day>;
  /**
   * An at-most measure's today (rule 31): a day before it is met when it ended within the target,
   * and no day from it on is met yet. Absent: a day is met when its count reaches the target.
   */
  atMostBefore?: Day;
};

function isMet(habit: HabitDays, day: Day): boolean {
  const count = habit.counts[day] ?? 0;
  if (habit.atMostBefore === undefined) return count >= habit.target;
  return day < habit.atMostBefore && count <= habit.target;
}
const isSkipped = (habit: HabitDays, day: Day) => habit.skipped?.has(day) ?? false;

type Standing = { met: number; target: number; last: Day };

// A week strip asks seven days of the same period: each period is counted once per habit value.
const standings = new WeakMap<HabitDays, Map<Day, Standing>>();

/** Met days of `day`'s period, and how many it asks once its skipped days are taken off (0: all skipped). */
export function periodStanding(habit: HabitDays, day: Day): Standing {
  const schedule = scheduleOn(habit.schedules, day);
  const { first, last } = periodOf(schedule, day);
  let known = standings.get(habit);
  if (!known) standings.set(habit, (known = new Map()));
  const cached = known.get(first);
  if (cached) return cached;
  const standing = countPeriod(habit, first, last, periodTarget(schedule, day));
  known.set(first, standing);
  return standing;
}

function countPeriod(habit: HabitDays, first: Day, last: Day, asked: number): Standing {
  let met = 0;
  let free = 0;
  for (let d = first; d <= last; d = addDays(d, 1)) {
    if (isMet(habit, d)) met += 1;
    else if (!isSkipped(habit, d)) free += 1;
  }
  return { met, target: Math.min(asked, met + free), last };
}

/**
 * `day`'s mark, `today` being the user's today: met when its count reaches the target; a day
 * not met is skipped, not expected (a fixed-days habit's other days, or a period already met),
 * open (today, or a period still running) or missed.
 */
export function markOf(habit: HabitDays, day: Day, today: Day): HabitDayMark {
  if (isMet(habit, day)) return "met";
  if (isSkipped(habit, day)) return "skipped";
  const kind = dayKind(scheduleOn(habit.schedules, day), day);
  if (kind === "not-expected") return "not-expected";
  if (kind === "expected") return day >= today ? "open" : "missed";
  const period = periodStanding(habit, day);
  if (period.met >= period.target) return "not-expected";
  return period.last >= today || day >= today ? "open" : "missed";
}

/**
 * The current streak in the schedule's units on `today`: expected days met in a row, or periods
 * met in a row for "N days a week/month" (each period under the schedule in force on its first
 * day). Today, or a period still running, adds when met and never breaks the streak.
 */
export function currentHabitStreak(habit: HabitDays, today: Day, since: Day): number {
  let streak = 0;
  let day = today;
  while (day >= since) {
    const schedule = scheduleOn(habit.schedules, day);
    if (dayKind(schedule, day) === "open") {
      const period = periodStanding(habit, day);
      const { first } = periodOf(schedule, day);
      if (period.met >= period.target && period.target > 0) streak += 1;
      else if (period.last < today && period.target > 0) return streak;
      day = addDays(first, -1);
      continue;
    }
    const mark = markOf(habit, day, today);
    if (mark === "met" && dayKind(schedule, day) === "expected") streak += 1;
    if (mark === "missed") return streak;
    day = addDays(day, -1);
  }
  return streak;
}

/**
 * The current and the best streak in the schedule's units from `since` to `today` (the best scans
 * forward: a run of expected days met, or of periods met, that nothing missed broke).
 */
export function habitStreaks(habit: HabitDays, today: Day, since: Day): { current: number; best: number } {
  let run = 0;
  let best = 0;
  let day = since;
  while (day <= today) {
    const schedule = scheduleOn(habit.schedules, day);
    if (dayKind(schedule, day) === "open") {
      const period = periodStanding(habit, day);
      if (period.met >= period.target && period.target > 0) run += 1;
      else if (period.last < today && period.target > 0) run = 0;
      best = Math.max(best, run);
      day = addDays(period.last, 1);
      continue;
    }
    const mark = markOf(habit, day, today);
    if (mark === "met" && dayKind(schedule, day) === "expected") run += 1;
    else if (mark === "missed") run = 0;
    best = Math.max(best, run);
    day = addDays(day, 1);
  }
  const current = currentHabitStreak(habit, today, since);
  return { current, best: Math.max(best, current) };
}
