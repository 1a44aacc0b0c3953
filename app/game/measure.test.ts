import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { act, type Action } from "./act";
import { addDays, dayOf, dayOfRecord, type Day } from "./day";
import type { CommitRecord } from "./entity-schemas";
import { GameError } from "./errors";
import { MEASURE_MESSAGES } from "./measure";
import { lastEntryOn } from "./measure-entries";
import { formatValue, parseValue } from "./measure-value";
import { PAST_DAY_MESSAGES } from "./past-day";
import { replay } from "./projection";
import { rewardMismatch } from "./reward-check";
import { refreshIfNewer } from "./run-action";
import { ALICE, DAY, deepFreeze, events, HOUR, run, T0, testCtx, type TestCtx } from "~test/game";
import { baseOf, emptyWorld, type World } from "./world";

const KM = { unit: "km", direction: "atLeast" } as const;
const CUPS = { unit: "cups", direction: "atMost" } as const;
const noRefs = { rewardOf: () => undefined, priceOf: () => undefined };

/** A world with one measured habit made at T0 and refreshed for its first day. */
function measured(measure: { unit: string; direction: "atLeast" | "atMost" }, target: number) {
  const ctx = testCtx(T0);
  const made = run([{ type: "habit/create", input: { title: "M", dailyTarget: target, measure } }], ctx);
  const refreshed = refreshIfNewer(made.world, ctx)!;
  const habitId = Object.keys(made.world.habits)[0]!;
  return { ctx, world: refreshed.state, log: [...made.log, ...refreshed.records], habitId };
}

const add = (habitId: string, value: number): Action => ({ type: "habit/addValue", habitId, value });
const remove = (habitId: string, value: number): Action => ({ type: "habit/removeValue", habitId, value });

/** The first thing a day does: its refresh (what storage and the server's referee run before an action). */
function newDay(world: World, ctx: TestCtx, days = 1): { world: World; records: CommitRecord[] } {
  ctx.advance(days * DAY);
  const refreshed = refreshIfNewer(deepFreeze(world), ctx);
  return refreshed ? { world: refreshed.state, records: refreshed.records } : { world, records: [] };
}

/** Replay folds records only (no refresh runs in it): habits, tracks and balances agree with the live world. */
function expectReplayed(log: CommitRecord[], live: World) {
  const replayed = replay(log, baseOf(live));
  expect(replayed.habits).toEqual(live.habits);
  expect(replayed.tracks).toEqual(live.tracks);
  expect([replayed.game.xp, replayed.game.coins, replayed.game.xpHistory]).toEqual([
    live.game.xp,
    live.game.coins,
    live.game.xpHistory,
  ]);
}

function issuesOf(world: World, action: Action, ctx: TestCtx): string[] {
  try {
    act(deepFreeze(world), action, ctx);
  } catch (error) {
    expect(error).toBeInstanceOf(GameError);
    return (error as GameError).issues.map((issue) => issue.message);
  }
  throw new Error("expected the action to be refused");
}

