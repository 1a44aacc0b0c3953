import { describe, expect, it } from "vitest";
import { dayOf } from "~/game/day";
import { DAY, run, T0, testCtx } from "~test/game";
import { habitsForExport } from "./habits-for-export";

describe("habitsForExport", () => {
  it("gives each habit not deleted, oldest first, with its kind, today's schedule and every day with a value, skip or note", () => {
    const ctx = testCtx(T0);
    const made = run(
      [
        { type: "habit/create", input: { title: "Read", dailyTarget: 1, description: "Ten pages" } },
        {
          type: "habit/create",
          input: { title: "Water", dailyTarget: 200, measure: { unit: "cups", direction: "atMost" } },
        },
        { type: "habit/create", input: { title: "Gone", dailyTarget: 1 } },
      ],
      ctx,
    );
    const [read, water, gone] = Object.values(made.world.habits).sort(
      (a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id),
    );
    const first = dayOf(ctx.now);
    ctx.advance(DAY);
    const today = dayOf(ctx.now);
    const later = run(
      [
        { type: "habit/count", habitId: read!.id, delta: 1 },
        { type: "habit/skip", habitId: read!.id, day: first, skipped: true },
        { type: "habit/setNote", habitId: read!.id, day: first, note: 'Ill, "really"' },
        { type: "habit/edit", habitId: read!.id, changes: { schedule: { kind: "weekly", times: 3 } } },
        { type: "habit/addValue", habitId: water!.id, value: 150 },
        { type: "habit/giveUp", habitId: water!.id },
        { type: "habit/delete", habitId: gone!.id },
      ],
      ctx,
      made.world,
    );

    expect(habitsForExport(later.world, today)).toEqual([
      {
        sourceId: `momentum:${read!.id}`,
        name: "Read",
        description: "Ten pages",
        kind: { type: "count", target: 1 },
        schedule: { kind: "weekly", times: 3 },
        archived: false,
        days: [
          { day: first, skipped: true, note: 'Ill, "really"' },
          { day: today, amount: 1 },
        ],
        remarks: [],
      },
      {
        sourceId: `momentum:${water!.id}`,
        name: "Water",
        description: "",
        kind: { type: "measure", unit: "cups", target: 200, direction: "atMost" },
        schedule: { kind: "daily" },
        archived: true,
        days: [{ day: today, amount: 150 }],
        remarks: [],
      },
    ]);
  });
});
