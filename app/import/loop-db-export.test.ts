// Habits written as a Loop Habit Tracker backup (issue #34): Loop's version-25 schema column by
// column, the values Loop's import reads, stable uuids, and a round trip through readLoopDatabase.
import path from "node:path";
import fc from "fast-check";
import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from "sql.js";
import { describe, expect, it } from "vitest";
import { addDays, dayToTimestamp, type Day } from "~/game/day";
import type { ImportedDay, ImportedHabit } from "./imported";
import { readLoopDatabase } from "./loop-db";
import { loopUuids, writeLoopDatabase } from "./loop-db-export";
import { draftDays, draftHabit, loopHabitDraft } from "~test/loop-habits";

const SQL = await initSqlJs({ locateFile: (file: string) => path.resolve("node_modules/sql.js/dist", file) });

const habit = (overrides: Partial<ImportedHabit> & Pick<ImportedHabit, "sourceId" | "name">): ImportedHabit => ({
  description: "",
  kind: { type: "count", target: 1 },
  schedule: { kind: "daily" },
  archived: false,
  days: [],
  remarks: [],
  ...overrides,
});

/** Runs `look` on the written file opened again, and closes it. */
function inFile<T>(bytes: Uint8Array, look: (db: Database) => T): T {
  const db = new SQL.Database(bytes);
  try {
    return look(db);
  } finally {
    db.close();
  }
}

function rows(db: Database, query: string, params: SqlValue[] = []): SqlValue[][] {
  const statement = db.prepare(query, params);
  try {
    const result: SqlValue[][] = [];
    while (statement.step()) result.push(statement.get());
    return result;
  } finally {
    statement.free();
  }
}

/** A sql.js whose databases count themselves open. */
function countingSql(failExport = false): { sql: SqlJsStatic; open: () => number } {
  let open = 0;
  class Counted extends SQL.Database {
    constructor(data?: ArrayLike<number> | Buffer | null) {
      super(data);
      open++;
    }
    override export(): Uint8Array {
      if (failExport) throw new Error("export failed");
      return super.export();
    }
    override close() {
      open--;
      super.close();
    }
  }
  return { sql: { ...SQL, Database: Counted }, open: () => open };
}

// ---- The schema: what Loop's migrations make ----------------------------------------------------

/**
 * PRAGMA table_info rows (cid, name, type, notnull, dflt_value, pk) of a fresh Loop database at
 * version 25, from github.com/iSoron/uhabits uhabits-core/src/jvmMain/resources/migrations:
 * 09.sql creates Habits (id … reminder_min); 11.sql adds reminder_days; 16.sql type; 18.sql
 * target_type, target_value, unit (default ""); 23.sql question; 24.sql uuid.
 */
const LOOP_25_HABITS: SqlValue[][] = [
  [0, "id", "INTEGER", 0, null, 1],
  [1, "archived", "INTEGER", 0, null, 0],
  [2, "color", "INTEGER", 0, null, 0],
  [3, "description", "TEXT", 0, null, 0],
  [4, "freq_den", "INTEGER", 0, null, 0],
  [5, "freq_num", "INTEGER", 0, null, 0],
  [6, "highlight", "INTEGER", 0, null, 0],
  [7, "name", "TEXT", 0, null, 0],
  [8, "position", "INTEGER", 0, null, 0],
  [9, "reminder_hour", "INTEGER", 0, null, 0],
  [10, "reminder_min", "INTEGER", 0, null, 0],
  [11, "reminder_days", "INTEGER", 1, "127", 0],
  [12, "type", "INTEGER", 1, "0", 0],
  [13, "target_type", "INTEGER", 1, "0", 0],
  [14, "target_value", "REAL", 1, "0", 0],
  [15, "unit", "TEXT", 1, '""', 0],
  [16, "question", "TEXT", 0, null, 0],
  [17, "uuid", "TEXT", 0, null, 0],
];

/** 22.sql rebuilds Repetitions (all not null, unique per habit and timestamp); 25.sql adds notes. */
const LOOP_25_REPETITIONS: SqlValue[][] = [
  [0, "id", "INTEGER", 0, null, 1],
  [1, "habit", "INTEGER", 1, null, 0],
  [2, "timestamp", "INTEGER", 1, null, 0],
  [3, "value", "INTEGER", 1, null, 0],
  [4, "notes", "TEXT", 0, null, 0],
];

/** 19.sql; never dropped. */
const LOOP_25_EVENTS: SqlValue[][] = [
  [0, "id", "INTEGER", 0, null, 1],
  [1, "timestamp", "INTEGER", 0, null, 0],
  [2, "message", "TEXT", 0, null, 0],
  [3, "server_id", "INTEGER", 0, null, 0],
];

