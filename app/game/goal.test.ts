import { describe, expect, it } from "vitest";
import { CommitRecordSchema, GoalSchema } from "./entity-schemas";
import { createGoal, editGoal } from "./goal";
import { deleteItem, giveUp } from "./ending";
import { addGoalCommitment, dropGoalCommitment } from "./goal-membership";
import { SMALL_GOAL_XP_TARGET } from "./constants";
import { goalEarned, goalPercent, isSmallGoal } from "./goal-progress";
import { applyRecords, replay } from "./projection";
import { rewardFor } from "./rewards";
import { changeHabitCount, createHabit } from "./habit";
import { ALICE, BOB, deepFreeze, events, expectGameError, testCtx, type TestCtx } from "~test/game";
import { baseOf, emptyWorld, type World } from "./world";

const goalInput = (commitments: string[], xpTarget = 10) => ({
  title: "Fit",
  description: "Get fit",
  xpTarget,
  commitments,
});

/** A world with two habits (target 100, so no DAILYCHECK noise) and a goal holding the first. */
function setup(xpTarget = 10) {
  const ctx = testCtx();
  const a = createHabit(emptyWorld(ALICE), { title: "A", dailyTarget: 100 }, ctx);
  const b = createHabit(a.state, { title: "B", dailyTarget: 100 }, ctx);
  const g = createGoal(deepFreeze(b.state), goalInput([a.habit.commitmentId], xpTarget), ctx);
  return { ctx, world: g.state, goal: g.goal, start: g.records, habitA: a.habit, habitB: b.habit };
}

function ups(world: World, habitId: string, n: number, ctx: TestCtx) {
  let state = world;
  const records = [];
  for (let i = 0; i < n; i++) {
    const result = changeHabitCount(deepFreeze(state), { habitId, delta: 1 }, ctx);
    state = result.state;
    records.push(...result.records);
  }
  return { state, records };
}

describe("createGoal", () => {
  it("creates goal, Goal commitment and START (25 XP) naming its first commitments", () => {
    const { world, goal, start, habitA } = setup();
    expect(GoalSchema.parse(goal)).toEqual(goal);
    expect(goal).toMatchObject({ commitments: [habitA.commitmentId], xpCurrent: 0, completedAt: null, giveupAt: null });
    expect(world.commitments[goal.commitmentId]).toMatchObject({ kind: "Goal", userId: ALICE, isDeleted: false });
    expect(start).toHaveLength(1);
    expect(CommitRecordSchema.parse(start[0])).toEqual(start[0]);
    expect(start[0]).toMatchObject({
      event: "START",
      kind: "Goal",
      reward: { xp: 25, coins: 0 },
      data: { commitments: [habitA.commitmentId] },
    });
  });

  it("refuses unknown, Goal-kind, deleted or foreign commitments and bad input", () => {
    const { world, goal, habitB, ctx } = setup();
    expectGameError(() => createGoal(world, goalInput(["01J00000000000000000000009"]), ctx), "ITEM_NOT_FOUND");
    expectGameError(() => createGoal(world, goalInput([goal.commitmentId]), ctx), "NOT_A_HABIT");
    const deleted = deleteItem(world, "Habit", habitB.id, ctx).state;
    expectGameError(() => createGoal(deleted, goalInput([habitB.commitmentId]), ctx), "ITEM_NOT_FOUND");
    const foreign = {
      ...world,
      commitments: {
        ...world.commitments,
        [habitB.commitmentId]: { ...world.commitments[habitB.commitmentId]!, userId: BOB },
      },
    };
    expectGameError(() => createGoal(foreign, goalInput([habitB.commitmentId]), ctx), "NOT_AUTHORIZED");
    const error = expectGameError(
      () => createGoal(world, { title: "", description: " ", xpTarget: 0, commitments: ["nope"] }, ctx),
      "VALIDATION",
    );
    expect(error.fieldErrors).toEqual({
      title: ["Title cannot be empty"],
      description: ["Description cannot be empty"],
      xpTarget: ["XP target must be at least 1"],
      "commitments.0": ["Id must be a valid ULID."],
    });
  });

  it("refuses a goal without habits (rule 17): it could never move", () => {
    const { world, ctx } = setup();
    for (const input of [goalInput([]), { title: "Fit", description: "Get fit", xpTarget: 10 }]) {
      const error = expectGameError(() => createGoal(world, input, ctx), "VALIDATION");
      expect(error.fieldErrors).toEqual({ commitments: ["A goal needs at least one habit"] });
    }
  });
});

