// Loop Habit Tracker's CSV export (a zip) read into Momentum's terms (issue #34, ADR 0044). Pure:
// bytes in, an ImportedFile out, or an ImportFileError whose sentence says what is wrong.
import { strFromU8, unzipSync, type Unzipped } from "fflate";
import { isValidDay, type Day } from "~/game/day";
import { CsvError, parseCsvLines, type CsvLine } from "./csv";
import {
  ImportFileError,
  type ImportedDay,
  type ImportedFile,
  type ImportedHabit,
  type ImportedKind,
} from "./imported";
import { scheduleOfLoopFrequency } from "./loop-frequency";
import { autoDaysRemark, LOOP_CHECK_VALUES, loopDescription, ROUNDED_REMARK } from "./loop-terms";

/** Habits.csv's columns as Loop 2.x writes them (older exports lack Type, Question, Unit and the target). */
export const LOOP_HABITS_COLUMNS = [
  "Position",
  "Name",
  "Type",
  "Question",
  "Description",
  "FrequencyNumerator",
  "FrequencyDenominator",
  "Color",
  "Unit",
  "Target Type",
  "Target Value",
  "Archived?",
] as const;

const CHECK_WORDS = new Map<string, number>(Object.entries(LOOP_CHECK_VALUES));

const REQUIRED_COLUMNS = ["Position", "Name", "FrequencyNumerator", "FrequencyDenominator"] as const;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
// Before the first valid date in the file: an "every N days" habit with no day and no date anywhere.
const NO_DATE_FALLBACK: Day = "1970-01-01";

type HabitRow = {
  position: string;
  name: string;
  numerical: boolean;
  description: string;
  numerator: number;
  denominator: number;
  unit: string;
  atMost: boolean;
  targetValue: number;
  archived: boolean;
};

type Checkmarks = {
  days: ImportedDay[];
  /** Days Loop marked done by itself (YES_AUTO). */
  autoDays: number;
  /** Whether a value had a third decimal, lost to hundredths. */
  rounded: boolean;
  /** The newest date of any row, logged or not: what the export's date is at least. */
  newest: Day | null;
};

/** Reads the zip Loop's "Export as CSV" writes. Throws ImportFileError, with a sentence, when it cannot. */
export function readLoopCsvZip(bytes: Uint8Array): ImportedFile {
  const files = unzipped(bytes);
  const root = rootOf(files);
  const rows = readHabitsCsv(strFromU8(files[`${root}Habits.csv`]!));
  const folders = habitFolders(files, root);

  const read = rows.map((row) => {
    const folder = folders.get(Number(row.position));
    const text = folder === undefined ? undefined : files[`${folder}/Checkmarks.csv`];
    return { row, folder, checkmarks: text ? readCheckmarks(strFromU8(text), row) : null };
  });

  // Loop writes the top-level Checkmarks.csv and each Scores.csv from its "today" back: their newest date is the export's.
  const exportedOn = newestOf([
    newestDateIn(files[`${root}Checkmarks.csv`]),
    newestDateIn(files[`${root}Scores.csv`]),
    ...read.map(({ folder }) => (folder === undefined ? null : newestDateIn(files[`${folder}/Scores.csv`]))),
    ...read.map(({ checkmarks }) => checkmarks?.newest ?? null),
  ]);

  const habits = read.map(({ row, checkmarks }) => habitOf(row, checkmarks, exportedOn ?? NO_DATE_FALLBACK));
  return { app: "Loop Habit Tracker", format: "Loop's CSV export", habits, leftOut: [] };
}

function unzipped(bytes: Uint8Array): Unzipped {
  // "PK\3\4" starts a zip with files, "PK\5\6" an empty one: anything else is some other kind of file.
  const zipLike = bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
  if (!zipLike) throw new ImportFileError("This file is not a zip, so it is not a Loop Habit Tracker CSV export");
  try {
    // Only the CSV files Loop writes are inflated: the rest of the zip is never read.
    return unzipSync(bytes, { filter: (file) => /(^|\/)(Habits|Checkmarks|Scores)\.csv$/.test(file.name) });
  } catch {
    throw new ImportFileError("This zip is damaged or cut short, so it cannot be read");
  }
}

