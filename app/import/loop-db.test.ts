// Loop Habit Tracker's database backup read into ImportedFile (issue #34): every schema from the
// ActiveAndroid days to version 25, Loop's entry values, and every file that cannot be read.
import path from "node:path";
import fc from "fast-check";
import initSqlJs, { type SqlJsStatic } from "sql.js";
import { describe, expect, it } from "vitest";
import { addDays, dayToTimestamp, DAY_MS, type Day } from "~/game/day";
import type { ImportedDay } from "./imported";
import { ImportFileError } from "./imported";
import { readLoopDatabase } from "./loop-db";
import {
  LOOP_TARGET,
  LOOP_TYPE,
  LOOP_VALUE,
  loopDatabase,
  newLoopDatabase,
  oldLoopDatabase,
  type LoopEntry,
  type LoopHabit,
} from "~test/loop-database";

const SQL = await initSqlJs({ locateFile: (file: string) => path.resolve("node_modules/sql.js/dist", file) });

const { UNKNOWN, NO, YES_AUTO, YES_MANUAL, SKIP } = LOOP_VALUE;

const read = (bytes: Uint8Array) => readLoopDatabase(bytes, SQL);
const onlyHabit = (bytes: Uint8Array) => {
  const { habits } = read(bytes);
  expect(habits).toHaveLength(1);
  return habits[0]!;
};

function errorOf(run: () => unknown): ImportFileError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return error as ImportFileError;
  }
  throw new Error("expected an ImportFileError, nothing was thrown");
}

/** A sql.js whose databases count themselves open and closed. */
function countingSql(): { sql: SqlJsStatic; open: () => number; opened: () => number } {
  let open = 0;
  let opened = 0;
  class Counted extends SQL.Database {
    constructor(data?: ArrayLike<number> | Buffer | null) {
      super(data);
      open++;
      opened++;
    }
    override close() {
      open--;
      super.close();
    }
  }
  return { sql: { ...SQL, Database: Counted }, open: () => open, opened: () => opened };
}

describe("the fixtures", () => {
  const schema = (bytes: Uint8Array) => {
    const db = new SQL.Database(bytes);
    try {
      const columns = (table: string) => db.exec(`PRAGMA table_info(${table})`)[0]!.values.map((row) => row[1]);
      return {
        version: db.exec("PRAGMA user_version")[0]!.values[0]![0],
        habits: columns("Habits"),
        entries: columns("Repetitions"),
      };
    } finally {
      db.close();
    }
  };

  it("have Loop's schemas: a real version 12 backup's, and what migrations 09 to 25 make", () => {
    expect(schema(oldLoopDatabase(SQL, []))).toEqual({
      version: 12,
      habits: [
        "Id",
        "archived",
        "color",
        "description",
        "freq_den",
        "freq_num",
        "highlight",
        "name",
        "position",
      ].concat(["reminder_days", "reminder_hour", "reminder_min"]),
      entries: ["Id", "habit", "timestamp"],
    });
    expect(schema(newLoopDatabase(SQL, []))).toEqual({
      version: 25,
      habits: ["id", "archived", "color", "description", "freq_den", "freq_num", "highlight", "name", "position"]
        .concat(["reminder_hour", "reminder_min", "reminder_days", "type", "target_type", "target_value", "unit"])
        .concat(["question", "uuid"]),
      entries: ["id", "habit", "timestamp", "value", "notes"],
    });
  });

  it("refuse what the version has no column for", () => {
    expect(() =>
      loopDatabase(SQL, [{ name: "A", entries: [{ day: "2024-01-01", notes: "x" }] }], { version: 24 }),
    ).toThrow("A version 24 Loop database has no column for notes");
    expect(() => oldLoopDatabase(SQL, [{ name: "A", type: LOOP_TYPE.NUMERICAL }])).toThrow("no column for type");
  });
});

