import { describe, expect, it } from "vitest";
import {
  sameScheduleChanges,
  dayKind,
  describeSchedule,
  frequencyOf,
  periodOf,
  periodTarget,
  SCHEDULE_MESSAGES,
  ScheduleSchema,
  scheduleOn,
  type Schedule,
} from "./schedule";

describe("schedules", () => {
  it("expects chosen weekdays only (2026-11-30 is a Monday)", () => {
    const monWedFri: Schedule = { kind: "weekdays", days: [0, 2, 4] };
    const kinds = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-04", "2026-12-06"].map((d) =>
      dayKind(monWedFri, d),
    );
    expect(kinds).toEqual(["expected", "not-expected", "expected", "expected", "not-expected"]);
  });

  it("counts every N days from the start day, across month and year ends and leap days", () => {
    const every3: Schedule = { kind: "interval", every: 3, from: "2027-12-30" };
    expect(dayKind(every3, "2027-12-29")).toBe("not-expected");
    expect(dayKind(every3, "2027-12-30")).toBe("expected");
    expect(dayKind(every3, "2028-01-02")).toBe("expected");
    // 60 days after the start (a leap February), then 61 and 63.
    expect(dayKind(every3, "2028-02-28")).toBe("expected");
    expect(dayKind(every3, "2028-02-29")).toBe("not-expected");
    expect(dayKind(every3, "2028-03-02")).toBe("expected");
  });

  it("puts N-a-week habits on Monday-to-Sunday weeks and N-a-month habits on months", () => {
    expect(periodOf({ kind: "weekly", times: 3 }, "2026-12-03")).toEqual({ first: "2026-11-30", last: "2026-12-06" });
    expect(periodOf({ kind: "monthly", times: 5 }, "2028-02-10")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(periodOf({ kind: "monthly", times: 5 }, "2027-12-31")).toEqual({ first: "2027-12-01", last: "2027-12-31" });
    expect(dayKind({ kind: "weekly", times: 3 }, "2026-12-03")).toBe("open");
  });

  it("never asks a month for more days than it has", () => {
    expect(periodTarget({ kind: "monthly", times: 31 }, "2027-02-14")).toBe(28);
    expect(periodTarget({ kind: "monthly", times: 31 }, "2027-03-14")).toBe(31);
    expect(periodTarget({ kind: "weekly", times: 3 }, "2027-03-14")).toBe(3);
    expect(periodTarget({ kind: "daily" }, "2027-03-14")).toBe(1);
  });

  it("states each schedule's pace as met days per stretch of days", () => {
    expect(frequencyOf({ kind: "weekdays", days: [0, 2, 4] })).toEqual({ times: 3, days: 7 });
    expect(frequencyOf({ kind: "interval", every: 4, from: "2026-01-01" })).toEqual({ times: 1, days: 4 });
  });
});

describe("a schedule in words and in force", () => {
  it("reads each schedule back as the editor says it", () => {
    expect(describeSchedule({ kind: "daily" })).toBe("Every day");
    expect(describeSchedule({ kind: "weekdays", days: [0, 2, 4] })).toBe("Mon, Wed and Fri");
    expect(describeSchedule({ kind: "weekdays", days: [6] })).toBe("Sun");
    expect(describeSchedule({ kind: "weekly", times: 3 })).toBe("3 days a week, any days");
    expect(describeSchedule({ kind: "monthly", times: 1 })).toBe("1 day a month, any days");
    expect(describeSchedule({ kind: "interval", every: 3, from: "2026-01-01" })).toBe("Every 3 days");
  });

  it("parses one spelling per schedule and refuses what no schedule is, with its own sentence", () => {
    expect(ScheduleSchema.parse({ kind: "weekdays", days: [4, 0, 2, 0] })).toEqual({
      kind: "weekdays",
      days: [0, 2, 4],
    });
    const messageOf = (value: unknown) => ScheduleSchema.safeParse(value).error?.issues[0]?.message;
    expect(messageOf({ kind: "weekdays", days: [] })).toBe(SCHEDULE_MESSAGES.weekdays);
    expect(messageOf({ kind: "weekly", times: 8 })).toBe(SCHEDULE_MESSAGES.weekly);
    expect(messageOf({ kind: "monthly", times: 1.5 })).toBe(SCHEDULE_MESSAGES.monthly);
    expect(messageOf({ kind: "interval", every: 1, from: "2026-01-01" })).toBe(SCHEDULE_MESSAGES.interval);
  });

  it("keeps past days on the schedule they had", () => {
    const changes = [
      { from: "2026-03-01", schedule: { kind: "weekly", times: 3 } as Schedule },
      { from: "2026-04-01", schedule: { kind: "weekdays", days: [0] } as Schedule },
    ];
    expect(scheduleOn(changes, "2026-02-28")).toEqual({ kind: "daily" });
    expect(scheduleOn(changes, "2026-03-31")).toEqual({ kind: "weekly", times: 3 });
    expect(scheduleOn(changes, "2026-04-01")).toEqual({ kind: "weekdays", days: [0] });
  });
});

describe("comparing schedule changes", () => {
  it("reads stored changes field by field, whatever order their keys were written in", () => {
    const stored = [{ from: "2026-11-02", schedule: { every: 3, from: "2026-11-02", kind: "interval" as const } }];
    const made = [{ from: "2026-11-02", schedule: { kind: "interval" as const, every: 3, from: "2026-11-02" } }];
    expect(sameScheduleChanges(stored, made)).toBe(true);
    expect(sameScheduleChanges(undefined, [])).toBe(true);
    expect(sameScheduleChanges(made, [{ ...made[0]!, from: "2026-11-03" }])).toBe(false);
    const weekdays = (days: (0 | 2 | 4)[]) => [{ from: "2026-11-02", schedule: { kind: "weekdays" as const, days } }];
    expect(sameScheduleChanges(weekdays([0, 2]), weekdays([0, 4]))).toBe(false);
    expect(sameScheduleChanges(weekdays([0, 2]), made)).toBe(false);
  });
});
