import { describe, expect, it } from "vitest";
import { nextStrength, strengthMultiplier, strengthSeries, type DayMark } from "./habit-strength";
import { DAILY, type Schedule } from "./schedule";

const days = (mark: DayMark, n: number): DayMark[] => Array.from({ length: n }, () => mark);

describe("habit strength", () => {
  it("gives Loop's published values for a daily habit (to its tolerance of 1e-6)", () => {
    expect(Math.abs(nextStrength(0, 1, 1) - 0.051922)).toBeLessThan(1e-6);
    expect(Math.abs(strengthSeries(DAILY, days("met", 20)).at(-1)! - 0.655747)).toBeLessThan(1e-6);
  });

  it("moves slower for a rarer habit", () => {
    expect(strengthMultiplier(1 / 7)).toBeGreaterThan(strengthMultiplier(1));
  });

  it("forgives one miss: a day after a long run loses a little, and a skip nothing", () => {
    const run = strengthSeries(DAILY, days("met", 60));
    const missed = strengthSeries(DAILY, [...days("met", 60), "missed"]).at(-1)!;
    const skipped = strengthSeries(DAILY, [...days("met", 60), "skipped"]).at(-1)!;
    expect(missed).toBeLessThan(run.at(-1)!);
    expect(missed).toBeGreaterThan(run.at(-1)! * 0.9);
    expect(skipped).toBe(run.at(-1));
  });

  it("keeps a 3-days-a-week habit as strong as a daily one done every day, whichever days it is met", () => {
    const weekly: Schedule = { kind: "weekly", times: 3 };
    const week = (metDays: number[]): DayMark[] => days("missed", 7).map((m, i) => (metDays.includes(i) ? "met" : m));
    const shifting = [...week([0, 2, 4]), ...week([1, 3, 5]), ...week([2, 4, 6])];
    const marks = Array.from({ length: 20 }, () => shifting).flat();
    const scores = strengthSeries(weekly, marks);
    expect(scores.at(-1)!).toBeGreaterThan(0.9);
    // Once the habit is strong, a day between two met days never costs it anything.
    expect(Math.min(...scores.slice(-21))).toBeGreaterThan(0.9);
  });

  it("stays at 0 while nothing is met", () => {
    expect(strengthSeries({ kind: "interval", every: 3, from: "2026-01-01" }, days("missed", 30)).at(-1)).toBe(0);
  });
});
