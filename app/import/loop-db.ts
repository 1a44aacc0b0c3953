// Loop Habit Tracker's database backup ("Loop Habits Backup YYYY-MM-DD HHMMSS.db", a copy of its
// SQLite file) read into the neutral ImportedFile (issue #34, ADR 0045). The caller passes an
// initialized sql.js, so the browser loads the wasm by URL and tests from node_modules; only its
// types are imported here. Pure apart from sql.js's own memory, freed before returning.
//
// What Loop writes, from its source (github.com/iSoron/uhabits, uhabits-core/src/jvmMain):
// - resources/migrations/NN.sql: the schema of each version (PRAGMA user_version). Version 9
//   creates Habits (id, archived, color, description, freq_den, freq_num, highlight, name,
//   position, reminder_hour, reminder_min) and Repetitions (id, habit, timestamp); 11 adds
//   Habits.reminder_days; 16 adds Habits.type and Repetitions.value (existing rows get 2,
//   YES_MANUAL); 18 adds target_type, target_value, unit; 22 rebuilds Repetitions with not-null
//   columns and a unique (habit, timestamp) index; 23 adds question (the old description moves
//   there); 24 adds uuid; 25 adds Repetitions.notes. Backups from the ActiveAndroid days (12
//   and before) spell the key "Id". Columns are therefore detected, never assumed from a version.
// - models/Entry.kt: UNKNOWN −1, NO 0, YES_AUTO 1, YES_MANUAL 2, SKIP 3. YES_AUTO is what Loop
//   computes for days its frequency excused (EntryList.computeFromOriginal), not a check.
// - models/HabitType.kt: YES_NO 0, NUMERICAL 1; models/NumericalHabitType.kt: AT_LEAST 0,
//   AT_MOST 1. A numerical value is the number × 1000 (target_value is in the unit itself).
// - A numerical skip is stored as the value 3, i.e. 0.003 (NumberDialog's skip button saves
//   Entry.SKIP / 1000; NumberButtonView and EntryList.groupedSum read 3 as a skip), and "unknown"
//   as −1.
import type { Database, SqlJsStatic, SqlValue } from "sql.js";
import { dayOf, dayToTimestamp, DAY_MS, type Day } from "~/game/day";
import {
  ImportFileError,
  type ImportedDay,
  type ImportedFile,
  type ImportedHabit,
  type ImportedKind,
} from "./imported";
import { scheduleOfLoopFrequency } from "./loop-frequency";
import { autoDaysRemark, LOOP_CHECK_VALUES, loopDescription, plural, ROUNDED_REMARK } from "./loop-terms";

export const LOOP_DB_MESSAGES = {
  notADatabase: "This file is not a database, so it is not a Loop Habit Tracker backup",
  damaged: "This backup is damaged or cut short, so it cannot be read",
  noTables: "This database has no Habits and Repetitions tables, so it is not a Loop Habit Tracker backup",
  notLoopColumns: "This database's Habits and Repetitions tables are not Loop Habit Tracker's, so it cannot be read",
  badDate: (habit: string, raw: string) =>
    `The habit "${habit}" has an entry with an impossible date (${raw}), so this backup cannot be read`,
} as const;

const { UNKNOWN, NO, YES_AUTO, YES_MANUAL, SKIP } = LOOP_CHECK_VALUES;
/** Loop's HabitType.NUMERICAL and NumericalHabitType.AT_MOST. */
const NUMERICAL = 1;
const AT_MOST = 1;

/** The first day a date may be: years 0000 to 9999, as a Day is written. */
const FIRST_TIME = dayToTimestamp("0000-01-01");
const END_TIME = dayToTimestamp("9999-12-31") + DAY_MS;
/** Before any day: an "every N days" habit with no day at all in the file counts from here. */
const EPOCH_DAY: Day = "1970-01-01";

/** A Habits row, as read (the columns a version lacks read as null). */
type HabitRow = {
  id: SqlValue;
  name: SqlValue;
  description: SqlValue;
  question: SqlValue;
  freqNum: SqlValue;
  freqDen: SqlValue;
  archived: SqlValue;
  position: SqlValue;
  type: SqlValue;
  targetType: SqlValue;
  targetValue: SqlValue;
  unit: SqlValue;
  uuid: SqlValue;
};

