// Setting a past day of a habit (issue #33, rule 30): the forgotten evening entry. The change is
// one COUNT_UP or COUNT_DOWN of the difference, dated that day. In the grace window (the two days
// before today) it scores as if made on that day: per unit, and its DAILYCHECK is earned or taken
// back as a click then would have. Older, it changes the habit's history, marks and strength but
// pays nothing (its record says so), so the global streak and XP never move.
import { z } from "zod";
import { dayOfCtx, requireOwner, type Ctx } from "./context";
import { crossingRecords, GRACE_DAYS } from "./daily-check";
import { addDays, calendarDay, type Day } from "./day";
import { GameError } from "./errors";
import { dayStringSchema } from "./field-schemas";
import { HABIT_DAILY_TARGET_MAX } from "./constants";
import { parseInput } from "./input-schemas";
import { findHabit } from "./lookup";
import { dayTotalMax, isMeasure, MEASURE_LIMITS } from "./measure";
import { pastEditData, pastValueData } from "./record-data";
import { makeRecord } from "./records";
import { countReward } from "./rewards";
import { settleRecords, type ActionResult } from "./settle";
import { isHabitActive, type World } from "./world";

export const PAST_DAY_MESSAGES = {
  count: "The count must be a whole number from 0 to 10,000",
  value: "The value must be from 0 to 100,000, with up to two decimals",
  day: "Only a day before today can be set here: today is counted with +1 and −1",
  beforeHabit: "That day is before the habit began",
} as const;

const PastDaySchema = z.object({
  habitId: z.string(),
  day: dayStringSchema,
  // The kind's own bound is checked once the habit is known: a measure's is in hundredths.
  count: z
    .number(PAST_DAY_MESSAGES.count)
    .int(PAST_DAY_MESSAGES.count)
    .min(0, PAST_DAY_MESSAGES.count)
    .max(MEASURE_LIMITS.value, PAST_DAY_MESSAGES.count),
});
export type PastDayInput = { habitId: string; day: Day; count: number };

export const dayIssue = (message: string) => new GameError("VALIDATION", { issues: [{ path: ["day"], message }] });

/** The first day a habit can hold anything: its creation's calendar day under the user's day rule. */
export const habitFirstDay = (world: World, habit: { createdAt: number }): Day =>
  calendarDay(habit.createdAt, world.game.dayRule);

/** Refuses a `day` before the habit began (rules 27, 30 and 32 share the words). */
export function requireHabitBegun(world: World, habit: { createdAt: number }, day: Day): void {
  if (day < habitFirstDay(world, habit)) throw dayIssue(PAST_DAY_MESSAGES.beforeHabit);
}

/** Whether an edit of `day` made on `today` still scores as if made that day (rule 30). */
export const isInGraceWindow = (day: Day, today: Day): boolean => day < today && day >= addDays(today, -GRACE_DAYS);

/** Sets the habit's count of `day` (before today, not before the habit began) to `count`. */
export function setPastDay(world: World, input: PastDayInput, ctx: Ctx): ActionResult {
  const { habitId, day, count } = parseInput(PastDaySchema, input);
  const habit = findHabit(world, habitId);
  const userId = requireOwner(habit, ctx);
  if (!isHabitActive(habit)) throw new GameError("ITEM_ENDED");
  if (count > dayTotalMax(habit, HABIT_DAILY_TARGET_MAX)) {
    const message = isMeasure(habit) ? PAST_DAY_MESSAGES.value : PAST_DAY_MESSAGES.count;
    throw new GameError("VALIDATION", { issues: [{ path: ["count"], message }] });
  }
  const today = dayOfCtx(ctx);
  if (day >= today) throw dayIssue(PAST_DAY_MESSAGES.day);
  requireHabitBegun(world, habit, day);
  const before = habit.history[day] ?? 0;
  if (count === before) return settleRecords(world, [], ctx);

  const pays = isInGraceWindow(day, today);
  const event = count > before ? "COUNT_UP" : "COUNT_DOWN";
  const amount = Math.abs(count - before);
  // A measure's day set is one value logged (rule 31), a count's is that many clicks.
  const measured = isMeasure(habit);
  const reward = pays ? countReward(event, measured ? 1 : amount) : { xp: 0, coins: 0 };
  const data = measured ? pastValueData(amount, pays) : pastEditData(amount, pays);
  // The records count for the day they change, as a click that day would have (rule 18's `day`).
  const onDay: Ctx = { ...ctx, day };
  const change = makeRecord({ event, kind: "Habit", instanceId: habit.commitmentId, data }, onDay, userId, reward);
  const check = pays
    ? crossingRecords(
        habit,
        world.tracks.habits[habit.id],
        { today: day, vacations: world.game.vacations, before, after: count, closed: true },
        onDay,
        userId,
      )
    : [];
  return settleRecords(world, [change, ...check], ctx);
}
