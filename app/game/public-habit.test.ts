import { describe, expect, it } from "vitest";
import { addDays, type Day } from "./day";
import { publicHabitNumbers } from "./public-habit";
import type { ScheduleChange } from "./schedule";
import type { Witnessed } from "./witness";

// A Wednesday: its week runs from Monday 2026-11-23 to Sunday 2026-11-29.
const today: Day = "2026-11-25";
const daysAgo = (n: number) => addDays(today, -n);

const habit = (history: Record<Day, number>, schedules?: ScheduleChange[]) => ({
  commitmentId: "c1",
  history,
  dailyTarget: 2,
  ...(schedules && { schedules }),
});
const seen = (counts: Record<Day, number>): Witnessed => ({ xp: {}, vacationDays: [], counts: { c1: counts } });

describe("a public habit's numbers", () => {
  it("count a day only as far as its witnessed count and its whole count both reach the target", () => {
    const history = { [daysAgo(3)]: 2, [daysAgo(2)]: 1, [daysAgo(1)]: 2 };
    // Day 3: a late +1 (witnessed 1 of 2); day 2: a late −1 (witnessed 2, whole 1); yesterday witnessed whole.
    const witnessed = seen({ [daysAgo(3)]: 1, [daysAgo(2)]: 2, [daysAgo(1)]: 2 });
    expect(publicHabitNumbers(habit(history), witnessed, today, [])).toEqual({
      daysMet: 1,
      streak: 1,
      unit: "days",
      streakUntil: today,
    });
  });

  it("never count a day nothing was witnessed on, and have no streak then", () => {
    const history = { [daysAgo(1)]: 2 };
    expect(publicHabitNumbers(habit(history), { xp: {}, vacationDays: [] }, today, [])).toEqual({
      daysMet: 0,
      streak: 0,
      unit: "days",
      streakUntil: null,
    });
  });

  it("step over skipped and vacation days, and keep a streak until the first day it could miss", () => {
    const history = { [daysAgo(4)]: 2, [daysAgo(1)]: 2, [today]: 2 };
    const witnessed = seen(history);
    const numbers = publicHabitNumbers(
      { ...habit(history), skips: [daysAgo(3)] },
      witnessed,
      today,
      // Day 2 ago and the next three days are vacation days.
      [daysAgo(2), addDays(today, 1), addDays(today, 2), addDays(today, 3)],
    );
    // Today is met: the streak stands through the vacation after it and the first day back, still open.
    expect(numbers).toEqual({ daysMet: 3, streak: 3, unit: "days", streakUntil: addDays(today, 4) });
    // Today not met yet: it stands today only (today unmet breaks it once today is over).
    const unmet = { ...history, [today]: 1 };
    expect(
      publicHabitNumbers({ ...habit(unmet), skips: [daysAgo(3)] }, seen(unmet), today, [daysAgo(2)]),
    ).toMatchObject({
      streak: 2,
      streakUntil: today,
    });
  });

  it("step over only the skips the server received in time: a late skip keeps the owner's streak, not the public one", () => {
    const history = { [daysAgo(4)]: 2, [daysAgo(2)]: 2, [daysAgo(1)]: 2, [today]: 2 };
    const skipped = { ...habit(history), skips: [daysAgo(3)] };
    const inTime: Witnessed = { ...seen(history), skips: { c1: [daysAgo(3)] } };
    expect(publicHabitNumbers(skipped, inTime, today, [])).toMatchObject({ streak: 4 });
    // Witnessed skips of other habits, or none, do not bridge this one's missed day.
    const late: Witnessed = { ...seen(history), skips: { c2: [daysAgo(3)] } };
    expect(publicHabitNumbers(skipped, late, today, [])).toMatchObject({ streak: 3 });
    // A witnessed skip the habit no longer holds (taken back) bridges nothing either.
    expect(publicHabitNumbers(habit(history), inTime, today, [])).toMatchObject({ streak: 3 });
  });

  it("count a 'two days a week' habit's streak in weeks, standing until the current week ends", () => {
    const weekly: ScheduleChange[] = [{ from: daysAgo(30), schedule: { kind: "weekly", times: 2 } }];
    // Last week (Mon 16 to Sun 22 November) met twice; this week once so far.
    const history = { "2026-11-17": 2, "2026-11-19": 2, "2026-11-24": 2 };
    const numbers = publicHabitNumbers(habit(history, weekly), seen(history), today, []);
    expect(numbers).toEqual({ daysMet: 3, streak: 1, unit: "weeks", streakUntil: "2026-11-29" });
  });
});

describe("a public at-most measure's numbers (rule 31)", () => {
  const cups = (history: Record<Day, number>) => ({
    ...habit(history),
    dailyTarget: 200,
    measure: { unit: "cups", direction: "atMost" as const },
  });

  it("count a closed day within the limit only when the server witnessed all of its values", () => {
    // Day 3: 1 cup witnessed, a late second cup made it 3 (over); day 2: all witnessed, within; yesterday too.
    const history = { [daysAgo(3)]: 300, [daysAgo(2)]: 150, [daysAgo(1)]: 100 };
    const witnessed = seen({ [daysAgo(3)]: 100, [daysAgo(2)]: 150, [daysAgo(1)]: 100 });
    expect(publicHabitNumbers(cups(history), witnessed, today, [])).toMatchObject({ daysMet: 2, streak: 2 });
    // Witnessed whole, day 3 is over the limit all the same: the late value only stops it looking better.
    expect(publicHabitNumbers(cups(history), seen(history), today, [])).toMatchObject({ daysMet: 2, streak: 2 });
    // A day within the limit live but half witnessed is not public: lower is better, so unseen values could be anything.
    const within = { ...history, [daysAgo(3)]: 200 };
    expect(publicHabitNumbers(cups(within), witnessed, today, [])).toMatchObject({ daysMet: 2, streak: 2 });
    expect(publicHabitNumbers(cups(within), seen(within), today, [])).toMatchObject({ daysMet: 3, streak: 3 });
  });
});
