// A habit's schedule (issue #32): which of the user's days it expects. Days are the user's own
// day keys (rule 18), so a schedule never meets a clock change. Pure.
import { z } from "zod";
import { addDays, daysBetween, weekdayIndex, type Day } from "./day";
import { dayStringSchema } from "./field-schemas";

/** 0 = Monday … 6 = Sunday (weekdayIndex). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type Schedule =
  | { kind: "daily" }
  /** On these weekdays (at least one, sorted, no repeats). */
  | { kind: "weekdays"; days: Weekday[] }
  /** `times` days a week, any days (weeks start on Monday, as the weekly board's). */
  | { kind: "weekly"; times: number }
  /** `times` days a month, any days. */
  | { kind: "monthly"; times: number }
  /** Every `every` days, counted from `from`. */
  | { kind: "interval"; every: number; from: Day };

export const DAILY: Schedule = Object.freeze({ kind: "daily" });

export const SCHEDULE_LIMITS = {
  weekly: { min: 1, max: 7 },
  monthly: { min: 1, max: 31 },
  interval: { min: 2, max: 365 },
} as const;

/**
 * What `day` is for the schedule: `expected` (a day it asks for), `not-expected` (still
 * countable, asked for by nothing), or `open` (a "N days a week/month" habit: any day of the
 * period may be one of its N).
 */
export type DayKind = "expected" | "not-expected" | "open";

export function dayKind(schedule: Schedule, day: Day): DayKind {
  switch (schedule.kind) {
    case "daily":
      return "expected";
    case "weekdays":
      return schedule.days.includes(weekdayIndex(day) as Weekday) ? "expected" : "not-expected";
    case "interval": {
      const since = daysBetween(schedule.from, day);
      return since >= 0 && since % schedule.every === 0 ? "expected" : "not-expected";
    }
    case "weekly":
    case "monthly":
      return "open";
  }
}

/** The period `day` counts in: the day itself, or its week (Monday to Sunday), or its month. */
export function periodOf(schedule: Schedule, day: Day): { first: Day; last: Day } {
  if (schedule.kind === "weekly") {
    const first = addDays(day, -weekdayIndex(day));
    return { first, last: addDays(first, 6) };
  }
  if (schedule.kind === "monthly") {
    const first = `${day.slice(0, 8)}01`;
    return { first, last: addDays(addDays(first, 31).slice(0, 8) + "01", -1) };
  }
  return { first: day, last: day };
}

/** How many met days the period of `day` asks for: N for "N days a week/month" (a short month asks at most its length), else 1. */
export function periodTarget(schedule: Schedule, day: Day): number {
  if (schedule.kind === "weekly") return schedule.times;
  if (schedule.kind === "monthly") {
    const { first, last } = periodOf(schedule, day);
    return Math.min(schedule.times, daysBetween(first, last) + 1);
  }
  return 1;
}

/**
 * How often the schedule asks, as met days per stretch of days (Loop Habit Tracker's frequency):
 * what the habit strength's pace is measured against.
 */
export function frequencyOf(schedule: Schedule): { times: number; days: number } {
  switch (schedule.kind) {
    case "daily":
      return { times: 1, days: 1 };
    case "weekdays":
      return { times: schedule.days.length, days: 7 };
    case "weekly":
      return { times: schedule.times, days: 7 };
    case "monthly":
      return { times: schedule.times, days: 30 };
    case "interval":
      return { times: 1, days: schedule.every };
  }
}

export const SCHEDULE_MESSAGES = {
  kind: "How often must be every day, on these days, N times a week, N times a month or every N days",
  weekdays: "Choose at least one day of the week",
  weekly: `Days a week must be a whole number from ${SCHEDULE_LIMITS.weekly.min} to ${SCHEDULE_LIMITS.weekly.max}`,
  monthly: `Days a month must be a whole number from ${SCHEDULE_LIMITS.monthly.min} to ${SCHEDULE_LIMITS.monthly.max}`,
  interval: `Every how many days must be a whole number from ${SCHEDULE_LIMITS.interval.min} to ${SCHEDULE_LIMITS.interval.max}`,
} as const;

const whole = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);

const weekdaySchema = z.literal([0, 1, 2, 3, 4, 5, 6], { error: SCHEDULE_MESSAGES.weekdays });

const fixedSchedules = [
  z.object({ kind: z.literal("daily") }),
  z.object({
    kind: z.literal("weekdays"),
    // Sorted and without repeats, so one schedule has one spelling.
    days: z
      .array(weekdaySchema, { error: SCHEDULE_MESSAGES.weekdays })
      .min(1, SCHEDULE_MESSAGES.weekdays)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  }),
  z.object({ kind: z.literal("weekly"), times: whole(SCHEDULE_LIMITS.weekly, SCHEDULE_MESSAGES.weekly) }),
  z.object({ kind: z.literal("monthly"), times: whole(SCHEDULE_LIMITS.monthly, SCHEDULE_MESSAGES.monthly) }),
] as const;

