// The one place that does calendar arithmetic. A day is a calendar day written
// 'YYYY-MM-DD'. By default it is the UTC day (spec §4); a user may move the
// boundary with a day rule (rule 18): a time zone and the hour the day starts.
// Time zones go through Intl.DateTimeFormat with an explicit `timeZone`, never
// the machine's own zone, so the same inputs give the same day everywhere.
// Arithmetic on day keys (addDays, daysBetween) is zone-free: a key is a label.

/** A calendar day written 'YYYY-MM-DD'. */
export type Day = string;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

/** When a user's day starts: in which time zone (an IANA name), at which hour (0–6). */
export type DayRule = { timeZone: string; startHour: number };

/** The spec's day: midnight UTC. */
export const UTC_DAY_RULE: Readonly<DayRule> = Object.freeze({ timeZone: "UTC", startHour: 0 });

/** A day may start from midnight to 6 am ("my day ends at 3 am"). */
export const DAY_START_HOURS = [0, 1, 2, 3, 4, 5, 6] as const;
export const MAX_DAY_START_HOUR = DAY_START_HOURS.at(-1)!;

/** The UTC offsets a place on Earth can have: a claimed day must fit one of them (see isPlausibleDay). */
export const UTC_OFFSET_RANGE_HOURS = { min: -12, max: 14 } as const;

/**
 * The most days a change of rule can move "today" forward at one instant: the
 * widest gap between two zones (26 h) plus the widest between start hours (6 h)
 * is 32 h, so at most 2 day keys.
 */
export const MAX_RULE_JUMP_DAYS = Math.ceil(
  (UTC_OFFSET_RANGE_HOURS.max - UTC_OFFSET_RANGE_HOURS.min + Math.max(...DAY_START_HOURS)) / 24,
);

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// Memos, invisible to callers (same answers): a replay asks for the same day thousands of times
// in a row (the one-entry memo), and home's week strips and schedules go back and forth over the
// same few weeks of days (the small maps). Formatting and parsing Dates is the slow part.
let memoStart = Number.NaN;
let memoDay: Day = "";
const MEMO_SIZE = 4096;
const dayNames = new Map<number, Day>();
const dayTimes = new Map<string, number>();

function remember<K, V>(memo: Map<K, V>, key: K, value: V): V {
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, value);
  return value;
}

/** The UTC day a timestamp (ms since epoch) falls on. */
export function dayOf(timestamp: number): Day {
  if (timestamp >= memoStart && timestamp < memoStart + DAY_MS) return memoDay;
  const start = timestamp - (((timestamp % DAY_MS) + DAY_MS) % DAY_MS);
  const day = dayNames.get(start) ?? new Date(timestamp).toISOString().slice(0, 10);
  if (Number.isFinite(start)) remember(dayNames, start, day);
  memoStart = start;
  memoDay = day;
  return day;
}

// Not Date.UTC: it reads years 0 to 99 as 1900 to 1999, so "0050-01-01" became 1950.
function utcTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return new Date(0).setUTCFullYear(year, month - 1, day) + ((hour * 60 + minute) * 60 + second) * 1000;
}