describe("an old backup (version 12, ActiveAndroid's schema)", () => {
  const bytes = oldLoopDatabase(SQL, [
    {
      name: "Sleep early",
      position: 1,
      freqNum: 1,
      freqDen: 3,
      entries: [{ day: "2024-03-05" }, { day: "2024-03-01" }, { day: "2024-03-03" }],
    },
    { name: "Wake up early", description: "Before 7", position: 0, freqNum: 3, freqDen: 7 },
  ]);

  it("reads a row of Repetitions as the day done, sorted, habits in Loop's order", () => {
    const file = read(bytes);
    expect(file.app).toBe("Loop Habit Tracker");
    expect(file.format).toBe("Loop's database backup");
    expect(file.leftOut).toEqual([]);
    expect(file.habits.map((habit) => habit.name)).toEqual(["Wake up early", "Sleep early"]);
    const [wake, sleep] = file.habits;
    expect(wake).toEqual({
      sourceId: "loop:0:Wake up early",
      name: "Wake up early",
      description: "Before 7",
      kind: { type: "count", target: 1 },
      schedule: { kind: "weekly", times: 3 },
      archived: false,
      days: [],
      remarks: [],
    });
    expect(sleep!.sourceId).toBe("loop:1:Sleep early");
    expect(sleep!.schedule).toEqual({ kind: "interval", every: 3, from: "2024-03-01" });
    expect(sleep!.days).toEqual([
      { day: "2024-03-01", amount: 1 },
      { day: "2024-03-03", amount: 1 },
      { day: "2024-03-05", amount: 1 },
    ]);
  });

  it("keeps a single day once and leaves out rows without a date or a habit, saying so", () => {
    const withStrays = oldLoopDatabase(SQL, [
      {
        name: "Run",
        entries: [{ day: "2024-01-02" }, { timestamp: dayToTimestamp("2024-01-02") + 3_600_000 }, { timestamp: null }],
      },
      { name: "Other", id: 7 },
    ]);
    const file = read(withStrays);
    expect(file.habits[0]!.days).toEqual([{ day: "2024-01-02", amount: 1 }]);
    expect(file.habits[0]!.remarks).toEqual(["1 entry has no date and is not imported"]);
    expect(file.leftOut).toEqual([]);

    const orphans = loopDatabase(SQL, [{ name: "Run", entries: [{ day: "2024-01-02" }] }], { version: 12 });
    const db = new SQL.Database(orphans);
    try {
      db.run("INSERT INTO Repetitions (habit, timestamp) VALUES (99, ?), (99, ?)", [0, DAY_MS]);
      expect(read(db.export()).leftOut).toEqual(["2 entries belong to no habit and cannot be imported"]);
    } finally {
      db.close();
    }
  });
});

