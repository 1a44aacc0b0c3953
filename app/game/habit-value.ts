// A measure's values (issue #33, rule 31): Add logs one value on today's total, and the card's
// undo takes one back. One record per value, not per unit, priced as the table's COUNT_UP or
// COUNT_DOWN, so a unit's size cannot farm XP; reaching an at-least target earns DAILYCHECK as a
// count's does. An at-most day is settled when it closes (the refresh), never here.
import { z } from "zod";
import { dayOfCtx, requireOwner, type Ctx } from "./context";
import { crossingRecords } from "./daily-check";
import { GameError } from "./errors";
import { parseInput } from "./input-schemas";
import { findHabit } from "./lookup";
import { isMeasure, MEASURE_MESSAGES, valueSchema } from "./measure";
import { valueData } from "./record-data";
import { makeRecord } from "./records";
import { settleRecords, type ActionResult } from "./settle";
import { isHabitActive, type World } from "./world";

const ValueInputSchema = z.object({ habitId: z.string(), value: valueSchema });
export type ValueInput = { habitId: string; value: number };

const valueIssue = (message: string) => new GameError("VALIDATION", { issues: [{ path: ["value"], message }] });

/** Adds `value` (hundredths) to today's total, or with `remove`, takes it back from it. */
export function logValue(world: World, input: ValueInput & { remove?: boolean }, ctx: Ctx): ActionResult {
  const { habitId, value } = parseInput(ValueInputSchema, { habitId: input.habitId, value: input.value });
  const habit = findHabit(world, habitId);
  const userId = requireOwner(habit, ctx);
  if (!isHabitActive(habit)) throw new GameError("ITEM_ENDED");
  if (!isMeasure(habit)) throw valueIssue(MEASURE_MESSAGES.notMeasure);
  const today = dayOfCtx(ctx);
  const before = habit.history[today] ?? 0;
  const after = input.remove ? before - value : before + value;
  if (after < 0) throw valueIssue(MEASURE_MESSAGES.removeTooMuch);
  const event = input.remove ? "COUNT_DOWN" : "COUNT_UP";
  const track = world.tracks.habits[habit.id];
  const records = [
    makeRecord({ event, kind: "Habit", instanceId: habit.commitmentId, data: valueData(value) }, ctx, userId),
    ...crossingRecords(habit, track, { today, vacations: world.game.vacations, before, after }, ctx, userId),
  ];
  return settleRecords(world, records, ctx);
}