describe("measured habits (rule 31)", () => {
  it("at least: one record per value, whatever its size; the target reached earns DAILYCHECK once", () => {
    const { ctx, world, log, habitId } = measured(KM, 500);
    const logged = run([add(habitId, 250), add(habitId, 300), add(habitId, 1)], ctx, world);
    expect(events(logged.log)).toEqual(["Habit:COUNT_UP", "Habit:COUNT_UP", "Habit:DAILYCHECK", "Habit:COUNT_UP"]);
    expect(logged.log.map((r) => r.reward.xp)).toEqual([1, 1, 5, 1]);
    expect(logged.log[0]!.data).toEqual({ value: 250 });
    const today = dayOf(ctx.now);
    expect(logged.world.habits[habitId]!.history[today]).toBe(551);
    expect(logged.world.game.xpHistory[today]).toBe(5 /* START */ + 8);
    for (const record of logged.log) expect(rewardMismatch(record, noRefs)).toBeNull();
    expectReplayed([...log, ...logged.log], logged.world);
  });

  it("the card's undo takes back the last value; below the target again, the DAILYCHECK goes too", () => {
    const { ctx, world, habitId } = measured(KM, 500);
    const logged = run([add(habitId, 250), add(habitId, 300)], ctx, world);
    const today = dayOf(ctx.now);
    const track = () => logged.world.tracks.habits[habitId];
    expect(lastEntryOn(track(), today)).toBe(300);
    expect(track()?.recent).toEqual([300, 250]);
    const undone = run([remove(habitId, 300)], ctx, logged.world);
    expect(events(undone.log)).toEqual(["Habit:COUNT_DOWN", "Habit:ROLLBACK_DAILYCHECK"]);
    expect(undone.log.map((r) => r.reward.xp)).toEqual([-1, -5]);
    expect(lastEntryOn(undone.world.tracks.habits[habitId], today)).toBe(250);
    expect(undone.world.game.xpHistory[today]).toBe(5 /* START */ + 1);
    // Tomorrow the undo has nothing of today's to take back.
    expect(lastEntryOn(undone.world.tracks.habits[habitId], addDays(today, 1))).toBeNull();
  });

  it("refuses bad values with one clear message and changes nothing", () => {
    const { ctx, world, habitId } = measured(KM, 500);
    for (const value of [0, -1, 2.5, 1e12, Number.NaN])
      expect(issuesOf(world, add(habitId, value), ctx)).toEqual([MEASURE_MESSAGES.value]);
    expect(issuesOf(world, remove(habitId, 1), ctx)).toEqual([MEASURE_MESSAGES.removeTooMuch]);
    expect(issuesOf(world, { type: "habit/count", habitId, delta: 1 }, ctx)).toEqual([MEASURE_MESSAGES.notCount]);
    const counted = run([{ type: "habit/create", input: { title: "Read", dailyTarget: 2 } }], ctx, world);
    const readId = Object.keys(counted.world.habits).find((id) => id !== habitId)!;
    expect(issuesOf(counted.world, add(readId, 100), ctx)).toEqual([MEASURE_MESSAGES.notMeasure]);
    expect(issuesOf(counted.world, { type: "habit/edit", habitId: readId, changes: { measure: KM } }, ctx)).toEqual([
      MEASURE_MESSAGES.kindFixed,
    ]);
  });

  it("a new measure's unit, direction and target are checked", () => {
    const ctx = testCtx(T0);
    const world = emptyWorld(ALICE);
    const create = (input: Record<string, unknown>): Action => ({
      type: "habit/create",
      input: { title: "M", ...input },
    });
    expect(issuesOf(world, create({ dailyTarget: 100, measure: { unit: " ", direction: "atLeast" } }), ctx)).toEqual([
      MEASURE_MESSAGES.unitEmpty,
    ]);
    expect(
      issuesOf(world, create({ dailyTarget: 100, measure: { unit: "x".repeat(13), direction: "atMost" } }), ctx),
    ).toEqual([MEASURE_MESSAGES.unitTooLong]);
    expect(issuesOf(world, create({ dailyTarget: 100, measure: { unit: "km", direction: "up" } }), ctx)).toEqual([
      MEASURE_MESSAGES.direction,
    ]);
    expect(issuesOf(world, create({ dailyTarget: 10_000_001, measure: KM }), ctx)).toEqual([
      MEASURE_MESSAGES.targetMax,
    ]);
    // A count keeps its own bound; a measure's 50,000 km is fine.
    expect(issuesOf(world, create({ dailyTarget: 10_001 }), ctx)).toEqual(["Daily target must be at most 10,000"]);
    const made = run([create({ dailyTarget: 5_000_000, measure: { unit: " km ", direction: "atLeast" } })], ctx);
    expect(Object.values(made.world.habits)[0]).toMatchObject({ dailyTarget: 5_000_000, measure: KM });
  });

  it("at most: nothing is earned during the day; the day settles when it closes, within the limit only", () => {
    const { ctx, world, log, habitId } = measured(CUPS, 200);
    const day1 = dayOf(ctx.now);
    const over = run([add(habitId, 150), add(habitId, 150)], ctx, world);
    expect(events(over.log)).toEqual(["Habit:COUNT_UP", "Habit:COUNT_UP"]);
    const next = newDay(over.world, ctx);
    expect(next.records).toEqual([]);
    const within = run([add(habitId, 200)], ctx, next.world);
    const day2 = dayOf(ctx.now);
    const closed = newDay(within.world, ctx);
    expect(events(closed.records)).toEqual(["Habit:DAILYCHECK"]);
    expect(closed.records.map(dayOfRecord)).toEqual([day2]);
    expect(closed.world.game.xpHistory[day2]).toBe(1 + 5);
    expect(closed.world.game.xpHistory[day1]).toBe(2 + 5 /* START */);
    expectReplayed([...log, ...over.log, ...within.log, ...closed.records], closed.world);
  });

  it("at most: days a device slept through settle once each on waking; skipped and vacation days do not", () => {
    const { ctx, world, habitId } = measured(CUPS, 200);
    const today = dayOf(ctx.now);
    const planned = run(
      [
        { type: "habit/skip", habitId, day: today, skipped: true },
        { type: "game/planVacation", from: addDays(today, 2), to: addDays(today, 2) },
      ],
      ctx,
      world,
    );
    const woke = newDay(planned.world, ctx, 5);
    // Day 0 skipped, day 2 a vacation day: days 1, 3 and 4 (nothing logged: within the limit) settle.
    expect(woke.records.map(dayOfRecord)).toEqual([1, 3, 4].map((n) => addDays(today, n)));
    expect(newDay(woke.world, ctx, 0).records).toEqual([]);
    ctx.advance(HOUR);
    expect(refreshIfNewer(woke.world, ctx)).toBeNull();
  });

  it("a measure's past day is one value: paid in the grace window, nothing older; at most re-decides a closed day", () => {
    const { ctx, world, habitId } = measured(KM, 500);
    const later = newDay(world, ctx, 10);
    const today = dayOf(ctx.now);
    const setDay = (day: Day, count: number, id = habitId): Action => ({
      type: "habit/setPastDay",
      habitId: id,
      day,
      count,
    });
    const graced = run([setDay(addDays(today, -1), 750)], ctx, later.world);
    expect(events(graced.log)).toEqual(["Habit:COUNT_UP", "Habit:DAILYCHECK"]);
    expect(graced.log[0]).toMatchObject({ reward: { xp: 1, coins: 0 }, data: { value: 750, past: true } });
    const old = run([setDay(addDays(today, -5), 750)], ctx, graced.world);
    expect(events(old.log)).toEqual(["Habit:COUNT_UP"]);
    expect(old.log[0]).toMatchObject({ reward: { xp: 0, coins: 0 }, data: { value: 750, reason: "past_edit" } });
    for (const record of [...graced.log, ...old.log]) expect(rewardMismatch(record, noRefs)).toBeNull();
    expect(issuesOf(old.world, setDay(addDays(today, -1), 10_000_001), ctx)).toEqual([PAST_DAY_MESSAGES.count]);

    const cups = measured(CUPS, 200);
    const settled = newDay(cups.world, cups.ctx, 1);
    expect(events(settled.records)).toEqual(["Habit:DAILYCHECK"]);
    const yesterday = addDays(dayOf(cups.ctx.now), -1);
    const raised = run([setDay(yesterday, 300, cups.habitId)], cups.ctx, settled.world);
    expect(events(raised.log)).toEqual(["Habit:COUNT_UP", "Habit:ROLLBACK_DAILYCHECK"]);
    const lowered = run([setDay(yesterday, 100, cups.habitId)], cups.ctx, raised.world);
    expect(events(lowered.log)).toEqual(["Habit:COUNT_DOWN", "Habit:DAILYCHECK"]);
  });

  it("editing the direction re-decides today: an at-least DAILYCHECK goes when the habit becomes at most", () => {
    const { ctx, world, habitId } = measured(KM, 100);
    const met = run([add(habitId, 100)], ctx, world);
    const edited = run(
      [{ type: "habit/edit", habitId, changes: { measure: { unit: "mi", direction: "atMost" } } }],
      ctx,
      met.world,
    );
    expect(events(edited.log)).toEqual(["Habit:ROLLBACK_DAILYCHECK"]);
    expect(edited.world.habits[habitId]!.measure).toEqual({ unit: "mi", direction: "atMost" });
  });
});