describe("a new backup (version 25)", () => {
  it("yes/no: checks are done, Loop's own fill-ins are not, skips are skips, notes stay", () => {
    const habit = onlyHabit(
      newLoopDatabase(SQL, [
        {
          name: "Read",
          uuid: "a1b2c3",
          entries: [
            { day: "2024-05-01", value: YES_MANUAL },
            { day: "2024-05-02", value: YES_AUTO },
            { day: "2024-05-03", value: YES_AUTO, notes: "on the train" },
            { day: "2024-05-04", value: SKIP },
            { day: "2024-05-05", value: NO, notes: "  too tired  " },
            { day: "2024-05-06", value: NO },
            { day: "2024-05-07", value: UNKNOWN, notes: "forgot" },
            { day: "2024-05-08", value: UNKNOWN },
            { day: "2024-05-09", value: YES_MANUAL, notes: "   " },
            { day: "2024-05-10", value: SKIP, notes: "ill" },
            { day: "2024-05-11", value: YES_AUTO },
          ],
        },
      ]),
    );
    expect(habit.sourceId).toBe("loop:a1b2c3");
    expect(habit.kind).toEqual({ type: "count", target: 1 });
    expect(habit.days).toEqual<ImportedDay[]>([
      { day: "2024-05-01", amount: 1 },
      { day: "2024-05-03", note: "on the train" },
      { day: "2024-05-04", skipped: true },
      { day: "2024-05-05", note: "too tired" },
      { day: "2024-05-07", note: "forgot" },
      { day: "2024-05-09", amount: 1 },
      { day: "2024-05-10", skipped: true, note: "ill" },
    ]);
    expect(habit.remarks).toEqual(["3 days Loop filled in by itself (from its frequency) are not imported as done"]);
  });

  it("says a single day Loop filled in in the singular, and values Loop does not use", () => {
    const habit = onlyHabit(
      newLoopDatabase(SQL, [
        {
          name: "Read",
          entries: [
            { day: "2024-05-01", value: YES_AUTO },
            { day: "2024-05-02", value: 7 },
            { day: "2024-05-03", value: "yes", notes: "kept" },
          ],
        },
      ]),
    );
    expect(habit.days).toEqual([{ day: "2024-05-03", note: "kept" }]);
    expect(habit.remarks).toEqual([
      "1 day Loop filled in by itself (from its frequency) is not imported as done",
      "2 days have a value Loop does not use and are not imported",
    ]);
  });

  it("numerical, at least: values ÷ 1000 in hundredths, a third decimal rounded and said, 0.003 a skip", () => {
    const habit = onlyHabit(
      newLoopDatabase(SQL, [
        {
          name: "Walk",
          type: LOOP_TYPE.NUMERICAL,
          targetType: LOOP_TARGET.AT_LEAST,
          targetValue: 5.5,
          unit: " km ",
          entries: [
            { day: "2024-06-01", value: 2500 },
            { day: "2024-06-02", value: 1234 },
            { day: "2024-06-03", value: 1235, notes: "hilly" },
            { day: "2024-06-04", value: 0, notes: "rain" },
            { day: "2024-06-05", value: UNKNOWN },
            { day: "2024-06-06", value: SKIP },
            { day: "2024-06-07", value: 10 },
            { day: "2024-06-08", value: -5000 },
            { day: "2024-06-09", value: 12_345_670 },
          ],
        },
      ]),
    );
    expect(habit.kind).toEqual({ type: "measure", unit: "km", target: 550, direction: "atLeast" });
    expect(habit.days).toEqual<ImportedDay[]>([
      { day: "2024-06-01", amount: 250 },
      { day: "2024-06-02", amount: 123 },
      { day: "2024-06-03", amount: 124, note: "hilly" },
      { day: "2024-06-04", note: "rain" },
      { day: "2024-06-06", skipped: true },
      { day: "2024-06-07", amount: 1 },
      { day: "2024-06-09", amount: 1_234_567 },
    ]);
    expect(habit.remarks).toEqual(["Values with a third decimal are rounded to hundredths"]);
  });

  it("numerical, at most: the direction and the target in hundredths", () => {
    const habit = onlyHabit(
      newLoopDatabase(SQL, [
        {
          name: "Coffee",
          type: LOOP_TYPE.NUMERICAL,
          targetType: LOOP_TARGET.AT_MOST,
          targetValue: 2.25,
          unit: "cups",
          entries: [
            { day: "2024-06-01", value: 3000 },
            { day: "2024-06-02", value: 1 },
          ],
        },
      ]),
    );
    expect(habit.kind).toEqual({ type: "measure", unit: "cups", target: 225, direction: "atMost" });
    expect(habit.days).toEqual([{ day: "2024-06-01", amount: 300 }]);
    expect(habit.remarks).toEqual(["Values with a third decimal are rounded to hundredths"]);
  });

  it("archived habits, unicode, quotes and new lines; question and description joined", () => {
    const file = read(
      newLoopDatabase(SQL, [
        {
          name: '  Méditer 🧘 "calme"  ',
          question: "Did you sit today?",
          description: "Ten minutes\nno phone",
          archived: true,
          uuid: null,
          position: 4,
          entries: [{ day: "2024-02-29", notes: " Il a dit \"assez\" ;\n'puis' — 静か\r\n " }],
        },
        { name: "Ничего", question: "Только вопрос", uuid: "", position: 5 },
        { name: "Nothing", description: "Only a description", archived: false, position: 6 },
      ]),
    );
    const [meditate, question, described] = file.habits;
    expect(meditate).toMatchObject({
      sourceId: 'loop:4:Méditer 🧘 "calme"',
      name: 'Méditer 🧘 "calme"',
      description: "Did you sit today?\n\nTen minutes\nno phone",
      archived: true,
      days: [{ day: "2024-02-29", amount: 1, note: "Il a dit \"assez\" ;\n'puis' — 静か" }],
    });
    expect(question).toMatchObject({ sourceId: "loop:5:Ничего", description: "Только вопрос", archived: false });
    expect(described!.description).toBe("Only a description");
  });

  it("keeps source ids unique when two habits share a uuid", () => {
    const ids = read(
      newLoopDatabase(SQL, [
        { name: "A", uuid: "same" },
        { name: "B", uuid: "same" },
      ]),
    ).habits.map((habit) => habit.sourceId);
    expect(ids).toEqual(["loop:same", "loop:same#2"]);
  });

  it("of two rows on one day keeps the later one; any time of a UTC day is that day, 1969 included", () => {
    const midnight = dayToTimestamp("2024-07-01");
    const habit = onlyHabit(
      newLoopDatabase(SQL, [
        {
          name: "Swim",
          entries: [
            { timestamp: midnight, value: YES_MANUAL },
            { timestamp: midnight + 5 * 3_600_000, value: SKIP },
            { timestamp: midnight + DAY_MS + 1, value: SKIP },
            { timestamp: midnight + DAY_MS, value: YES_MANUAL, notes: "later row" },
            { timestamp: -DAY_MS + 60_000, value: YES_MANUAL },
          ],
        },
      ]),
    );
    expect(habit.days).toEqual([
      { day: "1969-12-31", amount: 1 },
      { day: "2024-07-01", skipped: true },
      { day: "2024-07-02", amount: 1, note: "later row" },
    ]);
  });

  it("an empty habit has no days and no remarks", () => {
    const habit = onlyHabit(newLoopDatabase(SQL, [{ name: "Someday" }]));
    expect(habit.days).toEqual([]);
    expect(habit.remarks).toEqual([]);
    expect(habit.schedule).toEqual({ kind: "daily" });
  });
});

