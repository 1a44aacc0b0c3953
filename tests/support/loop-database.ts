// Loop Habit Tracker database backups made to order (issue #34): a small description of habits
// and rows written with sql.js into the schema a Loop version has, returned as the file's bytes.
// The schemas follow what Loop's migrations produce (github.com/iSoron/uhabits,
// uhabits-core/src/jvmMain/resources/migrations/NN.sql), written here from their description:
// - up to 15, as the ActiveAndroid days wrote them (a real version-12 backup: key "Id", columns in
//   alphabetical order, android_metadata, Checkmarks/Score/Streak caches);
// - 11 adds Habits.reminder_days; 13 the (habit, timestamp) indexes; 16 Habits.type and
//   Repetitions.value (default 2); 18 target_type, target_value, unit; 19 Events; 20 drops the
//   caches; 22 rebuilds Repetitions (id, habit, timestamp, value, all not null, unique per
//   habit and timestamp); 23 Habits.question; 24 Habits.uuid; 25 Repetitions.notes.
import type { Database, SqlJsStatic, SqlValue } from "sql.js";
import { dayToTimestamp, type Day } from "~/game/day";

/** Loop's Entry values (uhabits-core models/Entry.kt), written out here on purpose: the reader keeps its own. */
export const LOOP_VALUE = { UNKNOWN: -1, NO: 0, YES_AUTO: 1, YES_MANUAL: 2, SKIP: 3 } as const;
/** models/HabitType.kt and models/NumericalHabitType.kt. */
export const LOOP_TYPE = { YES_NO: 0, NUMERICAL: 1 } as const;
export const LOOP_TARGET = { AT_LEAST: 0, AT_MOST: 1 } as const;

export const OLDEST_LOOP_VERSION = 12;
export const NEWEST_LOOP_VERSION = 25;

export type LoopEntry = {
  /** The day, written as Loop does: ms at UTC midnight. */
  day?: Day;
  /** A raw timestamp instead of `day`: not at midnight, impossible, text, null (before version 22). */
  timestamp?: SqlValue;
  /** Raw: an Entry value, or the number × 1000 for a numerical habit. Default YES_MANUAL (version 16 on). */
  value?: SqlValue;
  /** Version 25 on. */
  notes?: string | null;
};

export type LoopHabit = {
  name: string;
  description?: string;
  /** Version 23 on (Loop moved the description here). */
  question?: string;
  /** Frequency numerator / denominator: default 1/1 (every day). */
  freqNum?: number;
  freqDen?: number;
  archived?: boolean;
  /** Default: the habit's index in the list. */
  position?: number;
  /** Default: its index + 1. */
  id?: number;
  /** LOOP_TYPE, version 16 on. Default YES_NO. */
  type?: number;
  /** LOOP_TARGET, version 18 on. */
  targetType?: number;
  /** In the unit itself (not × 1000), version 18 on. */
  targetValue?: number;
  /** Version 18 on. */
  unit?: string;
  /** Version 24 on; default a fixed hex of its index, null for none. */
  uuid?: string | null;
  entries?: LoopEntry[];
};

export type LoopDatabaseOptions = {
  /** PRAGMA user_version: from OLDEST_LOOP_VERSION to NEWEST_LOOP_VERSION. */
  version?: number;
  /** Habits keyed "Id" as ActiveAndroid wrote them (default: before version 16). */
  activeAndroid?: boolean;
};

type Column = { name: string; type: string; from?: number };

