import type { Day } from "~/game/day";

export type MonthMomentum = { month: string; momentum: number; activeDays: number; xp: number };

/**
 * Momentum month by month (the same rule as the game's: floor of the average XP
 * of the days that earned any), for the last `months` months ending at `endDay`.
 */
export function monthlyMomentum(history: Readonly<Record<Day, number>>, endDay: Day, months = 12): MonthMomentum[] {
  const totals = new Map<string, { xp: number; days: number }>();
  for (const [day, xp] of Object.entries(history)) {
    if (xp === 0) continue;
    const month = day.slice(0, 7);
    const total = totals.get(month) ?? { xp: 0, days: 0 };
    totals.set(month, { xp: total.xp + xp, days: total.days + 1 });
  }
  const result: MonthMomentum[] = [];
  let [year, month] = endDay.split("-").map(Number) as [number, number];
  for (let i = 0; i < months; i++) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    const total = totals.get(key) ?? { xp: 0, days: 0 };
    result.unshift({
      month: key,
      momentum: total.days ? Math.max(0, Math.floor(total.xp / total.days)) : 0,
      activeDays: total.days,
      xp: total.xp,
    });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return result;
}
