import { describe, expect, it } from "vitest";
import { todayCount, weekStrip, weekStripTooltip } from "./habit-stats";
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
});
