// What a reader of another app's file gives back (issue #34): that app's habits in Momentum's
// terms, not yet Momentum's data. The preview shows it; the import action is made from it. Pure.
import type { Day } from "~/game/day";
import type { Schedule } from "~/game/schedule";

/** One day of an imported habit: what was logged, a skip, a note (at least one of them). */
export type ImportedDay = {
  day: Day;
  /** A count (checks) or hundredths of the unit (measures), as Momentum's history holds them. Absent = nothing logged. */
  amount?: number;
  skipped?: true;
  note?: string;
};

export type ImportedKind =
  | { type: "count"; target: number }
  /** Target in hundredths of the unit, as a measure's dailyTarget. */
  | { type: "measure"; unit: string; target: number; direction: "atLeast" | "atMost" };

export type ImportedHabit = {
  /** Unique within the file and stable across exports of the same data (Loop's uuid or its position and name, Habitica's task id). */
  sourceId: string;
  /** As in the file, trimmed; the import shortens what Momentum's limits do not take. */
  name: string;
  /** "" when none. */
  description: string;
  kind: ImportedKind;
  schedule: Schedule;
  archived: boolean;
  /** Sorted by day, each day once. */
  days: ImportedDay[];
  /** Sentences for the preview: what maps only approximately or is left out, and why. */
  remarks: string[];
};

export type ImportedFile = {
  app: "Loop Habit Tracker" | "Habitica";
  /** Which of the app's formats was read, in words ("Loop's CSV export"). */
  format: string;
  habits: ImportedHabit[];
  /** Sentences about the file as a whole: what it holds that is not imported ("3 to-dos are not imported: …"). */
  leftOut: string[];
};

/** A file that cannot be imported; the message says why, in words a person can act on. */
export class ImportFileError extends Error {
  override name = "ImportFileError";
}