describe("frequencies", () => {
  const frequencies = (entries: LoopEntry[] = []) =>
    read(
      newLoopDatabase(SQL, [
        { name: "1/1", freqNum: 1, freqDen: 1, entries },
        { name: "3/7", freqNum: 3, freqDen: 7, entries },
        { name: "1/3", freqNum: 1, freqDen: 3, entries },
        { name: "5/30", freqNum: 5, freqDen: 30, entries },
        { name: "2/9", freqNum: 2, freqDen: 9, entries },
      ]),
    ).habits;

  it("map to every day, N a week, every N days (from the first imported day), N a month", () => {
    const habits = frequencies([{ day: "2024-01-10", value: NO }, { day: "2024-01-12" }, { day: "2024-01-20" }]);
    expect(habits.map((habit) => habit.schedule)).toEqual([
      { kind: "daily" },
      { kind: "weekly", times: 3 },
      { kind: "interval", every: 3, from: "2024-01-12" },
      { kind: "monthly", times: 5 },
      { kind: "weekly", times: 2 },
    ]);
    expect(habits.map((habit) => habit.remarks)).toEqual([
      [],
      [],
      [],
      [],
      [`Loop's "2 times in 9 days" has no exact match; imported as 2 days a week`],
    ]);
  });

  it("every N days counts from the file's newest row without an imported day, else from 1970-01-01", () => {
    const onlyNo = read(
      newLoopDatabase(SQL, [
        {
          name: "No",
          freqNum: 1,
          freqDen: 3,
          entries: [
            { day: "2024-01-04", value: NO },
            { day: "2024-01-02", value: NO },
          ],
        },
        { name: "Empty", freqNum: 1, freqDen: 4 },
        {
          name: "Late",
          entries: [
            { day: "2025-10-01", value: NO },
            { day: "2025-09-09", value: YES_MANUAL },
          ],
        },
      ]),
    ).habits;
    expect(onlyNo[0]!.schedule).toEqual({ kind: "interval", every: 3, from: "2025-10-01" });
    expect(onlyNo[1]!.schedule).toEqual({ kind: "interval", every: 4, from: "2025-10-01" });
    expect(frequencies()[2]!.schedule).toEqual({ kind: "interval", every: 3, from: "1970-01-01" });
  });
});

