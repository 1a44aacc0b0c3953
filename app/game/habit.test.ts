import { describe, expect, it } from "vitest";
import { CommitRecordSchema, HabitSchema, CommitmentSchema } from "./entity-schemas";
import { changeHabitCount, createHabit, editHabit, COUNT_DELTA_MESSAGE } from "./habit";
import { giveUp } from "./ending";
import { replay } from "./projection";
import { makeRecord } from "./records";
import { baseOf } from "./world";
import { ALICE, BOB, DAY, deepFreeze, events, expectGameError, testCtx } from "~test/game";
import { emptyWorld, type World } from "./world";

function setup(dailyTarget = 2) {
  const ctx = testCtx();
  const created = createHabit(deepFreeze(emptyWorld(ALICE)), { title: "Read", dailyTarget }, ctx);
  return { ctx, world: created.state, habit: created.habit, records: created.records };
}

function count(world: World, habitId: string, delta: 1 | -1, ctx = testCtx()) {
  return changeHabitCount(deepFreeze(world), { habitId, delta }, ctx);
}

describe("createHabit", () => {
  it("returns the habit, its commitment and a START record worth 5 XP", () => {
    const { world, habit, records, ctx } = setup();
    const commitment = world.commitments[habit.commitmentId]!;
    expect(HabitSchema.parse(habit)).toEqual(habit);
    expect(CommitmentSchema.parse(commitment)).toEqual(commitment);
    expect(commitment).toEqual({
      id: habit.commitmentId,
      kind: "Habit",
      userId: ALICE,
      createdAt: ctx.now,
      lastActivity: ctx.now,
      completedAt: null,
      isDeleted: false,
    });
    expect(habit).toMatchObject({
      title: "Read",
      dailyTarget: 2,
      count: 0,
      history: {},
      isDeleted: false,
      userId: ALICE,
    });
    expect(records).toHaveLength(1);
    expect(CommitRecordSchema.parse(records[0])).toEqual(records[0]);
    expect(records[0]).toMatchObject({
      event: "START",
      kind: "Habit",
      instanceId: commitment.id,
      reward: { xp: 5, coins: 0 },
      userId: ALICE,
    });
    expect(world.game.xp).toBe(5);
  });

  it("refuses without a session, for another user's game, and with invalid input", () => {
    expectGameError(
      () => createHabit(emptyWorld(ALICE), { title: "x", dailyTarget: 1 }, testCtx(0, null)),
      "NO_SESSION",
    );
    expectGameError(
      () => createHabit(emptyWorld(ALICE), { title: "x", dailyTarget: 1 }, testCtx(0, BOB)),
      "NOT_AUTHORIZED",
    );
    const error = expectGameError(
      () => createHabit(emptyWorld(ALICE), { title: "  ", dailyTarget: 0 }, testCtx()),
      "VALIDATION",
    );
    expect(error.fieldErrors).toEqual({
      title: ["Title cannot be empty"],
      dailyTarget: ["Daily target must be at least 1"],
    });
  });
});

