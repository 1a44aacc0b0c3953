// A habit's schedule in the engine (issue #32, rule 27): DAILYCHECK only on days the schedule may
// count, changes from today on, and today's check re-decided when the schedule changes.
import { describe, expect, it } from "vitest";
import type { CommitRecord } from "./entity-schemas";
import { changeHabitCount, createHabit, editHabit } from "./habit";
import { skipHabitDay, SKIP_MESSAGES } from "./habit-skip";
import { PAST_DAY_MESSAGES } from "./past-day";
import { habitToday } from "./habit-today";
import type { Fields } from "./input-schemas";
import { replay } from "./projection";
import { SCHEDULE_MESSAGES } from "./schedule";
import { baseOf, emptyWorld } from "./world";
import { ALICE, DAY, deepFreeze, expectGameError, testCtx, type TestCtx } from "~test/game";

// T0 is Friday 2024-05-10.
const FRIDAY = "2024-05-10";

function start(input: Fields = {}) {
  const ctx = testCtx();
  const created = createHabit(deepFreeze(emptyWorld(ALICE)), { title: "Gym", dailyTarget: 1, ...input }, ctx);
  return { ctx, world: created.state, habitId: created.habit.id, log: [...created.records] };
}

type Run = ReturnType<typeof start>;

function plusOne(run: Run): CommitRecord[] {
  const result = changeHabitCount(deepFreeze(run.world), { habitId: run.habitId, delta: 1 }, run.ctx);
  run.world = result.state;
  run.log.push(...result.records);
  return result.records;
}

function edit(run: Run, changes: Fields): CommitRecord[] {
  const result = editHabit(deepFreeze(run.world), { habitId: run.habitId, ...changes }, run.ctx);
  run.world = result.state;
  run.log.push(...result.records);
  return result.records;
}

const eventsOf = (records: CommitRecord[]) => records.map((r) => r.event);
const nextDay = (ctx: TestCtx, days = 1) => ctx.advance(days * DAY);

describe("a habit on chosen weekdays", () => {
  it("earns DAILYCHECK on its days only; other days still count up", () => {
    const run = start({ schedule: { kind: "weekdays", days: [0, 2, 4] } });
    expect(run.world.habits[run.habitId]!.schedules).toEqual([
      { from: FRIDAY, schedule: { kind: "weekdays", days: [0, 2, 4] } },
    ]);
    expect(eventsOf(plusOne(run))).toEqual(["COUNT_UP", "DAILYCHECK"]); // Friday
    nextDay(run.ctx); // Saturday
    const saturday = plusOne(run);
    expect(eventsOf(saturday)).toEqual(["COUNT_UP"]);
    expect(saturday[0]!.reward).toEqual({ xp: 1, coins: 0 });
    nextDay(run.ctx, 2); // Monday
    expect(eventsOf(plusOne(run))).toEqual(["COUNT_UP", "DAILYCHECK"]);
  });
});

describe("a habit N days a week", () => {
  it("earns at most N DAILYCHECKs a week, and again from Monday", () => {
    const run = start({ schedule: { kind: "weekly", times: 2 } });
    expect(eventsOf(plusOne(run))).toEqual(["COUNT_UP", "DAILYCHECK"]); // Fri
    nextDay(run.ctx);
    expect(eventsOf(plusOne(run))).toEqual(["COUNT_UP", "DAILYCHECK"]); // Sat
    nextDay(run.ctx);
    expect(eventsOf(plusOne(run))).toEqual(["COUNT_UP"]); // Sun: the week has its 2
    nextDay(run.ctx);
    expect(eventsOf(plusOne(run))).toEqual(["COUNT_UP", "DAILYCHECK"]); // Mon: a new week
  });

  it("cannot earn an extra check by raising and lowering the target", () => {
    const run = start({ schedule: { kind: "weekly", times: 1 } });
    plusOne(run); // Fri: the week's one
    nextDay(run.ctx);
    plusOne(run); // Sat: no check
    expect(eventsOf(edit(run, { dailyTarget: 2 }))).toEqual([]);
    expect(eventsOf(edit(run, { dailyTarget: 1 }))).toEqual([]);
    expect(run.log.filter((r) => r.event === "DAILYCHECK")).toHaveLength(1);
  });

  it("counts only the days under this schedule as its N", () => {
    const run = start();
    plusOne(run); // Fri, every day: checked
    nextDay(run.ctx);
    edit(run, { schedule: { kind: "weekly", times: 1 } }); // Sat, from today on
    expect(eventsOf(plusOne(run))).toEqual(["COUNT_UP", "DAILYCHECK"]);
  });
});