const habitColumns = (activeAndroid: boolean): Column[] =>
  activeAndroid
    ? [
        { name: "Id", type: "INTEGER PRIMARY KEY AUTOINCREMENT" },
        { name: "archived", type: "INTEGER" },
        { name: "color", type: "INTEGER" },
        { name: "description", type: "TEXT" },
        { name: "freq_den", type: "INTEGER" },
        { name: "freq_num", type: "INTEGER" },
        { name: "highlight", type: "INTEGER" },
        { name: "name", type: "TEXT" },
        { name: "position", type: "INTEGER" },
        { name: "reminder_days", type: "INTEGER" },
        { name: "reminder_hour", type: "INTEGER" },
        { name: "reminder_min", type: "INTEGER" },
      ]
    : [
        { name: "id", type: "integer primary key autoincrement" },
        { name: "archived", type: "integer" },
        { name: "color", type: "integer" },
        { name: "description", type: "text" },
        { name: "freq_den", type: "integer" },
        { name: "freq_num", type: "integer" },
        { name: "highlight", type: "integer" },
        { name: "name", type: "text" },
        { name: "position", type: "integer" },
        { name: "reminder_hour", type: "integer" },
        { name: "reminder_min", type: "integer" },
        { name: "reminder_days", type: "integer not null default 127", from: 11 },
      ];

/** What later migrations add to Habits, in their order (ALTER TABLE appends). */
const LATER_HABIT_COLUMNS: Column[] = [
  { name: "type", type: "integer not null default 0", from: 16 },
  { name: "target_type", type: "integer not null default 0", from: 18 },
  { name: "target_value", type: "real not null default 0", from: 18 },
  { name: "unit", type: "text not null default ''", from: 18 },
  { name: "question", type: "text", from: 23 },
  { name: "uuid", type: "text", from: 24 },
];

function repetitionColumns(version: number, activeAndroid: boolean): Column[] {
  if (version >= 22) {
    return [
      { name: "id", type: "integer primary key autoincrement" },
      { name: "habit", type: "integer not null references habits(id)" },
      { name: "timestamp", type: "integer not null" },
      { name: "value", type: "integer not null" },
      { name: "notes", type: "text", from: 25 },
    ];
  }
  const key = activeAndroid ? "Id" : "id";
  return [
    { name: key, type: "integer primary key autoincrement" },
    { name: "habit", type: `integer references habits(${key})` },
    { name: "timestamp", type: "integer" },
    { name: "value", type: "integer not null default 2", from: 16 },
  ];
}

const present = (columns: Column[], version: number) => columns.filter((column) => (column.from ?? 0) <= version);

const createTable = (name: string, columns: Column[]) =>
  `CREATE TABLE ${name} (${columns.map((column) => `${column.name} ${column.type}`).join(", ")});`;

/** The tables other than Habits and Repetitions that the version has (Loop's readers ignore them). */
function otherTables(version: number): string {
  const statements = ["CREATE TABLE android_metadata (locale TEXT);", "INSERT INTO android_metadata VALUES ('en_US');"];
  if (version < 20) {
    statements.push(
      "CREATE TABLE Checkmarks (id integer primary key autoincrement, habit integer, timestamp integer, value integer);",
      `CREATE TABLE Score (id integer primary key autoincrement, habit integer, score ${version >= 17 ? "real" : "integer"}, timestamp integer);`,
      "CREATE TABLE Streak (id integer primary key autoincrement, end integer, habit integer, length integer, start integer);",
    );
  }
  if (version >= 19) {
    statements.push(
      "CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, message text, server_id integer);",
    );
  }
  if (version >= 22) {
    statements.push("CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions (habit, timestamp);");
  } else if (version >= 13) {
    statements.push("CREATE INDEX idx_repetitions_habit_timestamp ON Repetitions (habit, timestamp);");
  }
  return statements.join("\n");
}

/** A field the version has no column for is a mistake in the test, not something to drop quietly. */
function requireColumn(has: boolean, field: string, version: number) {
  if (!has) throw new Error(`A version ${version} Loop database has no column for ${field}`);
}

