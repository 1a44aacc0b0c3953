// Habit actions: create, count up/down, edit. Each validates, decides its
// records, and commits them (goals react in the same step).
import { z } from "zod";
import { settleRecords, type ActionResult } from "./settle";
import { dayOfCtx, requireOwner, requireWorldOwner, type Ctx } from "./context";
import { crossingRecords, reconcileRecords } from "./daily-check";
import type { Commitment, Habit } from "./entity-schemas";
import { GameError } from "./errors";
import { HabitEditSchema, HabitInputSchema, targetTooHigh, parseInput, type Fields } from "./input-schemas";
import { isMeasure, MEASURE_MESSAGES } from "./measure";
import { checkRoomForHabit } from "./item-limits";
import { findHabit } from "./lookup";
import { makeRecord } from "./records";
import { sameScheduleChanges, withScheduleFrom } from "./schedule";
import { habitFromDef, isHabitActive, newCommitment, newItemFields, withHabit, type World } from "./world";

export const COUNT_DELTA_MESSAGE = "Count can only change by 1 or -1.";

// One record per unit: the button is ±1 and the table prices COUNT_UP/DOWN per
// unit, so a bigger delta would be several clicks folded into one; refused.
const CountSchema = z.object({
  habitId: z.string(),
  delta: z.union([z.literal(1), z.literal(-1)], COUNT_DELTA_MESSAGE),
});
export type CountInput = { habitId: string; delta: 1 | -1 };

const fieldIssue = (field: string, message: string) =>
  new GameError("VALIDATION", { issues: [{ path: [field], message }] });

/** Creates the habit, its Habit commitment and the START record. */
export function createHabit(
  world: World,
  input: Fields,
  ctx: Ctx,
): ActionResult<{ habit: Habit; commitment: Commitment }> {
  const userId = requireWorldOwner(world, ctx);
  const values = parseInput(HabitInputSchema, input);
  checkRoomForHabit(world);
  const commitment = newCommitment("Habit", userId, ctx);
  const { schedule, ...fields } = values;
  const schedules = schedule && withScheduleFrom(undefined, schedule, dayOfCtx(ctx));
  const habit = habitFromDef({
    ...fields,
    ...(schedules && { schedules }),
    ...newItemFields(userId, commitment.id, ctx),
  });
  const start = makeRecord({ event: "START", kind: "Habit", instanceId: commitment.id }, ctx, userId);
  const result = settleRecords(withHabit(world, habit, commitment), [start], ctx);
  return { ...result, habit: result.state.habits[habit.id]!, commitment: result.state.commitments[commitment.id]! };
}

/**
 * +1 / −1 on today's count (spec §4). Refused when today's count would go
 * below 0 (rule 5, docs/rules.md). Crossing the daily target earns or rolls back DAILYCHECK.
 */
export function changeHabitCount(world: World, input: CountInput, ctx: Ctx): ActionResult {
  const { habitId, delta } = parseInput(CountSchema, input);
  const habit = findHabit(world, habitId);
  const userId = requireOwner(habit, ctx);
  if (!isHabitActive(habit)) throw new GameError("ITEM_ENDED");
  if (isMeasure(habit)) throw fieldIssue("delta", MEASURE_MESSAGES.notCount);
  const today = dayOfCtx(ctx);
  const before = habit.history[today] ?? 0;
  const after = before + delta;
  if (after < 0) throw new GameError("COUNT_BELOW_ZERO");
  const event = delta > 0 ? "COUNT_UP" : "COUNT_DOWN";
  const records = [
    makeRecord({ event, kind: "Habit", instanceId: habit.commitmentId }, ctx, userId),
    ...crossingRecords(
      habit,
      world.tracks.habits[habit.id],
      { today, vacations: world.game.vacations, before, after },
      ctx,
      userId,
    ),
  ];
  return settleRecords(world, records, ctx);
}

/**
 * Edits title, description, daily target, the Public flag and the schedule (from today on: past
 * days keep theirs, rule 27). A new daily target or schedule re-decides today's DAILYCHECK at
 * once (earned if now met, rolled back if not), so "a standing DAILYCHECK today ⇔ today's count
 * ≥ target on a day that may count" keeps holding.
 */
export function editHabit(world: World, input: { habitId: string } & Fields, ctx: Ctx): ActionResult {
  const { habitId, ...changes } = input;
  const habit = findHabit(world, habitId);
  const userId = requireOwner(habit, ctx);
  const values = parseInput(HabitEditSchema, changes);
  // Rule 31: a count's history is in clicks, a measure's in hundredths; the kind never changes.
  if (values.measure !== undefined && !isMeasure(habit)) throw fieldIssue("measure", MEASURE_MESSAGES.kindFixed);
  const tooHigh = targetTooHigh(values.dailyTarget, habit.measure);
  if (tooHigh) throw fieldIssue("dailyTarget", tooHigh);
  const edited: Habit = { ...habit, lastUpdated: ctx.now };
  if (values.measure !== undefined) edited.measure = values.measure;
  if (values.title !== undefined) edited.title = values.title;
  if (values.dailyTarget !== undefined) edited.dailyTarget = values.dailyTarget;
  if (values.isPublic !== undefined) edited.isPublic = values.isPublic;
  if (values.description !== undefined) {
    if (values.description === "") delete edited.description;
    else edited.description = values.description;
  }
  const today = dayOfCtx(ctx);
  if (values.schedule !== undefined) {
    const schedules = withScheduleFrom(habit.schedules, values.schedule, today);
    if (schedules) edited.schedules = schedules;
    else delete edited.schedules;
  }
  const next: World = { ...world, habits: { ...world.habits, [habit.id]: edited } };
  const decidesToday =
    edited.dailyTarget !== habit.dailyTarget ||
    edited.measure?.direction !== habit.measure?.direction ||
    !sameScheduleChanges(edited.schedules, habit.schedules);
  const records =
    decidesToday && isHabitActive(edited)
      ? reconcileRecords(edited, world.tracks.habits[habit.id], { today, vacations: world.game.vacations }, ctx, userId)
      : [];
  return settleRecords(next, records, ctx);
}