describe("changing a schedule", () => {
  it("applies from today on and keeps the past's", () => {
    const run = start({ schedule: { kind: "weekly", times: 3 } });
    nextDay(run.ctx, 3); // Monday
    edit(run, { schedule: { kind: "weekdays", days: [6] } });
    edit(run, { schedule: { kind: "weekdays", days: [5, 6] } }); // twice the same day: the last stands
    expect(run.world.habits[run.habitId]!.schedules).toEqual([
      { from: FRIDAY, schedule: { kind: "weekly", times: 3 } },
      { from: "2024-05-13", schedule: { kind: "weekdays", days: [5, 6] } },
    ]);
  });

  it("re-decides today's check: rolled back when today no longer counts, earned again when it does", () => {
    const run = start();
    plusOne(run); // Friday, checked
    expect(eventsOf(edit(run, { schedule: { kind: "weekdays", days: [0] } }))).toEqual(["ROLLBACK_DAILYCHECK"]);
    expect(eventsOf(edit(run, { schedule: { kind: "daily" } }))).toEqual(["DAILYCHECK"]);
    expect(run.world.habits[run.habitId]!.schedules).toBeUndefined();
    expect(run.world.game.xp).toBe(5 + 1 + 5);
  });

  it("keeps an every-N-days habit's first day when the same schedule is saved again", () => {
    const run = start({ schedule: { kind: "interval", every: 3 } });
    nextDay(run.ctx, 4);
    edit(run, { title: "Gym!", schedule: { kind: "interval", every: 3 } });
    expect(run.world.habits[run.habitId]!.schedules).toEqual([
      { from: FRIDAY, schedule: { kind: "interval", every: 3, from: FRIDAY } },
    ]);
    edit(run, { schedule: { kind: "interval", every: 2 } });
    expect(run.world.habits[run.habitId]!.schedules!.at(-1)).toEqual({
      from: "2024-05-14",
      schedule: { kind: "interval", every: 2, from: "2024-05-14" },
    });
  });

  it("refuses a schedule out of range with the field's message, changing nothing", () => {
    const run = start();
    const cases: [Fields, string, string][] = [
      [{ kind: "weekdays", days: [] }, "schedule.days", SCHEDULE_MESSAGES.weekdays],
      [{ kind: "weekly", times: 8 }, "schedule.times", SCHEDULE_MESSAGES.weekly],
      [{ kind: "monthly", times: 0 }, "schedule.times", SCHEDULE_MESSAGES.monthly],
      [{ kind: "interval", every: 1 }, "schedule.every", SCHEDULE_MESSAGES.interval],
      [{ kind: "interval", every: 2.5 }, "schedule.every", SCHEDULE_MESSAGES.interval],
    ];
    for (const [schedule, field, message] of cases) {
      const error = expectGameError(
        () => editHabit(deepFreeze(run.world), { habitId: run.habitId, schedule }, run.ctx),
        "VALIDATION",
      );
      expect(error.fieldErrors?.[field]).toEqual([message]);
    }
  });
});

describe("replay", () => {
  it("rebuilds the same habits and tracks from the records as the live run", () => {
    const run = start({ schedule: { kind: "weekly", times: 2 } });
    for (let day = 0; day < 9; day += 1) {
      plusOne(run);
      if (day === 4) edit(run, { schedule: { kind: "weekdays", days: [1, 3] } });
      nextDay(run.ctx);
    }
    const replayed = replay(run.log, baseOf(run.world));
    expect(replayed.tracks).toEqual(run.world.tracks);
    expect(replayed.game.xp).toBe(run.world.game.xp);
  });
});

describe("skipping a day", () => {
  const skip = (run: Run, day: string, skipped = true) =>
    skipHabitDay(deepFreeze(run.world), { habitId: run.habitId, day, skipped }, run.ctx);

  it("skips today or yesterday, earns and costs nothing, and can be taken back", () => {
    const run = start({ schedule: { kind: "weekly", times: 3 } });
    nextDay(run.ctx); // Saturday
    const today = skip(run, "2024-05-11");
    expect(today.records).toEqual([]);
    expect(today.state.game.xp).toBe(run.world.game.xp);
    run.world = today.state;
    run.world = skip(run, FRIDAY).state;
    expect(run.world.habits[run.habitId]!.skips).toEqual([FRIDAY, "2024-05-11"]);
    expect(habitToday(run.world.habits[run.habitId]!, "2024-05-11")).toEqual({
      kind: "skipped",
      schedule: "3 days a week, any days",
    });
    run.world = skip(run, "2024-05-11", false).state;
    expect(run.world.habits[run.habitId]!.skips).toEqual([FRIDAY]);
    // The same skip twice changes nothing.
    expect(skip(run, FRIDAY).state).toBe(run.world);
  });

  it("skips any day since the habit began, and refuses a later day or an earlier one with its message", () => {
    const run = start();
    nextDay(run.ctx, 20);
    run.world = skip(run, FRIDAY).state;
    run.world = skip(run, "2024-05-20").state;
    expect(run.world.habits[run.habitId]!.skips).toEqual([FRIDAY, "2024-05-20"]);
    expect(expectGameError(() => skip(run, "2024-05-31"), "VALIDATION").fieldErrors.day).toEqual([SKIP_MESSAGES.day]);
    expect(expectGameError(() => skip(run, "2024-05-09"), "VALIDATION").fieldErrors.day).toEqual([
      PAST_DAY_MESSAGES.beforeHabit,
    ]);
    expect(Object.keys(expectGameError(() => skip(run, "not a day"), "VALIDATION").fieldErrors)).toEqual(["day"]);
  });
});
