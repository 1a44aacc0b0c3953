// Ending a goal: give up (refused once completed, DESIGN 3.7) or delete (owner
// only; an active goal's delete records GIVEUP, a finished one records nothing).
import { settleRecords, type ActionResult } from "./settle";
import { requireOwner, type Ctx } from "./context";
import type { Goal } from "./entity-schemas";
import { GameError } from "./errors";
import { findGoal } from "./lookup";
import { deletionData } from "./record-data";
import { makeRecord } from "./records";
import { isGoalActive, type World } from "./world";

export function giveUpGoal(world: World, input: { goalId: string }, ctx: Ctx): ActionResult {
  const goal = findGoal(world, input.goalId);
  const userId = requireOwner(goal, ctx);
  if (goal.completedAt !== null) throw new GameError("GOAL_COMPLETED");
  if (goal.giveupAt !== null) throw new GameError("ITEM_ENDED");
  const record = makeRecord({ event: "GIVEUP", kind: "Goal", instanceId: goal.commitmentId }, ctx, userId);
  return settleRecords(world, [record], ctx);
}

export function deleteGoal(world: World, input: { goalId: string }, ctx: Ctx): ActionResult {
  const goal = findGoal(world, input.goalId);
  const userId = requireOwner(goal, ctx);
  if (isGoalActive(goal)) {
    const record = makeRecord(
      { event: "GIVEUP", kind: "Goal", instanceId: goal.commitmentId, data: deletionData() },
      ctx,
      userId,
    );
    return settleRecords(world, [record], ctx);
  }
  return { state: markGoalDeleted(world, goal), records: [] };
}

function markGoalDeleted(world: World, goal: Goal): World {
  const commitment = world.commitments[goal.commitmentId];
  return {
    ...world,
    goals: { ...world.goals, [goal.id]: { ...goal, isDeleted: true } },
    commitments: commitment
      ? { ...world.commitments, [commitment.id]: { ...commitment, isDeleted: true } }
      : world.commitments,
  };
}
