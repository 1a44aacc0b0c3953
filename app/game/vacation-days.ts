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

/** The vacation days from `from` to `to` (both included), oldest first. */
function vacationDaysWithin(vacations: readonly Vacation[], from: Day, to: Day): Day[] {
  return vacations
    .filter((vacation) => vacation.from <= to && vacation.to >= from)
    .flatMap((vacation) =>
      daysFromTo(vacation.from > from ? vacation.from : from, addDays(vacation.to < to ? vacation.to : to, 1)),
    );
}

/**
 * A habit whose skipped days include the vacation days (all of them, or those of `window` only):
 * its marks, streak and strength read them so. The same habit when no vacation day falls in it,
 * so home's cards keep their plain fast path (a week strip needs only its own 7 days).
 */
export function withVacationSkips<H extends { skips?: Day[] }>(
  habit: H,
  vacations: readonly Vacation[] | undefined,
  window?: { from: Day; to: Day },
): H {
  if (!vacations || vacations.length === 0) return habit;
  const days = window ? vacationDaysWithin(vacations, window.from, window.to) : vacationDays(vacations);
  if (days.length === 0) return habit;
  return { ...habit, skips: [...new Set([...(habit.skips ?? []), ...days])].sort() };
}
