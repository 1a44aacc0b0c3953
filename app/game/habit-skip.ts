// Skipping a day of one habit (issues #32 and #33, rule 27): the day neither counts nor breaks
// anything in the habit's own marks, streak and week or month. A skip earns and costs nothing (no
// record): the spec's table has no row for it. Today or any day before it since the habit began
// (the user's days) may be skipped; public numbers step over only skips the server received in
// time (rule 26, `witnessSkip`), so skipping last month's misses keeps the owner's streak only.
import { z } from "zod";
import { dayOfCtx, requireOwner, type Ctx } from "./context";
import { type Day } from "./day";
import { GameError } from "./errors";
import { dayStringSchema } from "./field-schemas";
import { parseInput } from "./input-schemas";
import { findHabit } from "./lookup";
import { dayIssue, requireHabitBegun } from "./past-day";
import { settleRecords, type ActionResult } from "./settle";
import { isHabitActive, type World } from "./world";

export const SKIP_MESSAGES = {
  day: "Only today or a day before it can be skipped",
} as const;

const SkipSchema = z.object({ habitId: z.string(), day: dayStringSchema, skipped: z.boolean() });
export type SkipInput = { habitId: string; day: Day; skipped: boolean };

/** Skips `day` for the habit, or takes the skip back (`skipped: false`); the same twice changes nothing. */
export function skipHabitDay(world: World, input: SkipInput, ctx: Ctx): ActionResult {
  const { habitId, day, skipped } = parseInput(SkipSchema, input);
  const habit = findHabit(world, habitId);
  requireOwner(habit, ctx);
  if (!isHabitActive(habit)) throw new GameError("ITEM_ENDED");
  if (day > dayOfCtx(ctx)) throw dayIssue(SKIP_MESSAGES.day);
  requireHabitBegun(world, habit, day);
  if (skipped === (habit.skips ?? []).includes(day)) return settleRecords(world, [], ctx);
  const others = (habit.skips ?? []).filter((d) => d !== day);
  const skips = skipped ? [...others, day].sort() : others;
  const edited = { ...habit, lastUpdated: ctx.now };
  if (skips.length > 0) edited.skips = skips;
  else delete edited.skips;
  return settleRecords({ ...world, habits: { ...world.habits, [habit.id]: edited } }, [], ctx);
}