function utcMidnight(match: RegExpExecArray): number {
  return utcTime(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Midnight UTC at the start of `day`, in ms since epoch. */
export function dayToTimestamp(day: Day): number {
  const known = dayTimes.get(day);
  if (known !== undefined) return known;
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return remember(dayTimes, day, utcMidnight(match));
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

/** The first day of `day`'s month. */
export const monthStartOf = (day: Day): Day => `${day.slice(0, 7)}-01`;

/**
 * First day of XP an action on `today` needs at hand: the start of the month a week before it (home's
 * week strip, a week's schedule). Browser storage keeps its world from there; a push runs on the
 * same window (ADR 0050).
 */
export const xpWindowStart = (today: Day): Day => monthStartOf(addDays(today, -7));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((dayToTimestamp(to) - dayToTimestamp(from)) / DAY_MS);
}

/** The days from `from` (included) to `to` (excluded), oldest first; none when `to` is not later. */
export function daysFromTo(from: Day, to: Day): Day[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => addDays(from, i));
}

/** Milliseconds from `now` until the next UTC midnight (a full day at midnight). */
export function msUntilNextUtcMidnight(now: number): number {
  const sinceMidnight = ((now % DAY_MS) + DAY_MS) % DAY_MS;
  return DAY_MS - sinceMidnight;
}

/** 0 = Monday … 6 = Sunday. 1970-01-01 was a Thursday (3). */
export function weekdayIndex(day: Day): number {
  const epochDay = Math.round(dayToTimestamp(day) / DAY_MS);
  return (((epochDay + 3) % 7) + 7) % 7;
}

/** The `count` days ending with `lastDay`, oldest first. */
export function daysEndingAt(lastDay: Day, count: number): Day[] {
  return Array.from({ length: count }, (_, i) => addDays(lastDay, i - count + 1));
}

/** The later of two days (null counts as no day). */
export function laterDay(a: Day, b: Day | null): Day {
  return b !== null && b > a ? b : a;
}

// ---- Day rules (rule 18) ---------------------------------------------------

// An IANA name: "UTC", "Asia/Kolkata", "America/Argentina/Buenos_Aires", "Etc/GMT+5". Offsets
// such as "+05:30" are refused even where Intl takes them: a name keeps its daylight saving rules.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** True when `name` is an IANA time zone this runtime knows. */
export function isValidTimeZone(name: string): boolean {
  if (name.length > 64 || !ZONE_NAME.test(name)) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The same zone under one name (aliases such as US/Pacific and America/Los_Angeles agree). */
export function sameTimeZone(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return formatterOf(a).resolvedOptions().timeZone === formatterOf(b).resolvedOptions().timeZone;
  } catch {
    return false;
  }
}

export const isUtcDayRule = (rule: DayRule): boolean => rule.startHour === 0 && sameTimeZone(rule.timeZone, "UTC");

export const sameDayRule = (a: DayRule, b: DayRule): boolean =>
  a.startHour === b.startHour && sameTimeZone(a.timeZone, b.timeZone);

/** The zone's wall-clock time at `timestamp`, written as if it were UTC (ms). */
function wallTime(timestamp: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(timestamp)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const seconds = utcTime(parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!);
  // The formatter drops milliseconds; offsets are whole seconds.
  return seconds + (((timestamp % 1000) + 1000) % 1000);
}

/**
 * The day an instant falls on under `rule`: the date on the zone's wall clock,
 * less one while the wall clock is before the start hour. No memory of earlier
 * days: storage adds "never before the last day used" (currentDay).
 */
export function calendarDay(timestamp: number, rule: DayRule): Day {
  if (rule.timeZone === "UTC" && rule.startHour === 0) return dayOf(timestamp);
  return dayOf(wallTime(timestamp, rule.timeZone) - rule.startHour * HOUR_MS);
}

/**
 * Today under `rule` for a log whose last day is `lastDay`: day keys never go
 * back (rule 18), so after moving west, or in a night whose clocks turn back
 * across midnight, the day stays the last one used until the calendar catches up.
 */
export function currentDay(timestamp: number, rule: DayRule, lastDay: Day | null): Day {
  return laterDay(calendarDay(timestamp, rule), lastDay);
}

/** The day a record counted for: the day it carries, or (records made before rule 18) its UTC day. */
export function dayOfRecord(record: { timestamp: number; day?: Day | undefined }): Day {
  return record.day ?? dayOf(record.timestamp);
}

/**
 * Could a device have counted an action at `timestamp` for `day`? Yes when some
 * UTC offset from −12 h to +14 h and some start hour from 0 to 6 put the instant
 * on that day. (A server checks a client's claimed day with this.)
 */
export function isPlausibleDay(day: Day, timestamp: number): boolean {
  const earliest = dayOf(timestamp + UTC_OFFSET_RANGE_HOURS.min * HOUR_MS - MAX_DAY_START_HOUR * HOUR_MS);
  const latest = dayOf(timestamp + UTC_OFFSET_RANGE_HOURS.max * HOUR_MS);
  return isValidDay(day) && day >= earliest && day <= latest;
}

// Longest a day can last: 24 h, plus a daylight saving hour, plus a day kept after moving west.
const SEARCH_MS = 4 * DAY_MS;

/**
 * The first instant after `now` that falls on a later day than `now` does (the
 * next day boundary under `rule`, never before the day after `lastDay`).
 */
export function nextDayStart(now: number, rule: DayRule, lastDay: Day | null = null): number {
  const today = currentDay(now, rule, lastDay);
  if (rule.timeZone === "UTC" && rule.startHour === 0 && today === dayOf(now)) {
    return now + msUntilNextUtcMidnight(now);
  }
  // Boundaries fall on whole seconds: search the seconds after `now`.
  let low = Math.floor(now / 1000);
  let high = low + SEARCH_MS / 1000;
  if (currentDay(high * 1000, rule, lastDay) <= today) return high * 1000;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (currentDay(mid * 1000, rule, lastDay) > today) high = mid;
    else low = mid;
  }
  return high * 1000;
}

/** The first instant of `day` under `rule`: where the day before it ends. */
export function dayStartOf(day: Day, rule: DayRule): number {
  const before = addDays(day, -1);
  return nextDayStart(dayToTimestamp(before), rule, before);
}
