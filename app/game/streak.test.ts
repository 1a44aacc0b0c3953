import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysEndingAt } from "./day";
import { momentumFromStats, momentumOf, noteDayXp, xpStatsOf } from "./momentum";
import { bestStreak, daysToFreeze, isDayMet, streakBefore, streakOf } from "./streak";

const TODAY = "2024-05-10";

describe("streak (rule 9, docs/rules.md)", () => {
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

describe("frozen days (rule 15, docs/rules.md)", () => {
  const frozen = (...days: string[]) => new Set(days);
  it("a frozen day neither counts as met nor breaks the streak", () => {
    const history = { "2024-05-07": 10, "2024-05-09": 10 };
    expect(streakOf(history, 10, TODAY)).toBe(1);
    expect(streakOf(history, 10, TODAY, frozen("2024-05-08"))).toBe(2);
    expect(streakBefore({ "2024-05-08": 10 }, 10, TODAY, frozen("2024-05-09"))).toBe(1);
    expect(streakBefore({ "2024-05-07": 10 }, 10, TODAY, frozen("2024-05-08", "2024-05-09"))).toBe(1);
  });
  it("a frozen day does not stretch the walk past the history", () => {
    expect(streakBefore({ "2024-05-09": 1 }, 10, TODAY, frozen("2024-05-09", "2024-05-08"))).toBe(0);
  });
  it("bestStreak bridges frozen days", () => {
    const history = { "2025-01-01": 10, "2025-01-02": 10, "2025-01-04": 10, "2025-01-05": 10 };
    expect(bestStreak(history, 10)).toBe(2);
    expect(bestStreak(history, 10, frozen("2025-01-03"))).toBe(4);
    expect(bestStreak({ "2025-01-05": 10 }, 10, frozen("2025-01-04"))).toBe(1);
  });
});

describe("daysToFreeze", () => {
  const met = { "2024-05-07": 10, "2024-05-08": 10 };
  it("covers the days missed right before today, oldest first, when the freezes held suffice", () => {
    expect(daysToFreeze(met, 10, "2024-05-10", new Set(), 1)).toEqual(["2024-05-09"]);
    expect(daysToFreeze(met, 10, "2024-05-11", new Set(), 2)).toEqual(["2024-05-09", "2024-05-10"]);
    expect(daysToFreeze({ ...met, "2024-05-09": 3 }, 10, "2024-05-10", new Set(), 2)).toEqual(["2024-05-09"]);
  });
  it("spends nothing when nothing was missed, nothing is held, or the gap is longer than the freezes", () => {
    expect(daysToFreeze(met, 10, "2024-05-09", new Set(), 2)).toEqual([]);
    expect(daysToFreeze(met, 10, "2024-05-10", new Set(), 0)).toEqual([]);
    expect(daysToFreeze(met, 10, "2024-05-12", new Set(), 2)).toEqual([]);
    expect(daysToFreeze(met, 0, "2024-05-12", new Set(), 2)).toEqual([]);
  });
  it("spends nothing when there is no streak to keep", () => {
    expect(daysToFreeze({}, 10, TODAY, new Set(), 2)).toEqual([]);
    expect(daysToFreeze({ "2024-05-08": 4 }, 10, TODAY, new Set(), 1)).toEqual([]);
  });
  it("steps over days already frozen", () => {
    expect(daysToFreeze(met, 10, "2024-05-11", new Set(["2024-05-09"]), 1)).toEqual(["2024-05-10"]);
    expect(daysToFreeze(met, 10, "2024-05-10", new Set(["2024-05-09"]), 2)).toEqual([]);
  });
  it("after covering, the streak is the one before the gap", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...daysEndingAt("2025-03-09", 12)), fc.integer({ min: 0, max: 20 })),
        fc.integer({ min: 0, max: 2 }),
        (history, held) => {
          const days = daysToFreeze(history, 10, "2025-03-10", new Set(), held);
          expect(days.length).toBeLessThanOrEqual(held);
          const after = streakBefore(history, 10, "2025-03-10", new Set(days));
          if (days.length > 0) expect(after).toBeGreaterThan(0);
          expect(after).toBeGreaterThanOrEqual(streakBefore(history, 10, "2025-03-10"));
        },
      ),
    );
  });
});

describe("momentum", () => {
  const days = daysEndingAt("2025-03-10", 30);
  const history = fc.dictionary(fc.constantFrom(...days), fc.integer({ min: -120, max: 200 }));

  it("live (the projection's aggregate) equals momentumOf the full history", () => {
    fc.assert(
      fc.property(
        history,
        fc.array(fc.tuple(fc.constantFrom(...days), fc.integer({ min: -5, max: 5 }))),
        (h, moves) => {
          const current: Record<string, number> = { ...h };
          const stats = xpStatsOf(current);
          for (const [day, xp] of moves) {
            const before = current[day] ?? 0;
            current[day] = before + xp;
            noteDayXp(stats, before, current[day]);
          }
          expect(stats).toEqual(xpStatsOf(current));
          expect(momentumFromStats(stats)).toBe(momentumOf(current));
          // Spec §4 read literally: floor of the average of non-zero days, 0 if none, never below 0.
          const active = Object.values(current).filter((xp) => xp !== 0);
          const literal =
            active.length === 0 ? 0 : Math.max(0, Math.floor(active.reduce((a, b) => a + b, 0) / active.length));
          expect(momentumFromStats(stats)).toBe(literal);
        },
      ),
    );
  });

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
      fc.property(
        fc.dictionary(fc.constantFrom(...daysEndingAt("2025-03-10", 20)), fc.integer({ min: 0, max: 20 })),
        (history) => {
          expect(bestStreak(history, 10)).toBeGreaterThanOrEqual(streakOf(history, 10, "2025-03-10"));
        },
      ),
    );
  });
});
