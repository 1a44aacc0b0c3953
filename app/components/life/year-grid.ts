/**
 * The /life year heatmap as data: 53 week columns × 7 weekday rows, Monday
 * first (row 0 = Monday, row 6 = Sunday), the last column holding `endDay`.
 * Pure: time comes in as `endDay`. Only the ~371 days of the window are looked
 * up in `xpHistory`, so the cost does not grow with years of history.
 */
import { addDays, dayOf, dayToTimestamp, DAY_MS, daysBetween, weekdayIndex, type Day } from "~/game/day";
import { isDayMet } from "~/game/streak";

export const WEEKS = 53;
export const WEEKDAYS = 7;

export type HeatLevel = 0 | 1 | 2 | 3 | 4;

export type YearCell = { day: Day; xp: number; level: HeatLevel; met: boolean };

/** A month's name over the column that holds its 1st day. */
export type MonthLabel = { month: string; label: string; column: number };

export type YearTotals = {
  /** Days with more than 0 XP. */
  activeDays: number;
  /** Net XP of the window (penalty days count negative, as in the game). */
  totalXp: number;
  /** The earliest day with the most XP, null when no day has any. */
  bestDay: { day: Day; xp: number } | null;
};

export type YearGrid = {
  /** weeks[column][row]; null pads the days after `end`. */
  weeks: (YearCell | null)[][];
  /** The Monday of the first column. */
  start: Day;
  end: Day;
  /** XP at which level 3 starts: the daily target, or half the best day when the target is 0. */
  unit: number;
  months: MonthLabel[];
  totals: YearTotals;
};

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const MONTH_FORMAT = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });
const NUMBER_FORMAT = new Intl.NumberFormat("en-GB");

/** Level 0 for no XP; then under half the unit, under the unit, the unit, twice the unit. */
export function heatLevel(xp: number, unit: number): HeatLevel {
  if (xp <= 0) return 0;
  if (xp * 2 < unit) return 1;
  if (xp < unit) return 2;
  if (xp < unit * 2) return 3;
  return 4;
}

/** What each level means, for the legend ("Less … More"). */
export function legendLabels(unit: number): [string, string, string, string, string] {
  const xp = (n: number) => `${NUMBER_FORMAT.format(n)} XP`;
  return ["No XP", `Under ${xp(unit / 2)}`, `Under ${xp(unit)}`, `${xp(unit)} or more`, `${xp(unit * 2)} or more`];
}

/** "Mon 3 Mar 2025", in UTC like every day of the game. */
export function formatDay(day: Day): string {
  const parts = DATE_FORMAT.formatToParts(dayToTimestamp(day));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}

/** The accessible name of a cell: "Mon 3 Mar 2025: 12 XP, target met". */
export function cellLabel(cell: YearCell): string {
  return `${formatDay(cell.day)}: ${NUMBER_FORMAT.format(cell.xp)} XP, ${cell.met ? "target met" : "target not met"}`;
}

/** The text alternative of the whole heatmap. */
export function yearSummary({ totals }: YearGrid): string {
  if (totals.activeDays === 0 || !totals.bestDay) return "In the last year you have not earned any XP yet.";
  const days = totals.activeDays === 1 ? "1 active day" : `${NUMBER_FORMAT.format(totals.activeDays)} active days`;
  return (
    `In the last year you earned ${NUMBER_FORMAT.format(totals.totalXp)} XP over ${days}; ` +
    `best day ${formatDay(totals.bestDay.day)} with ${NUMBER_FORMAT.format(totals.bestDay.xp)} XP.`
  );
}

export function buildYearGrid(xpHistory: Readonly<Record<Day, number>>, endDay: Day, dailyTarget: number): YearGrid {
  const start = addDays(endDay, -weekdayIndex(endDay) - (WEEKS - 1) * WEEKDAYS);
  const count = daysBetween(start, endDay) + 1;
  const startTime = dayToTimestamp(start);

  // Pass 1: read each day of the window once (never enumerate the history).
  const days: Day[] = new Array(count);
  const xps: number[] = new Array(count);
  let activeDays = 0;
  let totalXp = 0;
  let best = -1;
  for (let i = 0; i < count; i += 1) {
    const day = dayOf(startTime + i * DAY_MS);
    const xp = xpHistory[day] ?? 0;
    days[i] = day;
    xps[i] = xp;
    totalXp += xp;
    if (xp > 0) activeDays += 1;
    if (xp > 0 && (best < 0 || xp > xps[best]!)) best = i;
  }

  // With a target of 0 every day is met, so levels follow the best day instead.
  const unit = dailyTarget > 0 ? dailyTarget : Math.max(1, Math.ceil((best < 0 ? 0 : xps[best]!) / 2));

  // Pass 2: lay the days out column by column; months are named where their 1st falls.
  const weeks: (YearCell | null)[][] = [];
  const months: MonthLabel[] = [];
  for (let column = 0; column < WEEKS; column += 1) {
    const week: (YearCell | null)[] = [];
    for (let row = 0; row < WEEKDAYS; row += 1) {
      const i = column * WEEKDAYS + row;
      if (i >= count) {
        week.push(null);
        continue;
      }
      const day = days[i]!;
      const xp = xps[i]!;
      week.push({ day, xp, level: heatLevel(xp, unit), met: isDayMet(xp, dailyTarget) });
      if (day.endsWith("-01")) {
        months.push({ month: day.slice(0, 7), label: MONTH_FORMAT.format(startTime + i * DAY_MS), column });
      }
    }
    weeks.push(week);
  }

  return {
    weeks,
    start,
    end: endDay,
    unit,
    months,
    totals: { activeDays, totalXp, bestDay: best < 0 ? null : { day: days[best]!, xp: xps[best]! } },
  };
}
