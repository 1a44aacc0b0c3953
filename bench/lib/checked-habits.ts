// Habits as another app's file holds them, each checked every day for years: what the import bench
// (bench/import.bench.ts) and the abuse bench's push after an import (bench/abuse/push-cpu.ts) bring in.
import { addDays, type Day } from "~/game/day";
import type { ImportedHabit } from "~/import/imported";

/** `count` daily habits ("Habit 1"…), each checked on every one of the `days` days before `today`. */
export function checkedEveryDay(count: number, days: number, today: Day): ImportedHabit[] {
  const checked = Array.from({ length: days }, (_, i) => ({ day: addDays(today, i - days), amount: 1 }));
  return Array.from({ length: count }, (_, h) => ({
    sourceId: `${h + 1}`,
    name: `Habit ${h + 1}`,
    description: "",
    kind: { type: "count", target: 1 },
    schedule: { kind: "daily" },
    archived: false,
    days: checked,
    remarks: [],
  }));
}
