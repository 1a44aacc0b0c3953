// Loop Habit Tracker's frequency (N repetitions in D days) as a Momentum schedule (issue #34). Pure.
import type { Day } from "~/game/day";
import { SCHEDULE_LIMITS, type Schedule } from "~/game/schedule";

export type LoopFrequency = { numerator: number; denominator: number };

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

/**
 * N/D → every day (N ≥ D), N days a week (D = 7), N days a month (D = 30 or 31), every D days
 * (N = 1); anything else → the nearest of those, with a sentence saying so. `from` is the day an
 * "every D days" schedule counts from (the habit's first imported day).
 */
export function scheduleOfLoopFrequency(
  { numerator, denominator }: LoopFrequency,
  from: Day,
): { schedule: Schedule; remark?: string } {
  if (!(numerator > 0) || !(denominator > 0)) {
    return {
      schedule: { kind: "daily" },
      remark: `Loop's frequency ${numerator}/${denominator} is not one; imported as every day`,
    };
  }
  if (numerator >= denominator) return { schedule: { kind: "daily" } };
  if (denominator === 7) return { schedule: { kind: "weekly", times: numerator } };
  if ((denominator === 30 || denominator === 31) && numerator <= SCHEDULE_LIMITS.monthly.max) {
    return { schedule: { kind: "monthly", times: numerator } };
  }
  if (numerator === 1 && denominator <= SCHEDULE_LIMITS.interval.max) {
    return { schedule: { kind: "interval", every: denominator, from } };
  }
  const nearest = nearestSchedule(numerator / denominator, from);
  return {
    schedule: nearest,
    remark: `Loop's "${numerator} times in ${denominator} days" has no exact match; imported as ${describe(nearest)}`,
  };
}

function nearestSchedule(perDay: number, from: Day): Schedule {
  const perWeek = Math.round(perDay * 7);
  if (perWeek >= 1)
    return perWeek >= 7 ? { kind: "daily" } : { kind: "weekly", times: clamp(perWeek, SCHEDULE_LIMITS.weekly) };
  const perMonth = Math.round(perDay * 30);
  if (perMonth >= 1) return { kind: "monthly", times: clamp(perMonth, SCHEDULE_LIMITS.monthly) };
  return { kind: "interval", every: clamp(Math.round(1 / perDay), SCHEDULE_LIMITS.interval), from };
}

function describe(schedule: Schedule): string {
  switch (schedule.kind) {
    case "daily":
      return "every day";
    case "weekly":
      return `${schedule.times} ${schedule.times === 1 ? "day" : "days"} a week`;
    case "monthly":
      return `${schedule.times} ${schedule.times === 1 ? "day" : "days"} a month`;
    case "interval":
      return `every ${schedule.every} days`;
    case "weekdays":
      return "on chosen days";
  }
}