describe("every schema version, columns detected", () => {
  const versions = Array.from({ length: 14 }, (_, i) => 12 + i);

  it.each(versions)("version %i reads its checks", (version) => {
    const bytes = loopDatabase(
      SQL,
      [{ name: "Floss", description: "Every tooth", entries: [{ day: "2023-12-31" }, { day: "2024-01-01" }] }],
      { version },
    );
    const habit = onlyHabit(bytes);
    expect(habit.days).toEqual([
      { day: "2023-12-31", amount: 1 },
      { day: "2024-01-01", amount: 1 },
    ]);
    expect(habit.description).toBe("Every tooth");
    expect(habit.sourceId).toBe(version >= 24 ? "loop:00000000000000000000000000000001" : "loop:0:Floss");
  });

  it("a version 16 numerical habit (no target or unit columns yet) is a measure of target 0", () => {
    const habit = onlyHabit(
      loopDatabase(
        SQL,
        [{ name: "Pages", type: LOOP_TYPE.NUMERICAL, entries: [{ day: "2024-01-01", value: 20_000 }] }],
        {
          version: 16,
        },
      ),
    );
    expect(habit.kind).toEqual({ type: "measure", unit: "", target: 0, direction: "atLeast" });
    expect(habit.days).toEqual([{ day: "2024-01-01", amount: 2000 }]);
    expect(habit.remarks).toEqual([]);
  });

  it("ActiveAndroid's 'Id' key under a version 22 schema", () => {
    const bytes = loopDatabase(SQL, [{ name: "Yoga", entries: [{ day: "2024-01-01", value: SKIP }] }], {
      version: 22,
      activeAndroid: true,
    });
    expect(onlyHabit(bytes).days).toEqual([{ day: "2024-01-01", skipped: true }]);
  });
});