describe("writeLoopDatabase: the schema", () => {
  const empty = writeLoopDatabase([], SQL);

  it("is Loop's version 25: user_version 25", () => {
    expect(inFile(empty, (db) => rows(db, "PRAGMA user_version"))).toEqual([[25]]);
  });

  it("has Loop's Habits, Repetitions and Events, column by column", () => {
    inFile(empty, (db) => {
      expect(rows(db, "PRAGMA table_info('Habits')")).toEqual(LOOP_25_HABITS);
      expect(rows(db, "PRAGMA table_info('Repetitions')")).toEqual(LOOP_25_REPETITIONS);
      expect(rows(db, "PRAGMA table_info('Events')")).toEqual(LOOP_25_EVENTS);
    });
  });

  it("has the tables a Loop backup has and no others (20.sql dropped the caches), Android's locale table included", () => {
    inFile(empty, (db) => {
      const tables = rows(db, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map(([n]) => n);
      expect(tables).toEqual(["Events", "Habits", "Repetitions", "android_metadata", "sqlite_sequence"]);
      expect(rows(db, "SELECT locale FROM android_metadata")).toEqual([["en_US"]]);
    });
  });

  it("has the unique (habit, timestamp) index of 22.sql and Repetitions.habit referencing habits(id)", () => {
    inFile(empty, (db) => {
      expect(rows(db, "PRAGMA index_list('Repetitions')").map(([, name, unique]) => [name, unique])).toEqual([
        ["idx_repetitions_habit_timestamp", 1],
      ]);
      expect(rows(db, "PRAGMA index_info('idx_repetitions_habit_timestamp')").map(([, , name]) => name)).toEqual([
        "habit",
        "timestamp",
      ]);
      expect(
        rows(db, "PRAGMA foreign_key_list('Repetitions')").map(([, , table, from, to]) => [table, from, to]),
      ).toEqual([["habits", "habit", "id"]]);
    });
  });

  it("passes LoopDBImporter.canHandle's query: exactly 'Habits' and 'Repetitions', spelled so", () => {
    const count = inFile(
      empty,
      (db) => rows(db, "select count(*) from SQLITE_MASTER where name='Habits' or name='Repetitions'")[0]![0],
    );
    expect(count).toBe(2);
    // isSQLite3File: the file starts with "SQLite format 3".
    expect(new TextDecoder().decode(empty.subarray(0, 15))).toBe("SQLite format 3");
  });
});

// ---- The rows: what Loop's HabitRecord and EntryRecord read -------------------------------------

const sample: ImportedHabit[] = [
  habit({
    sourceId: "momentum:floss",
    name: "Floss",
    description: "Every night",
    schedule: { kind: "weekly", times: 3 },
    days: [
      { day: "2024-03-01", amount: 1 },
      { day: "2024-03-02", skipped: true },
      { day: "2024-03-03", note: "dentist" },
      { day: "2024-03-04", amount: 3, skipped: true, note: "both" },
      { day: "2024-03-05" },
    ],
  }),
  habit({
    sourceId: "momentum:run",
    name: "Run",
    kind: { type: "measure", unit: "km", target: 550, direction: "atLeast" },
    schedule: { kind: "interval", every: 2, from: "2024-03-01" },
    archived: true,
    days: [
      { day: "2024-03-01", amount: 1234 },
      { day: "2024-03-02", skipped: true, note: "rain" },
    ],
  }),
  habit({
    sourceId: "momentum:push-ups",
    name: "Push-ups",
    kind: { type: "count", target: 20 },
    schedule: { kind: "monthly", times: 10 },
    days: [{ day: "2024-03-01", amount: 25 }],
  }),
  habit({
    sourceId: "momentum:coffee",
    name: "Coffee",
    kind: { type: "measure", unit: "cups", target: 200, direction: "atMost" },
    schedule: { kind: "weekdays", days: [1, 2, 3, 4, 5, 6, 0] },
  }),
];

const at = (day: Day) => dayToTimestamp(day);

describe("writeLoopDatabase: the rows", () => {
  const bytes = writeLoopDatabase(sample, SQL);

  it("writes each habit's columns as Loop itself would (HabitRecord.copyFrom)", () => {
    const habits = inFile(bytes, (db) =>
      rows(
        db,
        `SELECT id, archived, color, description, freq_den, freq_num, highlight, name, position, reminder_hour,
           reminder_min, reminder_days, type, target_type, target_value, unit, question FROM Habits ORDER BY position`,
      ),
    );
    const color = 17;
    expect(habits).toEqual([
      [1, 0, color, "Every night", 7, 3, 0, "Floss", 0, null, null, 0, 0, 0, 0, "", ""],
      [2, 1, color, "", 2, 1, 0, "Run", 1, null, null, 0, 1, 0, 5.5, "km", ""],
      [3, 0, color, "", 30, 10, 0, "Push-ups", 2, null, null, 0, 1, 0, 20, "", ""],
      // Seven weekdays are 7/7, which Loop's Frequency makes 1/1.
      [4, 0, color, "", 1, 1, 0, "Coffee", 3, null, null, 0, 1, 1, 2, "cups", ""],
    ]);
  });

  it("writes Loop's entry values: YES_MANUAL, SKIP, UNKNOWN with a note, thousandths; '' for no note", () => {
    const entries = inFile(bytes, (db) =>
      rows(db, "SELECT habit, timestamp, value, notes FROM Repetitions ORDER BY habit, timestamp"),
    );
    expect(entries).toEqual([
      [1, at("2024-03-01"), 2, ""],
      [1, at("2024-03-02"), 3, ""],
      [1, at("2024-03-03"), -1, "dentist"],
      // Done beats skipped; a yes-or-no habit's 3 is one check.
      [1, at("2024-03-04"), 2, "both"],
      // 12.34 km; a numerical skip is 3 too.
      [2, at("2024-03-01"), 12_340, ""],
      [2, at("2024-03-02"), 3, "rain"],
      // 25 clicks of a count of 20: numerical, each click 1000.
      [3, at("2024-03-01"), 25_000, ""],
    ]);
  });

  it("answers Loop's own import queries (Repository.findAll of HabitRecord, then EntryRecord by habit as text)", () => {
    inFile(bytes, (db) => {
      const habits = rows(
        db,
        `select description, question, name, freq_num, freq_den, color, position, reminder_hour, reminder_min,
           reminder_days, highlight, archived, type, target_value, target_type, unit, id, uuid from habits order by position`,
      );
      expect(habits).toHaveLength(4);
      // copyTo's `!!` columns: none is null.
      for (const row of habits)
        for (const i of [0, 1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 15, 16, 17]) expect(row[i]).not.toBeNull();
      const entries = rows(db, "select habit, timestamp, value, id, notes from Repetitions where habit = ?", ["2"]);
      expect(entries.map(([, timestamp, value]) => [timestamp, value])).toEqual([
        [at("2024-03-01"), 12_340],
        [at("2024-03-02"), 3],
      ]);
    });
  });

  it("is a sound database: integrity and foreign keys check", () => {
    inFile(bytes, (db) => {
      expect(rows(db, "PRAGMA integrity_check")).toEqual([["ok"]]);
      expect(rows(db, "PRAGMA foreign_key_check")).toEqual([]);
    });
  });

  it("reads back a count above 1 as a measure of no unit, the count as its target (as the CSV does)", () => {
    const pushUps = readLoopDatabase(bytes, SQL).habits[2]!;
    expect(pushUps.kind).toEqual({ type: "measure", unit: "", target: 2000, direction: "atLeast" });
    expect(pushUps.days).toEqual([{ day: "2024-03-01", amount: 2500 }]);
  });

  it("leaves out days before 1970, which Loop's Timestamp refuses", () => {
    const old = habit({
      sourceId: "old",
      name: "Old",
      days: [
        { day: "1969-12-31", amount: 1 },
        { day: "1970-01-01", amount: 1 },
      ],
    });
    const timestamps = inFile(writeLoopDatabase([old], SQL), (db) => rows(db, "SELECT timestamp FROM Repetitions"));
    expect(timestamps).toEqual([[0]]);
  });

  it("keeps a value within Loop's Java int", () => {
    const huge = habit({
      sourceId: "huge",
      name: "Huge",
      kind: { type: "count", target: 2 },
      days: [{ day: "2024-01-01", amount: 3_000_000 }],
    });
    const values = inFile(writeLoopDatabase([huge], SQL), (db) => rows(db, "SELECT value FROM Repetitions"));
    expect(values).toEqual([[2_147_483_647]]);
  });

  it("closes its database, written or failed", () => {
    const fine = countingSql();
    writeLoopDatabase(sample, fine.sql);
    expect(fine.open()).toBe(0);

    const failing = countingSql(true);
    expect(() => writeLoopDatabase(sample, failing.sql)).toThrow("export failed");
    expect(failing.open()).toBe(0);

    const badDay = countingSql();
    expect(() =>
      writeLoopDatabase([habit({ sourceId: "x", name: "X", days: [{ day: "someday", amount: 1 }] })], badDay.sql),
    ).toThrow();
    expect(badDay.open()).toBe(0);
  });
});

// ---- Uuids: a second download updates the same habits in Loop -----------------------------------

describe("writeLoopDatabase: uuids", () => {
  const uuidsOf = (bytes: Uint8Array) =>
    inFile(bytes, (db) => rows(db, "SELECT uuid FROM Habits ORDER BY position").map(([uuid]) => uuid as string));

  it("are 32 lowercase hex digits, as Loop writes them, one per habit", () => {
    const uuids = uuidsOf(writeLoopDatabase(sample, SQL));
    for (const uuid of uuids) expect(uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(uuids).size).toBe(sample.length);
  });

  it("are the same in two downloads, whatever the order, and follow the sourceId", () => {
    const first = uuidsOf(writeLoopDatabase(sample, SQL));
    const again = uuidsOf(writeLoopDatabase([...sample].reverse(), SQL));
    expect(again).toEqual([...first].reverse());
    const renamed = uuidsOf(writeLoopDatabase([{ ...sample[0]!, name: "Floss twice" }], SQL));
    expect(renamed).toEqual([first[0]]);
    const other = uuidsOf(writeLoopDatabase([{ ...sample[0]!, sourceId: "momentum:other" }], SQL));
    expect(other[0]).not.toBe(first[0]);
  });

  it("stay two when two habits share a sourceId, or Loop would merge them", () => {
    const twins = loopUuids([{ sourceId: "same" }, { sourceId: "same" }]);
    expect(twins[0]).toBe(loopUuids([{ sourceId: "same" }])[0]);
    expect(twins[1]).not.toBe(twins[0]);
  });

  it("are what the reader gives as the source id", () => {
    const read = readLoopDatabase(writeLoopDatabase(sample, SQL), SQL).habits.map((h) => h.sourceId);
    expect(read).toEqual(loopUuids(sample).map((uuid) => `loop:${uuid}`));
  });
});

// ---- A long history -----------------------------------------------------------------------------

describe("writeLoopDatabase: a long history", () => {
  it("writes 30 habits of 3,650 days each", () => {
    const days = 3650;
    const habits = Array.from({ length: 30 }, (_, i) =>
      habit({
        sourceId: `momentum:${i}`,
        name: `Habit ${i}`,
        kind:
          i % 2 === 0
            ? { type: "count", target: 1 }
            : { type: "measure", unit: "min", target: 3000, direction: "atLeast" },
        days: Array.from({ length: days }, (_, d): ImportedDay => ({
          day: addDays("2015-01-01", d),
          amount: 1 + (d % 50),
        })),
      }),
    );
    const bytes = writeLoopDatabase(habits, SQL);
    expect(inFile(bytes, (db) => rows(db, "SELECT count(*), count(DISTINCT habit) FROM Repetitions"))).toEqual([
      [30 * days, 30],
    ]);
    const read = readLoopDatabase(bytes, SQL).habits;
    expect(read.map((h) => h.days.length)).toEqual(habits.map(() => days));
    expect(read[1]!.days.at(-1)).toEqual({ day: addDays("2015-01-01", days - 1), amount: 1 + ((days - 1) % 50) });
  });
});

// ---- The round trip: everything Loop can hold comes back ----------------------------------------

/** Before any day: the reader's start for "every N days" in a file without rows. */
const EPOCH: Day = "1970-01-01";

describe("writeLoopDatabase then readLoopDatabase", () => {
  it("gives back the habits: names, descriptions, kinds, schedules, archived, days, skips and notes", () => {
    fc.assert(
      fc.property(fc.array(loopHabitDraft, { maxLength: 5 }), (drafts) => {
        // A habit without days counts "every N days" from the newest day of the whole file.
        const newest = drafts.flatMap(draftDays).reduce<Day>((last, { day }) => (day > last ? day : last), EPOCH);
        const habits = drafts.map((draft, i) => draftHabit(draft, `momentum:${i}`, newest));
        const read = readLoopDatabase(writeLoopDatabase(habits, SQL), SQL);
        expect(read.leftOut).toEqual([]);
        expect(read.habits.map(({ sourceId: _sourceId, ...h }) => h)).toEqual(
          habits.map(({ sourceId: _sourceId, ...h }) => h),
        );
        expect(read.habits.map((h) => h.sourceId)).toEqual(loopUuids(habits).map((uuid) => `loop:${uuid}`));
      }),
      { numRuns: 50 },
    );
  });
});