describe("changeHabitCount", () => {
  it("counts up: COUNT_UP +1 XP, today's history and total count", () => {
    const { world, habit, ctx } = setup(3);
    const result = count(world, habit.id, 1, ctx);
    expect(events(result.records)).toEqual(["Habit:COUNT_UP"]);
    expect(result.records[0]!.reward).toEqual({ xp: 1, coins: 0 });
    expect(result.state.habits[habit.id]).toMatchObject({ count: 1, history: { "2024-05-10": 1 } });
    expect(result.state.game.xp).toBe(6);
  });

  it("refuses count down at 0 today (rule 5, docs/rules.md) and changes nothing", () => {
    const { world, habit } = setup();
    const error = expectGameError(() => count(world, habit.id, -1), "COUNT_BELOW_ZERO");
    expect(error.message).toBe("Today's count is already 0.");
  });

  it("refuses count down when yesterday had counts but today has none", () => {
    const { world, habit, ctx } = setup();
    const up = count(world, habit.id, 1, ctx).state;
    ctx.advance(DAY);
    expectGameError(() => changeHabitCount(up, { habitId: habit.id, delta: -1 }, ctx), "COUNT_BELOW_ZERO");
  });

  it("refuses a delta other than ±1 with a field message", () => {
    const { world, habit } = setup();
    const error = expectGameError(
      () => changeHabitCount(world, { habitId: habit.id, delta: 2 as 1 }, testCtx()),
      "VALIDATION",
    );
    expect(error.fieldErrors).toEqual({ delta: [COUNT_DELTA_MESSAGE] });
  });

  it("earns DAILYCHECK when today's count reaches the target, once", () => {
    const { world, habit, ctx } = setup(2);
    const first = count(world, habit.id, 1, ctx);
    const second = count(first.state, habit.id, 1, ctx);
    expect(events(second.records)).toEqual(["Habit:COUNT_UP", "Habit:DAILYCHECK"]);
    expect(second.records[1]!.reward).toEqual({ xp: 5, coins: 0 });
    const third = count(second.state, habit.id, 1, ctx);
    expect(events(third.records)).toEqual(["Habit:COUNT_UP"]);
    expect(third.state.tracks.habits[habit.id]!.check).toEqual({
      day: "2024-05-10",
      recordIds: [second.records[1]!.id],
    });
  });

  it("rolls back today's DAILYCHECK when the count falls below the target", () => {
    const { world, habit, ctx } = setup(1);
    const up = count(world, habit.id, 1, ctx);
    const check = up.records[1]!;
    const down = count(up.state, habit.id, -1, ctx);
    expect(events(down.records)).toEqual(["Habit:COUNT_DOWN", "Habit:ROLLBACK_DAILYCHECK"]);
    const rollback = down.records[1]!;
    expect(CommitRecordSchema.parse(rollback)).toEqual(rollback);
    expect(rollback).toMatchObject({
      event: "ROLLBACK_DAILYCHECK",
      kind: "Habit",
      instanceId: habit.commitmentId,
      reward: { xp: -5, coins: 0 },
      data: { originalId: check.id, reason: "manual_rollback" },
    });
    expect(down.state.tracks.habits[habit.id]!.check).toBeNull();
    expect(down.state.game.xpHistory["2024-05-10"]).toBe(5);
  });

  it("climbing back above the target earns DAILYCHECK again, once (rule 4, docs/rules.md)", () => {
    const { world, habit, ctx } = setup(1);
    let state = count(world, habit.id, 1, ctx).state;
    state = count(state, habit.id, -1, ctx).state;
    const again = count(state, habit.id, 1, ctx);
    expect(events(again.records)).toEqual(["Habit:COUNT_UP", "Habit:DAILYCHECK"]);
    const more = count(again.state, habit.id, 1, ctx);
    expect(events(more.records)).toEqual(["Habit:COUNT_UP"]);
  });

  it("no second DAILYCHECK while one still stands today, even from an inconsistent log", () => {
    // An imported log where COUNT_DOWN was not followed by its rollback.
    const { world, habit, ctx } = setup(1);
    const on = { kind: "Habit" as const, instanceId: habit.commitmentId };
    const log = [
      makeRecord({ event: "START", ...on }, ctx, ALICE),
      makeRecord({ event: "COUNT_UP", ...on }, ctx, ALICE),
      makeRecord({ event: "DAILYCHECK", ...on }, ctx, ALICE),
      makeRecord({ event: "COUNT_DOWN", ...on }, ctx, ALICE),
    ];
    const state = replay(log, baseOf(world));
    expect(state.habits[habit.id]!.history["2024-05-10"]).toBe(0);
    expect(events(count(state, habit.id, 1, ctx).records)).toEqual(["Habit:COUNT_UP"]);
  });

  it("a DAILYCHECK from yesterday does not block today's", () => {
    const { world, habit, ctx } = setup(1);
    const yesterday = count(world, habit.id, 1, ctx).state;
    ctx.advance(DAY);
    const today = count(yesterday, habit.id, 1, ctx);
    expect(events(today.records)).toEqual(["Habit:COUNT_UP", "Habit:DAILYCHECK"]);
    expect(today.state.habits[habit.id]).toMatchObject({ count: 2, history: { "2024-05-10": 1, "2024-05-11": 1 } });
  });

  it("refuses counting on someone else's, a missing, or a given-up habit", () => {
    const { world, habit, ctx } = setup();
    expectGameError(() => count(world, habit.id, 1, testCtx(ctx.now, BOB)), "NOT_AUTHORIZED");
    expectGameError(() => count(world, habit.id, 1, testCtx(ctx.now, null)), "NO_SESSION");
    expectGameError(() => count(world, "01J00000000000000000000009", 1), "ITEM_NOT_FOUND");
    const given = giveUp(world, "Habit", habit.id, ctx).state;
    expectGameError(() => count(given, habit.id, 1), "ITEM_ENDED");
  });
});

