import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DAY_MS,
  addDays,
  dayOf,
  dayToTimestamp,
  daysBetween,
  daysEndingAt,
  isValidDay,
  msUntilNextUtcMidnight,
  weekdayIndex,
} from "./day";

describe("day", () => {
  it("dayOf reads the UTC calendar day, both sides of midnight", () => {
    expect(dayOf(Date.UTC(2024, 0, 1, 0, 0, 0))).toBe("2024-01-01");
    expect(dayOf(Date.UTC(2024, 0, 1, 0, 0, 0) - 1)).toBe("2023-12-31");
    expect(dayOf(Date.UTC(2024, 1, 29, 23, 59, 59, 999))).toBe("2024-02-29");
  });

  it("dayOf agrees with the calendar for any sequence of timestamps (its memo is invisible)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1_000_000_000_000, max: 4_000_000_000_000 }), { maxLength: 30 }),
        (times) => {
          for (const t of times) {
            expect(dayOf(t)).toBe(new Date(t).toISOString().slice(0, 10));
            expect(dayOf(t + 1)).toBe(new Date(t + 1).toISOString().slice(0, 10));
          }
        },
      ),
    );
  });

  it("dayToTimestamp is midnight UTC and refuses malformed days", () => {
    expect(dayToTimestamp("2024-03-05")).toBe(Date.UTC(2024, 2, 5));
    expect(() => dayToTimestamp("2024-3-5")).toThrow(RangeError);
  });

  it("isValidDay rejects impossible calendar dates", () => {
    expect(isValidDay("2024-02-29")).toBe(true);
    expect(isValidDay("2023-02-29")).toBe(false);
    expect(isValidDay("2024-13-01")).toBe(false);
    expect(isValidDay("2024-01-1")).toBe(false);
  });

  it("years 0000 to 0099 are years of their own, not 1900 to 1999 (found by field-schemas.property.test.ts)", () => {
    expect(isValidDay("0050-03-01")).toBe(true);
    expect(isValidDay("0000-07-07")).toBe(true);
    expect(dayOf(dayToTimestamp("0050-03-01"))).toBe("0050-03-01");
    expect(addDays("0099-12-31", 1)).toBe("0100-01-01");
  });

  it("addDays crosses months, years and leap days; daysBetween inverts it", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2023-12-31", 1)).toBe("2024-01-01");
    expect(daysBetween("2023-12-31", "2024-03-01")).toBe(61);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: -5000, max: 5000 }), (t, n) => {
        const day = dayOf(t);
        expect(daysBetween(day, addDays(day, n))).toBe(n);
      }),
    );
  });

  it("daysEndingAt lists the last n days, oldest first", () => {
    expect(daysEndingAt("2024-03-02", 3)).toEqual(["2024-02-29", "2024-03-01", "2024-03-02"]);
  });

  it("msUntilNextUtcMidnight", () => {
    const midnight = Date.UTC(2024, 4, 10);
    expect(msUntilNextUtcMidnight(midnight)).toBe(DAY_MS);
    expect(msUntilNextUtcMidnight(midnight - 1)).toBe(1);
    expect(msUntilNextUtcMidnight(midnight + 1)).toBe(DAY_MS - 1);
    expect(msUntilNextUtcMidnight(midnight + 9 * 3_600_000)).toBe(15 * 3_600_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (now) => {
        const wait = msUntilNextUtcMidnight(now);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(DAY_MS);
        expect(dayOf(now + wait)).toBe(addDays(dayOf(now), 1));
        expect(dayOf(now + wait - 1)).toBe(dayOf(now));
      }),
    );
  });
});

describe("weekdayIndex", () => {
  it("is Monday-first", () => {
    expect(weekdayIndex("2025-03-03")).toBe(0); // a Monday
    expect(weekdayIndex("2025-03-09")).toBe(6); // a Sunday
    expect(weekdayIndex("1970-01-01")).toBe(3); // a Thursday
    expect(weekdayIndex("1969-12-29")).toBe(0); // before the epoch too
  });
});
