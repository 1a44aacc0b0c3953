// Habits written as a Loop Habit Tracker database backup (issue #34: leaving is as easy as
// arriving). Loop's "Import data" takes its own SQLite backups (and HabitBull, Rewire, Tickmate),
// not its CSV export, so this is the file that brings Momentum's habits into Loop itself. The
// mapping is the CSV writer's (loop-csv-export.ts), so both downloads say the same thing. The
// caller passes an initialized sql.js (only its types are imported); pure apart from sql.js's own
// memory, freed before returning (ADR 0045).
//
// What Loop's import needs, from its source (github.com/iSoron/uhabits, uhabits-core/src/jvmMain):
// - io/LoopDBImporter.kt: canHandle wants a file starting "SQLite format 3", exactly two
//   sqlite_master names equal to 'Habits' and 'Repetitions' (case matters), PRAGMA user_version
//   ≤ DATABASE_VERSION (Constants.kt: 25). importHabitsFromFile runs MigrationHelper up to 25
//   (nothing to run for a version-25 file), reads Habits through HabitRecord "order by position"
//   and each habit's rows through EntryRecord "where habit = ?", and finds an existing habit by
//   uuid (HabitList.getByUUID): same uuid, the habit is edited; new uuid, a habit is created.
// - models/sqlite/records/HabitRecord.kt copyTo: name, description, question, freq_num,
//   freq_den, color, type, target_type, target_value, unit and position must not be null (`!!`);
//   archived null would read as archived (`archived != 0`); reminder_hour and reminder_min null
//   mean no reminder. copyFrom (what Loop itself writes) puts highlight 0 and, without a
//   reminder, reminder_days 0 and both reminder columns null.
// - models/PaletteColor.kt: color is an index into 20 colors (0–19). HabitType.kt / NumericalHabitType.kt:
//   type 0 YES_NO, 1 NUMERICAL; target_type 0 AT_LEAST, 1 AT_MOST (anything else throws).
// - models/Habit.kt: a new habit's uuid is UUID.randomUUID() without its dashes: 32 lowercase hex.
// - models/sqlite/records/EntryRecord.kt: timestamp (Long), value (Int: a Java int), notes (Loop
//   writes "" for none). models/Entry.kt: UNKNOWN −1, YES_MANUAL 2, SKIP 3; a numerical value is
//   the number × 1000, a numerical skip is 3 as well. models/Timestamp.kt refuses a negative time
//   (before 1970) and truncates to whole UTC days.
// - SQLiteEntryList.add keeps a row whatever its value, so a note on a day with nothing logged is
//   a row of UNKNOWN with the note, as Loop stores it.
import type { Database, SqlJsStatic } from "sql.js";
import { dayToTimestamp, type Day } from "~/game/day";
import { frequencyOf } from "~/game/schedule";
import type { ImportedDay, ImportedHabit } from "./imported";
import { LOOP_VALUE_SCALE } from "./loop-terms";

/** Loop's DATABASE_VERSION (uhabits-core Constants.kt) when this was written: its newest schema. */
export const LOOP_DATABASE_VERSION = 25;

/**
 * The schema a fresh Loop install has at version 25: HabitsDatabaseOpener starts an empty file at
 * version 8 and runs resources/migrations/09.sql to 25.sql. Written out here as their end state:
 * - Habits: 09.sql creates id … reminder_min; 11.sql adds reminder_days; 16.sql type; 18.sql
 *   target_type, target_value, unit (with Loop's own `default ""`); 23.sql question; 24.sql uuid.
 * - Repetitions: 22.sql rebuilds it (id, habit, timestamp, value, all not null) with a unique
 *   index on (habit, timestamp); 25.sql adds notes.
 * - Events: 19.sql (never used by the import, present in every backup).
 * - Checkmarks, Streak and Score (09.sql, 17.sql) are dropped by 20.sql.
 * - android_metadata: not a migration; Android's SQLiteDatabase creates it in every database it
 *   opens, so every backup Loop writes (a copy of its file, DatabaseUtils.saveDatabaseCopy) has it.
 * sqlite_sequence comes by itself with the first AUTOINCREMENT table.
 */
export const LOOP_SCHEMA = `
CREATE TABLE android_metadata (locale TEXT);
INSERT INTO android_metadata VALUES ('en_US');
CREATE TABLE Habits (
  id integer primary key autoincrement,
  archived integer,
  color integer,
  description text,
  freq_den integer,
  freq_num integer,
  highlight integer,
  name text,
  position integer,
  reminder_hour integer,
  reminder_min integer,
  reminder_days integer not null default 127,
  type integer not null default 0,
  target_type integer not null default 0,
  target_value real not null default 0,
  unit text not null default "",
  question text,
  uuid text
);
CREATE TABLE Events (
  id integer primary key autoincrement,
  timestamp integer,
  message text,
  server_id integer
);
CREATE TABLE Repetitions (
  id integer primary key autoincrement,
  habit integer not null references habits(id),
  timestamp integer not null,
  value integer not null,
  notes text
);
CREATE UNIQUE INDEX idx_repetitions_habit_timestamp on Repetitions(habit, timestamp);
`;

/** Loop's Entry values (models/Entry.kt) and types (HabitType.kt, NumericalHabitType.kt). */
const UNKNOWN = -1;
const YES_MANUAL = 2;
const SKIP = 3;
const YES_NO = 0;
const NUMERICAL = 1;
const AT_LEAST = 0;
const AT_MOST = 1;

/**
 * The palette index (PaletteColor.kt) nearest the CSV export's blue grey #37474F: 17, dark grey
 * #303030. Momentum's habits have no color to carry over.
 */
