import { describe, expect, it } from "vitest";
import { setDailyTarget } from "./settings";
import { ALICE, BOB, deepFreeze, expectGameError, testCtx } from "~test/game";
import { emptyWorld } from "./world";
import { initialGameState } from "./game-state";

describe("setDailyTarget", () => {
  const world = deepFreeze(emptyWorld(ALICE));
  it("sets the target, records nothing", () => {
    const result = setDailyTarget(world, { dailyTarget: 25 }, testCtx());
    expect(result.state.game.dailyTarget).toBe(25);
    expect(result.records).toEqual([]);
  });
  it("takes 0 to 10,000 and refuses anything outside with a message (rule 2)", () => {
    expect(setDailyTarget(world, { dailyTarget: 0 }, testCtx()).state.game.dailyTarget).toBe(0);
    expect(setDailyTarget(world, { dailyTarget: 10_000 }, testCtx()).state.game.dailyTarget).toBe(10_000);
    const cases: [number, string][] = [
      [-1, "Daily XP target must be at least 0"],
      [10_001, "Daily XP target must be at most 10,000"],
      [1_000_000_000, "Daily XP target must be at most 10,000"],
    ];
    for (const [dailyTarget, message] of cases) {
      const error = expectGameError(() => setDailyTarget(world, { dailyTarget }, testCtx()), "VALIDATION");
      expect(error.fieldErrors).toEqual({ dailyTarget: [message] });
    }
  });
  it("a value from elsewhere (an old backup) is still clamped at 0 (spec §5)", () => {
    expect(initialGameState(ALICE, -5).dailyTarget).toBe(0);
  });
  it("refuses fractions, other users and no session", () => {
    const error = expectGameError(() => setDailyTarget(world, { dailyTarget: 2.5 }, testCtx()), "VALIDATION");
    expect(error.fieldErrors).toEqual({ dailyTarget: ["Daily target must be a whole number"] });
    expectGameError(() => setDailyTarget(world, { dailyTarget: 5 }, testCtx(0, BOB)), "NOT_AUTHORIZED");
    expectGameError(() => setDailyTarget(world, { dailyTarget: 5 }, testCtx(0, null)), "NO_SESSION");
  });
});
