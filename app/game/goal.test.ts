import { describe, expect, it } from "vitest";
import { CommitRecordSchema, GoalSchema } from "./entity-schemas";
import { createGoal, editGoal } from "./goal";
import { deleteItem, giveUp } from "./ending";
import { addGoalCommitment, dropGoalCommitment } from "./goal-membership";
import { goalEarned, goalPercent } from "./goal-progress";
import { replay } from "./projection";
import { ALICE, BOB, deepFreeze, events, expectGameError, testCtx } from "~test/game";
import { goalInput, setupGoalWorld, ups } from "~test/goal-world";
import { baseOf, type World } from "./world";

describe("createGoal", () => {
  it("creates goal, Goal commitment and START (25 XP) naming its first commitments", () => {
    const { world, goal, start, habitA } = setupGoalWorld();
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
    const { world, goal, habitB, ctx } = setupGoalWorld();
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
    const { world, ctx } = setupGoalWorld();
    for (const input of [goalInput([]), { title: "Fit", description: "Get fit", xpTarget: 10 }]) {
      const error = expectGameError(() => createGoal(world, input, ctx), "VALIDATION");
      expect(error.fieldErrors).toEqual({ commitments: ["A goal needs at least one habit"] });
    }
  });
});

describe("the Public flag (issue #22)", () => {
  it("is set at creation or by an edit, kept by other edits and by a replay; a bad value changes nothing", () => {
    const { world, habitA, ctx } = setupGoalWorld();
    const made = createGoal(deepFreeze(world), { ...goalInput([habitA.commitmentId]), isPublic: true }, ctx);
    expect(made.goal.isPublic).toBe(true);
    const off = editGoal(deepFreeze(made.state), { goalId: made.goal.id, isPublic: false }, ctx);
    expect(off.records).toEqual([]);
    expect(off.state.goals[made.goal.id]!.isPublic).toBe(false);
    const retitled = editGoal(off.state, { goalId: made.goal.id, title: "Fitter" }, ctx);
    expect(retitled.state.goals[made.goal.id]).toMatchObject({ title: "Fitter", isPublic: false });
    expect(replay(made.records, baseOf(retitled.state)).goals[made.goal.id]!.isPublic).toBe(false);
    expect(setupGoalWorld().goal).not.toHaveProperty("isPublic");
    const error = expectGameError(
      () => editGoal(deepFreeze(off.state), { goalId: made.goal.id, isPublic: "on" }, ctx),
      "VALIDATION",
    );
    expect(error.fieldErrors).toEqual({ isPublic: ["Public must be on (true) or off (false)."] });
  });
});

describe("progress (rule 6, docs/rules.md)", () => {
  it("counts member habit XP into the goal; percent is floored and capped", () => {
    const { world, goal, habitA, ctx } = setupGoalWorld(3);
    const one = ups(world, habitA.id, 1, ctx).state;
    expect(one.goals[goal.id]!.xpCurrent).toBe(1);
    expect(goalPercent(one.goals[goal.id]!)).toBe(33);
    expect(goalPercent({ xpCurrent: 29, xpTarget: 100 })).toBe(29);
    expect(goalPercent({ xpCurrent: 500, xpTarget: 100 })).toBe(100);
    expect(goalPercent({ xpCurrent: -4, xpTarget: 100 })).toBe(0);
    expect(goalEarned({ xpCurrent: -4 })).toBe(0);
  });

  it("ignores XP of non-members and of records made before a commitment joined", () => {
    const { world, goal, habitB, ctx } = setupGoalWorld(100);
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
    const { world, goal, habitB, ctx } = setupGoalWorld(100);
    const added = addGoalCommitment(world, { goalId: goal.id, commitmentId: habitB.commitmentId }, ctx).state;
    ctx.advance(-1000);
    expect(ups(added, habitB.id, 1, ctx).state.goals[goal.id]!.xpCurrent).toBe(0);
    ctx.advance(2000);
    expect(ups(added, habitB.id, 1, ctx).state.goals[goal.id]!.xpCurrent).toBe(1);
  });

  it("dropping a habit takes its contribution out (COMMITMENT_DROP −1 XP)", () => {
    const { world, goal, habitA, habitB, ctx } = setupGoalWorld(100);
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
    const base = setupGoalWorld();
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

describe("give up and delete", () => {
  it("give up records GIVEUP (−100 XP, −1 coin) and sets giveupAt", () => {
    const { world, goal, ctx } = setupGoalWorld();
    ctx.advance(5);
    const result = giveUp(deepFreeze(world), "Goal", goal.id, ctx);
    expect(result.records.map((r) => [r.event, r.reward])).toEqual([["GIVEUP", { xp: -100, coins: -1 }]]);
    expect(result.state.goals[goal.id]!.giveupAt).toBe(ctx.now);
    expectGameError(() => giveUp(result.state, "Goal", goal.id, ctx), "ITEM_ENDED");
  });

  it("give up is refused after completion", () => {
    const { world, goal, habitA, ctx } = setupGoalWorld(1);
    const done = ups(world, habitA.id, 1, ctx).state;
    const error = expectGameError(() => giveUp(done, "Goal", goal.id, ctx), "GOAL_COMPLETED");
    expect(error.message).toBe("A completed goal cannot be given up.");
  });

  it("delete by a non-owner is NOT_AUTHORIZED; without session NO_SESSION", () => {
    const { world, goal, ctx } = setupGoalWorld();
    const error = expectGameError(() => deleteItem(world, "Goal", goal.id, testCtx(ctx.now, BOB)), "NOT_AUTHORIZED");
    expect(error.message).toBe("You don't have permissions for this action.");
    expectGameError(() => deleteItem(world, "Goal", goal.id, testCtx(ctx.now, null)), "NO_SESSION");
  });

  it("deleting an active goal records GIVEUP and marks goal and commitment deleted", () => {
    const { world, goal, ctx } = setupGoalWorld();
    const result = deleteItem(deepFreeze(world), "Goal", goal.id, ctx);
    expect(result.records.map((r) => [r.event, r.data])).toEqual([["GIVEUP", { deleted: true }]]);
    expect(result.state.goals[goal.id]).toMatchObject({ isDeleted: true, giveupAt: ctx.now });
    expect(result.state.commitments[goal.commitmentId]!.isDeleted).toBe(true);
    expectGameError(() => deleteItem(result.state, "Goal", goal.id, ctx), "ITEM_NOT_FOUND");
  });

  it("deleting a completed goal records nothing", () => {
    const { world, goal, habitA, ctx } = setupGoalWorld(1);
    const done = ups(world, habitA.id, 1, ctx).state;
    const result = deleteItem(deepFreeze(done), "Goal", goal.id, ctx);
    expect(result.records).toEqual([]);
    expect(result.state.goals[goal.id]!.isDeleted).toBe(true);
    expect(result.state.commitments[goal.commitmentId]!.isDeleted).toBe(true);
    expect(result.state.game).toEqual(done.game);
  });
});
