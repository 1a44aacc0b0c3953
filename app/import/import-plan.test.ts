import { describe, expect, it } from "vitest";
import { act } from "~/game/act";
import { addDays, dayOf } from "~/game/day";
import type { Habit } from "~/game/entity-schemas";
import { emptyWorld } from "~/game/world";
import { ALICE, DAY, run, T0, testCtx } from "~test/game";
import { habitsForExport } from "./habits-for-export";
import type { ImportedFile, ImportedHabit } from "./imported";
import { importActionOf, importIdOf, planImport } from "./import-plan";
import { readLoopCsvZip } from "./loop-csv";
import { writeLoopCsvZip } from "./loop-csv-export";

const today = dayOf(T0);
const ago = (days: number) => addDays(today, -days);

const habit = (over: Partial<ImportedHabit>): ImportedHabit => ({
  sourceId: "loop:001:Read",
  name: "Read",
  description: "",
  kind: { type: "count", target: 1 },
  schedule: { kind: "daily" },
  archived: false,
  days: [],
  remarks: [],
  ...over,
});
const file = (...habits: ImportedHabit[]): ImportedFile => ({
  app: "Loop Habit Tracker",
  format: "Loop's CSV export",
  habits,
  leftOut: [],
});

describe("planImport", () => {
  it("fits names, units, targets and notes to Momentum's limits, and says so", () => {
    const planned = planImport(
      file(
        habit({ name: "x".repeat(120), kind: { type: "count", target: 20_000 } }),
        habit({ sourceId: "b", name: "  ", kind: { type: "measure", unit: "", target: 250, direction: "atLeast" } }),
        habit({ sourceId: "c", kind: { type: "measure", unit: "kilometres run", target: 500, direction: "atMost" } }),
        habit({
          sourceId: "d",
          days: [
            { day: ago(1), amount: 20_000, note: "n".repeat(600) },
            { day: today, amount: 1 },
          ],
        }),
      ),
      today,
    ).habits;
    expect(planned[0]!.name).toHaveLength(100);
    expect(planned[0]!.kind).toEqual({ type: "count", target: 10_000 });
    expect(planned[0]!.remarks).toEqual([
      "Its name is shortened to 100 characters",
      "Its daily target becomes 10000, the nearest Momentum takes",
    ]);
    expect(planned[1]!.name).toBe("Untitled habit");
    expect(planned[1]!.kind).toEqual({ type: "measure", unit: "units", target: 250, direction: "atLeast" });
    expect(planned[2]!.kind).toMatchObject({ unit: "kilometres r" });
    expect(planned[3]!.days).toEqual([{ day: ago(1), amount: 10_000, note: "n".repeat(500) }]);
    expect(planned[3]!.remarks).toEqual([
      "Today and later days (1) are not imported: today is counted here",
      "1 day holds more than a day can: kept at the most",
      "1 note is shortened to 500 characters",
    ]);
  });

  it("reads a unitless measure of whole numbers (a count above 1, as Loop writes one) as a count", () => {
    const planned = planImport(
      file(
        habit({
          kind: { type: "measure", unit: "", target: 300, direction: "atLeast" },
          days: [
            { day: ago(2), amount: 200 },
            { day: ago(1), skipped: true },
          ],
        }),
      ),
      today,
    );
    expect(planned.habits[0]!.kind).toEqual({ type: "count", target: 3 });
    expect(planned.habits[0]!.days).toEqual([
      { day: ago(2), amount: 2 },
      { day: ago(1), skipped: true },
    ]);
  });
});

describe("Momentum → Loop's CSV → Momentum", () => {
  const comparable = (h: Habit) => ({
    title: h.title,
    description: h.description,
    dailyTarget: h.dailyTarget,
    measure: h.measure,
    schedule: h.schedules?.at(-1)?.schedule ?? { kind: "daily" },
    history: h.history,
    skips: h.skips,
    notes: h.notes,
    archived: h.giveupAt !== null,
  });

  it("keeps habits, schedules, values, skips and notes", async () => {
    const ctx = testCtx(T0 - 40 * DAY);
    let { world } = run(
      [
        { type: "habit/create", input: { title: "Read", dailyTarget: 1, description: "Ten pages" } },
        { type: "habit/create", input: { title: "Push-ups", dailyTarget: 3, schedule: { kind: "weekly", times: 3 } } },
        {
          type: "habit/create",
          input: { title: "Run", dailyTarget: 500, measure: { unit: "km", direction: "atLeast" } },
        },
      ],
      ctx,
    );
    const [pushUps, read, runs] = Object.values(world.habits).sort((a, b) => a.title.localeCompare(b.title));
    for (let i = 0; i < 30; i++) {
      ctx.advance(DAY);
      const actions = [
        ...(i % 2 === 0 ? [{ type: "habit/count" as const, habitId: read!.id, delta: 1 as const }] : []),
        ...(i % 3 === 0 ? [{ type: "habit/count" as const, habitId: pushUps!.id, delta: 1 as const }] : []),
        ...(i % 4 === 0 ? [{ type: "habit/addValue" as const, habitId: runs!.id, value: 250 + i }] : []),
        ...(i === 5
          ? [{ type: "habit/setNote" as const, habitId: read!.id, day: dayOf(ctx.now), note: 'Late, "tired", ok' }]
          : []),
        ...(i === 7 ? [{ type: "habit/skip" as const, habitId: pushUps!.id, day: dayOf(ctx.now), skipped: true }] : []),
      ];
      world = run(actions, ctx, world).world;
    }
    ctx.advance(DAY);
    const exportDay = dayOf(ctx.now);
    world = run([{ type: "habit/giveUp", habitId: runs!.id }], ctx, world).world;

    const zip = writeLoopCsvZip(habitsForExport(world, exportDay), exportDay);
    const planned = planImport(readLoopCsvZip(zip), exportDay);
    const action = importActionOf(
      planned,
      planned.habits.map((h) => h.sourceId),
      await importIdOf(zip.buffer),
    );
    const fresh = act(emptyWorld(ALICE), action, { ...ctx, day: exportDay }).state;

    const before = Object.values(world.habits)
      .map(comparable)
      .sort((a, b) => a.title.localeCompare(b.title));
    const after = Object.values(fresh.habits)
      .map(comparable)
      .sort((a, b) => a.title.localeCompare(b.title));
    // The world carries every kind of day the round trip must keep.
    expect(Object.fromEntries(before.map((h) => [h.title, Object.keys(h.history).length]))).toEqual({
      "Push-ups": 10,
      Read: 15,
      Run: 8,
    });
    expect(before.flatMap((h) => h.skips ?? [])).toHaveLength(1);
    expect(before.flatMap((h) => Object.values(h.notes ?? {}))).toEqual(['Late, "tired", ok']);
    expect(before.filter((h) => h.archived).map((h) => h.title)).toEqual(["Run"]);
    expect(after).toEqual(before);
  });
});
