import { describe, expect, it } from "vitest";
import { changeHabitCount, createHabit } from "./habit";
import { deleteItem, giveUp } from "./ending";
import { ALICE, BOB, deepFreeze, expectGameError, testCtx } from "~test/game";
import { emptyWorld } from "./world";

function setup() {
  const ctx = testCtx();
  const { state, habit } = createHabit(emptyWorld(ALICE), { title: "Read", dailyTarget: 1 }, ctx);
  return { ctx, world: deepFreeze(state), habit };
}

describe("giving up a habit", () => {
  it("records GIVEUP (0 XP, −1 coin) and sets giveupAt", () => {
    const { world, habit, ctx } = setup();
    const withCoins = { ...world, game: { ...world.game, coins: 3 } };
    ctx.advance(10);
    const result = giveUp(withCoins, "Habit", habit.id, ctx);
    expect(result.records.map((r) => [r.event, r.reward, r.data])).toEqual([["GIVEUP", { xp: 0, coins: -1 }, null]]);
    expect(result.state.habits[habit.id]).toMatchObject({ giveupAt: ctx.now, isDeleted: false });
    expect(result.state.game.coins).toBe(2);
    expectGameError(() => giveUp(result.state, "Habit", habit.id, ctx), "ITEM_ENDED");
  });

  it("only the owner", () => {
    const { world, habit, ctx } = setup();
    expectGameError(() => giveUp(world, "Habit", habit.id, testCtx(ctx.now, BOB)), "NOT_AUTHORIZED");
  });
});

describe("deleting a habit (rule 8)", () => {
  it("an active habit: GIVEUP with {deleted: true}, habit and commitment marked deleted", () => {
    const { world, habit, ctx } = setup();
    const result = deleteItem(world, "Habit", habit.id, ctx);
    expect(result.records.map((r) => [r.event, r.data])).toEqual([["GIVEUP", { deleted: true }]]);
    expect(result.state.habits[habit.id]).toMatchObject({ isDeleted: true, giveupAt: ctx.now });
    expect(result.state.commitments[habit.commitmentId]!.isDeleted).toBe(true);
    expectGameError(() => changeHabitCount(result.state, { habitId: habit.id, delta: 1 }, ctx), "ITEM_NOT_FOUND");
    expectGameError(() => deleteItem(result.state, "Habit", habit.id, ctx), "ITEM_NOT_FOUND");
  });

  it("a given-up habit: no record, only the flags", () => {
    const { world, habit, ctx } = setup();
    const given = giveUp(world, "Habit", habit.id, ctx).state;
    const result = deleteItem(deepFreeze(given), "Habit", habit.id, ctx);
    expect(result.records).toEqual([]);
    expect(result.state.habits[habit.id]!.isDeleted).toBe(true);
    expect(result.state.commitments[habit.commitmentId]!.isDeleted).toBe(true);
  });

  it("only the owner; no session is NO_SESSION", () => {
    const { world, habit, ctx } = setup();
    expectGameError(() => deleteItem(world, "Habit", habit.id, testCtx(ctx.now, BOB)), "NOT_AUTHORIZED");
    expectGameError(() => deleteItem(world, "Habit", habit.id, testCtx(ctx.now, null)), "NO_SESSION");
  });
});
