import { describe, expect, it } from "vitest";
import type { CommitRecord } from "~/game/entity-schemas";
import type { FeedItem } from "~/storage";
import { dayHeading, groupByDay } from "./feed-days";
import { foldCounts, type FeedLine } from "./feed-words";

let n = 0;
/** A record made at one instant that counted for `day` (a day rule can make them differ). */
function item(day: string, event = "COUNT_UP", instanceId = "h1"): FeedItem {
  n += 1;
  const record = {
    id: `r${n}`,
    userId: "u",
    kind: "Habit",
    event,
    instanceId,
    // The same UTC instant for all: only the day each counted for tells them apart.
    timestamp: Date.UTC(2026, 10, 23, 14, 30),
    reward: { xp: 1, coins: 0 },
    data: {},
    day,
  } as CommitRecord;
  return { record, title: "Read", names: {}, day };
}

const ids = (line: FeedLine) => (line.kind === "one" ? [line.item.record.id] : line.items.map((i) => i.record.id));

describe("groupByDay", () => {
  it("puts consecutive lines under the day each counted for, newest first", () => {
    const today = [item("2026-11-24"), item("2026-11-24", "DAILYCHECK")];
    const before = [item("2026-11-23", "START", "h2"), item("2026-11-21")];
    const days = groupByDay(foldCounts([...today, ...before]));
    expect(days.map((d) => d.day)).toEqual(["2026-11-24", "2026-11-23", "2026-11-21"]);
    expect(days.map((d) => d.lines.flatMap(ids))).toEqual([
      today.map((i) => i.record.id),
      [before[0]!.record.id],
      [before[1]!.record.id],
    ]);
  });

  it("keeps a folded run of +1/−1 under its day, and a run never spans two days", () => {
    const days = groupByDay(foldCounts([item("2026-11-24"), item("2026-11-24"), item("2026-11-23")]));
    expect(days.map((d) => [d.day, d.lines.map((line) => line.kind)])).toEqual([
      ["2026-11-24", ["counts"]],
      ["2026-11-23", ["one"]],
    ]);
  });

  it("groups each page on its own: a day split across pages heads both", () => {
    const records = [
      item("2026-11-24"),
      item("2026-11-24", "DAILYCHECK"),
      item("2026-11-24", "START"),
      item("2026-11-23"),
    ];
    const first = groupByDay(foldCounts(records.slice(0, 2)));
    const second = groupByDay(foldCounts(records.slice(2)));
    expect(first.map((d) => d.day)).toEqual(["2026-11-24"]);
    expect(second.map((d) => d.day)).toEqual(["2026-11-24", "2026-11-23"]);
  });

  it("has no sections for no lines", () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe("dayHeading", () => {
  it("says Today and Yesterday relative to the user's day, else the date with its weekday", () => {
    expect(dayHeading("2026-11-24", "2026-11-24")).toBe("Today");
    expect(dayHeading("2026-11-23", "2026-11-24")).toBe("Yesterday");
    expect(dayHeading("2026-11-23", "2026-11-25")).toBe("Monday, 23 November 2026");
    // Across a month and a year.
    expect(dayHeading("2025-12-31", "2026-01-01")).toBe("Yesterday");
    expect(dayHeading("2025-12-30", "2026-01-01")).toBe("Tuesday, 30 December 2025");
  });
});