const intervalSchema = z.object({
  kind: z.literal("interval"),
  every: whole(SCHEDULE_LIMITS.interval, SCHEDULE_MESSAGES.interval),
  from: dayStringSchema,
});

export const ScheduleSchema = z.discriminatedUnion("kind", [...fixedSchedules, intervalSchema], {
  error: SCHEDULE_MESSAGES.kind,
});

const WEEKDAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

const listed = (words: readonly string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/** The schedule read back in words, as the habit editor and the card say it (an interval's first day is not said). */
export function describeSchedule(schedule: Schedule | ScheduleInput): string {
  switch (schedule.kind) {
    case "daily":
      return "Every day";
    case "weekdays":
      return schedule.days.length === 7 ? "Every day" : listed(schedule.days.map((d) => WEEKDAY_NAMES[d]));
    case "weekly":
      return schedule.times === 7
        ? "Every day"
        : `${schedule.times} ${schedule.times === 1 ? "day" : "days"} a week, any days`;
    case "monthly":
      return `${schedule.times} ${schedule.times === 1 ? "day" : "days"} a month, any days`;
    case "interval":
      return `Every ${schedule.every} days`;
  }
}

/** A habit's schedules over time: each applies from its day on, until the next one (rule: past days keep theirs). */
export type ScheduleChange = { from: Day; schedule: Schedule };

export const ScheduleChangeSchema = z.object({ from: dayStringSchema, schedule: ScheduleSchema });

/** The change in force on `day` (the latest from that day or before), or null: every day, the default. */
export function scheduleChangeOn(changes: readonly ScheduleChange[] | undefined, day: Day): ScheduleChange | null {
  let found: ScheduleChange | null = null;
  for (const change of changes ?? []) if (change.from <= day) found = change;
  return found;
}

/** The schedule in force on `day`: the latest change from that day or before, else every day. */
export function scheduleOn(changes: readonly ScheduleChange[] | undefined, day: Day): Schedule {
  return scheduleChangeOn(changes, day)?.schedule ?? DAILY;
}

/**
 * What a form sends: an "every N days" schedule may leave out its first day, which then is the
 * day of the change (or stays the one it had, when only the wording was sent again).
 */
export const ScheduleInputSchema = z.discriminatedUnion(
  "kind",
  [...fixedSchedules, intervalSchema.partial({ from: true })],
  { error: SCHEDULE_MESSAGES.kind },
);
export type ScheduleInput = Schedule | { kind: "interval"; every: number; from?: Day };

/** Whether two schedules ask the same days (field by field: stored ones may list their keys in any order). */
function sameSchedule(a: Schedule, b: Schedule): boolean {
  switch (a.kind) {
    case "daily":
      return b.kind === "daily";
    case "weekdays":
      return b.kind === "weekdays" && a.days.join() === b.days.join();
    case "weekly":
    case "monthly":
      return b.kind === a.kind && b.times === a.times;
    case "interval":
      return b.kind === "interval" && b.every === a.every && b.from === a.from;
  }
}

/** Whether two lists of changes are the same: each change from the same day, to the same schedule. */
export const sameScheduleChanges = (a: readonly ScheduleChange[] = [], b: readonly ScheduleChange[] = []): boolean =>
  a.length === b.length &&
  a.every((change, i) => change.from === b[i]!.from && sameSchedule(change.schedule, b[i]!.schedule));

/**
 * The habit's changes once `input` applies from `today` on: past days keep theirs, a change made
 * earlier the same day is replaced, and a schedule equal to the one in force changes nothing.
 */
export function withScheduleFrom(
  changes: readonly ScheduleChange[] | undefined,
  input: ScheduleInput,
  today: Day,
): ScheduleChange[] | undefined {
  const current = scheduleOn(changes, today);
  const schedule: Schedule =
    input.kind !== "interval"
      ? input
      : {
          kind: "interval",
          every: input.every,
          from: input.from ?? (current.kind === "interval" && current.every === input.every ? current.from : today),
        };
  if (sameSchedule(schedule, current)) return changes ? [...changes] : undefined;
  const kept = (changes ?? []).filter((change) => change.from < today);
  // Back to every day with nothing before: the habit reads as one that never changed.
  if (kept.length === 0 && schedule.kind === "daily") return undefined;
  return [...kept, { from: today, schedule }];
}