describe("files that cannot be read", () => {
  const sample = newLoopDatabase(
    SQL,
    Array.from({ length: 6 }, (_, i) => ({
      name: `Habit ${i}`,
      entries: Array.from({ length: 200 }, (_, d) => ({ day: addDays("2023-01-01", d), notes: `day ${d}` })),
    })),
  );
  const notADatabase = "This file is not a database, so it is not a Loop Habit Tracker backup";
  const damaged = "This backup is damaged or cut short, so it cannot be read";

  it("the sample itself reads", () => {
    expect(read(sample).habits).toHaveLength(6);
    expect(sample.length).toBeGreaterThan(4 * 4096);
  });

  it.each([
    ["an empty file", new Uint8Array()],
    ["a text file", new TextEncoder().encode("Habit,Date\nRead,2024-01-01\n")],
    ["bytes", Uint8Array.from({ length: 8192 }, (_, i) => (i * 7919 + 13) % 251)],
    ["the magic string cut", new TextEncoder().encode("SQLite format")],
  ])("%s is not a database", (_, bytes) => {
    expect(errorOf(() => read(bytes)).message).toBe(notADatabase);
  });

  it.each([
    ["its first half", (bytes: Uint8Array) => bytes.slice(0, bytes.length / 2)],
    ["cut inside a page", (bytes: Uint8Array) => bytes.slice(0, bytes.length - 100)],
    ["only its magic string", (bytes: Uint8Array) => bytes.slice(0, 16)],
    ["part of its header", (bytes: Uint8Array) => bytes.slice(0, 60)],
    [
      "its first half, the page count not trusted",
      (bytes: Uint8Array) => {
        const half = bytes.slice(0, bytes.length / 2);
        half[95] = half[95]! ^ 0xff; // the version-valid-for number no longer matches
        return half;
      },
    ],
    ["garbage after the first page", (bytes: Uint8Array) => bytes.map((byte, i) => (i < 4096 ? byte : (i * 31) % 256))],
    [
      "a damaged page inside",
      (bytes: Uint8Array) => bytes.map((byte, i) => (i >= 2 * 4096 && i < 2 * 4096 + 64 ? 0xee : byte)),
    ],
  ])("%s is damaged", (_, damage) => {
    expect(errorOf(() => read(damage(sample))).message).toBe(damaged);
  });

  it("a damaged index, which reading the tables would not notice, is damaged", () => {
    const db = new SQL.Database(sample);
    const [[root]] = db.exec("SELECT rootpage FROM sqlite_master WHERE name = 'idx_repetitions_habit_timestamp'")[0]!
      .values as [[number]];
    db.close();
    const page = (root - 1) * 4096;
    const damagedIndex = sample.map((byte, i) => (i >= page + 100 && i < page + 4096 ? 0x55 : byte));
    expect(errorOf(() => read(damagedIndex)).message).toBe(damaged);
  });

  it.each([
    ["at a page", (bytes: Uint8Array) => bytes.slice(0, bytes.length / 2)],
    [
      "inside a page, the page count not trusted",
      (bytes: Uint8Array) => {
        const cut = bytes.slice(0, bytes.length - 100);
        cut[95] = cut[95]! ^ 0xff;
        return cut;
      },
    ],
  ])("a file cut %s is refused from its header, before sql.js opens it", (_, cut) => {
    const counting = countingSql();
    expect(() => readLoopDatabase(cut(sample), counting.sql)).toThrow(damaged);
    expect(counting.opened()).toBe(0);
  });

  it("a page count that SQLite would not trust either (an old writer's) is not held against the file", () => {
    const stale = sample.slice();
    new DataView(stale.buffer).setUint32(28, 1000); // far more pages than there are…
    stale[95] = stale[95]! ^ 0xff; // …in a header whose version-valid-for number does not match
    expect(read(stale).habits).toHaveLength(6);
  });

  it("an SQLite database without Loop's tables is not a backup", () => {
    const empty = new SQL.Database();
    const onlyHabits = new SQL.Database();
    const otherColumns = new SQL.Database();
    try {
      onlyHabits.run("CREATE TABLE Habits (id integer primary key, name text)");
      otherColumns.run(
        "CREATE TABLE Habits (id integer primary key, title text); CREATE TABLE Repetitions (habit, timestamp)",
      );
      expect(errorOf(() => read(empty.export())).message).toBe(
        "This database has no Habits and Repetitions tables, so it is not a Loop Habit Tracker backup",
      );
      expect(errorOf(() => read(onlyHabits.export())).message).toBe(
        "This database has no Habits and Repetitions tables, so it is not a Loop Habit Tracker backup",
      );
      expect(errorOf(() => read(otherColumns.export())).message).toBe(
        "This database's Habits and Repetitions tables are not Loop Habit Tracker's, so it cannot be read",
      );
    } finally {
      empty.close();
      onlyHabits.close();
      otherColumns.close();
    }
  });

  it.each<[string, LoopEntry["timestamp"], string]>([
    ["text", "yesterday", "yesterday"],
    ["after the year 9999", dayToTimestamp("9999-12-31") + DAY_MS, "253402300800000"],
    ["far in the future", 1e18, "1000000000000000000"],
    ["far in the past", -1e18, "-1000000000000000000"],
    ["before the year 0", dayToTimestamp("0000-01-01") - 1, String(dayToTimestamp("0000-01-01") - 1)],
  ])("a date that is %s names its habit", (_, timestamp, shown) => {
    const bytes = oldLoopDatabase(SQL, [
      { name: "Fine", entries: [{ day: "2024-01-01" }] },
      { name: "Broken «one»", entries: [{ day: "2024-01-01" }, { timestamp }] },
    ]);
    expect(errorOf(() => read(bytes)).message).toBe(
      `The habit "Broken «one»" has an entry with an impossible date (${shown}), so this backup cannot be read`,
    );
  });

  it("the last day of the year 9999 is still a day", () => {
    const habit = onlyHabit(oldLoopDatabase(SQL, [{ name: "Far", entries: [{ day: "9999-12-31" }] }]));
    expect(habit.days).toEqual([{ day: "9999-12-31", amount: 1 }]);
  });

  it("closes the database whether it reads, fails or refuses", () => {
    const counting = countingSql();
    readLoopDatabase(sample, counting.sql);
    const garbled = sample.map((byte, i) => (i < 4096 ? byte : (i * 31) % 256));
    expect(() => readLoopDatabase(garbled, counting.sql)).toThrow(damaged);
    const empty = new SQL.Database();
    const emptyBytes = empty.export();
    empty.close();
    expect(() => readLoopDatabase(emptyBytes, counting.sql)).toThrow("no Habits and Repetitions");
    const bad = oldLoopDatabase(SQL, [{ name: "X", entries: [{ timestamp: "soon" }] }]);
    expect(() => readLoopDatabase(bad, counting.sql)).toThrow("impossible date");
    expect(counting.opened()).toBe(4);
    expect(counting.open()).toBe(0);
  });
});

