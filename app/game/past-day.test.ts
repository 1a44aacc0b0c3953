import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { act, type Action } from "./act";
import { addDays, dayOf, dayOfRecord, type Day } from "./day";
import type { CommitRecord } from "./entity-schemas";
import { GameError } from "./errors";
import { markOf } from "./habit-marks";
import { PAST_DAY_MESSAGES } from "./past-day";
import { replay } from "./projection";
import { rewardMismatch } from "./reward-check";
import { ALICE, DAY, deepFreeze, events, run, T0, testCtx } from "~test/game";
import { baseOf, emptyWorld, type World } from "./world";

/** A habit made at T0 (target `target`), and a ctx `daysLater` days on. */
function habitDaysAgo(daysLater: number, target = 2) {
  const ctx = testCtx(T0);
  const made = run([{ type: "habit/create", input: { title: "Read", dailyTarget: target } }], ctx);
  ctx.advance(daysLater * DAY);
  const habit = Object.values(made.world.habits)[0]!;
  return { ctx, world: made.world, log: made.log, habitId: habit.id, today: dayOf(ctx.now) };
}

/** The habit's own mark of `day`, as its page reads it. */
const markIn = (world: World, habitId: string, day: Day, today: Day) => {
  const habit = world.habits[habitId]!;
  return markOf({ counts: habit.history, target: habit.dailyTarget }, day, today);
};

const setDay = (habitId: string, day: Day, count: number): Action => ({
  type: "habit/setPastDay",
  habitId,
  day,
  count,
});
const noRefs = { rewardOf: () => undefined, priceOf: () => undefined };