describe("values stay exact (rule 31)", () => {
  /** A typed value of up to two decimals, as text. */
  const typed = fc
    .tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 }), fc.boolean())
    .filter(([whole, cents]) => whole + cents > 0)
    .map(([whole, cents, short]) =>
      short && cents % 10 === 0 ? `${whole}.${cents / 10}` : `${whole}.${String(cents).padStart(2, "0")}`,
    );

  it("10,000 values typed and added: the total is the exact decimal sum, with no float drift", () => {
    fc.assert(
      fc.property(fc.array(typed, { minLength: 10_000, maxLength: 10_000 }), (texts) => {
        const { ctx, world, habitId } = measured(KM, 10_000_000);
        let current = world;
        let exact = 0n;
        for (const text of texts) {
          const parsed = parseValue(text, "en-US");
          if (!parsed.ok) throw new Error(parsed.message);
          const [whole, fraction = ""] = text.split(".");
          exact += BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, "0"));
          current = act(current, add(habitId, parsed.value), ctx).state;
        }
        const total = current.habits[habitId]!.history[dayOf(ctx.now)]!;
        expect(BigInt(total)).toBe(exact);
        const cents = exact % 100n;
        const words = `${exact / 100n}${cents === 0n ? "" : `.${String(cents).padStart(2, "0").replace(/0$/, "")}`}`;
        expect(formatValue(total, "en-US").replaceAll(",", "")).toBe(words);
      }),
      { numRuns: 3 },
    );
  });
});

