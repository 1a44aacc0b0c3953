// /life's "Totals per habit": each habit's all-time total, a measure's in its unit (rule 31), and
// how many of its days hold a note (rule 32).
import type { Habit } from "~/game/entity-schemas";
import { VALUE_SCALE } from "~/game/measure";
import { formatAmount } from "~/game/measure-value";

export type HabitTotal = { id: string; title: string; total: string; active: boolean; notes: number };

type Totalled = { habit: Pick<Habit, "id" | "title" | "count" | "measure">; active: boolean; notes: number };

/**
 * The habits' totals, largest first. A measure's count is hundredths of its unit: it ranks by its
 * units (42.5 km as 42.5), so it is not put ahead of every count by a factor of 100.
 */
export function habitTotals(habits: readonly Totalled[], locale?: string): HabitTotal[] {
  const units = ({ habit }: Totalled) => (habit.measure ? habit.count / VALUE_SCALE : habit.count);
  return [...habits]
    .sort((a, b) => units(b) - units(a))
    .map(({ habit, active, notes }) => ({
      id: habit.id,
      title: habit.title,
      total: habit.measure ? formatAmount(habit.count, habit.measure, locale) : habit.count.toLocaleString(locale),
      active,
      notes,
    }));
}
