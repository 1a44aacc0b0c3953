import { describe, expect, it } from "vitest";
import type { HabitMonth } from "~/game/habit-page";
import { calendarWeeks } from "./calendar-weeks";

describe("calendarWeeks", () => {
  it("lays a month out Monday first: its days before the habit and after today bare, other months gaps", () => {
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
    const dayOf = (entry: (typeof weeks)[number][number]) =>
      typeof entry === "string" ? `bare ${entry}` : (entry?.day ?? null);
    expect(weeks[0]!.map(dayOf)).toEqual([null, null, null, null, null, null, "bare 2026-11-01"]);
    expect(weeks[1]!.map(dayOf)).toEqual([
      "bare 2026-11-02", // before the habit
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "bare 2026-11-06", // after today
      "bare 2026-11-07",
      "bare 2026-11-08",
    ]);
    expect(weeks.flat().filter((entry) => typeof entry === "object" && entry !== null)).toHaveLength(3);
    expect(weeks.flat().filter((entry) => typeof entry === "string")).toHaveLength(27);
    expect(weeks[5]!.map(dayOf)).toEqual(["bare 2026-11-30", null, null, null, null, null, null]);
  });
});
