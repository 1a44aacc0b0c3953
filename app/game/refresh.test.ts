import { describe, expect, it } from "vitest";
import { initialGameState } from "./game-state";
import { isRefreshDue, msUntilNextRefresh, refreshGame } from "./refresh";
import { ALICE, deepFreeze } from "./test-support";

const at = (day: number, hour: number, minute = 0) => Date.UTC(2024, 4, day, hour, minute);

describe("daily refresh", () => {
  const game = deepFreeze({
    ...initialGameState(ALICE),
    dailyTarget: 10,
    xpHistory: { "2024-05-08": 10, "2024-05-09": 12, "2024-05-10": 4 },
  });

  it("recomputes streak, lastStreak and momentum; keeps the daily target", () => {
    const refreshed = refreshGame(game, at(10, 23, 59));
    expect(refreshed).toMatchObject({
      streak: 2,
      lastStreak: 2,
      momentum: 8,
      dailyTarget: 10,
      lastDailyCheck: at(10, 23, 59),
    });
  });

  it("across UTC midnight: yesterday's unmet day now breaks the streak, today starts at 0", () => {
    const before = refreshGame(game, at(10, 23, 59));
    const after = refreshGame(before, at(11, 0, 0));
    expect(after).toMatchObject({ streak: 0, lastStreak: 0, momentum: 8, dailyTarget: 10 });
    expect(after.xpHistory["2024-05-11"]).toBeUndefined();
    expect(before.streak).toBe(2);
  });

  it("a met day carried over midnight keeps the streak", () => {
    const met = { ...game, xpHistory: { ...game.xpHistory, "2024-05-10": 10 } };
    expect(refreshGame(met, at(10, 23, 59)).streak).toBe(3);
    expect(refreshGame(met, at(11, 0, 1))).toMatchObject({ streak: 3, lastStreak: 3 });
  });

  it("does not reset the daily target (DESIGN 3.2) and is idempotent", () => {
    const custom = { ...game, dailyTarget: 3 };
    const once = refreshGame(custom, at(11, 0));
    expect(once.dailyTarget).toBe(3);
    expect(refreshGame(once, at(11, 0))).toEqual(once);
  });

  it("is due once per UTC day", () => {
    expect(isRefreshDue(game, at(10, 1))).toBe(true);
    const done = refreshGame(game, at(10, 1));
    expect(isRefreshDue(done, at(10, 23, 59))).toBe(false);
    expect(isRefreshDue(done, at(11, 0))).toBe(true);
    expect(msUntilNextRefresh(at(10, 23))).toBe(60 * 60 * 1000);
  });
});
