// Momentum: XP per active day = floor of the average of non-zero daily XP,
// 0 when there is none (spec §4). Never below 0, even after penalty days.
import type { XpHistory } from "./streak";

export function momentumOf(history: XpHistory): number {
  let sum = 0;
  let days = 0;
  for (const xp of Object.values(history)) {
    if (xp === 0) continue;
    sum += xp;
    days += 1;
  }
  return days === 0 ? 0 : Math.max(0, Math.floor(sum / days));
}
