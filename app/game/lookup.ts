// Finding the thing an action is about. A deleted item is treated as missing:
// it only lives on in /archive and takes no more actions.
import type { Commitment, Goal, Habit } from "./entity-schemas";
import { GameError } from "./errors";
import type { World } from "./world";

export function findHabit(world: World, habitId: string): Habit {
  const habit = world.habits[habitId];
  if (!habit || habit.isDeleted) throw new GameError("ITEM_NOT_FOUND", { detail: `habit ${habitId}` });
  return habit;
}

export function findGoal(world: World, goalId: string): Goal {
  const goal = world.goals[goalId];
  if (!goal || goal.isDeleted) throw new GameError("ITEM_NOT_FOUND", { detail: `goal ${goalId}` });
  return goal;
}

/** A habit commitment that can join a goal: exists, not deleted, not a Goal. */
export function findHabitCommitment(world: World, commitmentId: string): Commitment {
  const commitment = world.commitments[commitmentId];
  if (!commitment || commitment.isDeleted) {
    throw new GameError("ITEM_NOT_FOUND", { detail: `commitment ${commitmentId}` });
  }
  if (commitment.kind !== "Habit") throw new GameError("NOT_A_HABIT", { detail: commitmentId });
  return commitment;
}