describe("the Public flag (issue #22)", () => {
  it("is set at creation or by an edit, kept by other edits and by a replay; a bad value changes nothing", () => {
    const { world, habitA, ctx } = setup();
    const made = createGoal(deepFreeze(world), { ...goalInput([habitA.commitmentId]), isPublic: true }, ctx);
    expect(made.goal.isPublic).toBe(true);
    const off = editGoal(deepFreeze(made.state), { goalId: made.goal.id, isPublic: false }, ctx);
    expect(off.records).toEqual([]);
    expect(off.state.goals[made.goal.id]!.isPublic).toBe(false);
    const retitled = editGoal(off.state, { goalId: made.goal.id, title: "Fitter" }, ctx);
    expect(retitled.state.goals[made.goal.id]).toMatchObject({ title: "Fitter", isPublic: false });
    expect(replay(made.records, baseOf(retitled.state)).goals[made.goal.id]!.isPublic).toBe(false);
    expect(setup().goal).not.toHaveProperty("isPublic");
    const error = expectGameError(
      () => editGoal(deepFreeze(off.state), { goalId: made.goal.id, isPublic: "on" }, ctx),
      "VALIDATION",
    );
    expect(error.fieldErrors).toEqual({ isPublic: ["Public must be on (true) or off (false)."] });
  });
});

describe("progress (rule 6, docs/rules.md)", () => {
  it("counts member habit XP into the goal; percent is floored and capped", () => {
    const { world, goal, habitA, ctx } = setup(3);
    const one = ups(world, habitA.id, 1, ctx).state;
    expect(one.goals[goal.id]!.xpCurrent).toBe(1);
    expect(goalPercent(one.goals[goal.id]!)).toBe(33);
    expect(goalPercent({ xpCurrent: 29, xpTarget: 100 })).toBe(29);
    expect(goalPercent({ xpCurrent: 500, xpTarget: 100 })).toBe(100);
    expect(goalPercent({ xpCurrent: -4, xpTarget: 100 })).toBe(0);
    expect(goalEarned({ xpCurrent: -4 })).toBe(0);
  });

  it("ignores XP of non-members and of records made before a commitment joined", () => {
    const { world, goal, habitB, ctx } = setup(100);
    const before = ups(world, habitB.id, 2, ctx).state;
    expect(before.goals[goal.id]!.xpCurrent).toBe(0);
    ctx.advance(1000);
    const added = addGoalCommitment(before, { goalId: goal.id, commitmentId: habitB.commitmentId }, ctx);
    expect(events(added.records)).toEqual(["Goal:COMMITMENT_ADD"]);
    expect(added.records[0]).toMatchObject({
      reward: { xp: 1, coins: 0 },
      data: { commitmentId: habitB.commitmentId },
    });
    const after = ups(added.state, habitB.id, 3, ctx).state;
    expect(after.goals[goal.id]!.xpCurrent).toBe(3);
  });

  it("a record stamped before the join does not count, even if logged after it (clock skew)", () => {
    const { world, goal, habitB, ctx } = setup(100);
    const added = addGoalCommitment(world, { goalId: goal.id, commitmentId: habitB.commitmentId }, ctx).state;
    ctx.advance(-1000);
    expect(ups(added, habitB.id, 1, ctx).state.goals[goal.id]!.xpCurrent).toBe(0);
    ctx.advance(2000);
    expect(ups(added, habitB.id, 1, ctx).state.goals[goal.id]!.xpCurrent).toBe(1);
  });

  it("dropping a habit takes its contribution out (COMMITMENT_DROP −1 XP)", () => {
    const { world, goal, habitA, habitB, ctx } = setup(100);
    const joined = addGoalCommitment(world, { goalId: goal.id, commitmentId: habitB.commitmentId }, ctx).state;
    const state = ups(joined, habitA.id, 4, ctx).state;
    const dropped = dropGoalCommitment(state, { goalId: goal.id, commitmentId: habitA.commitmentId }, ctx);
    expect(events(dropped.records)).toEqual(["Goal:COMMITMENT_DROP"]);
    expect(dropped.records[0]).toMatchObject({
      reward: { xp: -1, coins: 0 },
      data: { commitmentId: habitA.commitmentId },
    });
    expect(dropped.state.goals[goal.id]).toMatchObject({ commitments: [habitB.commitmentId], xpCurrent: 0 });
    expect(ups(dropped.state, habitA.id, 1, ctx).state.goals[goal.id]!.xpCurrent).toBe(0);
  });
});

