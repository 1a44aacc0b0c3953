import { describe, expect, it } from "vitest";
import { stripDayLabel, todayCount, weekStrip, weekStripTooltip } from "./habit-stats";
import { T0 } from "~test/game";

describe("habit card numbers", () => {
  const habit = { history: { "2024-05-03": 9, "2024-05-04": 1, "2024-05-09": 2, "2024-05-10": 3 } };
  it("today's count", () => {
    expect(todayCount(habit, T0)).toBe(3);
    expect(todayCount({ history: {} }, T0)).toBe(0);
  });
  it("This Week strip: the 7 UTC days ending today, real data (rule 10, docs/rules.md)", () => {
    expect(weekStrip(habit, T0)).toEqual([
      { day: "2024-05-04", count: 1 },
      { day: "2024-05-05", count: 0 },
      { day: "2024-05-06", count: 0 },
      { day: "2024-05-07", count: 0 },
      { day: "2024-05-08", count: 0 },
      { day: "2024-05-09", count: 2 },
      { day: "2024-05-10", count: 3 },
    ]);
    expect(weekStripTooltip(3, 6)).toBe("3 commits on day 6");
  });

  it("a scheduled habit's strip marks its days from its first day on, and says the mark in the label", () => {
    // T0 is Friday 2024-05-10; Mon, Wed and Fri since Monday the 6th, target 2.
    const scheduled = {
      ...habit,
      dailyTarget: 2,
      schedules: [
        { from: "2024-05-06", schedule: { kind: "weekdays" as const, days: [0 as const, 2 as const, 4 as const] } },
      ],
    };
    const strip = weekStrip(scheduled, T0, "2024-05-10", "2024-05-06");
    expect(strip.map((d) => d.mark)).toEqual([
      undefined, // Sat 4th: before the habit
      undefined,
      "missed", // Mon 6th
      "not-expected",
      "missed", // Wed 8th
      "met", // Thu 9th: 2 of 2, on a day it did not ask for
      "met",
    ]);
    expect(stripDayLabel(strip[3]!, 4)).toBe("0 commits on day 4 (not expected)");
    expect(stripDayLabel(strip[0]!, 1)).toBe("1 commits on day 1");
  });
});
