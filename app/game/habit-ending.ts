// Ending a habit: give up (GIVEUP) or delete (DESIGN 3.8: an active habit's
// delete records its GIVEUP; the deleted flag is also written to the record
// so replay restores it).
import { settleRecords, type ActionResult } from "./settle";
import { requireOwner, type Ctx } from "./context";
import type { Habit } from "./entity-schemas";
import { GameError } from "./errors";
import { findHabit } from "./lookup";
import { deletionData } from "./record-data";
import { makeRecord } from "./records";
import { isHabitActive, type World } from "./world";

export function giveUpHabit(world: World, input: { habitId: string }, ctx: Ctx): ActionResult {
  const habit = findHabit(world, input.habitId);
  const userId = requireOwner(habit, ctx);
  if (!isHabitActive(habit)) throw new GameError("ITEM_ENDED");
  const record = makeRecord({ event: "GIVEUP", kind: "Habit", instanceId: habit.commitmentId }, ctx, userId);
  return settleRecords(world, [record], ctx);
}

export function deleteHabit(world: World, input: { habitId: string }, ctx: Ctx): ActionResult {
  const habit = findHabit(world, input.habitId);
  const userId = requireOwner(habit, ctx);
  if (isHabitActive(habit)) {
    const record = makeRecord(
      { event: "GIVEUP", kind: "Habit", instanceId: habit.commitmentId, data: deletionData() },
      ctx,
      userId,
    );
    return settleRecords(world, [record], ctx);
  }
  // Already given up: nothing to record, only the flags change.
  return { state: markHabitDeleted(world, habit), records: [] };
}

function markHabitDeleted(world: World, habit: Habit): World {
  const commitment = world.commitments[habit.commitmentId];
  return {
    ...world,
    habits: { ...world.habits, [habit.id]: { ...habit, isDeleted: true } },
    commitments: commitment
      ? { ...world.commitments, [commitment.id]: { ...commitment, isDeleted: true } }
      : world.commitments,
  };
}
