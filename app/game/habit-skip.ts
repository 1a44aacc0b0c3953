// Skipping a day of one habit (issue #32, rule 27): the day neither counts nor breaks anything in
// the habit's own marks, streak and week or month. A skip earns and costs nothing (no record):
// the spec's table has no row for it. Only today and yesterday (the user's days) may be skipped.
import { z } from "zod";
import { dayOfCtx, requireOwner, type Ctx } from "./context";
import { addDays, type Day } from "./day";
import { GameError } from "./errors";
import { dayStringSchema } from "./field-schemas";
import { parseInput } from "./input-schemas";
import { findHabit } from "./lookup";
import { settleRecords, type ActionResult } from "./settle";
import { isHabitActive, type World } from "./world";

export const SKIP_MESSAGES = {
  day: "Only today or yesterday can be skipped",
} as const;

const SkipSchema = z.object({ habitId: z.string(), day: dayStringSchema, skipped: z.boolean() });
export type SkipInput = { habitId: string; day: Day; skipped: boolean };

/** Skips `day` for the habit, or takes the skip back (`skipped: false`); the same twice changes nothing. */
export function skipHabitDay(world: World, input: SkipInput, ctx: Ctx): ActionResult {
  const { habitId, day, skipped } = parseInput(SkipSchema, input);
  const habit = findHabit(world, habitId);
  requireOwner(habit, ctx);
  if (!isHabitActive(habit)) throw new GameError("ITEM_ENDED");
  const today = dayOfCtx(ctx);
  if (day !== today && day !== addDays(today, -1))
    throw new GameError("VALIDATION", { issues: [{ path: ["day"], message: SKIP_MESSAGES.day }] });
  if (skipped === (habit.skips ?? []).includes(day)) return settleRecords(world, [], ctx);
  const others = (habit.skips ?? []).filter((d) => d !== day);
  const skips = skipped ? [...others, day].sort() : others;
  const edited = { ...habit, lastUpdated: ctx.now };
  if (skips.length > 0) edited.skips = skips;
  else delete edited.skips;
  return settleRecords({ ...world, habits: { ...world.habits, [habit.id]: edited } }, [], ctx);
}
