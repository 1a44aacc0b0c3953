import { describe, expect, it } from "vitest";
import { addDays, type Day } from "./day";
import { habitPageOf } from "./habit-page";
import type { ScheduleChange } from "./schedule";

// 2026-11-02 is a Monday.
const from = (start: Day, n: number) => Array.from({ length: n }, (_, i) => addDays(start, i));
const page = (days: Day[], schedules: ScheduleChange[] | undefined, today: Day, first: Day, skips?: Day[]) =>
  habitPageOf({ history: Object.fromEntries(days.map((d) => [d, 1])), dailyTarget: 1, schedules, skips }, today, first);

describe("a habit's page", () => {
  it("twenty perfect days of a daily habit: Loop's published strength, a 20-day streak, one month", () => {
    const days = from("2026-11-02", 20);
    const result = page(days, undefined, "2026-11-21", "2026-11-02");
    expect(Math.abs(result.strength - 0.655747)).toBeLessThan(1e-6);
    expect(result.streak).toEqual({ current: 20, best: 20, unit: "days" });
    expect(result.schedule).toBe("Every day");
    expect(result.months.map((m) => [m.month, m.days.length, m.completion])).toEqual([
      ["2026-11", 20, { met: 20, of: 20, unit: "days" }],
    ]);
  });

  it("a Mon/Wed/Fri habit counts its expected days only; a skip is neither; today waits until met", () => {
    const schedules: ScheduleChange[] = [{ from: "2026-11-02", schedule: { kind: "weekdays", days: [0, 2, 4] } }];
    // Mon 2, Wed 4 met; Fri 6 skipped; Mon 9 missed; Wed 11 met; today Fri 13 still open.
    const result = page(["2026-11-02", "2026-11-04", "2026-11-11"], schedules, "2026-11-13", "2026-11-02", [
      "2026-11-06",
    ]);
    expect(result.months[0]!.completion).toEqual({ met: 3, of: 4, unit: "days" });
    expect(result.streak).toEqual({ current: 1, best: 2, unit: "days" });
    const marks = Object.fromEntries(result.months[0]!.days.map((d) => [d.day, d.mark]));
    expect([marks["2026-11-06"], marks["2026-11-07"], marks["2026-11-09"], marks["2026-11-13"]]).toEqual([
      "skipped",
      "not-expected",
      "missed",
      "open",
    ]);
  });

  it("N days a week counts weeks, each in the month it ends in", () => {
    const schedules: ScheduleChange[] = [{ from: "2026-10-26", schedule: { kind: "weekly", times: 2 } }];
    // Week of Oct 26 – Nov 1 met (Oct 27, Nov 1); week of Nov 2 met; week of Nov 9 not (one day); today Nov 16.
    const met = ["2026-10-27", "2026-11-01", "2026-11-03", "2026-11-05", "2026-11-10"];
    const result = page(met, schedules, "2026-11-16", "2026-10-26");
    expect(result.months.map((m) => [m.month, m.completion])).toEqual([
      ["2026-10", { met: 0, of: 0, unit: "weeks" }],
      ["2026-11", { met: 2, of: 3, unit: "weeks" }],
    ]);
    expect(result.streak).toEqual({ current: 0, best: 2, unit: "weeks" });
    expect(result.months[0]!.strength).toBeGreaterThan(0);
  });

  it("a week all skipped asks nothing, and skips take days off a week's N as the calendar marks them", () => {
    const schedules: ScheduleChange[] = [{ from: "2026-11-02", schedule: { kind: "weekly", times: 3 } }];
    // Week of Nov 2: all seven days skipped (a vacation). Week of Nov 9: two met, five skipped: met.
    // Week of Nov 16: one met: missed. Today Nov 23.
    const skips = [...from("2026-11-02", 7), ...from("2026-11-11", 5)];
    const result = page(["2026-11-09", "2026-11-10", "2026-11-16"], schedules, "2026-11-23", "2026-11-02", skips);
    expect(result.months[0]!.completion).toEqual({ met: 1, of: 2, unit: "weeks" });
    const marks = Object.fromEntries(result.months[0]!.days.map((d) => [d.day, d.mark]));
    expect([marks["2026-11-02"], marks["2026-11-10"], marks["2026-11-17"]]).toEqual(["skipped", "met", "missed"]);
  });
});