/** A Loop Habit Tracker backup of `version` holding `habits` and their rows (in the given order: ids increase). */
export function loopDatabase(sql: SqlJsStatic, habits: readonly LoopHabit[], options: LoopDatabaseOptions = {}) {
  const version = options.version ?? NEWEST_LOOP_VERSION;
  if (!Number.isInteger(version) || version < OLDEST_LOOP_VERSION || version > NEWEST_LOOP_VERSION) {
    throw new Error(`Loop database versions ${OLDEST_LOOP_VERSION} to ${NEWEST_LOOP_VERSION} only, not ${version}`);
  }
  const activeAndroid = options.activeAndroid ?? version < 16;
  const habitTable = present([...habitColumns(activeAndroid), ...LATER_HABIT_COLUMNS], version);
  const entryTable = present(repetitionColumns(version, activeAndroid), version);
  const has = (columns: Column[], name: string) => columns.some((column) => column.name === name);

  const db: Database = new sql.Database();
  try {
    db.run(
      [createTable("Habits", habitTable), createTable("Repetitions", entryTable), otherTables(version)].join("\n"),
    );
    // One transaction and one prepared insert: a bench's years of rows in seconds, not minutes.
    db.run("BEGIN");
    const hasValue = has(entryTable, "value");
    const hasNotes = has(entryTable, "notes");
    const entryNames = ["habit", "timestamp", ...(hasValue ? ["value"] : []), ...(hasNotes ? ["notes"] : [])];
    const insertEntry = db.prepare(
      `INSERT INTO Repetitions (${entryNames.join(", ")}) VALUES (${entryNames.map(() => "?").join(", ")})`,
    );
    habits.forEach((habit, index) => {
      const id = habit.id ?? index + 1;
      const values: Record<string, SqlValue> = {
        [activeAndroid ? "Id" : "id"]: id,
        archived: habit.archived ? 1 : 0,
        color: index % 20,
        description: habit.description ?? "",
        freq_den: habit.freqDen ?? 1,
        freq_num: habit.freqNum ?? 1,
        highlight: 0,
        name: habit.name,
        position: habit.position ?? index,
        reminder_days: 127,
        reminder_hour: null,
        reminder_min: null,
      };
      const later: [field: keyof LoopHabit, column: string, value: SqlValue | undefined][] = [
        ["type", "type", habit.type ?? (has(habitTable, "type") ? LOOP_TYPE.YES_NO : undefined)],
        ["targetType", "target_type", habit.targetType],
        ["targetValue", "target_value", habit.targetValue],
        ["unit", "unit", habit.unit],
        ["question", "question", habit.question],
        [
          "uuid",
          "uuid",
          habit.uuid === undefined && has(habitTable, "uuid") ? (index + 1).toString(16).padStart(32, "0") : habit.uuid,
        ],
      ];
      for (const [field, column, value] of later) {
        if (value === undefined) continue;
        requireColumn(has(habitTable, column), field, version);
        values[column] = value;
      }
      const columns = Object.keys(values).filter((column) => has(habitTable, column));
      db.run(
        `INSERT INTO Habits (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        columns.map((column) => values[column]!),
      );

      for (const entry of habit.entries ?? []) {
        if (!hasValue) requireColumn(entry.value === undefined, "value", version);
        if (!hasNotes) requireColumn(entry.notes === undefined, "notes", version);
        const row: SqlValue[] = [id, entry.timestamp !== undefined ? entry.timestamp : dayToTimestamp(entry.day!)];
        if (hasValue) row.push(entry.value ?? LOOP_VALUE.YES_MANUAL);
        if (hasNotes) row.push(entry.notes ?? null);
        insertEntry.run(row);
      }
    });
    insertEntry.free();
    db.run("COMMIT");
    db.run(`PRAGMA user_version = ${version}`);
    return db.export();
  } finally {
    db.close();
  }
}

/** A backup from Loop's ActiveAndroid days (version 12): a row in Repetitions is a check, nothing more. */
export const oldLoopDatabase = (sql: SqlJsStatic, habits: readonly LoopHabit[]) =>
  loopDatabase(sql, habits, { version: OLDEST_LOOP_VERSION });

/** A backup of today's Loop (version 25): values, numerical habits, notes, uuids. */
export const newLoopDatabase = (sql: SqlJsStatic, habits: readonly LoopHabit[]) =>
  loopDatabase(sql, habits, { version: NEWEST_LOOP_VERSION });