describe("add/drop refusals", () => {
  it("refuses unknown, Goal-kind, deleted, duplicate, absent commitments and non-owners", () => {
    const base = setup();
    const { goal, habitA, habitB, ctx } = base;
    const { state: world, goal: other } = createGoal(base.world, goalInput([habitB.commitmentId]), ctx);
    const add = (state: World, commitmentId: string, c = ctx) =>
      addGoalCommitment(deepFreeze(state), { goalId: goal.id, commitmentId }, c);
    const drop = (state: World, commitmentId: string) =>
      dropGoalCommitment(deepFreeze(state), { goalId: goal.id, commitmentId }, ctx);
    expectGameError(() => add(world, "01J00000000000000000000009"), "ITEM_NOT_FOUND");
    expectGameError(() => add(world, other.commitmentId), "NOT_A_HABIT");
    expectGameError(() => add(world, goal.commitmentId), "NOT_A_HABIT");
    expectGameError(() => add(world, habitA.commitmentId), "ALREADY_IN_GOAL");
    expectGameError(() => drop(world, habitB.commitmentId), "NOT_IN_GOAL");
    expectGameError(() => drop(world, "01J00000000000000000000009"), "ITEM_NOT_FOUND");
    // A goal keeps at least one habit (rule 17): its last one cannot leave.
    expectGameError(() => drop(world, habitA.commitmentId), "LAST_HABIT");
    const deleted = deleteItem(world, "Habit", habitB.id, ctx).state;
    expectGameError(() => add(deleted, habitB.commitmentId), "ITEM_NOT_FOUND");
    expectGameError(() => add(world, habitB.commitmentId, testCtx(ctx.now, BOB)), "NOT_AUTHORIZED");
    expectGameError(
      () => addGoalCommitment(world, { goalId: "01J00000000000000000000009", commitmentId: habitB.commitmentId }, ctx),
      "ITEM_NOT_FOUND",
    );
    const givenUp = giveUp(world, "Goal", goal.id, ctx).state;
    expectGameError(() => add(givenUp, habitB.commitmentId), "ITEM_ENDED");
  });
});

describe("milestones (rule 7, docs/rules.md)", () => {
  it("fire once each, in order, with REACH and completedAt at 100 %", () => {
    const { world, goal, habitA, ctx } = setup(10);
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
    const { world, habitA, ctx } = setup(SMALL_GOAL_XP_TARGET);
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
      const { world, goal, habitA, ctx } = setup(xpTarget);
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
    const { world, goal, habitA, ctx } = setup(1);
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
    const { world, habitA, ctx } = setup(4);
    const two = ups(world, habitA.id, 2, ctx).state; // 50 %
    const down = changeHabitCount(two, { habitId: habitA.id, delta: -1 }, ctx).state;
    const back = changeHabitCount(down, { habitId: habitA.id, delta: 1 }, ctx);
    expect(events(back.records)).toEqual(["Habit:COUNT_UP"]);
  });

  it("a goal edit that lowers xpTarget can complete the goal", () => {
    const { world, goal, habitA, ctx } = setup(10);
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
    const { world, goal, habitA, ctx } = setup(1);
    const done = ups(world, habitA.id, 3, ctx).state;
    expect(done.goals[goal.id]!.xpCurrent).toBe(1);
  });
});

describe("give up and delete", () => {
  it("give up records GIVEUP (−100 XP, −1 coin) and sets giveupAt", () => {
    const { world, goal, ctx } = setup();
    ctx.advance(5);
    const result = giveUp(deepFreeze(world), "Goal", goal.id, ctx);
    expect(result.records.map((r) => [r.event, r.reward])).toEqual([["GIVEUP", { xp: -100, coins: -1 }]]);
    expect(result.state.goals[goal.id]!.giveupAt).toBe(ctx.now);
    expectGameError(() => giveUp(result.state, "Goal", goal.id, ctx), "ITEM_ENDED");
  });

  it("give up is refused after completion", () => {
    const { world, goal, habitA, ctx } = setup(1);
    const done = ups(world, habitA.id, 1, ctx).state;
    const error = expectGameError(() => giveUp(done, "Goal", goal.id, ctx), "GOAL_COMPLETED");
    expect(error.message).toBe("A completed goal cannot be given up.");
  });

  it("delete by a non-owner is NOT_AUTHORIZED; without session NO_SESSION", () => {
    const { world, goal, ctx } = setup();
    const error = expectGameError(() => deleteItem(world, "Goal", goal.id, testCtx(ctx.now, BOB)), "NOT_AUTHORIZED");
    expect(error.message).toBe("You don't have permissions for this action.");
    expectGameError(() => deleteItem(world, "Goal", goal.id, testCtx(ctx.now, null)), "NO_SESSION");
  });

  it("deleting an active goal records GIVEUP and marks goal and commitment deleted", () => {
    const { world, goal, ctx } = setup();
    const result = deleteItem(deepFreeze(world), "Goal", goal.id, ctx);
    expect(result.records.map((r) => [r.event, r.data])).toEqual([["GIVEUP", { deleted: true }]]);
    expect(result.state.goals[goal.id]).toMatchObject({ isDeleted: true, giveupAt: ctx.now });
    expect(result.state.commitments[goal.commitmentId]!.isDeleted).toBe(true);
    expectGameError(() => deleteItem(result.state, "Goal", goal.id, ctx), "ITEM_NOT_FOUND");
  });

  it("deleting a completed goal records nothing", () => {
    const { world, goal, habitA, ctx } = setup(1);
    const done = ups(world, habitA.id, 1, ctx).state;
    const result = deleteItem(deepFreeze(done), "Goal", goal.id, ctx);
    expect(result.records).toEqual([]);
    expect(result.state.goals[goal.id]!.isDeleted).toBe(true);
    expect(result.state.commitments[goal.commitmentId]!.isDeleted).toBe(true);
    expect(result.state.game).toEqual(done.game);
  });
});
