// A habit's days as bars by week or by month (issue #33): each period's total, its days met, and
// the pace its schedules asked (the daily target times the days they expected, on average).
// Weeks start on Monday, as the app's weeks do (`periodOf`, `weekdayIndex`). Pure, no clock: the
// caller passes the habit's days (its page's, first day to today) and today.
import { addDays, weekdayIndex, type Day } from "./day";
import type { CalendarDay } from "./habit-page";
import { frequencyOf, scheduleOn, type ScheduleChange } from "./schedule";

export type BarPeriod = "week" | "month";

export type HabitBar = {
  /** The period's first day: a Monday, or the 1st of a month (it may be before the habit began). */
  first: Day;
  /** The period's last day (a Sunday, or the month's last day), even when it is still to come. */
  last: Day;
  /** Short, for the axis: "2 Nov" for a week, "Nov" for a month. */
  label: string;
  /** In full, for words: "Week of 2 Nov" ("Week of 29 Dec 2025" in another year than today's), "November 2026". */
  name: string;
  /** The period's total: clicks for a count, hundredths for a measure. */
  total: number;
  /** Days of the period marked met (an at-most measure's: days that ended within the limit). */
  met: number;
  /** The habit's days in the period up to today (fewer than the period's in its first one and today's). */
  days: number;
  /** Today is in it: the period is still running. */
  current: boolean;
  /**
   * What the schedules asked over those days, on average: for each day not skipped, the daily target
   * times the schedule's frequency that day (1 a day, 2 of 7 on Mon and Thu, 3 of 7 for three days a
   * week, 1 of 3 every three days). Exact for an every-day habit; rounded to whole clicks or hundredths.
   */
  pace: number;
  /** Every day counted in the pace asked its target that very day (an every-day schedule): the pace is the period's target. */
  paceExact: boolean;
};

/** What the pace needs: the daily target (clicks or hundredths) and the schedules with their days. */
export type BarAim = { dailyTarget: number; schedules?: readonly ScheduleChange[] };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const monthIndex = (day: Day) => Number(day.slice(5, 7)) - 1;

/** The period `day` is in: its Monday to Sunday, or its month. */
export function barPeriodOf(by: BarPeriod, day: Day): { first: Day; last: Day } {
  if (by === "week") {
    const first = addDays(day, -weekdayIndex(day));
    return { first, last: addDays(first, 6) };
  }
  const first = `${day.slice(0, 8)}01`;
  return { first, last: addDays(`${addDays(first, 31).slice(0, 8)}01`, -1) };
}

function namesOf(by: BarPeriod, first: Day, today: Day): { label: string; name: string } {
  const month = monthIndex(first);
  if (by === "month") return { label: MONTHS[month]!, name: `${MONTH_NAMES[month]!} ${first.slice(0, 4)}` };
  const label = `${Number(first.slice(8))} ${MONTHS[month]!}`;
  const year = first.slice(0, 4) === today.slice(0, 4) ? "" : ` ${first.slice(0, 4)}`;
  return { label, name: `Week of ${label}${year}` };
}

/**
 * The habit's days grouped by week or month, oldest first, one bar per period from the first
 * day's to today's (a period with nothing logged is a bar of 0). Days after today are ignored.
 */
export function habitBars(days: readonly CalendarDay[], today: Day, by: BarPeriod, aim: BarAim): HabitBar[] {
  const bars: HabitBar[] = [];
  let pace = 0;
  let exact = true;
  const close = () => {
    const bar = bars.at(-1);
    if (bar) Object.assign(bar, { pace: Math.round(pace), paceExact: exact });
    pace = 0;
    exact = true;
  };
  for (const { day, count, mark } of days) {
    if (day > today) break;
    let bar = bars.at(-1);
    if (!bar || day > bar.last) {
      close();
      const { first, last } = barPeriodOf(by, day);
      bar = {
        first,
        last,
        ...namesOf(by, first, today),
        total: 0,
        met: 0,
        days: 0,
        current: false,
        pace: 0,
        paceExact: true,
      };
      bar.current = first <= today && today <= last;
      bars.push(bar);
    }
    bar.total += count;
    bar.days += 1;
    if (mark === "met") bar.met += 1;
    if (mark !== "skipped") {
      const { times, days: per } = frequencyOf(scheduleOn(aim.schedules, day));
      pace += (aim.dailyTarget * times) / per;
      exact &&= times === per;
    }
  }
  close();
  return bars;
}
