// What both of Loop Habit Tracker's formats (its CSV export and its database) say alike, read the
// same way by both readers and written by both writers (issue #34, ADRs 0044 and 0045). Pure.

/** Loop's check values (models/Entry.kt): the integers of its database and older CSV, the words of its current CSV. */
export const LOOP_CHECK_VALUES = { UNKNOWN: -1, NO: 0, YES_AUTO: 1, YES_MANUAL: 2, SKIP: 3 } as const;

/** Loop keeps a numerical habit's values as thousandths of the unit; Momentum keeps hundredths. */
export const LOOP_VALUE_SCALE = 1000;

export const ROUNDED_REMARK = "Values with a third decimal are rounded to hundredths";

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The remark for days Loop marked done by itself (YES_AUTO): its inference, not a check the person made. */
export const autoDaysRemark = (days: number) =>
  `${plural(days, "day", "days")} Loop filled in by itself (from its frequency) ${days === 1 ? "is" : "are"} not imported as done`;

/** Loop's question and description as one description, a blank line between. */
export const loopDescription = (question: string, description: string) =>
  [question, description].filter((part) => part !== "").join("\n\n");
