import { describe, expect, it } from "vitest";
import { ITEM_LIMITS } from "./constants";
import { deleteItem } from "./ending";
import { createGoal } from "./goal";
import { createHabit } from "./habit";
import { emptyWorld, type World } from "./world";
import { ALICE, expectGameError, testCtx } from "~test/game";

function withHabits(count: number, ctx = testCtx()): { world: World; ids: string[] } {
  let world = emptyWorld(ALICE);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const made = createHabit(world, { title: `Habit ${i}`, dailyTarget: 1 }, ctx);
    world = made.state;
    ids.push(made.habit.id);
  }
  return { world, ids };
}

describe("live habit and goal limits", () => {
  it(`refuses a habit past ${ITEM_LIMITS.habits} live ones, with the message at the title field`, () => {
    const ctx = testCtx();
    const { world } = withHabits(ITEM_LIMITS.habits, ctx);
    const error = expectGameError(() => createHabit(world, { title: "One more", dailyTarget: 1 }, ctx), "HABIT_LIMIT");
    expect(error.message).toBe(
      `You already have ${ITEM_LIMITS.habits} habits, the most an account can hold. Delete one to make room.`,
    );
    expect(error.fieldErrors).toEqual({ title: [error.message] });
  });

  it("counts live habits only: a deletion makes room again", () => {
    const ctx = testCtx();
    const { world, ids } = withHabits(ITEM_LIMITS.habits, ctx);
    const deleted = deleteItem(world, "Habit", ids[0]!, ctx).state;
    const made = createHabit(deleted, { title: "One more", dailyTarget: 1 }, ctx);
    expect(Object.keys(made.state.habits)).toHaveLength(ITEM_LIMITS.habits + 1);
  });

  it(`refuses a goal past ${ITEM_LIMITS.goals} live ones`, () => {
    const ctx = testCtx();
    const { world: start, ids } = withHabits(ITEM_LIMITS.goals + 1, ctx);
    // A habit joins one goal at most: each goal gets its own.
    const goal = (i: number) => ({
      title: `Goal ${i}`,
      description: "Keep going",
      xpTarget: 100,
      commitments: [start.habits[ids[i]!]!.commitmentId],
    });
    let world = start;
    for (let i = 0; i < ITEM_LIMITS.goals; i += 1) world = createGoal(world, goal(i), ctx).state;
    const error = expectGameError(() => createGoal(world, goal(ITEM_LIMITS.goals), ctx), "GOAL_LIMIT");
    expect(error.fieldErrors.title).toEqual([error.message]);
  });
});