/** A Repetitions row; `value` undefined when the table has no value column (before version 16). */
type EntryRow = { habit: SqlValue; timestamp: SqlValue; value: SqlValue | undefined; notes: SqlValue };

type Tables = { habits: HabitRow[]; entries: EntryRow[] };

/**
 * The habits and days of a Loop Habit Tracker database backup (any schema from the ActiveAndroid
 * ones to version 25: columns are detected). Throws an ImportFileError saying why a file cannot
 * be read: not SQLite, damaged or cut short, not Loop's tables, an impossible date.
 */
export function readLoopDatabase(bytes: Uint8Array, sql: SqlJsStatic): ImportedFile {
  checkHeader(bytes);
  const tables = readTables(bytes, sql);
  return {
    app: "Loop Habit Tracker",
    format: "Loop's database backup",
    ...importedHabits(tables),
  };
}

// --- The file ---------------------------------------------------------------------------------

const SQLITE_HEADER = "SQLite format 3\0";

/**
 * SQLite's 100-byte header (sqlite.org/fileformat.html): the magic string, then the page size
 * (offset 16) and, when the change counter (24) matches the version-valid-for number (92), the
 * number of pages (28). A file shorter than its pages is cut short: SQLite may still read the
 * pages it has without a word, so this is checked here.
 */