describe("at-most days settle exactly once (rule 31)", () => {
  const step = fc.oneof(
    fc.record({ add: fc.integer({ min: 1, max: 150 }) }),
    fc.record({ hours: fc.integer({ min: 1, max: 80 }) }),
  );

  it("whether the device refreshed at every day's end or slept across days: each closed day once, within the limit only", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.boolean(), (steps, awake) => {
        const { ctx, world, habitId } = measured(CUPS, 200);
        const first = dayOf(ctx.now);
        let current = world;
        const log: CommitRecord[] = [];
        const take = (result: { state: World; records: CommitRecord[] } | null) => {
          if (!result) return;
          current = result.state;
          log.push(...result.records);
        };
        const refresh = () => take(refreshIfNewer(current, ctx));
        for (const s of steps) {
          if ("add" in s) {
            refresh();
            take(act(current, add(habitId, s.add), ctx));
            continue;
          }
          // Awake, the day timer refreshes at each day's start; asleep, nothing runs until the next action.
          for (let h = 0; h < s.hours; h += 1) {
            ctx.advance(HOUR);
            if (awake) refresh();
          }
        }
        refresh();
        const today = dayOf(ctx.now);
        const history = current.habits[habitId]!.history;
        const checked = log.filter((r) => r.event === "DAILYCHECK").map(dayOfRecord);
        const expected: Day[] = [];
        for (let day = first; day < today; day = addDays(day, 1)) if ((history[day] ?? 0) <= 200) expected.push(day);
        expect(checked).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });
});

describe("a measure's past days (rules 30 and 31)", () => {
  it("no sequence of past-day edits earns more than the same values logged live that day; older ones earn nothing", () => {
    const edits = fc.array(
      fc.record({ daysBack: fc.integer({ min: 1, max: 6 }), total: fc.integer({ min: 0, max: 800 }) }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), edits, (target, list) => {
        const { ctx, world, habitId } = measured(KM, target);
        let current = newDay(world, ctx, 8).world;
        const today = dayOf(ctx.now);
        // Live, each change of a day's total is one value added or taken back that day: ±1 XP.
        const liveSteps = new Map<Day, number>();
        for (const { daysBack, total } of list) {
          const day = addDays(today, -daysBack);
          const before = current.habits[habitId]!.history[day] ?? 0;
          current = act(deepFreeze(current), { type: "habit/setPastDay", habitId, day, count: total }, ctx).state;
          if (total !== before) liveSteps.set(day, (liveSteps.get(day) ?? 0) + (total > before ? 1 : -1));
        }
        for (let back = 1; back <= 6; back++) {
          const day = addDays(today, -back);
          const final = current.habits[habitId]!.history[day] ?? 0;
          const live = (liveSteps.get(day) ?? 0) + (final >= target ? 5 : 0);
          expect(current.game.xpHistory[day] ?? 0).toBe(back <= 2 ? live : 0);
        }
        expect(current.game.coins).toBe(0);
      }),
      { numRuns: 150 },
    );
  });
});