describe("editHabit", () => {
  it("changes title and description, keeps derived fields", () => {
    const { world, habit, ctx } = setup();
    ctx.advance(1000);
    const result = editHabit(deepFreeze(world), { habitId: habit.id, title: " Run ", description: "5 km" }, ctx);
    expect(result.records).toEqual([]);
    expect(result.state.habits[habit.id]).toMatchObject({ title: "Run", description: "5 km", lastUpdated: ctx.now });
    const cleared = editHabit(result.state, { habitId: habit.id, description: "" }, ctx);
    expect(cleared.state.habits[habit.id]!.description).toBeUndefined();
  });

  it("turns the Public flag on and off (issue #22); it survives a replay from the definitions", () => {
    const ctx = testCtx();
    const created = createHabit(emptyWorld(ALICE), { title: "Read", dailyTarget: 1, isPublic: true }, ctx);
    expect(created.habit.isPublic).toBe(true);
    const off = editHabit(deepFreeze(created.state), { habitId: created.habit.id, isPublic: false }, ctx);
    expect(off.records).toEqual([]);
    expect(off.state.habits[created.habit.id]!.isPublic).toBe(false);
    expect(replay(created.records, baseOf(off.state)).habits[created.habit.id]!.isPublic).toBe(false);
    // Left out, the flag stays as it was; a habit made without it is private (no flag at all).
    const renamed = editHabit(off.state, { habitId: created.habit.id, title: "Books" }, ctx);
    expect(renamed.state.habits[created.habit.id]!.isPublic).toBe(false);
    expect(setup().habit).not.toHaveProperty("isPublic");
  });

  it("refuses a Public flag that is not true or false, and changes nothing", () => {
    const { world, habit, ctx } = setup();
    const error = expectGameError(
      () => editHabit(deepFreeze(world), { habitId: habit.id, isPublic: "yes", title: "Run" }, ctx),
      "VALIDATION",
    );
    expect(error.fieldErrors).toEqual({ isPublic: ["Public must be on (true) or off (false)."] });
    expectGameError(
      () => createHabit(deepFreeze(world), { title: "Run", dailyTarget: 1, isPublic: 1 }, ctx),
      "VALIDATION",
    );
  });

  it("lowering the target to today's count earns DAILYCHECK at once", () => {
    const { world, habit, ctx } = setup(3);
    const state = count(count(world, habit.id, 1, ctx).state, habit.id, 1, ctx).state;
    const result = editHabit(state, { habitId: habit.id, dailyTarget: 2 }, ctx);
    expect(events(result.records)).toEqual(["Habit:DAILYCHECK"]);
  });

  it("raising the target above today's count rolls today's DAILYCHECK back", () => {
    const { world, habit, ctx } = setup(1);
    const state = count(world, habit.id, 1, ctx).state;
    const result = editHabit(state, { habitId: habit.id, dailyTarget: 2 }, ctx);
    expect(events(result.records)).toEqual(["Habit:ROLLBACK_DAILYCHECK"]);
    const next = count(result.state, habit.id, 1, ctx);
    expect(events(next.records)).toEqual(["Habit:COUNT_UP", "Habit:DAILYCHECK"]);
  });

  it("a target change that keeps the same side records nothing", () => {
    const { world, habit, ctx } = setup(5);
    const state = count(world, habit.id, 1, ctx).state;
    expect(editHabit(state, { habitId: habit.id, dailyTarget: 4 }, ctx).records).toEqual([]);
  });

  it("validates and checks ownership", () => {
    const { world, habit } = setup();
    const error = expectGameError(
      () => editHabit(world, { habitId: habit.id, dailyTarget: 0 }, testCtx()),
      "VALIDATION",
    );
    expect(error.fieldErrors).toEqual({ dailyTarget: ["Daily target must be at least 1"] });
    expectGameError(() => editHabit(world, { habitId: habit.id, title: "x" }, testCtx(0, BOB)), "NOT_AUTHORIZED");
  });
});
