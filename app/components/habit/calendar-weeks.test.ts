import { describe, expect, it } from "vitest";
import type { HabitMonth } from "~/game/habit-page";
import { calendarWeeks } from "./calendar-weeks";

describe("calendarWeeks", () => {
  it("lays a month out Monday first, with gaps before the first day shown and after today", () => {
    // November 2026 starts on a Sunday; the habit began on the 3rd, today is the 5th.
    const month: HabitMonth = {
      month: "2026-11",
      days: ["2026-11-03", "2026-11-04", "2026-11-05"].map((day) => ({ day, count: 1, mark: "met" as const })),
      completion: { met: 3, of: 3, unit: "days" },
      strength: 0.1,
    };
    const weeks = calendarWeeks(month);
    expect(weeks).toHaveLength(6); // Oct 26 – Dec 6
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[1]!.map((entry) => entry?.day ?? null)).toEqual([
      null, // Mon 2: before the habit
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      null,
      null,
      null,
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(3);
  });
});