describe("random habits written to a version 25 backup read back", () => {
  const noteArb = fc.option(fc.string({ maxLength: 12 }), { nil: undefined });
  const yesNoValue = fc.constantFrom(UNKNOWN, NO, YES_AUTO, YES_MANUAL, SKIP);
  const numericalValue = fc.oneof(fc.constantFrom(UNKNOWN, 0, SKIP), fc.integer({ min: -100_000, max: 10_000_000 }));
  const habitArb = fc.boolean().chain((numerical) =>
    fc.record({
      numerical: fc.constant(numerical),
      name: fc.string({ minLength: 1, maxLength: 20 }),
      archived: fc.boolean(),
      entries: fc.uniqueArray(
        fc.record({
          offset: fc.integer({ min: -400, max: 20_000 }),
          value: numerical ? numericalValue : yesNoValue,
          notes: noteArb,
        }),
        { selector: (entry) => entry.offset, maxLength: 25 },
      ),
    }),
  );

  /** What each row should read as, from the mapping table (issue #34), written out plainly. */
  function expectedDay(numerical: boolean, day: Day, value: number, notes: string | undefined): ImportedDay | null {
    const result: ImportedDay = { day };
    if (value === SKIP) result.skipped = true;
    else if (!numerical && value === YES_MANUAL) result.amount = 1;
    else if (numerical && value > 0 && Math.round(value / 10) > 0) result.amount = Math.round(value / 10);
    const note = notes?.trim();
    if (note) result.note = note;
    return Object.keys(result).length > 1 ? result : null;
  }

  it("as the days the mapping gives, sorted, each once", () => {
    fc.assert(
      fc.property(fc.array(habitArb, { minLength: 1, maxLength: 4 }), (habits) => {
        const loopHabits: LoopHabit[] = habits.map((habit) => ({
          name: habit.name,
          archived: habit.archived,
          type: habit.numerical ? LOOP_TYPE.NUMERICAL : LOOP_TYPE.YES_NO,
          uuid: null,
          entries: habit.entries.map(({ offset, value, notes }) => ({
            day: addDays("1970-01-01", offset),
            value,
            notes: notes ?? null,
          })),
        }));
        const file = read(newLoopDatabase(SQL, loopHabits));
        expect(file.habits).toHaveLength(habits.length);
        habits.forEach((habit, i) => {
          const imported = file.habits[i]!;
          expect(imported.name).toBe(habit.name.trim());
          expect(imported.sourceId).toBe(`loop:${i}:${habit.name.trim()}`);
          expect(imported.archived).toBe(habit.archived);
          const expected = habit.entries
            .map(({ offset, value, notes }) =>
              expectedDay(habit.numerical, addDays("1970-01-01", offset), value, notes),
            )
            .filter((day): day is ImportedDay => day !== null)
            .sort((a, b) => a.day.localeCompare(b.day));
          expect(imported.days).toEqual(expected);
        });
      }),
      { numRuns: 50 },
    );
  });
});
