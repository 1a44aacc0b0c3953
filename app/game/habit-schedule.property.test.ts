// Schedules never pay more than the spec's table (issue #32, rules 27 and 28): the same clicks under
// any sequence of schedule changes, skips and vacations earn at most what they earn every day, an
// "N days a week/month" habit keeps at most N standing DAILYCHECKs per period, and no vacation ever
// begins on a day already under way.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayOfCtx, type Ctx } from "./context";
import { addDays, dayOf } from "./day";
import type { CommitRecord } from "./entity-schemas";
import { GameError } from "./errors";
import { changeHabitCount, createHabit, editHabit } from "./habit";
import { skipHabitDay } from "./habit-skip";
import type { Fields } from "./input-schemas";
import { readOriginalId } from "./record-data";
import { periodOf, type Schedule } from "./schedule";
import type { ActionResult } from "./settle";
import { endVacation, planVacation } from "./vacation";
import { emptyWorld, type World } from "./world";
import { scheduleInput, vacationCommand } from "~test/engine-commands";
import { ALICE, DAY, HOUR, T0, testCtx } from "~test/game";

type Step =
  | { t: "count"; delta: 1 | -1 }
  | { t: "advance"; ms: number }
  | { t: "schedule"; schedule: Fields }
  | { t: "target"; value: number }
  | { t: "skip"; daysBack: number; skipped: boolean }
  | { t: "vacation"; startsIn: number; days: number }
  | { t: "endVacation" };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({ t: fc.constant("count" as const), delta: fc.constantFrom(1 as const, -1 as const) }),
    weight: 8,
  },
  {
    arbitrary: fc.record({ t: fc.constant("advance" as const), ms: fc.integer({ min: 1, max: 40 * HOUR }) }),
    weight: 4,
  },
  { arbitrary: fc.record({ t: fc.constant("schedule" as const), schedule: scheduleInput }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant("target" as const), value: fc.integer({ min: 1, max: 3 }) }), weight: 1 },
  // A skip of today or a day before it (one before the habit began is refused), or its undoing.
  {
    arbitrary: fc.record({
      t: fc.constant("skip" as const),
      daysBack: fc.integer({ min: 0, max: 9 }),
      skipped: fc.boolean(),
    }),
    weight: 2,
  },
  // A vacation (rule 28) from today (refused) or a later day, or its end.
  { arbitrary: vacationCommand, weight: 1 },
  { arbitrary: fc.constant({ t: "endVacation" as const }), weight: 1 },
);

/** One step as an engine call on the habit (vacations are the whole game's). */
function apply(world: World, habitId: string, s: Exclude<Step, { t: "advance" }>, ctx: Ctx): ActionResult {
  switch (s.t) {
    case "count":
      return changeHabitCount(world, { habitId, delta: s.delta }, ctx);
    case "schedule":
      return editHabit(world, { habitId, schedule: s.schedule }, ctx);
    case "target":
      return editHabit(world, { habitId, dailyTarget: s.value }, ctx);
    case "skip":
      return skipHabitDay(world, { habitId, day: addDays(dayOfCtx(ctx), -s.daysBack), skipped: s.skipped }, ctx);
    case "vacation": {
      const from = addDays(dayOfCtx(ctx), s.startsIn);
      return planVacation(world, { from, to: addDays(from, s.days - 1) }, ctx);
    }
    case "endVacation":
      return endVacation(world, ctx);
  }
}

type Outcome = { world: World; log: CommitRecord[] };
/** Called after each step the engine took, with the world before it. */
type Watch = (before: World, after: World, ctx: Ctx) => void;

/** Runs the steps on one habit; refused steps change nothing. */
function run(steps: Step[], schedule?: Fields, watch?: Watch): Outcome {
  const ctx = testCtx(T0);
  const created = createHabit(emptyWorld(ALICE), { title: "H", dailyTarget: 1, ...(schedule && { schedule }) }, ctx);
  let world = created.state;
  const log = [...created.records];
  const habitId = created.habit.id;
  for (const s of steps) {
    if (s.t === "advance") {
      ctx.advance(s.ms);
      continue;
    }
    try {
      const result = apply(world, habitId, s, ctx);
      watch?.(world, result.state, ctx);
      world = result.state;
      log.push(...result.records);
    } catch (error) {
      if (!(error instanceof GameError)) throw error;
    }
  }
  return { world, log };
}

/** Days (UTC, as the test's ctx has no day rule) with a DAILYCHECK still standing. */
function checkedDays(log: CommitRecord[]): string[] {
  const standing = new Map<string, string>();
  for (const record of log) {
    if (record.event === "DAILYCHECK") standing.set(record.id, dayOf(record.timestamp));
    if (record.event === "ROLLBACK_DAILYCHECK") standing.delete(readOriginalId(record.data) ?? "");
  }
  return [...standing.values()];
}

describe("schedules and rewards", () => {
  it("no schedule changes, skips or vacations earn more XP or coins than the same clicks every day", () => {
    const plain = new Set<Step["t"]>(["count", "advance", "target"]);
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const scheduled = run(steps).world.game;
        const everyDay = run(steps.filter((s) => plain.has(s.t))).world.game;
        expect(scheduled.xp).toBeLessThanOrEqual(everyDay.xp);
        expect(scheduled.coins).toBeLessThanOrEqual(everyDay.coins);
      }),
      { numRuns: 150 },
    );
  });

  it("an N days a week or month habit keeps at most N standing DAILYCHECKs per period", () => {
    const periodic = fc.oneof(
      fc.record({ kind: fc.constant("weekly" as const), times: fc.integer({ min: 1, max: 7 }) }),
      fc.record({ kind: fc.constant("monthly" as const), times: fc.integer({ min: 1, max: 31 }) }),
    );
    const unchanged = fc.array(
      step.filter((s) => s.t !== "schedule"),
      { maxLength: 80 },
    );
    fc.assert(
      fc.property(periodic, unchanged, (schedule, steps) => {
        const perPeriod = new Map<string, number>();
        for (const day of checkedDays(run(steps, schedule).log)) {
          const { first } = periodOf(schedule as Schedule, day);
          perPeriod.set(first, (perPeriod.get(first) ?? 0) + 1);
        }
        for (const count of perPeriod.values()) expect(count).toBeLessThanOrEqual(schedule.times);
      }),
      { numRuns: 150 },
    );
  });

  it("never lets a vacation begin on a day already under way (it starts tomorrow at the earliest)", () => {
    let planned = 0;
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        run(steps, undefined, (before, after, ctx) => {
          const known = new Set((before.game.vacations ?? []).map((vacation) => JSON.stringify(vacation)));
          for (const vacation of after.game.vacations ?? []) {
            if (known.has(JSON.stringify(vacation))) continue;
            // A new one is planned, or one under way was cut short (it keeps its first day).
            const cut = (before.game.vacations ?? []).some((old) => old.from === vacation.from);
            if (!cut) {
              planned += 1;
              expect(vacation.from > dayOfCtx(ctx)).toBe(true);
            }
          }
        });
      }),
      { numRuns: 150 },
    );
    // The generator plans some (from today, refused, or later): the check ran.
    expect(planned).toBeGreaterThan(10);
  });

  it("reaches more than one period (the generator's days are long enough to matter)", () => {
    const steps: Step[] = Array.from({ length: 20 }, () => [
      { t: "count", delta: 1 } as const,
      { t: "advance", ms: DAY } as const,
    ]).flat();
    const days = checkedDays(run(steps, { kind: "weekly", times: 2 }).log);
    expect(days.length).toBeGreaterThan(2);
    expect(days.length).toBeLessThan(20);
  });
});
