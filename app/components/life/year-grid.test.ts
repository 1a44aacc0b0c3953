import { describe, expect, it } from "vitest";
import { addDays, daysEndingAt, weekdayIndex } from "~/game/day";
import {
  buildYearGrid,
  cellLabel,
  formatDay,
  heatLevel,
  legendLabels,
  WEEKDAYS,
  WEEKS,
  yearSummary,
  type YearCell,
} from "./year-grid";

const cells = (grid: ReturnType<typeof buildYearGrid>) => grid.weeks.flat().filter((c): c is YearCell => c !== null);

describe("buildYearGrid", () => {
  it("lays out 53 Monday-first columns ending with endDay, padding after it", () => {
    const grid = buildYearGrid({}, "2025-03-05", 10); // a Wednesday
    expect(grid.weeks).toHaveLength(WEEKS);
    for (const week of grid.weeks) expect(week).toHaveLength(WEEKDAYS);
    expect(grid.start).toBe("2024-03-04");
    expect(weekdayIndex(grid.start)).toBe(0);
    expect(grid.weeks[0]![0]!.day).toBe("2024-03-04");
    const last = grid.weeks[WEEKS - 1]!;
    expect(last[2]!.day).toBe("2025-03-05");
    expect(last.slice(3)).toEqual([null, null, null, null]);
    // Consecutive days, column by column, with no gaps.
    const days = cells(grid).map((c) => c.day);
    expect(days).toEqual(daysEndingAt("2025-03-05", days.length));
    expect(days.length).toBe(52 * 7 + 3);
  });

  it("fills the last column when endDay is a Sunday", () => {
    const grid = buildYearGrid({}, "2025-03-09", 10);
    expect(grid.weeks.flat().every((c) => c !== null)).toBe(true);
    expect(grid.weeks[WEEKS - 1]![6]!.day).toBe("2025-03-09");
  });

  it("reads XP, levels and met from the history against the target", () => {
    const history = { "2025-03-01": 3, "2025-03-02": 7, "2025-03-03": 10, "2025-03-04": 25, "2025-03-05": -100 };
    const byDay = new Map(cells(buildYearGrid(history, "2025-03-05", 10)).map((c) => [c.day, c]));
    expect(byDay.get("2025-02-28")).toEqual({ day: "2025-02-28", xp: 0, level: 0, met: false });
    expect(byDay.get("2025-03-01")).toMatchObject({ xp: 3, level: 1, met: false });
    expect(byDay.get("2025-03-02")).toMatchObject({ xp: 7, level: 2, met: false });
    expect(byDay.get("2025-03-03")).toMatchObject({ xp: 10, level: 3, met: true });
    expect(byDay.get("2025-03-04")).toMatchObject({ xp: 25, level: 4, met: true });
    expect(byDay.get("2025-03-05")).toMatchObject({ xp: -100, level: 0, met: false });
  });

  it("counts every day as met with a target of 0 and scales levels to the best day", () => {
    const grid = buildYearGrid({ "2025-03-01": 40, "2025-03-02": 10 }, "2025-03-05", 0);
    expect(cells(grid).every((c) => c.met)).toBe(true);
    expect(grid.unit).toBe(20);
    const byDay = new Map(cells(grid).map((c) => [c.day, c]));
    expect(byDay.get("2025-03-01")!.level).toBe(4);
    expect(byDay.get("2025-03-02")!.level).toBe(2);
  });

  it("totals only the window: active days, net XP and the earliest best day", () => {
    const history = {
      "2024-03-03": 500, // the day before the window
      "2024-03-04": 5,
      "2024-12-25": 30,
      "2025-01-10": 30,
      "2025-02-01": -100,
      "2025-03-06": 999, // after endDay
    };
    const { totals } = buildYearGrid(history, "2025-03-05", 10);
    expect(totals).toEqual({ activeDays: 3, totalXp: -35, bestDay: { day: "2024-12-25", xp: 30 } });
    expect(buildYearGrid({}, "2025-03-05", 10).totals).toEqual({ activeDays: 0, totalXp: 0, bestDay: null });
  });

  it("names each month over the column holding its 1st", () => {
    const grid = buildYearGrid({}, "2025-03-05", 10);
    expect(grid.months.map((m) => m.month)).toEqual([
      "2024-04",
      "2024-05",
      "2024-06",
      "2024-07",
      "2024-08",
      "2024-09",
      "2024-10",
      "2024-11",
      "2024-12",
      "2025-01",
      "2025-02",
      "2025-03",
    ]);
    expect(grid.months[0]).toEqual({ month: "2024-04", label: "Apr", column: 4 });
    for (const { month, column } of grid.months) {
      expect(grid.weeks[column]!.some((c) => c?.day === `${month}-01`)).toBe(true);
    }
  });

  it("looks up only the days of the window, never enumerating years of history", () => {
    const history: Record<string, number> = {};
    for (const day of daysEndingAt("2025-03-05", 5 * 366)) history[day] = 12;
    const reads: string[] = [];
    const watched = new Proxy(history, {
      get: (target, key) => {
        reads.push(String(key));
        return target[key as string];
      },
      ownKeys: () => {
        throw new Error("the history must not be enumerated");
      },
    });
    const grid = buildYearGrid(watched, "2025-03-05", 10);
    expect(reads.length).toBe(cells(grid).length);
    expect(reads[0]).toBe(grid.start);
    expect(grid.totals.activeDays).toBe(cells(grid).length);
  });
});

describe("labels", () => {
  it("formats days in UTC as 'Mon 3 Mar 2025'", () => {
    expect(formatDay("2025-03-03")).toBe("Mon 3 Mar 2025");
    expect(formatDay(addDays("2025-01-01", -1))).toBe("Tue 31 Dec 2024");
  });

  it("labels cells with XP and whether the target was met", () => {
    expect(cellLabel({ day: "2025-03-03", xp: 12, level: 3, met: true })).toBe("Mon 3 Mar 2025: 12 XP, target met");
    expect(cellLabel({ day: "2025-03-04", xp: 1200, level: 4, met: false })).toBe(
      "Tue 4 Mar 2025: 1,200 XP, target not met",
    );
  });

  it("summarises the year", () => {
    const grid = buildYearGrid({ "2025-03-03": 12, "2025-03-04": 3 }, "2025-03-05", 10);
    expect(yearSummary(grid)).toBe(
      "In the last year you earned 15 XP over 2 active days; best day Mon 3 Mar 2025 with 12 XP.",
    );
    expect(yearSummary(buildYearGrid({}, "2025-03-05", 10))).toBe("In the last year you have not earned any XP yet.");
  });

  it("describes the legend levels", () => {
    expect(legendLabels(10)).toEqual(["No XP", "Under 5 XP", "Under 10 XP", "10 XP or more", "20 XP or more"]);
    expect([0, 4, 5, 10, 20].map((xp) => heatLevel(xp, 10))).toEqual([0, 1, 2, 3, 4]);
  });
});
