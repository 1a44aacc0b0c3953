// One entry point for every user action: storage calls act(), writes the
// returned records as one atomic write, and caches the returned world.
import type { ActionResult } from "./settle";
import type { Ctx } from "./context";
import { createGoal, editGoal } from "./goal";
import { deleteGoal, giveUpGoal } from "./goal-ending";
import { addGoalCommitment, dropGoalCommitment } from "./goal-membership";
import { changeHabitCount, createHabit, editHabit } from "./habit";
import { deleteHabit, giveUpHabit } from "./habit-ending";
import type { GoalEdit, GoalInput, HabitEdit, HabitInput } from "./input-schemas";
import { buyFreeze, createReward, deleteReward, redeemReward, type RewardInput } from "./market";
import { setDailyTarget } from "./settings";
import type { World } from "./world";

export type Action =
  | { type: "habit/create"; input: HabitInput }
  | { type: "habit/count"; habitId: string; delta: 1 | -1 }
  | { type: "habit/edit"; habitId: string; changes: HabitEdit }
  | { type: "habit/giveUp"; habitId: string }
  | { type: "habit/delete"; habitId: string }
  | { type: "goal/create"; input: GoalInput }
  | { type: "goal/edit"; goalId: string; changes: GoalEdit }
  | { type: "goal/addCommitment"; goalId: string; commitmentId: string }
  | { type: "goal/dropCommitment"; goalId: string; commitmentId: string }
  | { type: "goal/giveUp"; goalId: string }
  | { type: "goal/delete"; goalId: string }
  | { type: "game/setDailyTarget"; dailyTarget: number }
  | { type: "market/createReward"; input: RewardInput }
  | { type: "market/redeem"; rewardId: string }
  | { type: "market/buyFreeze" }
  | { type: "market/deleteReward"; rewardId: string };

/** Runs one action; returns the new world and every record it caused, or throws GameError. */
export function act(world: World, action: Action, ctx: Ctx): ActionResult {
  switch (action.type) {
    case "habit/create": {
      const { state, records } = createHabit(world, action.input, ctx);
      return { state, records };
    }
    case "habit/count":
      return changeHabitCount(world, { habitId: action.habitId, delta: action.delta }, ctx);
    case "habit/edit":
      return editHabit(world, { ...action.changes, habitId: action.habitId }, ctx);
    case "habit/giveUp":
      return giveUpHabit(world, action, ctx);
    case "habit/delete":
      return deleteHabit(world, action, ctx);
    case "goal/create": {
      const { state, records } = createGoal(world, action.input, ctx);
      return { state, records };
    }
    case "goal/edit":
      return editGoal(world, { ...action.changes, goalId: action.goalId }, ctx);
    case "goal/addCommitment":
      return addGoalCommitment(world, action, ctx);
    case "goal/dropCommitment":
      return dropGoalCommitment(world, action, ctx);
    case "goal/giveUp":
      return giveUpGoal(world, action, ctx);
    case "goal/delete":
      return deleteGoal(world, action, ctx);
    case "game/setDailyTarget":
      return setDailyTarget(world, action, ctx);
    case "market/createReward": {
      const { state, records } = createReward(world, action.input, ctx);
      return { state, records };
    }
    case "market/redeem":
      return redeemReward(world, action, ctx);
    case "market/buyFreeze":
      return buyFreeze(world, ctx);
    case "market/deleteReward":
      return deleteReward(world, action, ctx);
  }
}
