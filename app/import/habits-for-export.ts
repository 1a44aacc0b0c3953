// The user's habits in the neutral form another app's file is written from (issue #34: "Download
// for Loop Habit Tracker"). Pure: the caller passes the whole world (every month loaded) and today.
import type { Day } from "~/game/day";
import { scheduleOn } from "~/game/schedule";
import type { Habit } from "~/game/entity-schemas";
import type { World } from "~/game/world";
import type { ImportedDay, ImportedHabit, ImportedKind } from "./imported";

/** Every habit not deleted, oldest first; a given-up habit is archived. Its schedule is today's. */
export function habitsForExport(world: World, today: Day): ImportedHabit[] {
  return Object.values(world.habits)
    .filter((habit) => !habit.isDeleted)
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))
    .map((habit) => ({
      sourceId: `momentum:${habit.id}`,
      name: habit.title,
      description: habit.description ?? "",
      kind: kindOf(habit),
      schedule: scheduleOn(habit.schedules, today),
      archived: habit.giveupAt !== null,
      days: daysOf(habit),
      remarks: [],
    }));
}

function kindOf(habit: Habit): ImportedKind {
  return habit.measure
    ? { type: "measure", unit: habit.measure.unit, target: habit.dailyTarget, direction: habit.measure.direction }
    : { type: "count", target: habit.dailyTarget };
}

/** Days with a value, a skip or a note, oldest first. */
function daysOf(habit: Habit): ImportedDay[] {
  const days = new Map<Day, ImportedDay>();
  const at = (day: Day) => days.get(day) ?? days.set(day, { day }).get(day)!;
  for (const [day, amount] of Object.entries(habit.history)) if (amount > 0) at(day).amount = amount;
  for (const day of habit.skips ?? []) at(day).skipped = true;
  for (const [day, note] of Object.entries(habit.notes ?? {})) at(day).note = note;
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
