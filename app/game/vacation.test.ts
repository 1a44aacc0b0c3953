// Vacation (issue #32, rule 28): planned from tomorrow on, no DAILYCHECK and skipped marks on its
// days, the streak kept through them without counting them as met, ended early at will.
import { describe, expect, it } from "vitest";
import type { CommitRecord } from "./entity-schemas";
import { GameError } from "./errors";
import { changeHabitCount, createHabit } from "./habit";
import { markOf } from "./habit-marks";
import { dailyRefresh } from "./refresh";
import { endVacation, planVacation, VACATION_MESSAGES } from "./vacation";
import { withVacationSkips } from "./vacation-days";
import { emptyWorld, type World } from "./world";
import { ALICE, DAY, deepFreeze, expectGameError, testCtx, type TestCtx } from "~test/game";

// T0 is Friday 2024-05-10, 09:00 UTC.
const FRIDAY = "2024-05-10";

function start() {
  const ctx = testCtx();
  const created = createHabit(deepFreeze(emptyWorld(ALICE)), { title: "Read", dailyTarget: 1 }, ctx);
  return { ctx, world: created.state, habitId: created.habit.id };
}
type Run = ReturnType<typeof start>;

function plusOne(run: Run): CommitRecord[] {
  const result = changeHabitCount(deepFreeze(run.world), { habitId: run.habitId, delta: 1 }, run.ctx);
  run.world = result.state;
  return result.records;
}

/** The next day's first open: the daily refresh, as storage runs it. */
function nextDay(run: Run, ctx: TestCtx = run.ctx) {
  ctx.advance(DAY);
  run.world = dailyRefresh(run.world, ctx).state;
}

function messageOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof GameError) return error.issues?.[0]?.message;
  }
  return undefined;
}

const plan = (world: World, from: string, to: string, ctx: TestCtx) =>
  planVacation(deepFreeze(world), { from, to }, ctx);

describe("planning a vacation", () => {
  it("starts tomorrow at the earliest, ends on or after it starts, lasts at most 365 days", () => {
    const { world, ctx } = start();
    expect(messageOf(() => plan(world, FRIDAY, "2024-05-12", ctx))).toBe(VACATION_MESSAGES.from);
    expect(messageOf(() => plan(world, "2024-05-09", "2024-05-12", ctx))).toBe(VACATION_MESSAGES.from);
    expect(messageOf(() => plan(world, "2024-05-12", "2024-05-11", ctx))).toBe(VACATION_MESSAGES.to);
    expect(messageOf(() => plan(world, "2024-05-11", "2025-05-11", ctx))).toBe(VACATION_MESSAGES.length);
    expect(messageOf(() => plan(world, "2024-05-11", "nope", ctx))).toBeDefined();
    expect(plan(world, "2024-05-11", "2025-05-10", ctx).state.game.vacations).toEqual([
      { from: "2024-05-11", to: "2025-05-10" },
    ]);
  });

  it("replaces a planned one, refuses while one is under way, and writes no record", () => {
    const run = start();
    const first = plan(run.world, "2024-05-12", "2024-05-14", run.ctx);
    expect(first.records).toEqual([]);
    run.world = plan(first.state, "2024-05-11", "2024-05-12", run.ctx).state;
    expect(run.world.game.vacations).toEqual([{ from: "2024-05-11", to: "2024-05-12" }]);
    nextDay(run); // Saturday: under way
    expect(messageOf(() => plan(run.world, "2024-05-20", "2024-05-21", run.ctx))).toBe(VACATION_MESSAGES.underWay);
  });
});

describe("on vacation", () => {
  it("keeps the streak through its days without counting them, and pays no DAILYCHECK", () => {
    const run = start();
    plusOne(run); // Friday met
    run.world = plan(run.world, "2024-05-11", "2024-05-12", run.ctx).state;
    nextDay(run); // Saturday, on vacation
    expect(run.world.game.streak).toBe(1);
    expect(plusOne(run).map((r) => r.event)).toEqual(["COUNT_UP"]);
    nextDay(run); // Sunday, on vacation, nothing done
    nextDay(run); // Monday, back
    // Friday alone: the vacation days (Saturday's 1 XP is not the target) neither count nor break it.
    expect(run.world.game.lastStreak).toBe(1);
    expect(plusOne(run).map((r) => r.event)).toEqual(["COUNT_UP", "DAILYCHECK"]);
    // Without the vacation, the same days break it.
    const other = start();
    plusOne(other);
    for (let i = 0; i < 3; i++) nextDay(other);
    expect(other.world.game.lastStreak).toBe(0);
  });

  it("marks its days skipped in every habit", () => {
    const run = start();
    run.world = plan(run.world, "2024-05-11", "2024-05-12", run.ctx).state;
    const habit = withVacationSkips(run.world.habits[run.habitId]!, run.world.game.vacations);
    const days = { counts: habit.history, target: 1, schedules: habit.schedules, skipped: new Set(habit.skips) };
    expect(markOf(days, "2024-05-11", "2024-05-13")).toBe("skipped");
    expect(markOf(days, "2024-05-12", "2024-05-13")).toBe("skipped");
    expect(markOf(days, "2024-05-13", "2024-05-14")).toBe("missed");
  });

  it("marks only a window's days when asked, and leaves a habit with none in it as it was", () => {
    const habit = { skips: ["2024-05-02"] };
    const vacations = [
      { from: "2024-04-20", to: "2024-05-01" },
      { from: "2024-05-09", to: "2024-05-20" },
    ];
    const window = { from: "2024-05-04", to: "2024-05-10" };
    expect(withVacationSkips(habit, vacations, window).skips).toEqual(["2024-05-02", "2024-05-09", "2024-05-10"]);
    expect(withVacationSkips(habit, vacations, { from: "2024-05-02", to: "2024-05-08" })).toBe(habit);
    expect(withVacationSkips(habit, vacations).skips).toHaveLength(12 + 1 + 12);
  });
});

describe("ending a vacation", () => {
  it("cancels a planned one, and says so when there is none", () => {
    const run = start();
    expect(messageOf(() => endVacation(run.world, run.ctx))).toBe(VACATION_MESSAGES.none);
    run.world = plan(run.world, "2024-05-12", "2024-05-14", run.ctx).state;
    expect(endVacation(deepFreeze(run.world), run.ctx).state.game.vacations).toEqual([]);
  });

  it("keeps the days gone by, makes today ordinary again and pays today's DAILYCHECK if met", () => {
    const run = start();
    run.world = plan(run.world, "2024-05-11", "2024-05-20", run.ctx).state;
    nextDay(run);
    nextDay(run); // Sunday 12th, on vacation
    expect(plusOne(run).map((r) => r.event)).toEqual(["COUNT_UP"]);
    const ended = endVacation(deepFreeze(run.world), run.ctx);
    expect(ended.state.game.vacations).toEqual([{ from: "2024-05-11", to: "2024-05-11" }]);
    expect(ended.records.map((r) => r.event)).toEqual(["DAILYCHECK"]);
    expectGameError(() => endVacation(ended.state, run.ctx), "VALIDATION");
  });
});
