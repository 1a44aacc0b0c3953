import { describe, expect, it } from "vitest";
import { habitToday, habitTodayText } from "./habit-today";
import type { ScheduleChange } from "./schedule";

// 2026-11-30 is a Monday.
const habit = (schedules: ScheduleChange[] | undefined, history: Record<string, number> = {}) => ({
  history,
  dailyTarget: 2,
  schedules,
});

describe("habitToday", () => {
  it("says nothing more for an every-day habit", () => {
    expect(habitToday(habit(undefined), "2026-12-02")).toEqual({ kind: "daily" });
    expect(habitToday(habit([{ from: "2026-11-01", schedule: { kind: "daily" } }]), "2026-12-02")).toEqual({
      kind: "daily",
    });
  });

  it("a habit on chosen days is due, done once today meets the target, or not today", () => {
    const monWedFri: ScheduleChange[] = [{ from: "2026-11-01", schedule: { kind: "weekdays", days: [0, 2, 4] } }];
    const wednesday = habitToday(habit(monWedFri, { "2026-12-02": 1 }), "2026-12-02");
    expect(wednesday).toEqual({ kind: "due", schedule: "Mon, Wed and Fri" });
    expect(habitToday(habit(monWedFri, { "2026-12-02": 2 }), "2026-12-02").kind).toBe("done");
    const thursday = habitToday(habit(monWedFri, { "2026-12-03": 5 }), "2026-12-03");
    expect(thursday.kind).toBe("not-today");
    expect(thursday.kind !== "daily" && habitTodayText(thursday)).toBe("Not today (still counts)");
  });

  it("N days a week counts this week's met days from Monday, only those under the schedule", () => {
    const weekly: ScheduleChange[] = [{ from: "2026-12-01", schedule: { kind: "weekly", times: 3 } }];
    const history = { "2026-11-29": 2, "2026-11-30": 2, "2026-12-01": 2, "2026-12-02": 1, "2026-12-03": 3 };
    const status = habitToday(habit(weekly, history), "2026-12-03");
    expect(status).toEqual({ kind: "period", schedule: "3 days a week, any days", unit: "week", met: 2, target: 3 });
    expect(status.kind === "period" && habitTodayText(status)).toBe("2 of 3 this week");
  });

  it("N days a month asks at most the month's length and never says more than N", () => {
    const monthly: ScheduleChange[] = [{ from: "2027-01-01", schedule: { kind: "monthly", times: 31 } }];
    const history = Object.fromEntries(
      Array.from({ length: 28 }, (_, i) => [`2027-02-${String(i + 1).padStart(2, "0")}`, 2]),
    );
    const status = habitToday(habit(monthly, history), "2027-02-28");
    expect(status).toMatchObject({ unit: "month", met: 28, target: 28 });
    expect(status.kind === "period" && habitTodayText(status)).toBe("28 of 28 this month");
  });
});

describe("habitToday for an at-most measure (rule 31)", () => {
  const coffee = (schedules: ScheduleChange[], history: Record<string, number>) => ({
    history,
    dailyTarget: 200,
    schedules,
    measure: { unit: "cups", direction: "atMost" as const },
  });

  it("is never done today, however little: the day settles when it ends", () => {
    const monWedFri: ScheduleChange[] = [{ from: "2026-11-01", schedule: { kind: "weekdays", days: [0, 2, 4] } }];
    expect(habitToday(coffee(monWedFri, {}), "2026-12-02").kind).toBe("due");
    expect(habitToday(coffee(monWedFri, { "2026-12-02": 300 }), "2026-12-02").kind).toBe("due");
  });

  it("counts the period's days before today that stayed within the limit", () => {
    const weekly: ScheduleChange[] = [{ from: "2026-11-30", schedule: { kind: "weekly", times: 3 } }];
    // Monday within, Tuesday over, Wednesday (today) over so far but not closed: only Monday is met.
    const status = habitToday(
      coffee(weekly, { "2026-11-30": 100, "2026-12-01": 300, "2026-12-02": 250 }),
      "2026-12-02",
    );
    expect(status).toMatchObject({ kind: "period", met: 1, target: 3 });
  });
});
