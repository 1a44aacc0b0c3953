import { describe, expect, it } from "vitest";
import { SMALL_GOAL_XP_TARGET } from "./constants";
import { editGoal } from "./goal";
import { isSmallGoal } from "./goal-progress";
import { applyRecords } from "./projection";
import { rewardFor } from "./rewards";
import { changeHabitCount } from "./habit";
import { deepFreeze, events } from "~test/game";
import { setupGoalWorld, ups } from "~test/goal-world";

// The milestones of a goal (rule 7) and of a small goal (rule 17): goal.test.ts covers the rest.
describe("milestones (rule 7, docs/rules.md)", () => {
  it("fire once each, in order, with REACH and completedAt at 100 %", () => {
    const { world, goal, habitA, ctx } = setupGoalWorld(10);
    const seen: string[] = [];
    let state = world;
    for (let i = 0; i < 12; i++) {
      const result = changeHabitCount(state, { habitId: habitA.id, delta: 1 }, ctx);
      seen.push(
        ...events(result.records)
          .filter((e) => e.startsWith("Goal:"))
          .map((e) => `${i + 1}:${e}`),
      );
      state = result.state;
    }
    expect(seen).toEqual([
      "1:Goal:PROGRESS_BEGIN",
      "5:Goal:PROGRESS_HALFWAY",
      "8:Goal:PROGRESS_ALMOST",
      "10:Goal:PROGRESS_DONE",
      "10:Goal:REACH",
    ]);
    expect(state.goals[goal.id]!.completedAt).toBe(ctx.now);
    expect(state.commitments[goal.commitmentId]!.completedAt).toBe(ctx.now);
    expect(state.tracks.goals[goal.id]!.milestones).toEqual([
      "PROGRESS_BEGIN",
      "PROGRESS_HALFWAY",
      "PROGRESS_ALMOST",
      "PROGRESS_DONE",
    ]);
  });

  it("pays 100 XP per milestone and 1000 XP + 25 coins for REACH from 100 XP up", () => {
    const { world, habitA, ctx } = setupGoalWorld(SMALL_GOAL_XP_TARGET);
    const { state, records } = ups(world, habitA.id, SMALL_GOAL_XP_TARGET, ctx);
    const goalRecords = records.filter((r) => r.kind === "Goal");
    expect(goalRecords.map((r) => [r.event, r.reward.xp, r.reward.coins, r.data])).toEqual([
      ["PROGRESS_BEGIN", 100, 0, null],
      ["PROGRESS_HALFWAY", 100, 0, null],
      ["PROGRESS_ALMOST", 100, 0, null],
      ["PROGRESS_DONE", 100, 0, null],
      ["REACH", 1000, 25, null],
    ]);
    // Every +1 and the habit's DAILYCHECK at its target of 100, plus 4 × 100 and 1000 for the goal.
    expect(state.game.xp - world.game.xp).toBe(SMALL_GOAL_XP_TARGET + 5 + 1400);
    expect(state.game.coins).toBe(25);
  });

  it("a goal below 100 XP reaches its milestones and completes for no bonus (rule 17)", () => {
    for (const xpTarget of [1, SMALL_GOAL_XP_TARGET - 1]) {
      const { world, goal, habitA, ctx } = setupGoalWorld(xpTarget);
      const { state, records } = ups(world, habitA.id, xpTarget, ctx);
      expect(records.filter((r) => r.kind === "Goal").map((r) => [r.event, r.reward, r.data])).toEqual(
        ["PROGRESS_BEGIN", "PROGRESS_HALFWAY", "PROGRESS_ALMOST", "PROGRESS_DONE", "REACH"].map((event) => [
          event,
          { xp: 0, coins: 0 },
          { reason: "small_goal" },
        ]),
      );
      expect(state.goals[goal.id]!.completedAt).toBe(ctx.now);
      expect(state.game.xp - world.game.xp).toBe(xpTarget);
      expect(state.game.coins).toBe(0);
    }
  });

  it("records stored before rule 17 keep their rewards: replay never re-prices the log", () => {
    const { world, goal, habitA, ctx } = setupGoalWorld(1);
    const up = ups(world, habitA.id, 1, ctx);
    // The same +1 as logged by an older version: REACH of a 1-XP goal paid 1000 XP and 25 coins.
    const oldLog = up.records.map((r) =>
      r.kind === "Goal" ? { ...r, data: null, reward: rewardFor("Goal", r.event) } : r,
    );
    const replayed = applyRecords(world, oldLog);
    expect(replayed.game.coins).toBe(25);
    expect(replayed.game.xp - world.game.xp).toBe(1401);
    expect(replayed.goals[goal.id]!.completedAt).toBe(ctx.now);
  });

  it("small means an XP target below 100, whenever the milestone fires", () => {
    expect([1, 99, 100, 450].map((xpTarget) => isSmallGoal({ xpTarget }))).toEqual([true, true, false, false]);
  });

  it("do not fire again after progress dips and recovers", () => {
    const { world, habitA, ctx } = setupGoalWorld(4);
    const two = ups(world, habitA.id, 2, ctx).state; // 50 %
    const down = changeHabitCount(two, { habitId: habitA.id, delta: -1 }, ctx).state;
    const back = changeHabitCount(down, { habitId: habitA.id, delta: 1 }, ctx);
    expect(events(back.records)).toEqual(["Habit:COUNT_UP"]);
  });

  it("a goal edit that lowers xpTarget can complete the goal", () => {
    const { world, goal, habitA, ctx } = setupGoalWorld(10);
    const state = ups(world, habitA.id, 3, ctx).state;
    const edited = editGoal(deepFreeze(state), { goalId: goal.id, xpTarget: 3, title: " Fitter " }, ctx);
    expect(events(edited.records)).toEqual([
      "Goal:PROGRESS_HALFWAY",
      "Goal:PROGRESS_ALMOST",
      "Goal:PROGRESS_DONE",
      "Goal:REACH",
    ]);
    expect(edited.state.goals[goal.id]).toMatchObject({ title: "Fitter", xpTarget: 3, completedAt: ctx.now });
  });

  it("a completed goal stops collecting XP", () => {
    const { world, goal, habitA, ctx } = setupGoalWorld(1);
    const done = ups(world, habitA.id, 3, ctx).state;
    expect(done.goals[goal.id]!.xpCurrent).toBe(1);
  });
});
