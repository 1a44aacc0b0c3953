// Habit strength (issue #32): a score from 0 to 1 that grows with each day met and fades with
// each miss, so a single miss after a long run costs little. Loop Habit Tracker's exponential
// score: s = s' · m + c · (1 − m), with m = 0.5^(√f / 13) for the schedule's frequency f, and c
// the share of the schedule's pace met over its latest stretch of days. A skipped day (or a
// vacation day) leaves the score as it was. Pure.
import { frequencyOf, type Schedule } from "./schedule";

export type DayMark = "met" | "missed" | "skipped";

/** How much of yesterday's score a day keeps: closer to 1 for a rarer habit, so its score moves slower. */
export function strengthMultiplier(frequency: number): number {
  return 0.5 ** (Math.sqrt(frequency) / 13);
}

/** One day's step of the score. `done`: the share of the pace met, 0 to 1. */
export function nextStrength(previous: number, frequency: number, done: number): number {
  const m = strengthMultiplier(frequency);
  return previous * m + done * (1 - m);
}

/**
 * The score after each of `marks` (oldest first), from 0. The pace is measured over the latest
 * `days` of the schedule's frequency (`times` met in `days`); a habit rarer than daily is
 * measured over twice that stretch, so a weekly habit done on a different weekday each week
 * keeps a steady score.
 */
export function strengthSeries(schedule: Schedule, marks: readonly DayMark[]): number[] {
  let { times, days } = frequencyOf(schedule);
  const frequency = times / days;
  if (frequency < 1) {
    times *= 2;
    days *= 2;
  }
  const scores: number[] = [];
  let score = 0;
  let metInWindow = 0;
  marks.forEach((mark, i) => {
    if (mark === "met") metInWindow += 1;
    if (i >= days && marks[i - days] === "met") metInWindow -= 1;
    if (mark !== "skipped") score = nextStrength(score, frequency, Math.min(1, metInWindow / times));
    scores.push(score);
  });
  return scores;
}