function checkHeader(bytes: Uint8Array): void {
  const magic = bytes.subarray(0, SQLITE_HEADER.length);
  if (magic.length < SQLITE_HEADER.length || [...magic].some((byte, i) => byte !== SQLITE_HEADER.charCodeAt(i))) {
    throw new ImportFileError(LOOP_DB_MESSAGES.notADatabase);
  }
  if (bytes.length < 100) throw new ImportFileError(LOOP_DB_MESSAGES.damaged);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rawPageSize = view.getUint16(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const powerOfTwo = (pageSize & (pageSize - 1)) === 0;
  // A database is a whole number of pages.
  if (pageSize < 512 || !powerOfTwo || bytes.length % pageSize !== 0) {
    throw new ImportFileError(LOOP_DB_MESSAGES.damaged);
  }
  const pageCount = view.getUint32(28);
  const pageCountValid = pageCount > 0 && view.getUint32(24) === view.getUint32(92);
  if (pageCountValid && bytes.length < pageCount * pageSize) throw new ImportFileError(LOOP_DB_MESSAGES.damaged);
}

/** Every row Loop's import reads, in plain values; the database is closed whatever happens. */
function readTables(bytes: Uint8Array, sql: SqlJsStatic): Tables {
  let db: Database | undefined;
  try {
    db = new sql.Database(bytes);
    // quick_check reads every page: damage inside the file, not only at its end.
    const check = rows(db, "PRAGMA quick_check");
    if (check.length !== 1 || check[0]![0] !== "ok") throw new ImportFileError(LOOP_DB_MESSAGES.damaged);

    const tableNames = new Set(
      rows(db, "SELECT lower(name) FROM sqlite_master WHERE type = 'table'").map(([name]) => String(name)),
    );
    if (!tableNames.has("habits") || !tableNames.has("repetitions")) {
      throw new ImportFileError(LOOP_DB_MESSAGES.noTables);
    }
    const habitColumns = columnsOf(db, "Habits");
    const entryColumns = columnsOf(db, "Repetitions");
    const loopColumns =
      habitColumns.has("id") && habitColumns.has("name") && entryColumns.has("habit") && entryColumns.has("timestamp");
    if (!loopColumns) {
      throw new ImportFileError(LOOP_DB_MESSAGES.notLoopColumns);
    }

    const habitColumn = (name: string) => (habitColumns.has(name) ? `"${name}"` : "NULL");
    const habitOrder = habitColumns.has("position") ? `"position", "id"` : `"id"`;
    const habits = rows(
      db,
      `SELECT "id", "name", ${["description", "question", "freq_num", "freq_den", "archived", "position", "type", "target_type", "target_value", "unit", "uuid"].map(habitColumn).join(", ")}
       FROM "Habits" ORDER BY ${habitOrder}`,
    ).map(
      ([
        id,
        name,
        description,
        question,
        freqNum,
        freqDen,
        archived,
        position,
        type,
        targetType,
        targetValue,
        unit,
        uuid,
      ]) =>
        ({
          id: id!,
          name: name!,
          description: description!,
          question: question!,
          freqNum: freqNum!,
          freqDen: freqDen!,
          archived: archived!,
          position: position!,
          type: type!,
          targetType: targetType!,
          targetValue: targetValue!,
          unit: unit!,
          uuid: uuid!,
        }) satisfies HabitRow,
    );

    const hasValue = entryColumns.has("value");
    const entries = rows(
      db,
      `SELECT "habit", "timestamp", ${hasValue ? `"value"` : "NULL"}, ${entryColumns.has("notes") ? `"notes"` : "NULL"}
       FROM "Repetitions" ORDER BY ${entryColumns.has("id") ? `"id"` : "rowid"}`,
    ).map(([habit, timestamp, value, notes]): EntryRow => ({
      habit: habit!,
      timestamp: timestamp!,
      value: hasValue ? value! : undefined,
      notes: notes!,
    }));
    return { habits, entries };
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    // sql.js throws SQLite's own words: "database disk image is malformed", "file is not a database"…
    throw new ImportFileError(LOOP_DB_MESSAGES.damaged, { cause: error });
  } finally {
    db?.close();
  }
}

function rows(db: Database, query: string): SqlValue[][] {
  const statement = db.prepare(query);
  try {
    const result: SqlValue[][] = [];
    while (statement.step()) result.push(statement.get());
    return result;
  } finally {
    statement.free();
  }
}

/** The table's column names, lower-cased (Loop's ActiveAndroid schemas spell the key "Id"). */
function columnsOf(db: Database, table: string): Set<string> {
  // table_info's second column is the name.
  return new Set(rows(db, `PRAGMA table_info("${table}")`).map((row) => String(row[1]).toLowerCase()));
}

// --- The habits -------------------------------------------------------------------------------

const text = (value: SqlValue | undefined): string =>
  value === null || value === undefined
    ? ""
    : value instanceof Uint8Array
      ? new TextDecoder().decode(value)
      : String(value);

const numberOr = (value: SqlValue | undefined, fallback: number): number =>
  typeof value === "number" ? value : fallback;

/** The day of a Repetitions timestamp: ms at UTC midnight (any ms of a UTC day is that day). */
function dayOfTimestamp(timestamp: SqlValue, habitName: string): Day | null {
  if (timestamp === null) return null;
  if (typeof timestamp === "number" && timestamp >= FIRST_TIME && timestamp < END_TIME) return dayOf(timestamp);
  throw new ImportFileError(LOOP_DB_MESSAGES.badDate(habitName, text(timestamp).slice(0, 40)));
}

function importedHabits({ habits, entries }: Tables): Pick<ImportedFile, "habits" | "leftOut"> {
  const entriesOf = new Map<SqlValue, EntryRow[]>(habits.map((habit) => [habit.id, []]));
  let orphans = 0;
  for (const entry of entries) {
    const list = entriesOf.get(entry.habit);
    if (list) list.push(entry);
    else orphans++;
  }
  // The backup's day, as near as the file tells: its newest row's day (see habitOf).
  let lastDay: Day | null = null;
  const days = new Map<HabitRow, (Day | null)[]>();
  for (const habit of habits) {
    const name = text(habit.name).trim();
    const habitDays = entriesOf.get(habit.id)!.map((entry) => dayOfTimestamp(entry.timestamp, name));
    for (const day of habitDays) if (day !== null && (lastDay === null || day > lastDay)) lastDay = day;
    days.set(habit, habitDays);
  }

  const usedIds = new Set<string>();
  const imported = habits.map((habit) => {
    const result = habitOf(habit, entriesOf.get(habit.id)!, days.get(habit)!, lastDay ?? EPOCH_DAY);
    // Unique within the file even if two habits share a uuid, or a position and a name.
    let sourceId = result.sourceId;
    for (let n = 2; usedIds.has(sourceId); n++) sourceId = `${result.sourceId}#${n}`;
    usedIds.add(sourceId);
    return { ...result, sourceId };
  });
  return {
    habits: imported,
    leftOut:
      orphans === 0 ? [] : [`${plural(orphans, "entry belongs", "entries belong")} to no habit and cannot be imported`],
  };
}

/**
 * One habit. Rows are in id order and a later row of the same day replaces an earlier one. An
 * "every N days" schedule counts from the habit's first imported day; with none, from the newest
 * row's day of the whole file (any habit, any value), 1970-01-01 in a file without rows: the
 * reader is pure and has no "today" (the same rule as the CSV reader's, ADR 0044).
 */
function habitOf(habit: HabitRow, entries: EntryRow[], entryDays: (Day | null)[], backupDay: Day): ImportedHabit {
  const name = text(habit.name).trim();
  const numerical = habit.type === NUMERICAL;
  const kind: ImportedKind = numerical
    ? {
        type: "measure",
        unit: text(habit.unit).trim(),
        target: Math.round(numberOr(habit.targetValue, 0) * 100),
        direction: habit.targetType === AT_MOST ? "atMost" : "atLeast",
      }
    : { type: "count", target: 1 };

  const byDay = new Map<Day, EntryRow>();
  let undated = 0;
  entries.forEach((entry, i) => {
    const day = entryDays[i]!;
    if (day === null) undated++;
    else byDay.set(day, entry);
  });

  let auto = 0;
  let thirdDecimal = false;
  let strange = 0;
  const days: ImportedDay[] = [];
  for (const [day, entry] of [...byDay].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const imported: ImportedDay = { day };
    const value = entry.value;
    if (value === undefined) {
      // Before version 16 (no value column, no numerical habits) a row was a check.
      imported.amount = 1;
    } else if (typeof value !== "number") {
      // Null, text or bytes: none of Loop's values (its own import would stop on a null).
      strange++;
    } else if (value === SKIP) {
      imported.skipped = true;
    } else if (numerical) {
      // 0, UNKNOWN and any other negative: nothing logged.
      if (value > 0) {
        if (value % 10 !== 0) thirdDecimal = true;
        const amount = Math.round(value / 10);
        if (amount > 0) imported.amount = amount;
      }
    } else if (value === YES_MANUAL) {
      imported.amount = 1;
    } else if (value === YES_AUTO) {
      auto++;
    } else if (value !== NO && value !== UNKNOWN) {
      strange++;
    }
    const note = text(entry.notes).trim();
    if (note) imported.note = note;
    if (imported.amount !== undefined || imported.skipped || imported.note !== undefined) days.push(imported);
  }

  const { schedule, remark } = scheduleOfLoopFrequency(
    { numerator: numberOr(habit.freqNum, 0), denominator: numberOr(habit.freqDen, 0) },
    days[0]?.day ?? backupDay,
  );
  const remarks = [
    remark,
    auto > 0 && autoDaysRemark(auto),
    thirdDecimal && ROUNDED_REMARK,
    strange > 0 &&
      `${plural(strange, "day has", "days have")} a value Loop does not use and ${strange === 1 ? "is" : "are"} not imported`,
    undated > 0 &&
      `${plural(undated, "entry has", "entries have")} no date and ${undated === 1 ? "is" : "are"} not imported`,
  ].filter((line): line is string => typeof line === "string");

  const question = text(habit.question).trim();
  const description = text(habit.description).trim();
  const uuid = text(habit.uuid).trim();
  return {
    sourceId: uuid ? `loop:${uuid}` : `loop:${text(habit.position)}:${name}`,
    name,
    description: loopDescription(question, description),
    kind,
    schedule,
    archived: numberOr(habit.archived, 0) !== 0,
    days,
    remarks,
  };
}
