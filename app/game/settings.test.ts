import { describe, expect, it } from "vitest";
import { setDailyTarget } from "./settings";
import { ALICE, BOB, deepFreeze, expectGameError, testCtx } from "~test/game";
import { emptyWorld } from "./world";

describe("setDailyTarget", () => {
  const world = deepFreeze(emptyWorld(ALICE));
  it("sets the target, records nothing", () => {
    const result = setDailyTarget(world, { dailyTarget: 25 }, testCtx());
    expect(result.state.game.dailyTarget).toBe(25);
    expect(result.records).toEqual([]);
  });
  it("clamps at 0 (spec §5)", () => {
    expect(setDailyTarget(world, { dailyTarget: -5 }, testCtx()).state.game.dailyTarget).toBe(0);
    expect(setDailyTarget(world, { dailyTarget: 0 }, testCtx()).state.game.dailyTarget).toBe(0);
  });
  it("refuses fractions, other users and no session", () => {
    const error = expectGameError(() => setDailyTarget(world, { dailyTarget: 2.5 }, testCtx()), "VALIDATION");
    expect(error.fieldErrors).toEqual({ dailyTarget: ["Daily target must be a whole number."] });
    expectGameError(() => setDailyTarget(world, { dailyTarget: 5 }, testCtx(0, BOB)), "NOT_AUTHORIZED");
    expectGameError(() => setDailyTarget(world, { dailyTarget: 5 }, testCtx(0, null)), "NO_SESSION");
  });
});
