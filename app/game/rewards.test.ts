import { describe, expect, it } from "vitest";
import { GOAL_EVENTS, HABIT_EVENTS } from "./events";
import { REWARDS, REWARD_ROWS, rewardFor } from "./rewards";

// Spec §9, one row per line: [event, Goal xp/coins or null, Habit xp/coins or null].
const TABLE: [string, [number, number] | null, [number, number] | null][] = [
  ["START", [25, 0], [5, 0]],
  ["PROGRESS_BEGIN", [100, 0], null],
  ["PROGRESS_HALFWAY", [100, 0], null],
  ["PROGRESS_ALMOST", [100, 0], null],
  ["PROGRESS_DONE", [100, 0], null],
  ["COMMITMENT_ADD", [1, 0], null],
  ["COMMITMENT_DROP", [-1, 0], null],
  ["COUNT_UP", null, [1, 0]],
  ["COUNT_DOWN", null, [-1, 0]],
  ["DAILYCHECK", null, [5, 0]],
  ["REACH", [1000, 25], null],
  ["GIVEUP", [-100, -1], [0, -1]],
];

describe("rewards table (spec §9)", () => {
  it.each(TABLE)("%s", (event, goal, habit) => {
    const cell = (pair: [number, number] | null) => (pair ? { xp: pair[0], coins: pair[1] } : null);
    const table: Record<string, Record<string, unknown>> = REWARDS;
    expect(table.Goal![event] ?? null).toEqual(cell(goal));
    expect(table.Habit![event] ?? null).toEqual(cell(habit));
    expect(REWARD_ROWS.find((row) => row.event === event)).toEqual({ event, Goal: cell(goal), Habit: cell(habit) });
  });

  it("has no rows beyond the spec and covers every event of both kinds", () => {
    expect(REWARD_ROWS.map((r) => r.event).sort()).toEqual(TABLE.map((r) => r[0]).sort());
    expect(Object.keys(REWARDS.Goal).sort()).toEqual([...GOAL_EVENTS].sort());
    expect(Object.keys(REWARDS.Habit).sort()).toEqual([...HABIT_EVENTS].sort());
  });

  it("rewardFor reads the table, negates rollbacks, and gives 0 for n/a", () => {
    expect(rewardFor("Goal", "REACH")).toEqual({ xp: 1000, coins: 25 });
    expect(rewardFor("Habit", "ROLLBACK_DAILYCHECK")).toEqual({ xp: -5, coins: 0 });
    expect(rewardFor("Goal", "ROLLBACK_GIVEUP")).toEqual({ xp: 100, coins: 1 });
    expect(Object.is(rewardFor("Habit", "ROLLBACK_DAILYCHECK").coins, 0)).toBe(true);
    expect(rewardFor("Habit", "REACH")).toEqual({ xp: 0, coins: 0 });
  });
});