function expectIssue(world: World, action: Action, ctx: ReturnType<typeof testCtx>, message: string) {
  let caught: unknown;
  try {
    act(deepFreeze(world), action, ctx);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(GameError);
  expect((caught as GameError).issues.map((issue) => issue.message)).toEqual([message]);
}

describe("setting a past day (rule 30)", () => {
  it("yesterday scores as if done then: one record of the difference, and the day's DAILYCHECK", () => {
    const { ctx, world, log, habitId, today } = habitDaysAgo(3);
    const yesterday = addDays(today, -1);
    const edited = run([setDay(habitId, yesterday, 2)], ctx, world);
    expect(events(edited.log)).toEqual(["Habit:COUNT_UP", "Habit:DAILYCHECK"]);
    expect(edited.log.map(dayOfRecord)).toEqual([yesterday, yesterday]);
    expect(edited.log[0]).toMatchObject({ reward: { xp: 2, coins: 0 }, data: { amount: 2 } });
    expect(edited.world.game.xpHistory[yesterday]).toBe(7);
    expect(edited.world.habits[habitId]!.history[yesterday]).toBe(2);
    expect(markIn(edited.world, habitId, yesterday, today)).toBe("met");
    for (const record of edited.log) expect(rewardMismatch(record, noRefs)).toBeNull();
    expect(replay([...log, ...edited.log], baseOf(edited.world))).toEqual(edited.world);
  });

  it("takes yesterday's DAILYCHECK back when an edit brings it below the target, after today's own", () => {
    const { ctx, world, habitId, today } = habitDaysAgo(3, 1);
    const yesterday = addDays(today, -1);
    const first = run([setDay(habitId, yesterday, 1)], ctx, world);
    const todayCheck = run([{ type: "habit/count", habitId, delta: 1 }], ctx, first.world);
    expect(events(todayCheck.log)).toEqual(["Habit:COUNT_UP", "Habit:DAILYCHECK"]);
    const lowered = run([setDay(habitId, yesterday, 0)], ctx, todayCheck.world);
    expect(events(lowered.log)).toEqual(["Habit:COUNT_DOWN", "Habit:ROLLBACK_DAILYCHECK"]);
    expect(lowered.log[1]!.data).toMatchObject({ originalId: first.log[1]!.id });
    expect(lowered.world.game.xpHistory[yesterday]).toBe(0);
    // Today's DAILYCHECK still stands: a −1 today takes it back too.
    const down = run([{ type: "habit/count", habitId, delta: -1 }], ctx, lowered.world);
    expect(events(down.log)).toEqual(["Habit:COUNT_DOWN", "Habit:ROLLBACK_DAILYCHECK"]);
  });

  it("older than the grace window: the history and marks change, XP and the day's XP do not", () => {
    const { ctx, world, habitId, today } = habitDaysAgo(10);
    const old = addDays(today, -3);
    const edited = run([setDay(habitId, old, 3)], ctx, world);
    expect(events(edited.log)).toEqual(["Habit:COUNT_UP"]);
    expect(edited.log[0]).toMatchObject({ reward: { xp: 0, coins: 0 }, data: { amount: 3, reason: "past_edit" } });
    expect(rewardMismatch(edited.log[0]!, noRefs)).toBeNull();
    expect(edited.world.game.xp).toBe(world.game.xp);
    expect(edited.world.game.xpHistory[old] ?? 0).toBe(0);
    expect(markIn(edited.world, habitId, old, today)).toBe("met");
    const lowered = run([setDay(habitId, old, 1)], ctx, edited.world);
    expect(lowered.log[0]).toMatchObject({ event: "COUNT_DOWN", reward: { xp: 0, coins: 0 }, data: { amount: 2 } });
    expect(lowered.world.habits[habitId]!.history[old]).toBe(1);
  });

  it("refuses today, the future, a day before the habit, and a count out of range, changing nothing", () => {
    const { ctx, world, habitId, today } = habitDaysAgo(3);
    expectIssue(world, setDay(habitId, today, 1), ctx, PAST_DAY_MESSAGES.day);
    expectIssue(world, setDay(habitId, addDays(today, 1), 1), ctx, PAST_DAY_MESSAGES.day);
    expectIssue(world, setDay(habitId, addDays(dayOf(T0), -1), 1), ctx, PAST_DAY_MESSAGES.beforeHabit);
    for (const count of [-1, 1.5, 10_001, Number.NaN]) {
      expectIssue(world, setDay(habitId, addDays(today, -1), count), ctx, PAST_DAY_MESSAGES.count);
    }
    expect(run([setDay(habitId, addDays(today, -1), 0)], ctx, world).log).toEqual([]);
  });

  it("a forged paid edit of an old day, or a forged amount, is not what the rules give", () => {
    const { ctx, world, habitId, today } = habitDaysAgo(10);
    const [edit] = run([setDay(habitId, addDays(today, -1), 3)], ctx, world).log;
    expect(rewardMismatch({ ...edit!, day: addDays(today, -5) }, noRefs)).toEqual({ xp: 0, coins: 0 });
    expect(rewardMismatch({ ...edit!, data: { amount: 50 } }, noRefs)).toEqual({ xp: 50, coins: 0 });
  });

  it("no sequence of past-day edits earns more than counting the final day live; older ones earn nothing", () => {
    const edits = fc.array(
      fc.record({ daysBack: fc.integer({ min: 1, max: 8 }), count: fc.integer({ min: 0, max: 5 }) }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), edits, (target, list) => {
        const { ctx, world, habitId, today, log: start } = habitDaysAgo(9, target);
        let current = world;
        const log: CommitRecord[] = [...start];
        for (const { daysBack, count } of list) {
          const result = act(deepFreeze(current), setDay(habitId, addDays(today, -daysBack), count), ctx);
          log.push(...result.records);
          current = result.state;
        }
        for (let back = 1; back <= 8; back++) {
          const day = addDays(today, -back);
          const final = current.habits[habitId]!.history[day] ?? 0;
          // Live that day: one XP per +1 and the DAILYCHECK once the target is met.
          const live = back <= 2 ? final + (final >= target ? 5 : 0) : 0;
          expect(current.game.xpHistory[day] ?? 0).toBe(live);
        }
        expect(current.game.coins).toBe(0);
        expect(current.game.xp).toBe(
          5 + [1, 2].reduce((sum, b) => sum + (current.game.xpHistory[addDays(today, -b)] ?? 0), 0),
        );
        expect(replay(log, baseOf(current))).toEqual(current);
      }),
      { numRuns: 200 },
    );
  });
});

it("an empty world has no past day to set", () => {
  const ctx = testCtx(T0);
  expect(() => act(emptyWorld(ALICE), setDay("nope", "2024-05-01", 1), ctx)).toThrow(GameError);
});
