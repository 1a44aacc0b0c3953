// Momentum: XP per active day = floor of the average of non-zero daily XP,
// 0 when there is none (spec §4). Never below 0, even after penalty days.
//
// The projection keeps the two numbers the average needs (`XpStats`) up to
// date with every record, so the live value (today's XP included) costs O(1)
// on a click instead of a scan of years of history.
import type { XpHistory } from "./streak";

/** Sum of all daily XP and the number of days whose XP is not 0. */
export type XpStats = { xpSum: number; activeDays: number };

export const emptyXpStats = (): XpStats => ({ xpSum: 0, activeDays: 0 });

/** Momentum from the aggregate: the same number as momentumOf over the history it sums. */
export function momentumFromStats(stats: XpStats): number {
  return stats.activeDays === 0 ? 0 : Math.max(0, Math.floor(stats.xpSum / stats.activeDays));
}

/** The aggregate of a whole history (what the projection maintains; migrations and tests). */
export function xpStatsOf(history: XpHistory): XpStats {
  let xpSum = 0;
  let activeDays = 0;
  for (const xp of Object.values(history)) {
    if (xp === 0) continue;
    xpSum += xp;
    activeDays += 1;
  }
  return { xpSum, activeDays };
}

/** The aggregate after one day's XP moved from `before` to `after` (in place). */
export function noteDayXp(stats: XpStats, before: number, after: number): void {
  stats.xpSum += after - before;
  if (before === 0 && after !== 0) stats.activeDays += 1;
  else if (before !== 0 && after === 0) stats.activeDays -= 1;
}

export function momentumOf(history: XpHistory): number {
  return momentumFromStats(xpStatsOf(history));
}
