import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { act, actSteps, type Action } from "./act";
import { derivedIds } from "./derived-ids";
import { addDays, dayOf, type Day } from "./day";
import { CommitRecordSchema } from "./entity-schemas";
import { GameError } from "./errors";
import { IMPORT_MESSAGES } from "./habit-import";
import { habitStreaks } from "./habit-marks";
import { replay } from "./projection";
import { publicHabitNumbers } from "./public-habit";
import { addWitnessed, NOTHING_WITNESSED, witnessedRecords } from "./witness";
import { UTC_DAY_RULE } from "./day";
import { IMPORT_LIMITS, ITEM_LIMITS } from "./constants";
import { DAY, deepFreeze, run, T0, testCtx } from "~test/game";
import { baseOf, emptyWorld, type World } from "./world";

type ImportedHabitInput = Extract<Action, { type: "habit/import" }>["habits"][number];

const today = dayOf(T0);
const ago = (days: number): Day => addDays(today, -days);

const read: ImportedHabitInput = {
  input: { title: "Read", dailyTarget: 1, description: "Ten pages" },
  archived: false,
  days: [
    [ago(3), 1],
    [ago(2), 1],
    [ago(1), 1],
  ],
  skips: [ago(4)],
  notes: [
    [ago(2), "On the train"],
    [ago(5), "  Started  "],
  ],
};
const water: ImportedHabitInput = {
  input: {
    title: "Water",
    dailyTarget: 200,
    measure: { unit: "cups", direction: "atMost" },
    schedule: { kind: "weekly", times: 3 },
  },
  archived: true,
  days: [[ago(10), 150]],
  skips: [],
  notes: [],
};

const importAction = (habits: ImportedHabitInput[], importId = "file-1"): Action => ({
  type: "habit/import",
  importId,
  source: "Loop Habit Tracker",
  habits,
});

function imported(
  habits: ImportedHabitInput[] = [read, water],
  world: World = emptyWorld("01J00000000000000000000001"),
) {
  const ctx = testCtx(T0);
  const result = act(deepFreeze(world), importAction(habits), ctx);
  return { ctx, world, ...result };
}

function issuesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GameError);
    return (error as GameError).issues.map((issue) => issue.message);
  }
  throw new Error("the action was taken");
}

const byTitle = (world: World, title: string) => Object.values(world.habits).find((habit) => habit.title === title)!;

