// planPush gives the event loop back between slices of a push's engine work (ADR 0029), and
// works the push out as the engine does: one action per log row, in order.
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { calendarDay, UTC_DAY_RULE } from "~/game/day";
import { NOTHING_WITNESSED } from "~/game/witness";
import { emptyWorld } from "~/game/world";
import type { PushedAction } from "~/log/protocol";
import { noonUtcDaysAgo } from "~test/storage";
import { planPush, SLICE_MS, type PushStart } from "./push-plan.server";

const noon = noonUtcDaysAgo(1);
const USER = ulid(noon - 60_000);

function creates(count: number): PushedAction[] {
  return Array.from({ length: count }, (_, i) => ({
    mutationId: i + 1,
    at: noon + i,
    day: calendarDay(noon + i, UTC_DAY_RULE),
    rule: UTC_DAY_RULE,
    action: { type: "habit/create", input: { title: `Habit ${i}`, dailyTarget: 1 } },
    ids: [],
  }));
}

const start: PushStart = {
  createdAt: noon - 60_000,
  seq: 0,
  world: emptyWorld(USER),
  witnessed: NOTHING_WITNESSED,
  lastMutation: 0,
  lastDay: null,
  logged: new Set(),
};

describe("planPush", () => {
  it("yields to other work whenever a slice has run its time, and plans every action", async () => {
    // A clock that says each look at it took half a slice: the push must yield every few actions.
    let ms = 0;
    const clock = () => (ms += SLICE_MS / 2);
    const order: string[] = [];
    setImmediate(() => order.push("another request"));
    const plan = await planPush(start, { clientId: "laptop-slice", actions: creates(20) }, USER, noon, clock);
    order.push("push planned");
    expect(order).toEqual(["another request", "push planned"]);
    expect(plan.rows.map((row) => row.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(Object.keys(plan.world.habits)).toHaveLength(20);
  });

  it("runs to the end without yielding while the slice has time left", async () => {
    const order: string[] = [];
    setImmediate(() => order.push("another request"));
    await planPush(start, { clientId: "laptop-slice", actions: creates(3) }, USER, noon, () => 0);
    order.push("push planned");
    expect(order).toEqual(["push planned"]);
  });

  it("yields inside one import too, between its habits, and plans it whole", async () => {
    const yesterday = calendarDay(noon - 86_400_000, UTC_DAY_RULE);
    const habits = Array.from({ length: 4 }, (_, h) => ({
      input: { title: `Imported ${h}`, dailyTarget: 1 },
      archived: false,
      days: [[yesterday, 1] as [string, number]],
      skips: [],
      notes: [],
    }));
    const item: PushedAction = {
      mutationId: 1,
      at: noon,
      day: calendarDay(noon, UTC_DAY_RULE),
      rule: UTC_DAY_RULE,
      action: { type: "habit/import", importId: "abc123", source: "Loop Habit Tracker", habits },
      ids: [],
    };
    // Each look at the clock takes a whole slice: the push yields at each of the import's pauses.
    let ms = 0;
    const clock = () => (ms += SLICE_MS);
    let turns = 0;
    const count = () => {
      turns += 1;
      if (turns < 100) setImmediate(count);
    };
    setImmediate(count);
    const plan = await planPush(start, { clientId: "laptop-slice", actions: [item] }, USER, noon, clock);
    const during = turns;
    // Two pauses per habit (checked, then made), and one before the action.
    expect(during).toBeGreaterThanOrEqual(2 * habits.length);
    expect(plan.rows).toHaveLength(1);
    expect(plan.response.results.map((result) => result.status)).toEqual(["applied"]);
    expect(Object.values(plan.world.habits).map((habit) => habit.title)).toEqual(habits.map((h) => h.input.title));
  });
});
