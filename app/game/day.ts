// The one place that does calendar arithmetic. Days are UTC calendar days
// 'YYYY-MM-DD' (rule 1, docs/rules.md); keeping every conversion here means a per-user day
// boundary can later be introduced by changing this file only.

/** A UTC calendar day written 'YYYY-MM-DD'. */
export type Day = string;

export const DAY_MS = 24 * 60 * 60 * 1000;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// One-entry memo: a replay asks for the same day thousands of times in a row,
// and formatting a Date is the slow part. Invisible to callers (same answers).
let memoStart = Number.NaN;
let memoDay: Day = "";

/** The UTC day a timestamp (ms since epoch) falls on. */
export function dayOf(timestamp: number): Day {
  if (timestamp >= memoStart && timestamp < memoStart + DAY_MS) return memoDay;
  const day = new Date(timestamp).toISOString().slice(0, 10);
  memoStart = timestamp - (((timestamp % DAY_MS) + DAY_MS) % DAY_MS);
  memoDay = day;
  return day;
}

// Not Date.UTC: it reads years 0 to 99 as 1900 to 1999, so "0050-01-01" became 1950.
function utcMidnight(match: RegExpExecArray): number {
  return new Date(0).setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Midnight UTC at the start of `day`, in ms since epoch. */
export function dayToTimestamp(day: Day): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return utcMidnight(match);
}

/** True for a well-formed day that exists on the calendar (no 2023-02-30). */
export function isValidDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const time = utcMidnight(match);
  // Date.UTC rolls over impossible dates, so a round trip exposes them.
  return Number.isFinite(time) && dayOf(time) === value;
}

/** The day `n` days after `day` (n may be negative). */
export function addDays(day: Day, n: number): Day {
  return dayOf(dayToTimestamp(day) + n * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((dayToTimestamp(to) - dayToTimestamp(from)) / DAY_MS);
}

/** Milliseconds from `now` until the next UTC midnight (a full day at midnight). */
export function msUntilNextUtcMidnight(now: number): number {
  const sinceMidnight = ((now % DAY_MS) + DAY_MS) % DAY_MS;
  return DAY_MS - sinceMidnight;
}

/** The `count` days ending with `lastDay`, oldest first. */
export function daysEndingAt(lastDay: Day, count: number): Day[] {
  return Array.from({ length: count }, (_, i) => addDays(lastDay, i - count + 1));
}