describe("importing habits from another app (rule 33)", () => {
  it("makes each habit, private, begun on its first day, with its days, skips, notes and schedule", () => {
    const { state } = imported();
    const habit = byTitle(state, "Read");
    expect(habit.history).toEqual({ [ago(3)]: 1, [ago(2)]: 1, [ago(1)]: 1 });
    expect(habit.count).toBe(3);
    expect(habit.skips).toEqual([ago(4)]);
    expect(habit.notes).toEqual({ [ago(2)]: "On the train", [ago(5)]: "Started" });
    expect(dayOf(habit.createdAt)).toBe(ago(5));
    expect(habit.isPublic).toBeUndefined();
    expect(habit.imported).toEqual({ id: "file-1", source: "Loop Habit Tracker", at: T0 });
    expect(state.tracks.habits[habit.id]?.notes).toBe(2);

    const cups = byTitle(state, "Water");
    expect(cups.measure).toEqual({ unit: "cups", direction: "atMost" });
    expect(cups.schedules).toEqual([{ from: ago(10), schedule: { kind: "weekly", times: 3 } }]);
    expect(cups.giveupAt).toBe(T0);
  });

  it("pauses twice per habit (checked, then made) and ends where act ends; its days' ids come from each mark's", () => {
    const world = deepFreeze(emptyWorld("01J00000000000000000000001"));
    // The same ids for both runs.
    const ctxOf = () => {
      let n = 100;
      return { ...testCtx(T0), newId: () => `01J${String((n += 1)).padStart(23, "0")}` };
    };
    const steps = actSteps(world, importAction([read, water]), ctxOf());
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(pauses).toBe(4);
    const whole = act(world, importAction([read, water]), ctxOf());
    expect(step.value).toEqual(whole);
    // A device sends the server one id per habit for its days: derived from the habit's mark.
    const marks = whole.records.filter((record) => (record.data as { source?: string } | null)?.source);
    for (const mark of marks) {
      const next = derivedIds(mark.id);
      const days = whole.records.filter((record) => record.instanceId === mark.instanceId && record !== mark);
      expect(days.map((record) => record.id)).toEqual(days.map(() => next()));
    }
  });

  it("earns nothing and leaves the XP history, streak and momentum alone", () => {
    const { world, state, records } = imported();
    expect(records.every((record) => record.event === "IMPORT")).toBe(true);
    expect(records.every((record) => record.reward.xp === 0 && record.reward.coins === 0)).toBe(true);
    expect(state.game.xp).toBe(world.game.xp);
    expect(state.game.coins).toBe(world.game.coins);
    expect(state.game.xpHistory).toEqual(world.game.xpHistory);
    expect(state.game.streak).toBe(world.game.streak);
  });

  it("is the owner's history (the habit's own streak) but never a public number, even received at once", () => {
    const { state, records } = imported([read]);
    const habit = byTitle(state, "Read");
    const days = { counts: habit.history, target: 1, schedules: habit.schedules, skipped: new Set(habit.skips) };
    expect(habitStreaks(days, today, ago(5)).best).toBe(3);
    const witnessed = addWitnessed(NOTHING_WITNESSED, witnessedRecords(records, UTC_DAY_RULE, T0));
    expect(publicHabitNumbers(habit, witnessed, today, [])).toMatchObject({ daysMet: 0, streak: 0 });
  });

  it("replays from its records and definitions to the same world, and each record is a valid record", () => {
    const { state, records } = imported();
    expect(replay(records, baseOf(state))).toEqual(state);
    for (const record of records) expect(CommitRecordSchema.safeParse(record).success).toBe(true);
    expect(records.map((record) => record.day ?? dayOf(record.timestamp))).toEqual([
      today,
      ago(5),
      ago(3),
      ago(2),
      ago(1),
      today,
      ago(10),
    ]);
  });

  it("refuses the same file again while its habits are here, and takes it again once undone", () => {
    const { state, ctx } = imported();
    expect(issuesOf(() => act(state, importAction([read]), ctx))).toEqual([IMPORT_MESSAGES.again]);
    const undone = act(state, { type: "habit/undoImport", importId: "file-1" }, ctx);
    expect(undone.records).toEqual([]);
    expect(Object.values(undone.state.habits).every((habit) => habit.isDeleted)).toBe(true);
    expect(undone.state.game).toEqual(state.game);
    const again = act(undone.state, importAction([read]), ctx);
    expect(Object.values(again.state.habits).filter((habit) => !habit.isDeleted)).toHaveLength(1);
  });

  it("cannot be undone once one of its habits changed or joined a goal, or twice", () => {
    const { state, ctx } = imported([read]);
    const habit = byTitle(state, "Read");
    ctx.advance(1000);
    const counted = run([{ type: "habit/count", habitId: habit.id, delta: 1 }], ctx, state).world;
    expect(issuesOf(() => act(counted, { type: "habit/undoImport", importId: "file-1" }, ctx))).toEqual([
      IMPORT_MESSAGES.changed("Read"),
    ]);
    const inGoal = run(
      [
        {
          type: "goal/create",
          input: { title: "Goal", description: "Stay sharp", xpTarget: 100, commitments: [habit.commitmentId] },
        },
      ],
      ctx,
      state,
    ).world;
    expect(issuesOf(() => act(inGoal, { type: "habit/undoImport", importId: "file-1" }, ctx))).toEqual([
      IMPORT_MESSAGES.changed("Read"),
    ]);
    const undone = act(state, { type: "habit/undoImport", importId: "file-1" }, ctx).state;
    expect(issuesOf(() => act(undone, { type: "habit/undoImport", importId: "file-1" }, ctx))).toEqual([
      IMPORT_MESSAGES.undone,
    ]);
  });

  it("refuses the whole file for a bad day, amount, note or title, and says where", () => {
    const bad: ImportedHabitInput = {
      input: { title: "", dailyTarget: 1 },
      archived: false,
      days: [
        [today, 1],
        [ago(1), 0],
        [ago(2), 1],
        [ago(2), 1],
        ["2024-02-30", 1],
      ],
      skips: [addDays(today, 1)],
      notes: [[ago(1), "x".repeat(501)]],
    };
    const ctx = testCtx(T0);
    const world = emptyWorld("01J00000000000000000000001");
    let error: GameError | null = null;
    try {
      act(world, importAction([read, bad]), ctx);
    } catch (caught) {
      error = caught as GameError;
    }
    expect(error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["habits.1.input.title", expect.any(String)],
      ["habits.1.days.0", IMPORT_MESSAGES.day],
      ["habits.1.days.1", IMPORT_MESSAGES.amount],
      ["habits.1.days.3", IMPORT_MESSAGES.twice],
      ["habits.1.days.4", IMPORT_MESSAGES.day],
      ["habits.1.notes.0", "Note must be at most 500 characters"],
      ["habits.1.skips.0", IMPORT_MESSAGES.day],
    ]);
  });

  it("refuses more habits than the account has room for", () => {
    const many = Array.from({ length: ITEM_LIMITS.habits + 1 }, (_, i) => ({
      ...read,
      input: { title: `H${i}`, dailyTarget: 1 },
    }));
    const ctx = testCtx(T0);
    expect(() => act(emptyWorld("01J00000000000000000000001"), importAction(many), ctx)).toThrow(
      expect.objectContaining({ code: "HABIT_LIMIT" }),
    );
  });

  it("refuses more than 250,000 days, skips and notes in one import, before it reads them", () => {
    const huge: ImportedHabitInput = {
      ...read,
      days: Array.from({ length: 200_000 }, () => [ago(1), 1] as [string, number]),
      skips: Array.from({ length: 50_001 }, () => "not a day"),
      notes: [],
    };
    expect(issuesOf(() => imported([huge]))).toEqual([IMPORT_MESSAGES.tooLarge(250_001)]);
    expect(IMPORT_MESSAGES.tooLarge(250_001)).toBe(
      "This import holds 250,001 days, skips and notes: at most 250,000 go in one import. Untick some habits and import them in a second go",
    );
  });

  it("takes at most 10 imports in 24 hours, undone ones counted", () => {
    let world: World = emptyWorld("01J00000000000000000000001");
    const ctx = testCtx(T0);
    for (let i = 0; i < IMPORT_LIMITS.perDay; i += 1) {
      world = act(
        world,
        importAction([{ ...read, input: { title: `Read ${i}`, dailyTarget: 1 } }], `file-${i}`),
        ctx,
      ).state;
      if (i % 2 === 0) world = act(world, { type: "habit/undoImport", importId: `file-${i}` }, ctx).state;
    }
    const next = importAction([{ ...read, input: { title: "Read again", dailyTarget: 1 } }], "file-next");
    expect(issuesOf(() => act(world, next, ctx))).toEqual([IMPORT_MESSAGES.tooOften]);
    expect(IMPORT_MESSAGES.tooOften).toBe(
      "You have imported 10 files in the last 24 hours: import the next one tomorrow",
    );
    // A day later the first ones no longer count.
    const later = testCtx(T0 + DAY + 1);
    expect(Object.values(act(world, next, later).state.habits).some((habit) => habit.title === "Read again")).toBe(
      true,
    );
  });

  it("a measure's day holds its hundredths, up to a measure's most, and a count's up to 10,000", () => {
    const big: ImportedHabitInput = { ...read, days: [[ago(1), 10_001]], notes: [], skips: [] };
    expect(issuesOf(() => imported([big]))).toEqual([IMPORT_MESSAGES.amount]);
    const { state } = imported([{ ...water, days: [[ago(1), 10_001]] }]);
    expect(byTitle(state, "Water").history[ago(1)]).toBe(10_001);
  });

  it("never moves XP, coins or public numbers, whatever the days (property)", () => {
    const dayEntry = fc.tuple(fc.integer({ min: 1, max: 800 }).map(ago), fc.integer({ min: 1, max: 5 }));
    fc.assert(
      fc.property(fc.uniqueArray(dayEntry, { selector: ([day]) => day, maxLength: 60 }), (days) => {
        const ctx = testCtx(T0);
        const start = run([{ type: "habit/create", input: { title: "Live", dailyTarget: 1 } }], ctx).world;
        ctx.advance(DAY);
        const habit: ImportedHabitInput = { ...read, days, notes: [], skips: [] };
        const result = act(start, importAction([habit]), { ...ctx, day: addDays(today, 1) });
        expect(result.state.game).toEqual({
          ...start.game,
          lastRecord: result.state.game.lastRecord,
          lastActive: T0 + DAY,
          lastXp: 0,
        });
        const witnessed = addWitnessed(NOTHING_WITNESSED, witnessedRecords(result.records, UTC_DAY_RULE, ctx.now));
        expect(witnessed.counts).toEqual({});
      }),
      { numRuns: 60 },
    );
  });
});

