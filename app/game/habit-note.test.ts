import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { act, type Action } from "./act";
import { addDays, dayOf, dayOfRecord, type Day } from "./day";
import { GameError } from "./errors";
import { NOTE_MESSAGES } from "./habit-note";
import { PAST_DAY_MESSAGES } from "./past-day";
import { replay } from "./projection";
import { rewardMismatch } from "./reward-check";
import { DAY, deepFreeze, events, run, T0, testCtx } from "~test/game";
import { allWitnessed } from "./witness";
import { publicHabitOf } from "./public-stats";
import { baseOf, type World } from "./world";

/** A habit made at T0, and a ctx `daysLater` days on. */
function habitDaysAgo(daysLater: number) {
  const ctx = testCtx(T0);
  const made = run([{ type: "habit/create", input: { title: "Run", dailyTarget: 1 } }], ctx);
  ctx.advance(daysLater * DAY);
  const habit = Object.values(made.world.habits)[0]!;
  return { ctx, world: made.world, log: made.log, habitId: habit.id, today: dayOf(ctx.now) };
}

const note = (habitId: string, day: Day, text: string): Action => ({ type: "habit/setNote", habitId, day, note: text });
const noRefs = { rewardOf: () => undefined, priceOf: () => undefined };

function issuesOf(world: World, action: Action, ctx: ReturnType<typeof testCtx>): string[] {
  try {
    act(deepFreeze(world), action, ctx);
  } catch (error) {
    expect(error).toBeInstanceOf(GameError);
    return (error as GameError).issues.map((issue) => issue.message);
  }
  throw new Error("the action was taken");
}

describe("notes on a day (rule 32)", () => {
  it("writes, changes and removes a note: one NOTE record each, dated its day, paid nothing", () => {
    const { ctx, world, log, habitId, today } = habitDaysAgo(40);
    const old = addDays(today, -30);
    const edited = run(
      [
        note(habitId, old, "  Easy 5k by the river 🏃 https://example.com  "),
        note(habitId, today, "Rainy"),
        note(habitId, old, "Easy 5k"),
        note(habitId, today, ""),
      ],
      ctx,
      world,
    );
    expect(events(edited.log)).toEqual(["Habit:NOTE", "Habit:NOTE", "Habit:NOTE", "Habit:NOTE"]);
    expect(edited.log.map(dayOfRecord)).toEqual([old, today, old, today]);
    expect(edited.log.map((r) => r.data)).toEqual([
      { note: "Easy 5k by the river 🏃 https://example.com" },
      { note: "Rainy" },
      { note: "Easy 5k" },
      { note: "" },
    ]);
    for (const record of edited.log) {
      expect(record.reward).toEqual({ xp: 0, coins: 0 });
      expect(rewardMismatch(record, noRefs)).toBeNull();
    }
    expect(edited.world.habits[habitId]!.notes).toEqual({ [old]: "Easy 5k" });
    expect(edited.world.game.xp).toBe(world.game.xp);
    expect(edited.world.game.coins).toBe(world.game.coins);
    // Replay of the records rebuilds the notes exactly.
    expect(replay([...log, ...edited.log], baseOf(edited.world))).toEqual(edited.world);
  });

  it("the same text again, or removing a note that is not there, changes nothing and writes nothing", () => {
    const { ctx, world, habitId, today } = habitDaysAgo(2);
    const once = run([note(habitId, today, "Rest day")], ctx, world);
    expect(act(deepFreeze(once.world), note(habitId, today, " Rest day "), ctx)).toMatchObject({ records: [] });
    expect(act(deepFreeze(world), note(habitId, today, "   "), ctx)).toMatchObject({ records: [] });
  });

  it("refuses a note too long, a day after today or before the habit began, with its message, and saves nothing", () => {
    const { ctx, world, habitId, today } = habitDaysAgo(3);
    expect(issuesOf(world, note(habitId, today, "x".repeat(501)), ctx)).toEqual([NOTE_MESSAGES.tooLong]);
    expect(issuesOf(world, note(habitId, addDays(today, 1), "Soon"), ctx)).toEqual([NOTE_MESSAGES.day]);
    expect(issuesOf(world, note(habitId, addDays(today, -4), "Before"), ctx)).toEqual([PAST_DAY_MESSAGES.beforeHabit]);
    // 500 characters after trimming is the most a note holds.
    expect(run([note(habitId, today, ` ${"y".repeat(500)} `)], ctx, world).world.habits[habitId]!.notes).toEqual({
      [today]: "y".repeat(500),
    });
  });

  it("refuses a note on a habit given up", () => {
    const { ctx, world, habitId, today } = habitDaysAgo(1);
    const givenUp = run([{ type: "habit/giveUp", habitId }], ctx, world).world;
    expect(() => act(deepFreeze(givenUp), note(habitId, today, "Late"), ctx)).toThrowError(GameError);
  });

  it("no sequence of notes moves XP, coins, the streak or a count, and none reaches the habit's public copy", () => {
    const { ctx, world, habitId, today } = habitDaysAgo(10);
    const counted = run(
      [
        { type: "habit/count", habitId, delta: 1 },
        { type: "habit/setPastDay", habitId, day: addDays(today, -1), count: 1 },
      ],
      ctx,
      world,
    ).world;
    const notes = fc.array(
      fc.record({ back: fc.integer({ min: 0, max: 10 }), text: fc.string({ minLength: 1, maxLength: 40 }) }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(notes, (steps) => {
        const after = run(
          steps.map((step) => note(habitId, addDays(today, -step.back), `secret ${step.text}`)),
          ctx,
          counted,
        ).world;
        const { xp, coins, xpHistory, streak } = after.game;
        expect({ xp, coins, xpHistory, streak }).toEqual({
          xp: counted.game.xp,
          coins: counted.game.coins,
          xpHistory: expect.objectContaining(counted.game.xpHistory),
          streak: counted.game.streak,
        });
        for (const day of Object.keys(after.game.xpHistory)) {
          expect(after.game.xpHistory[day]).toBe(counted.game.xpHistory[day] ?? 0);
        }
        const habit = after.habits[habitId]!;
        expect(habit.history).toEqual(counted.habits[habitId]!.history);
        const published = { ...habit, isPublic: true };
        const shown = JSON.stringify(publicHabitOf(published, { world: after, witnessed: allWitnessed(after) }));
        expect(shown).not.toContain("secret");
      }),
      { numRuns: 60 },
    );
  });
});
