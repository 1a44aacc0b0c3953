// Day rules (rule 18) under generated zones, start hours and instants, daylight
// saving nights included: a day is what the zone's wall clock says, boundaries
// are where the day changes, days never go back, and a server can check a claim.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, calendarDay, currentDay, dayOf, HOUR_MS, isPlausibleDay, nextDayStart } from "./day";
import { dayRules, instants } from "~test/day-rules";

/** The zone's date and hour, read the plain way (a reference for calendarDay). */
function wallClock(timestamp: number, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(timestamp);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${get("year")}-${get("month")}-${get("day")}`, hour: Number(get("hour")) };
}

describe("day rules under generated zones and instants", { timeout: 60_000 }, () => {
  it("a day is the zone's date, the day before while the clock is before the start hour", () => {
    fc.assert(
      fc.property(dayRules, instants, (rule, t) => {
        const { date, hour } = wallClock(t, rule.timeZone);
        expect(calendarDay(t, rule)).toBe(hour < rule.startHour ? addDays(date, -1) : date);
      }),
      { numRuns: 2000 },
    );
  });

  it("the default rule is the spec's UTC day", () => {
    fc.assert(
      fc.property(instants, (t) => {
        expect(calendarDay(t, { timeZone: "UTC", startHour: 0 })).toBe(dayOf(t));
      }),
    );
  });

  it("the next day starts at the first second that falls on a later day", () => {
    fc.assert(
      fc.property(dayRules, instants, (rule, t) => {
        const today = calendarDay(t, rule);
        const next = nextDayStart(t, rule);
        expect(next).toBeGreaterThan(t);
        expect(calendarDay(next, rule) > today).toBe(true);
        expect(calendarDay(Math.max(t, next - 1000), rule)).toBe(today);
        // A day lasts at most 25 h (a night whose clocks turn back), plus a second of rounding.
        expect(next - t).toBeLessThanOrEqual(26 * HOUR_MS);
      }),
      { numRuns: 1000 },
    );
  });

  it("days never go back: after moving west the last day used stays until the calendar catches up", () => {
    fc.assert(
      fc.property(dayRules, dayRules, instants, fc.integer({ min: 0, max: 40 * 3600 }), (east, west, t, later) => {
        const last = calendarDay(t, east);
        const u = t + later * 1000;
        const day = currentDay(u, west, last);
        expect(day >= last).toBe(true);
        expect(day).toBe(calendarDay(u, west) > last ? calendarDay(u, west) : last);
        // The boundary after such a kept day is still one the rule reaches.
        expect(currentDay(nextDayStart(u, west, last), west, last) > day).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  // Offsets from −12 h to +14 h and start hours up to 6 span 32 h: three days at most, so ±3 days is never plausible.
  it("a server finds every rule's day plausible, and no day three or more days away", () => {
    fc.assert(
      fc.property(dayRules, instants, fc.integer({ min: 3, max: 30 }), (rule, t, far) => {
        const day = calendarDay(t, rule);
        expect(isPlausibleDay(day, t)).toBe(true);
        expect(isPlausibleDay(addDays(day, far), t)).toBe(false);
        expect(isPlausibleDay(addDays(day, -far), t)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