/** The folder holding Habits.csv: the zip's root, or one folder down when someone zipped the unzipped export again. */
function rootOf(files: Unzipped): string {
  const found = Object.keys(files)
    .filter((name) => /(^|\/)Habits\.csv$/.test(name) && !name.startsWith("__MACOSX/"))
    .sort((a, b) => a.split("/").length - b.split("/").length || a.localeCompare(b));
  if (found.length === 0) {
    throw new ImportFileError("This zip has no Habits.csv, so it is not a Loop Habit Tracker CSV export");
  }
  return found[0]!.slice(0, -"Habits.csv".length);
}

/**
 * Each habit's folder by its position: Loop names it "NNN name" with the name stripped of all but
 * ASCII letters, digits and " ._-" and cut at 100 characters, so only the number is reliable.
 */
function habitFolders(files: Unzipped, root: string): Map<number, string> {
  const folders = new Map<number, string>();
  for (const name of Object.keys(files)) {
    if (!name.startsWith(root)) continue;
    const match = /^((\d+)(?: [^/]*)?)\/Checkmarks\.csv$/.exec(name.slice(root.length));
    if (match && !folders.has(Number(match[2]))) folders.set(Number(match[2]), root + match[1]);
  }
  return folders;
}

/** The rows of a file, blank lines left out; a broken quote becomes a sentence that names the file. */
function csvRows(text: string, where: string): CsvLine[] {
  try {
    return parseCsvLines(text).filter((row) => row.fields.length > 1 || row.fields[0]!.trim() !== "");
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(`${where}: ${error.message}`);
    throw error;
  }
}

function numberOf(text: string): number | null {
  const value = NUMBER.test(text) ? Number(text) : Number.NaN;
  return Number.isFinite(value) ? value : null;
}

const newestOf = (days: readonly (Day | null)[]): Day | null =>
  days.reduce<Day | null>((newest, day) => (day !== null && (newest === null || day > newest) ? day : newest), null);

function readHabitsCsv(text: string): HabitRow[] {
  const [header, ...rows] = csvRows(text, "Habits.csv");
  const names = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const columnOf = (name: string) => names.indexOf(name.toLowerCase());
  const missing = (name: string) =>
    new ImportFileError(`Habits.csv has no "${name}" column: is this file from Loop Habit Tracker?`);
  for (const name of REQUIRED_COLUMNS) if (columnOf(name) < 0) throw missing(name);

  const seen = new Set<number>();
  return rows.map(({ fields, line }) => {
    const cell = (name: (typeof LOOP_HABITS_COLUMNS)[number]) => {
      const column = columnOf(name);
      return column < 0 ? "" : (fields[column] ?? "").trim();
    };
    const number = (name: (typeof LOOP_HABITS_COLUMNS)[number]) => {
      const value = numberOf(cell(name));
      if (value === null)
        throw new ImportFileError(`Habits.csv, line ${line}: ${name} "${cell(name)}" is not a number`);
      return value;
    };

    const position = cell("Position");
    if (!/^\d+$/.test(position)) {
      throw new ImportFileError(`Habits.csv, line ${line}: Position "${position}" is not a number`);
    }
    if (seen.has(Number(position))) {
      throw new ImportFileError(`Habits.csv, line ${line}: another habit already has position ${position}`);
    }
    seen.add(Number(position));

    const type = cell("Type");
    if (type !== "" && type !== "YES_NO" && type !== "NUMERICAL") {
      throw new ImportFileError(
        `Habits.csv, line ${line}: "${type}" is not a habit type Loop writes (YES_NO or NUMERICAL)`,
      );
    }
    const numerical = type === "NUMERICAL";
    if (numerical && columnOf("Target Value") < 0) throw missing("Target Value");

    return {
      position,
      name: cell("Name"),
      numerical,
      description: loopDescription(cell("Question"), cell("Description")),
      numerator: number("FrequencyNumerator"),
      denominator: number("FrequencyDenominator"),
      unit: numerical ? cell("Unit") : "",
      atMost: numerical && cell("Target Type") === "AT_MOST",
      targetValue: numerical ? number("Target Value") : 0,
      archived: cell("Archived?").toLowerCase() === "true",
    };
  });
}

const YES_NO_VALUES = "YES_MANUAL, YES_AUTO, NO, SKIP or UNKNOWN";

/**
 * A habit's Checkmarks.csv, of either generation: Loop 2.3.1 and later write a "Date,Value,Notes"
 * header and words (YES_MANUAL…); earlier versions no header and bare integers (−1…3), no notes.
 * A numerical habit's values are thousandths in both. Rows come newest first.
 */
