// A public habit's own numbers (rule 21, issue #36): its days met and current streak, counting
// only the +1s and −1s the server witnessed in time (rule 26), with the habit's schedule, and the
// skips and vacation days the server received in time (rules 27 and 28). Pure: the server computes them when a
// push changes the habit; a reader finishes them with the owner's today (`streakUntil`).
import { addDays, type Day } from "./day";
import type { Habit } from "./entity-schemas";
import { currentHabitStreak, markOf, type HabitDays } from "./habit-marks";
import { isAtMost } from "./measure";
import { scheduleOn } from "./schedule";
import { publicCountsOf, publicSkips, type Witnessed } from "./witness";

export type StreakUnit = "days" | "weeks" | "months";

export type PublicHabitNumbers = {
  /** Days whose witnessed count reached the target. */
  daysMet: number;
  /** The current streak on `today`, in the schedule's unit (expected days, or weeks or months met). */
  streak: number;
  unit: StreakUnit;
  /** The last day the streak still stands if nothing more is counted; null without a streak. */
  streakUntil: Day | null;
};

/** How far ahead a streak's end is looked for: past the longest vacation (365 days) and month-long periods. */
const LOOK_AHEAD_DAYS = 400;

const unitOf = (habit: HabitDays, day: Day): StreakUnit => {
  const kind = scheduleOn(habit.schedules, day).kind;
  return kind === "weekly" ? "weeks" : kind === "monthly" ? "months" : "days";
};

/**
 * `habit`'s public numbers on `today` (the owner's day), given what the server witnessed and the
 * vacation days public numbers step over.
 */
export function publicHabitNumbers(
  habit: Pick<Habit, "commitmentId" | "history" | "dailyTarget" | "schedules" | "skips" | "measure">,
  witnessed: Witnessed,
  today: Day,
  vacationDays: readonly Day[],
): PublicHabitNumbers {
  const counts = publicCountsOf(habit, witnessed);
  const days: HabitDays = {
    counts: isAtMost(habit) ? withinOnlyIfWitnessed(habit, counts) : counts,
    target: habit.dailyTarget,
    schedules: habit.schedules,
    skipped: new Set([...publicSkips(habit, witnessed), ...vacationDays]),
    ...(isAtMost(habit) && { atMostBefore: today }),
  };
  const since = Object.keys(counts).sort()[0] ?? today;
  const streakOn = (day: Day) => currentHabitStreak(days, day, since);
  const streak = streakOn(today);
  return {
    // Only days with witnessed values: a day with none logged is not a day the server saw met.
    daysMet: Object.keys(counts).filter((day) => markOf(days, day, today) === "met").length,
    streak,
    unit: unitOf(days, today),
    streakUntil: streak === 0 ? null : lastDayStanding(streakOn, streak, today),
  };
}

/**
 * The last day on which, with nothing more counted, the streak is still `streak`: it holds, then
 * drops to 0 for good at the first day or period it misses, so a binary search finds the edge.
 */
function lastDayStanding(streakOn: (day: Day) => number, streak: number, today: Day): Day {
  let holds = 0;
  let breaks = LOOK_AHEAD_DAYS + 1;
  while (breaks - holds > 1) {
    const middle = Math.floor((holds + breaks) / 2);
    if (streakOn(addDays(today, middle)) === streak) holds = middle;
    else breaks = middle;
  }
  return addDays(today, holds);
}

/**
 * An at-most measure's days as public numbers read them (rule 31): a lower total is a better day,
 * so a day whose values the server did not all witness in time counts as over the limit, never
 * as within it. Public numbers stay at or below what the live day says.
 */
function withinOnlyIfWitnessed(
  habit: Pick<Habit, "history" | "dailyTarget">,
  counts: Readonly<Record<Day, number>>,
): Record<Day, number> {
  const days: Record<Day, number> = {};
  for (const day of new Set([...Object.keys(habit.history), ...Object.keys(counts)])) {
    const live = habit.history[day] ?? 0;
    days[day] = (counts[day] ?? 0) === live ? live : habit.dailyTarget + 1;
  }
  return days;
}
