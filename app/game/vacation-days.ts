// Vacation days (issue #32, rule 28) as the rest of the engine reads them; the actions that plan
// and end a vacation are in vacation.ts. Pure.
import { addDays, daysFromTo, type Day } from "./day";

export type Vacation = { from: Day; to: Day };

/** Whether `day` is a vacation day. */
export const isVacationDay = (vacations: readonly Vacation[] | undefined, day: Day): boolean =>
  (vacations ?? []).some((vacation) => vacation.from <= day && day <= vacation.to);

/** Every vacation day, oldest first. */
export function vacationDays(vacations: readonly Vacation[] | undefined): Day[] {
  return (vacations ?? []).flatMap((vacation) => daysFromTo(vacation.from, addDays(vacation.to, 1)));
}

/** The vacation under way or planned at `today` (one at a time), or null. */
export const comingVacation = (vacations: readonly Vacation[] | undefined, today: Day): Vacation | null =>
  (vacations ?? []).find((vacation) => vacation.to >= today) ?? null;

/** A habit whose skipped days include every vacation day: its marks, streak and strength read them so. */
export function withVacationSkips<H extends { skips?: Day[] }>(
  habit: H,
  vacations: readonly Vacation[] | undefined,
): H {
  if (!vacations || vacations.length === 0) return habit;
  return { ...habit, skips: [...new Set([...(habit.skips ?? []), ...vacationDays(vacations)])].sort() };
}
