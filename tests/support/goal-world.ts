// A goal over one of two habits, and runs of +1s: the set-up the goal tests share
// (app/game/goal.test.ts and goal-milestones.test.ts).
import { createGoal } from "~/game/goal";
import { changeHabitCount, createHabit } from "~/game/habit";
import { emptyWorld, type World } from "~/game/world";
import { ALICE, deepFreeze, testCtx, type TestCtx } from "./game";

export const goalInput = (commitments: string[], xpTarget = 10) => ({
  title: "Fit",
  description: "Get fit",
  xpTarget,
  commitments,
});

/** A world with two habits (target 100, so no DAILYCHECK noise) and a goal holding the first. */
export function setupGoalWorld(xpTarget = 10) {
  const ctx = testCtx();
  const a = createHabit(emptyWorld(ALICE), { title: "A", dailyTarget: 100 }, ctx);
  const b = createHabit(a.state, { title: "B", dailyTarget: 100 }, ctx);
  const g = createGoal(deepFreeze(b.state), goalInput([a.habit.commitmentId], xpTarget), ctx);
  return { ctx, world: g.state, goal: g.goal, start: g.records, habitA: a.habit, habitB: b.habit };
}

export function ups(world: World, habitId: string, n: number, ctx: TestCtx) {
  let state = world;
  const records = [];
  for (let i = 0; i < n; i++) {
    const result = changeHabitCount(deepFreeze(state), { habitId, delta: 1 }, ctx);
    state = result.state;
    records.push(...result.records);
  }
  return { state, records };
}
