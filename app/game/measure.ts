// Measured habits (issue #33, rule 31): a habit is a count (the spec's +1 / −1) or a measure,
// with a unit, a target per expected day and a direction. A measure's target, count and history
// are integers in hundredths of its unit, never floats, so sums stay exact.
import { z } from "zod";
import { FIELD_MESSAGES } from "./field-schemas";

/** Hundredths per unit: values have up to two decimals. */
export const VALUE_SCALE = 100;

export const MEASURE_LIMITS = {
  /** Characters of a unit ("km", "min", "pages", "glasses"). */
  unit: 12,
  /** The largest value one entry, a target or a past day may hold, in hundredths (100,000 units). */
  value: 100_000 * VALUE_SCALE,
} as const;

export const DIRECTIONS = ["atLeast", "atMost"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const MEASURE_MESSAGES = {
  unitEmpty: "Unit cannot be empty",
  unitTooLong: `Unit must be at most ${MEASURE_LIMITS.unit} characters`,
  direction: "Choose at least or at most",
  targetMax: "Target must be at most 100,000",
  value: "A value must be more than 0 and at most 100,000, with up to two decimals",
  kindFixed: "A habit stays a count or a measure: make a new habit to change it",
  notMeasure: "This habit is counted with +1 and −1",
  notCount: "This habit is measured: add a value",
  removeTooMuch: "That is more than today's total",
} as const;

export const MeasureSchema = z.object(
  {
    unit: z
      .string(MEASURE_MESSAGES.unitEmpty)
      .trim()
      .min(1, { error: MEASURE_MESSAGES.unitEmpty, abort: true })
      .max(MEASURE_LIMITS.unit, { error: MEASURE_MESSAGES.unitTooLong, abort: true }),
    direction: z.enum(DIRECTIONS, MEASURE_MESSAGES.direction),
  },
  { error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalid) },
);
export type Measure = z.infer<typeof MeasureSchema>;

/** One logged value, in hundredths: more than 0, at most MEASURE_LIMITS.value. */
export const valueSchema = z
  .number(MEASURE_MESSAGES.value)
  .int(MEASURE_MESSAGES.value)
  .min(1, MEASURE_MESSAGES.value)
  .max(MEASURE_LIMITS.value, MEASURE_MESSAGES.value);

/** What the rules read of a habit (Habit itself would make entity-schemas.ts and this file import each other). */
type Measured = { measure?: Measure | undefined };

export const isMeasure = <H extends Measured>(habit: H): habit is H & { measure: Measure } =>
  habit.measure !== undefined;

export const isAtMost = (habit: Measured): boolean => habit.measure?.direction === "atMost";

/**
 * Whether a day's total meets the habit's target. At least (and a count): the total reached it.
 * At most: the day ended within it, so only a closed day (before today) can be met.
 */
export function meetsTarget(habit: Measured & { dailyTarget: number }, total: number, closed: boolean): boolean {
  if (isAtMost(habit)) return closed && total <= habit.dailyTarget;
  return total >= habit.dailyTarget;
}

/** The most a habit's day may be set to from its page: a count's 10,000, a measure's 100,000 units. */
export const dayTotalMax = (habit: Measured, countMax: number): number =>
  isMeasure(habit) ? MEASURE_LIMITS.value : countMax;
