import { describe, expect, it } from "vitest";
import { addDays, type Day } from "./day";
import { currentHabitStreak, habitStreaks, markOf, type HabitDays } from "./habit-marks";
import type { Schedule } from "./schedule";

// 2026-11-30 is a Monday.
const MON = "2026-11-30";
const day = (offset: number): Day => addDays(MON, offset);
const SINCE = "2026-11-01";

function habit(schedule: Schedule, metOffsets: number[], skippedOffsets: number[] = []): HabitDays {
  return {
    counts: Object.fromEntries(metOffsets.map((o) => [day(o), 1])),
    target: 1,
    schedules: [{ from: SINCE, schedule }],
    skipped: new Set(skippedOffsets.map(day)),
  };
}

describe("a habit's days and streak under its schedule", () => {
  const monWedFri: Schedule = { kind: "weekdays", days: [0, 2, 4] };

  it("counts a Mon/Wed/Fri habit's expected days, and its other days ask nothing", () => {
    const h = habit(monWedFri, [0, 2, 4, 7]);
    const today = day(8); // the second Tuesday
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((o) => markOf(h, day(o), today))).toEqual([
      "met",
      "not-expected",
      "met",
      "not-expected",
      "met",
      "not-expected",
      "not-expected",
      "met",
      "not-expected",
    ]);
    expect(currentHabitStreak(h, today, SINCE)).toBe(4);
  });

  it("breaks on a missed expected day, not on today before it is over", () => {
    const h = habit(monWedFri, [0, 4, 7]);
    expect(markOf(h, day(2), day(9))).toBe("missed");
    expect(currentHabitStreak(h, day(9), SINCE)).toBe(2);
    expect(markOf(h, day(9), day(9))).toBe("open");
  });

  it("counts weeks for 3 days a week: any three days, and a running week never breaks it", () => {
    const weekly: Schedule = { kind: "weekly", times: 3 };
    const h = habit(weekly, [1, 3, 5, 7, 8, 13, 16]);
    const today = day(16); // the third Wednesday
    expect(currentHabitStreak(h, today, SINCE)).toBe(2);
    expect(markOf(h, day(0), today)).toBe("not-expected");
    expect(markOf(h, day(17), today)).toBe("open");
  });

  it("counts an unmet week's days as missed once the week is over", () => {
    const h = habit({ kind: "weekly", times: 3 }, [1, 3, 7, 9, 11]);
    expect(markOf(h, day(0), day(15))).toBe("missed");
    expect(currentHabitStreak(h, day(15), SINCE)).toBe(1);
  });

  it("keeps the streak through skipped days and a vacation week", () => {
    const daily = habit({ kind: "daily" }, [0, 1, 3, 4], [2]);
    expect(markOf(daily, day(2), day(4))).toBe("skipped");
    expect(currentHabitStreak(daily, day(4), day(0))).toBe(4);
    const weekly = habit({ kind: "weekly", times: 2 }, [0, 1, 14, 15], [7, 8, 9, 10, 11, 12, 13]);
    expect(currentHabitStreak(weekly, day(15), day(0))).toBe(2);
  });

  it("keeps the best streak once a miss breaks the current one, in days or in weeks", () => {
    const monWedFri: Schedule = { kind: "weekdays", days: [0, 2, 4] };
    // Mon, Wed, Fri, Mon met; Wed missed; Fri met.
    const days = habit(monWedFri, [0, 2, 4, 7, 11]);
    expect(habitStreaks(days, day(12), MON)).toEqual({ current: 1, best: 4 });
    // Two weeks of 2 met, a week of 1, then a week of 2: best 2 weeks, current 1.
    const weekly = habit({ kind: "weekly", times: 2 }, [0, 1, 7, 8, 14, 21, 22]);
    expect(habitStreaks(weekly, day(27), MON)).toEqual({ current: 1, best: 2 });
  });
});
