// Ending a habit or a goal: give up (GIVEUP) or delete (docs/rules.md, rules 7 and 8). The
// rules are the same for both kinds: owner only; an active item's delete records
// its GIVEUP with {deleted: true} (so replay restores the flag), an ended one's
// delete records nothing and only flags it. A completed goal cannot be given up.
import { settleRecords, type ActionResult } from "./settle";
import { requireOwner, type Ctx } from "./context";
import type { Goal, Habit, RecordData } from "./entity-schemas";
import { GameError } from "./errors";
import { findGoal, findHabit } from "./lookup";
import { deletionData } from "./record-data";
import { makeRecord } from "./records";
import { isGoalActive, isHabitActive, type World } from "./world";

export type EndingKind = "Habit" | "Goal";

export type Endable = { kind: "Habit"; item: Habit; active: boolean } | { kind: "Goal"; item: Goal; active: boolean };

function findEndable(world: World, kind: EndingKind, id: string): Endable {
  if (kind === "Habit") {
    const habit = findHabit(world, id);
    return { kind, item: habit, active: isHabitActive(habit) };
  }
  const goal = findGoal(world, id);
  return { kind, item: goal, active: isGoalActive(goal) };
}

function recordGiveUp(world: World, { kind, item }: Endable, userId: string, ctx: Ctx, data?: RecordData) {
  const record = makeRecord({ event: "GIVEUP", kind, instanceId: item.commitmentId, data }, ctx, userId);
  return settleRecords(world, [record], ctx);
}

/** GIVEUP; refused for a completed goal (GOAL_COMPLETED) and for an item already ended (ITEM_ENDED). */
export function giveUp(world: World, kind: EndingKind, id: string, ctx: Ctx): ActionResult {
  const endable = findEndable(world, kind, id);
  const userId = requireOwner(endable.item, ctx);
  if (endable.kind === "Goal" && endable.item.completedAt !== null) throw new GameError("GOAL_COMPLETED");
  if (!endable.active) throw new GameError("ITEM_ENDED");
  return recordGiveUp(world, endable, userId, ctx);
}

/** Deletes: an active item's GIVEUP marked deleted, or for an ended one only the flags. */
export function deleteItem(world: World, kind: EndingKind, id: string, ctx: Ctx): ActionResult {
  const endable = findEndable(world, kind, id);
  const userId = requireOwner(endable.item, ctx);
  if (endable.active) return recordGiveUp(world, endable, userId, ctx, deletionData());
  return { state: withDeletedFlag(world, endable, true), records: [] };
}

/**
 * The world with the definitions of an item and its commitment flagged deleted or not: a delete
 * of an ended item writes no record, and an undone delete (rule 29) restores the flag the same way.
 */
export function withDeletedFlag(world: World, { kind, item }: Endable, isDeleted: boolean): World {
  const commitment = world.commitments[item.commitmentId];
  const commitments = commitment
    ? { ...world.commitments, [commitment.id]: { ...commitment, isDeleted } }
    : world.commitments;
  if (kind === "Habit") {
    const habit = { ...item, isDeleted };
    return { ...world, commitments, habits: { ...world.habits, [habit.id]: habit } };
  }
  const goal = { ...item, isDeleted };
  return { ...world, commitments, goals: { ...world.goals, [goal.id]: goal } };
}
