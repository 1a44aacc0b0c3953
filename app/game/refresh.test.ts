import { describe, expect, it } from "vitest";
import { act } from "./act";
import { initialGameState } from "./game-state";
import { applyRecords } from "./projection";
import { makeRecord } from "./records";
import { dailyRefresh, isRefreshDue, msUntilNextRefresh, refreshGame, refreshWorld } from "./refresh";
import { ALICE, DAY, deepFreeze, expectGameError, run, testCtx } from "~test/game";

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

  it("does not reset the daily target (rule 2, docs/rules.md) and is idempotent", () => {
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

describe("dailyRefresh: streak freezes (rule 15, docs/rules.md)", () => {
  const T = (day: number, hour = 9) => Date.UTC(2024, 4, day, hour);

  /** Met day 10 (daily XP target 5; one habit, target 1), two freezes bought with a reached goal's coins. */
  function setup() {
    const ctx = testCtx(T(10));
    const { world } = run(
      [
        { type: "game/setDailyTarget", dailyTarget: 5 },
        { type: "habit/create", input: { title: "Walk", dailyTarget: 1 } },
      ],
      ctx,
    );
    const habitId = Object.keys(world.habits)[0]!;
    const reach = makeRecord({ event: "REACH", kind: "Goal", instanceId: "01J0000000000000000000000G" }, ctx, ALICE);
    const rich = applyRecords(world, [reach]);
    const { world: ready, log } = run([{ type: "market/buyFreeze" }, { type: "market/buyFreeze" }], ctx, rich);
    return { ctx, habitId, world: refreshWorld(ready, ctx.now), freezes: log.map((r) => r.instanceId) };
  }

  it("uses one freeze per missed day (oldest freeze first) and keeps the streak", () => {
    const { ctx, world, freezes } = setup();
    expect(world.game.streak).toBe(1);
    ctx.advance(2 * DAY); // day 11 missed, now day 12
    const { state, records } = dailyRefresh(deepFreeze(world), ctx);
    expect(records).toMatchObject([
      {
        event: "FREEZE_USE",
        kind: "Market",
        instanceId: freezes[0],
        reward: { xp: 0, coins: 0 },
        data: { day: "2024-05-11" },
      },
    ]);
    expect(state.market.freezes).toEqual([freezes[1]]);
    expect(state.market.frozenDays).toEqual(["2024-05-11"]);
    expect(state.game).toMatchObject({ lastStreak: 1, streak: 1, lastDailyCheck: ctx.now });
    expect(state.market.history[0]).toMatchObject({ event: "FREEZE_USE", day: "2024-05-11", coins: 0 });
    // Without the freeze the streak would be gone.
    expect(refreshWorld(world, ctx.now).game.streak).toBe(0);
    // Idempotent: the day is frozen now, nothing more is spent.
    expect(dailyRefresh(state, ctx).records).toEqual([]);
  });

  it("two missed days take both freezes; three missed days take none", () => {
    const { ctx, world } = setup();
    ctx.advance(3 * DAY);
    const two = dailyRefresh(world, ctx);
    expect(two.records.map((r) => r.data)).toEqual([{ day: "2024-05-11" }, { day: "2024-05-12" }]);
    expect(two.state.market.freezes).toEqual([]);
    expect(two.state.game.streak).toBe(1);
    ctx.advance(DAY);
    const three = dailyRefresh(world, ctx);
    expect(three.records).toEqual([]);
    expect(three.state.game.streak).toBe(0);
    expect(three.state.market.freezes).toHaveLength(2);
  });

  it("a met day after a frozen one extends the streak; the frozen day does not count", () => {
    const { ctx, world, habitId } = setup();
    ctx.advance(2 * DAY);
    const refreshed = dailyRefresh(world, ctx).state;
    const counted = act(refreshed, { type: "habit/count", habitId, delta: 1 }, ctx).state;
    ctx.advance(DAY);
    expect(refreshWorld(counted, ctx.now).game).toMatchObject({ lastStreak: 2, streak: 2 });
  });

  it("spends nothing on the day after a met day, nor for a user who never met a day", () => {
    const { ctx, world } = setup();
    ctx.advance(DAY);
    expect(dailyRefresh(world, ctx).records).toEqual([]);
    expectGameError(() => dailyRefresh(world, testCtx(T(12), null)), "NO_SESSION");
  });
});
