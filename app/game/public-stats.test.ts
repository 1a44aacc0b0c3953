import { describe, expect, it } from "vitest";
import { ALICE, DAY, run, T0, testCtx } from "~test/game";
import { addDays, dayOf } from "./day";
import { activityOf, changedItemsOf, currentStreak, daysMetThisWeek, publicStatsOf, weekStartOf } from "./public-stats";
import { allWitnessed } from "./witness";
import { emptyWorld, type World } from "./world";

const D0 = dayOf(T0); // 2024-05-10, a Friday

/** A world with one habit, a daily XP target of 1, and a +1 on each of the given day offsets. */
function worldWithPlusOnes(offsets: number[]): { world: World; habitId: string } {
  const ctx = testCtx();
  let { world } = run(
    [
      { type: "game/setDailyTarget", dailyTarget: 1 },
      { type: "habit/create", input: { title: "Read", dailyTarget: 1 } },
    ],
    ctx,
    emptyWorld(ALICE),
  );
  const habitId = Object.keys(world.habits)[0]!;
  let at = 0;
  for (const offset of offsets) {
    ctx.advance(offset * DAY - at);
    at = offset * DAY;
    world = run([{ type: "habit/count", habitId, delta: 1 }], ctx, world).world;
  }
  return { world, habitId };
}

/** A world as if every action of it reached the server live: everything witnessed. */
const live = (world: World) => ({ world, witnessed: allWitnessed(world) });

describe("public stats", () => {
  it("keeps the streak that ends at the newest met day, the best run, and the days met", () => {
    const { world } = worldWithPlusOnes([1, 2, 3, 5]);
    const stats = publicStatsOf(live(world));
    // Day 0 is met too: creating the habit earned 5 XP against a target of 1.
    expect(stats).toMatchObject({ streak: 1, streakDay: addDays(D0, 5), bestStreak: 4, daysMet: 5 });
    expect(stats.recentMet).toEqual([0, 1, 2, 3, 5].map((n) => addDays(D0, n)));
  });

  it("shows the stored streak today and tomorrow, and 0 once a whole day went by unmet", () => {
    const stats = publicStatsOf(live(worldWithPlusOnes([1, 2]).world));
    expect(stats.streak).toBe(3);
    expect(currentStreak(stats, T0 + 2 * DAY)).toBe(3);
    expect(currentStreak(stats, T0 + 3 * DAY)).toBe(3);
    expect(currentStreak(stats, T0 + 4 * DAY)).toBe(0);
  });

  it("counts the days met in the user's own week, Monday to today", () => {
    expect(weekStartOf("2024-05-10")).toBe("2024-05-06");
    expect(weekStartOf("2024-05-06")).toBe("2024-05-06");
    expect(weekStartOf("2024-05-12")).toBe("2024-05-06");
    const stats = publicStatsOf(live(worldWithPlusOnes([1, 2, 3]).world)); // Fri, Sat, Sun, Mon met
    expect(daysMetThisWeek(stats, T0 + 2 * DAY)).toBe(3); // Sunday: Fri, Sat, Sun
    expect(daysMetThisWeek(stats, T0 + 3 * DAY)).toBe(1); // Monday: a new week
    expect(daysMetThisWeek(stats, T0 + 10 * DAY)).toBe(0);
  });
});

describe("public activity of a push", () => {
  it("names the habit started and the day met, once per day", () => {
    const ctx = testCtx();
    const start = run([{ type: "game/setDailyTarget", dailyTarget: 7 }], ctx).world;
    const created = run([{ type: "habit/create", input: { title: "Read", dailyTarget: 2 } }], ctx, start);
    const habitId = Object.keys(created.world.habits)[0]!;
    expect(activityOf(live(start), live(created.world), created.log)).toEqual([
      { id: created.log[0]!.id, kind: "habit_started", item: { kind: "habit", id: habitId }, day: D0, at: T0 },
    ]);
    const one = run([{ type: "habit/count", habitId, delta: 1 }], ctx, created.world); // 6 XP: not met
    expect(activityOf(live(created.world), live(one.world), one.log)).toEqual([]);
    const two = run([{ type: "habit/count", habitId, delta: 1 }], ctx, one.world); // 12 XP: met
    expect(activityOf(live(one.world), live(two.world), two.log).map((line) => line.id)).toEqual([`day:${D0}`]);
    const three = run([{ type: "habit/count", habitId, delta: 1 }], ctx, two.world);
    expect(activityOf(live(two.world), live(three.world), three.log)).toEqual([]);
  });

  it("lists only the items the push changed", () => {
    const ctx = testCtx();
    const { world } = run(
      [
        { type: "habit/create", input: { title: "Read", dailyTarget: 2 } },
        { type: "habit/create", input: { title: "Run", dailyTarget: 2 } },
      ],
      ctx,
    );
    const read = Object.values(world.habits).find((habit) => habit.title === "Read")!;
    const after = run([{ type: "habit/count", habitId: read.id, delta: 1 }], ctx, world).world;
    expect(changedItemsOf(live(world), live(after)).map((item) => [item.kind, item.title, item.isPublic])).toEqual([
      ["habit", "Read", false],
    ]);
  });
});

describe("a public measured habit's copy (rule 31)", () => {
  it("carries its unit and direction, and a changed unit is copied again", () => {
    const ctx = testCtx();
    const KM = { unit: "km", direction: "atLeast" } as const;
    const { world } = run(
      [
        { type: "habit/create", input: { title: "Run", dailyTarget: 500, measure: KM } },
        { type: "habit/create", input: { title: "Read", dailyTarget: 2 } },
      ],
      ctx,
    );
    const runHabit = Object.values(world.habits).find((habit) => habit.title === "Run")!;
    const logged = run([{ type: "habit/addValue", habitId: runHabit.id, value: 350 }], ctx, world).world;
    const [item] = changedItemsOf(live(world), live(logged));
    expect(item!.detail).toMatchObject({ dailyTarget: 500, count: 350, measure: KM });
    const read = changedItemsOf(live(emptyWorld(ALICE)), live(logged)).find((i) => i.title === "Read")!;
    expect(read.detail).not.toHaveProperty("measure");

    const MILES = { unit: "mi", direction: "atLeast" } as const;
    const edited = run([{ type: "habit/edit", habitId: runHabit.id, changes: { measure: MILES } }], ctx, logged).world;
    expect(
      changedItemsOf(live(logged), live(edited)).map((i) => [i.title, (i.detail as { measure?: unknown }).measure]),
    ).toEqual([["Run", MILES]]);
  });
});
