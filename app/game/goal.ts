// Goal actions: create and edit. Membership lives in goal-membership.ts,
// give up and delete in ending.ts.
import { settleRecords, type ActionResult } from "./settle";
import { requireOwner, requireWorldOwner, type Ctx } from "./context";
import type { Commitment, Goal } from "./entity-schemas";
import { GameError } from "./errors";
import { GoalEditSchema, GoalInputSchema, parseInput, type Fields } from "./input-schemas";
import { checkRoomForGoal } from "./item-limits";
import { findGoal, findHabitCommitment } from "./lookup";
import { goalStartData } from "./record-data";
import { makeRecord } from "./records";
import { goalFromDef, newCommitment, newItemFields, withGoal, type World } from "./world";

/** Only the user's own, live habit commitments can join a goal. */
export function checkJoinable(world: World, commitmentId: string, userId: string): Commitment {
  const commitment = findHabitCommitment(world, commitmentId);
  if (commitment.userId !== userId) throw new GameError("NOT_AUTHORIZED");
  return commitment;
}

/**
 * Creates the goal, its Goal commitment and START. START's data lists the
 * first habit commitments: replay rebuilds membership from it.
 */
export function createGoal(
  world: World,
  input: Fields,
  ctx: Ctx,
): ActionResult<{ goal: Goal; commitment: Commitment }> {
  const userId = requireWorldOwner(world, ctx);
  const values = parseInput(GoalInputSchema, input);
  for (const id of values.commitments) checkJoinable(world, id, userId);
  checkRoomForGoal(world);
  const commitment = newCommitment("Goal", userId, ctx);
  const goal = goalFromDef({ ...values, ...newItemFields(userId, commitment.id, ctx) });
  const start = makeRecord(
    { event: "START", kind: "Goal", instanceId: commitment.id, data: goalStartData(values.commitments) },
    ctx,
    userId,
  );
  const result = settleRecords(withGoal(world, goal, commitment), [start], ctx);
  return { ...result, goal: result.state.goals[goal.id]!, commitment: result.state.commitments[commitment.id]! };
}

/**
 * Edits title, description, XP target, the Public flag. Lowering the target can carry an
 * active goal over milestones; those records come back with the edit.
 */
export function editGoal(world: World, input: { goalId: string } & Fields, ctx: Ctx): ActionResult {
  const { goalId, ...changes } = input;
  const goal = findGoal(world, goalId);
  requireOwner(goal, ctx);
  const values = parseInput(GoalEditSchema, changes);
  const edited: Goal = {
    ...goal,
    title: values.title ?? goal.title,
    description: values.description ?? goal.description,
    xpTarget: values.xpTarget ?? goal.xpTarget,
    lastUpdated: ctx.now,
  };
  if (values.isPublic !== undefined) edited.isPublic = values.isPublic;
  return settleRecords({ ...world, goals: { ...world.goals, [goal.id]: edited } }, [], ctx);
}
