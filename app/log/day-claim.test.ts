// The server's check of a device's claimed day (rule 18): every day a device can give an
// action passes, under any zone, start hour and a last day kept from an earlier action; a
// day before the rule's calendar day, or beyond any place's day, is refused.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, calendarDay, currentDay, HOUR_MS, type DayRule } from "~/game/day";
import { dayRules, instants } from "~test/day-rules";
import { dayClaimProblem } from "./day-claim";

describe("dayClaimProblem", () => {
  it("accepts the day a device gives: its rule's calendar day, or a later day kept from before", () => {
    fc.assert(
      fc.property(
        instants,
        dayRules,
        dayRules,
        fc.integer({ min: 0, max: 48 * 60 }),
        (at, rule, earlierRule, minutesBefore) => {
          // The last day came from an earlier action under another rule (say, before a move west).
          const lastDay = calendarDay(at - minutesBefore * 60_000, earlierRule);
          const day = currentDay(at, rule, lastDay);
          expect(dayClaimProblem({ at, day, rule })).toBeNull();
        },
      ),
    );
  });

  it("refuses a day before the rule's calendar day, and a day no place gives", () => {
    fc.assert(
      fc.property(instants, dayRules, (at, rule) => {
        const today = calendarDay(at, rule);
        expect(dayClaimProblem({ at, day: addDays(today, -1), rule })).toBe("DAY_IMPLAUSIBLE");
        expect(dayClaimProblem({ at, day: addDays(calendarDay(at + 14 * HOUR_MS, rule), 2), rule })).toBe(
          "DAY_IMPLAUSIBLE",
        );
      }),
    );
  });

  it("refuses a rule this runtime cannot compute with", () => {
    const at = Date.UTC(2026, 2, 10, 12);
    const claim = (rule: DayRule) => dayClaimProblem({ at, day: "2026-03-10", rule });
    expect(claim({ timeZone: "UTC", startHour: 0 })).toBeNull();
    expect(claim({ timeZone: "Mars/Olympus_Mons", startHour: 0 })).toBe("DAY_RULE_UNKNOWN");
    expect(claim({ timeZone: "+05:30", startHour: 0 })).toBe("DAY_RULE_UNKNOWN");
    expect(claim({ timeZone: "UTC", startHour: 7 })).toBe("DAY_RULE_UNKNOWN");
    expect(claim({ timeZone: "UTC", startHour: 1.5 })).toBe("DAY_RULE_UNKNOWN");
  });
});
