// Adding and dropping a goal's habit commitments (spec §5): only an existing,
// not deleted, non-Goal commitment of the same user, and only while the goal
// is active. The record's data names the habit commitment for replay.
import { settleRecords, type ActionResult } from "./settle";
import { requireOwner, type Ctx } from "./context";
import { GameError } from "./errors";
import { checkJoinable } from "./goal";
import { findGoal } from "./lookup";
import { membershipData } from "./record-data";
import { makeRecord } from "./records";
import { isGoalActive, type World } from "./world";

export type MembershipInput = { goalId: string; commitmentId: string };

function prepare(world: World, input: MembershipInput, ctx: Ctx) {
  const goal = findGoal(world, input.goalId);
  const userId = requireOwner(goal, ctx);
  if (!isGoalActive(goal)) throw new GameError("ITEM_ENDED");
  checkJoinable(world, input.commitmentId, userId);
  return { goal, userId };
}

export function addGoalCommitment(world: World, input: MembershipInput, ctx: Ctx): ActionResult {
  const { goal, userId } = prepare(world, input, ctx);
  if (goal.commitments.includes(input.commitmentId)) throw new GameError("ALREADY_IN_GOAL");
  const record = makeRecord(
    { event: "COMMITMENT_ADD", kind: "Goal", instanceId: goal.commitmentId, data: membershipData(input.commitmentId) },
    ctx,
    userId,
  );
  return settleRecords(world, [record], ctx);
}

/** Dropping takes the habit's contributed XP out of the goal's sum; the last habit stays (rule 17). */
export function dropGoalCommitment(world: World, input: MembershipInput, ctx: Ctx): ActionResult {
  const { goal, userId } = prepare(world, input, ctx);
  if (!goal.commitments.includes(input.commitmentId)) throw new GameError("NOT_IN_GOAL");
  if (goal.commitments.length === 1) throw new GameError("LAST_HABIT");
  const record = makeRecord(
    { event: "COMMITMENT_DROP", kind: "Goal", instanceId: goal.commitmentId, data: membershipData(input.commitmentId) },
    ctx,
    userId,
  );
  return settleRecords(world, [record], ctx);
}
