import { describe, expect, it } from "vitest";
import { addDays, daysFromTo, type Day } from "./day";
import { habitBars } from "./habit-bars";
import type { CalendarDay } from "./habit-page";
import type { HabitDayMark } from "./habit-marks";

/** The days from `first` to `today`, each with the count `countOf` gives and met when it reaches `target`. */
function daysOf(first: Day, today: Day, countOf: (day: Day, i: number) => number, target = 1): CalendarDay[] {
  return [...daysFromTo(first, today), today].map((day, i) => {
    const count = countOf(day, i);
    const mark: HabitDayMark = count >= target ? "met" : day === today ? "open" : "missed";
    return { day, count, mark };
  });
}

const every = { dailyTarget: 1 };

describe("habitBars by week", () => {
  it("starts weeks on Monday, across the end of a month, today's week still running", () => {
    // Wednesday 28 October 2026 to Thursday 12 November 2026.
    const bars = habitBars(
      daysOf("2026-10-28", "2026-11-12", () => 1),
      "2026-11-12",
      "week",
      every,
    );
    expect(bars.map(({ first, last, days }) => [first, last, days])).toEqual([
      ["2026-10-26", "2026-11-01", 5], // the habit began on the Wednesday: 5 of its days
      ["2026-11-02", "2026-11-08", 7],
      ["2026-11-09", "2026-11-15", 4], // today is Thursday
    ]);
    expect(bars.map(({ name }) => name)).toEqual(["Week of 26 Oct", "Week of 2 Nov", "Week of 9 Nov"]);
    expect(bars.map(({ label }) => label)).toEqual(["26 Oct", "2 Nov", "9 Nov"]);
    expect(bars.map(({ total, met }) => [total, met])).toEqual([
      [5, 5],
      [7, 7],
      [4, 4],
    ]);
    expect(bars.map(({ current }) => current)).toEqual([false, false, true]);
    // An every-day habit asks its target each day so far: the pace is exact.
    expect(bars.map(({ pace, paceExact }) => [pace, paceExact])).toEqual([
      [5, true],
      [7, true],
      [4, true],
    ]);
  });

  it("keeps a week across the new year whole, and names another year's week with its year", () => {
    // Monday 29 December 2025 to Sunday 4 January 2026, then today, Tuesday 6 January 2026.
    const counts: Record<Day, number> = { "2025-12-30": 2, "2025-12-31": 1, "2026-01-01": 3, "2026-01-06": 1 };
    const bars = habitBars(
      daysOf("2025-12-29", "2026-01-06", (day) => counts[day] ?? 0, 2),
      "2026-01-06",
      "week",
      { dailyTarget: 2 },
    );
    expect(bars).toHaveLength(2);
    expect(bars[0]).toMatchObject({
      first: "2025-12-29",
      last: "2026-01-04",
      name: "Week of 29 Dec 2025",
      total: 6,
      met: 2,
      days: 7,
      pace: 14,
      current: false,
    });
    expect(bars[1]).toMatchObject({ first: "2026-01-05", name: "Week of 5 Jan", total: 1, met: 0, days: 2 });
  });

  it("gives a habit younger than 12 weeks only its own weeks", () => {
    const bars = habitBars(
      daysOf("2026-11-16", "2026-11-25", () => 0),
      "2026-11-25",
      "week",
      every,
    );
    expect(bars.map(({ first }) => first)).toEqual(["2026-11-16", "2026-11-23"]);
    expect(bars.every(({ total, met }) => total === 0 && met === 0)).toBe(true);
  });

  it("ignores days after today", () => {
    const days = daysOf("2026-11-02", "2026-11-10", () => 1);
    const bars = habitBars(days, "2026-11-08", "week", every);
    expect(bars).toHaveLength(1);
    expect(bars[0]).toMatchObject({ total: 7, days: 7, current: true });
  });

  it("asks a schedule's pace on average, and nothing on skipped days", () => {
    // Three days a week, 2 a day: 6 a full week; one day of it skipped takes 2/7 of a day's asking off.
    const schedules = [{ from: "2026-01-01", schedule: { kind: "weekly" as const, times: 3 } }];
    const days = daysOf("2026-11-02", "2026-11-15", () => 0).map((entry) =>
      entry.day === "2026-11-10" ? { ...entry, mark: "skipped" as const } : entry,
    );
    const bars = habitBars(days, "2026-11-15", "week", { dailyTarget: 2, schedules });
    expect(bars.map(({ pace }) => pace)).toEqual([6, Math.round((6 * 6) / 7)]);
    expect(bars.every(({ paceExact }) => !paceExact)).toBe(true);
  });
});

describe("habitBars by month", () => {
  it("groups by calendar month, across a year, today's month still running", () => {
    const bars = habitBars(
      daysOf("2025-11-20", "2026-02-03", () => 1),
      "2026-02-03",
      "month",
      every,
    );
    expect(bars.map(({ first, last, days }) => [first, last, days])).toEqual([
      ["2025-11-01", "2025-11-30", 11],
      ["2025-12-01", "2025-12-31", 31],
      ["2026-01-01", "2026-01-31", 31],
      ["2026-02-01", "2026-02-28", 3],
    ]);
    expect(bars.map(({ label, name }) => [label, name])).toEqual([
      ["Nov", "November 2025"],
      ["Dec", "December 2025"],
      ["Jan", "January 2026"],
      ["Feb", "February 2026"],
    ]);
    expect(bars.map(({ total }) => total)).toEqual([11, 31, 31, 3]);
    expect(bars.at(-1)!.current).toBe(true);
  });

  it("adds a measure's hundredths exactly, and its days met", () => {
    // 2.5 km, 0.1 km, 0.2 km on three days of a 5 km target, then 5.25 km: 8.05 km in all.
    const values: Record<Day, number> = {
      "2026-03-01": 250,
      "2026-03-02": 10,
      "2026-03-03": 20,
      "2026-03-04": 525,
    };
    const days = daysOf("2026-03-01", "2026-03-05", (day) => values[day] ?? 0, 500);
    const [march] = habitBars(days, "2026-03-05", "month", { dailyTarget: 500 });
    expect(march).toMatchObject({ total: 805, met: 1, days: 5, pace: 2500 });
  });

  it("gives every day of a long history to exactly one week and one month", () => {
    const first = "2024-02-10";
    const today = addDays(first, 800);
    const days = daysOf(first, today, (_, i) => i % 3);
    const sum = days.reduce((total, { count }) => total + count, 0);
    for (const by of ["week", "month"] as const) {
      const bars = habitBars(days, today, by, every);
      expect(bars.reduce((total, bar) => total + bar.total, 0)).toBe(sum);
      expect(bars.reduce((total, bar) => total + bar.days, 0)).toBe(days.length);
      expect(bars.filter(({ current }) => current)).toHaveLength(1);
    }
  });
});