const LOOP_COLOR_INDEX = 17;
/** EntryRecord.value is a Java Int: a larger value would come back wrapped to a negative one. */
const LOOP_INT_MAX = 2_147_483_647;
/** Loop's Timestamp refuses a time before 1970-01-01 (its import would stop on the whole file). */
const FIRST_LOOP_DAY: Day = "1970-01-01";

/**
 * A habit in Loop's terms, as the CSV writer makes it: a count of 1 a day is yes-or-no; a larger
 * count is numerical with no unit, at least the count, each click 1000; a measure is numerical in
 * its unit, its hundredths × 10 (Loop's thousandths).
 */
type LoopShape = {
  type: typeof YES_NO | typeof NUMERICAL;
  targetType: typeof AT_LEAST | typeof AT_MOST;
  /** In the unit itself, as target_value holds it. */
  targetValue: number;
  unit: string;
  /** What one of the day's amount is worth in Loop's value column (numerical habits). */
  valueScale: number;
};

function shapeOf(habit: ImportedHabit): LoopShape {
  const { kind } = habit;
  if (kind.type === "count") {
    return kind.target <= 1
      ? { type: YES_NO, targetType: AT_LEAST, targetValue: 0, unit: "", valueScale: 0 }
      : { type: NUMERICAL, targetType: AT_LEAST, targetValue: kind.target, unit: "", valueScale: LOOP_VALUE_SCALE };
  }
  return {
    type: NUMERICAL,
    targetType: kind.direction === "atMost" ? AT_MOST : AT_LEAST,
    targetValue: kind.target / 100,
    unit: kind.unit,
    valueScale: LOOP_VALUE_SCALE / 100,
  };
}

/**
 * A day's value column, or null for no row: done beats skipped (Loop has no day that is both), a
 * note alone is UNKNOWN with the note, a day with nothing is not stored.
 */
function valueOf(shape: LoopShape, day: ImportedDay): number | null {
  if (day.amount !== undefined && day.amount > 0) {
    return shape.type === YES_NO ? YES_MANUAL : Math.min(LOOP_INT_MAX, Math.round(day.amount * shape.valueScale));
  }
  if (day.skipped) return SKIP;
  return day.note ? UNKNOWN : null;
}

// --- Stable uuids -------------------------------------------------------------------------------

// FNV-1a, 128 bits (the FNV prime 2^88 + 2^8 + 0x3b and offset basis of its specification).
const FNV_PRIME = 0x0000000001000000000000000000013bn;
const FNV_OFFSET = 0x6c62272e07bb014262b821756295c58dn;
const MASK_128 = (1n << 128n) - 1n;

function fnv1a128(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_128;
  return hash.toString(16).padStart(32, "0");
}

/**
 * A uuid per habit, the same every time the same habit is written: Loop's import finds a habit by
 * its uuid, so a second download imported into Loop updates the habits the first one created
 * instead of adding them again. 32 lowercase hex digits, as Loop's own (Habit.kt). Two habits
 * with the same sourceId (not expected) still get two uuids, or Loop would merge them.
 */
export function loopUuids(habits: readonly Pick<ImportedHabit, "sourceId">[]): string[] {
  const used = new Set<string>();
  return habits.map(({ sourceId }) => {
    let uuid = fnv1a128(sourceId);
    for (let n = 2; used.has(uuid); n++) uuid = fnv1a128(`${sourceId}#${n}`);
    used.add(uuid);
    return uuid;
  });
}

// --- The file -----------------------------------------------------------------------------------

/**
 * The bytes of a Loop Habit Tracker backup (schema version 25) holding these habits, in this
 * order, for Loop's "Import data". Days before 1970, which Loop cannot hold, are left out.
 */
export function writeLoopDatabase(habits: readonly ImportedHabit[], sql: SqlJsStatic): Uint8Array<ArrayBuffer> {
  const uuids = loopUuids(habits);
  let db: Database | undefined;
  try {
    db = new sql.Database();
    db.run(LOOP_SCHEMA);
    db.run(`PRAGMA user_version = ${LOOP_DATABASE_VERSION}`);
    // One transaction and two prepared inserts: years of days in well under a second.
    db.run("BEGIN");
    const insertHabit = db.prepare(
      `INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, highlight, name, position,
         reminder_hour, reminder_min, reminder_days, type, target_type, target_value, unit, question, uuid)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, NULL, NULL, 0, ?, ?, ?, ?, '', ?)`,
    );
    const insertEntry = db.prepare("INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (?, ?, ?, ?)");
    try {
      habits.forEach((habit, position) => {
        const id = position + 1;
        const shape = shapeOf(habit);
        const { times, days } = frequencyOf(habit.schedule);
        // Loop's Frequency makes N/N into 1/1 (Frequency.kt): "7 days a week" is every day.
        const [freqNum, freqDen] = times >= days ? [1, 1] : [times, days];
        insertHabit.run([
          id,
          habit.archived ? 1 : 0,
          LOOP_COLOR_INDEX,
          habit.description,
          freqDen,
          freqNum,
          habit.name,
          position,
          shape.type,
          shape.targetType,
          shape.targetValue,
          shape.unit,
          uuids[position]!,
        ]);
        // Each day once (a later duplicate wins, as in the reader): the index allows one row a day.
        const byDay = new Map(habit.days.map((day) => [day.day, day]));
        for (const [day, entry] of byDay) {
          const value = valueOf(shape, entry);
          if (value === null || day < FIRST_LOOP_DAY) continue;
          insertEntry.run([id, dayToTimestamp(day), value, entry.note ?? ""]);
        }
      });
    } finally {
      insertHabit.free();
      insertEntry.free();
    }
    db.run("COMMIT");
    // A copy on an ArrayBuffer of its own, as the download's Blob wants.
    return new Uint8Array(db.export());
  } finally {
    db?.close();
  }
}