function readCheckmarks(text: string, habit: HabitRow): Checkmarks {
  const where = `Checkmarks.csv of "${habit.name}"`;
  let rows = csvRows(text, where);
  let columns = { date: 0, value: 1, notes: 2 };
  // A header names its columns; a headerless file's first cell is a date.
  const names = (rows[0]?.fields ?? []).map((name) => name.trim().toLowerCase());
  if (names.includes("date")) {
    if (!names.includes("value")) throw new ImportFileError(`${where} has no "Value" column`);
    columns = { date: names.indexOf("date"), value: names.indexOf("value"), notes: names.indexOf("notes") };
    rows = rows.slice(1);
  }

  const seen = new Set<Day>();
  const result: Checkmarks = { days: [], autoDays: 0, rounded: false, newest: null };
  for (const { fields, line } of rows) {
    const at = `${where}, line ${line}`;
    const day = (fields[columns.date] ?? "").trim();
    if (!isValidDay(day)) throw new ImportFileError(`${at}: "${day}" is not a date`);
    // The same date twice is not something Loop writes: the first row (the newest written) counts.
    if (seen.has(day)) continue;
    seen.add(day);

    const written = (fields[columns.value] ?? "").trim();
    const value = CHECK_WORDS.get(written.toUpperCase()) ?? numberOf(written);
    const entry: ImportedDay = { day };
    if (!habit.numerical) {
      if (value === null || !Number.isInteger(value) || value < -1 || value > 3) {
        throw new ImportFileError(
          `${at}: "${written}" is not a value Loop writes for a yes-or-no habit (${YES_NO_VALUES})`,
        );
      }
      if (value === LOOP_CHECK_VALUES.YES_MANUAL) entry.amount = 1;
      if (value === LOOP_CHECK_VALUES.YES_AUTO) result.autoDays += 1;
      if (value === LOOP_CHECK_VALUES.SKIP) entry.skipped = true;
    } else {
      if (value === null) throw new ImportFileError(`${at}: "${written}" is not a number`);
      // 3 is SKIP (the word in the current export): a real value of 0.003 is not worth the doubt.
      if (value === LOOP_CHECK_VALUES.SKIP) entry.skipped = true;
      else if (value > 0) {
        if (value % 10 !== 0) result.rounded = true;
        const amount = Math.round(value / 10);
        if (amount > 0) entry.amount = amount;
      }
    }
    const note = columns.notes < 0 ? "" : (fields[columns.notes] ?? "").trim();
    if (note !== "") entry.note = note;
    if (entry.amount !== undefined || entry.skipped || entry.note !== undefined) result.days.push(entry);
  }
  result.days.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  result.newest = newestOf([...seen]);
  return result;
}

/** The newest date in the first column of one of the files only cross-checked: unreadable ones say nothing. */
function newestDateIn(bytes: Uint8Array | undefined): Day | null {
  if (!bytes) return null;
  try {
    return newestOf(
      parseCsvLines(strFromU8(bytes))
        .map(({ fields }) => (fields[0] ?? "").trim())
        .filter(isValidDay),
    );
  } catch {
    return null;
  }
}

function habitOf(row: HabitRow, checkmarks: Checkmarks | null, exportedOn: Day): ImportedHabit {
  const days = checkmarks?.days ?? [];
  const kind: ImportedKind = row.numerical
    ? {
        type: "measure",
        unit: row.unit,
        target: Math.round(row.targetValue * 100),
        direction: row.atMost ? "atMost" : "atLeast",
      }
    : { type: "count", target: 1 };
  const { schedule, remark } = scheduleOfLoopFrequency(
    { numerator: row.numerator, denominator: row.denominator },
    days[0]?.day ?? exportedOn,
  );

  const remarks: string[] = [];
  if (remark) remarks.push(remark);
  if (!checkmarks) {
    remarks.push("Its days are not in this zip (Loop exports only the habits chosen for it), so it comes with none");
  }
  if (checkmarks && checkmarks.autoDays > 0) remarks.push(autoDaysRemark(checkmarks.autoDays));
  if (checkmarks?.rounded) remarks.push(ROUNDED_REMARK);

  return {
    sourceId: `loop:${row.position}:${row.name}`,
    name: row.name,
    description: row.description,
    kind,
    schedule,
    archived: row.archived,
    days,
    remarks,
  };
}