describe("an import and the live work after it (DESIGN principles 2 and 3)", () => {
  // Two accounts do the same live work on one habit over the same days: one made the habit five
  // days before and logged nothing, the other imported it with made-up past days. The importer
  // never ends with more XP or coins, nor more days met or a longer streak in public numbers.
  const live = fc.oneof(
    fc.record({ t: fc.constant("count" as const), up: fc.boolean() }),
    fc.record({
      t: fc.constant("past" as const),
      back: fc.integer({ min: 1, max: 4 }),
      count: fc.integer({ min: 0, max: 3 }),
    }),
    fc.record({ t: fc.constant("nextDay" as const) }),
  );
  const importedDays = fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 3 })), {
    selector: ([back]) => back,
    maxLength: 5,
  });

  it("never earns more, nor shows more in public, than the same live work without it (200 runs)", () => {
    fc.assert(
      fc.property(
        importedDays,
        fc.array(live, { maxLength: 25 }),
        fc.integer({ min: 1, max: 2 }),
        (days, steps, target) => {
          const start = T0 - 5 * DAY;
          const made = testCtx(start);
          const plain = run([{ type: "habit/create", input: { title: "Read", dailyTarget: target } }], made);
          const withImport = testCtx(T0);
          const importing = act(
            emptyWorld("01J00000000000000000000001"),
            importAction([
              {
                input: { title: "Read", dailyTarget: target },
                archived: false,
                days: days.map(([back, n]) => [ago(back), n]),
                skips: [],
                notes: [],
              },
            ]),
            withImport,
          );
          made.advance(5 * DAY);
          const sides = [
            { ctx: made, world: plain.world, log: [...plain.log] },
            { ctx: withImport, world: importing.state, log: [...importing.records] },
          ];
          // The import reaches the server at once, as a push would bring it.
          const witnessed = [
            NOTHING_WITNESSED,
            addWitnessed(NOTHING_WITNESSED, witnessedRecords(importing.records, UTC_DAY_RULE, T0)),
          ];
          for (const step of steps) {
            sides.forEach((side, i) => {
              if (step.t === "nextDay") return side.ctx.advance(DAY);
              side.ctx.advance(60_000);
              const habitId = Object.keys(side.world.habits)[0]!;
              const today = dayOf(side.ctx.now);
              const action: Action =
                step.t === "count"
                  ? { type: "habit/count", habitId, delta: step.up ? 1 : -1 }
                  : { type: "habit/setPastDay", habitId, day: addDays(today, -step.back), count: step.count };
              try {
                const result = act(side.world, action, side.ctx);
                side.world = result.state;
                side.log.push(...result.records);
                witnessed[i] = addWitnessed(
                  witnessed[i]!,
                  witnessedRecords(result.records, UTC_DAY_RULE, side.ctx.now),
                );
              } catch (error) {
                if (!(error instanceof GameError)) throw error;
              }
            });
          }
          const [a, b] = sides;
          expect(b!.world.game.xp).toBeLessThanOrEqual(a!.world.game.xp);
          expect(b!.world.game.coins).toBeLessThanOrEqual(a!.world.game.coins);
          const today = dayOf(a!.ctx.now);
          const shown = sides.map((side, i) =>
            publicHabitNumbers(Object.values(side.world.habits)[0]!, witnessed[i]!, today, []),
          );
          expect(shown[1]!.daysMet).toBeLessThanOrEqual(shown[0]!.daysMet);
          expect(shown[1]!.streak).toBeLessThanOrEqual(shown[0]!.streak);
        },
      ),
      { numRuns: 200 },
    );
  });
});
