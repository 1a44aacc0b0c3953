import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysEndingAt } from "./day";
import { momentumOf } from "./momentum";
import { bestStreak, isDayMet, streakBefore, streakOf } from "./streak";

const TODAY = "2024-05-10";

describe("streak (DESIGN 3.9)", () => {
  it("counts consecutive met days before today, plus today once met", () => {
    const history = { "2024-05-07": 10, "2024-05-08": 12, "2024-05-09": 10, "2024-05-10": 10 };
    expect(streakOf(history, 10, TODAY)).toBe(4);
    expect(streakBefore(history, 10, TODAY)).toBe(3);
  });
  it("today not yet met does not break it", () => {
    expect(streakOf({ "2024-05-08": 10, "2024-05-09": 10, "2024-05-10": 3 }, 10, TODAY)).toBe(2);
    expect(streakOf({ "2024-05-08": 10, "2024-05-09": 10 }, 10, TODAY)).toBe(2);
  });
  it("an unmet or missing day breaks it", () => {
    expect(streakOf({ "2024-05-07": 10, "2024-05-08": 9, "2024-05-09": 10 }, 10, TODAY)).toBe(1);
    expect(streakOf({ "2024-05-07": 10, "2024-05-09": 10 }, 10, TODAY)).toBe(1);
    expect(streakOf({ "2024-05-07": 10, "2024-05-08": 10 }, 10, TODAY)).toBe(0);
  });
  it("crosses month boundaries", () => {
    expect(streakOf({ "2024-02-28": 10, "2024-02-29": 10, "2024-03-01": 10 }, 10, "2024-03-02")).toBe(3);
  });
  it("a target of 0 meets every day but stops at the first day of history", () => {
    expect(isDayMet(0, 0)).toBe(true);
    expect(streakOf({ "2024-05-05": 1 }, 0, TODAY)).toBe(6);
    expect(streakOf({}, 0, TODAY)).toBe(1);
  });
  it("empty history: 0", () => expect(streakOf({}, 10, TODAY)).toBe(0));
});

describe("momentum", () => {
  it("floor of the average of non-zero days", () => {
    expect(momentumOf({ a: 10, b: 0, c: 5, d: 6 })).toBe(7);
    expect(momentumOf({ a: 1, b: 2 })).toBe(1);
  });
  it("0 when there is no non-zero day", () => {
    expect(momentumOf({})).toBe(0);
    expect(momentumOf({ a: 0 })).toBe(0);
  });
  it("negative days count as active days; the result is never below 0", () => {
    expect(momentumOf({ a: 30, b: -10 })).toBe(10);
    expect(momentumOf({ a: -100 })).toBe(0);
  });
});

describe("bestStreak", () => {
  it("finds the longest run of met days, gaps break a run", () => {
    const history = {
      "2025-01-01": 10,
      "2025-01-02": 12,
      "2025-01-03": 3,
      "2025-01-04": 10,
      "2025-01-05": 10,
      "2025-01-06": 11,
      "2025-01-08": 10,
    };
    expect(bestStreak(history, 10)).toBe(3);
    expect(bestStreak(history, 100)).toBe(0);
    expect(bestStreak({}, 10)).toBe(0);
  });

  it("is never shorter than the current streak", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...daysEndingAt("2025-03-10", 20)), fc.integer({ min: 0, max: 20 })), (history) => {
        expect(bestStreak(history, 10)).toBeGreaterThanOrEqual(streakOf(history, 10, "2025-03-10"));
      }),
    );
  });
});
