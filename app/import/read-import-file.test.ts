// Which reader a chosen file goes to (issue #34): decided by the bytes, whatever the file is called;
// the size, emptiness and unknown formats refused with their sentences; sql.js asked for only for
// a database; a damaged file refused with its reader's own sentence.
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import initSqlJs from "sql.js";
import { describe, expect, it, vi } from "vitest";
import { ImportFileError } from "./imported";
import { LOOP_DB_MESSAGES } from "./loop-db";
import { IMPORT_FILE_MESSAGES, MAX_IMPORT_BYTES, readImportFile } from "./read-import-file";
import { newLoopDatabase } from "~test/loop-database";

const SQL = await initSqlJs({ locateFile: (file: string) => path.resolve("node_modules/sql.js/dist", file) });

/** A Loop CSV export of one habit, "Read", done on one day. */
const LOOP_ZIP = zipSync({
  "Habits.csv": strToU8(
    "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n" +
      "001,Read,YES_NO,,,1,1,#37474F,,,,false\n",
  ),
  "001 Read/Checkmarks.csv": strToU8("Date,Value,Notes\n2024-03-10,YES_MANUAL,\n"),
});
const LOOP_DB = newLoopDatabase(SQL, [{ name: "Stretch", entries: [{ day: "2024-03-10" }] }]);
const HABITICA = JSON.stringify({
  tasks: {
    habits: [],
    dailys: [{ id: "d-walk", type: "daily", text: "Walk", frequency: "daily", everyX: 1, history: [] }],
    todos: [],
    rewards: [],
  },
});

const MB = 1024 * 1024;

/** A sqlite() that counts its calls. */
const sqlite = () => vi.fn(() => Promise.resolve(SQL));

async function refusal(name: string, bytes: Uint8Array, load = sqlite()): Promise<string> {
  const error: unknown = await readImportFile(name, bytes, load).then(
    () => new Error("read without an error"),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as Error).message;
}

describe("readImportFile: the format is the content's, not the name's", () => {
  it("a Loop CSV zip called userdata.json, without loading sql.js", async () => {
    const load = sqlite();
    const file = await readImportFile("userdata.json", LOOP_ZIP, load);
    expect(file.format).toBe("Loop's CSV export");
    expect(file.habits.map((habit) => [habit.name, habit.days])).toEqual([
      ["Read", [{ day: "2024-03-10", amount: 1 }]],
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it("an empty zip (PK\\5\\6) is Loop's CSV export too, and its reader says what is missing", async () => {
    const empty = zipSync({});
    expect([...empty.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x05, 0x06]);
    expect(await refusal("backup.db", empty)).toBe(
      "This zip has no Habits.csv, so it is not a Loop Habit Tracker CSV export",
    );
  });

  it("a Loop database called Loop Habits CSV.zip, with sql.js loaded once", async () => {
    const load = sqlite();
    const file = await readImportFile("Loop Habits CSV 2024-03-11.zip", LOOP_DB, load);
    expect(file.format).toBe("Loop's database backup");
    expect(file.habits.map((habit) => [habit.name, habit.days])).toEqual([
      ["Stretch", [{ day: "2024-03-10", amount: 1 }]],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("Habitica's JSON called backup.db, with a byte order mark and whitespace first, without loading sql.js", async () => {
    const load = sqlite();
    for (const text of [HABITICA, `\ufeff \r\n\t${HABITICA}`]) {
      const file = await readImportFile("Loop Habits Backup.db", strToU8(text), load);
      expect(file.app).toBe("Habitica");
      expect(file.habits.map((habit) => habit.name)).toEqual(["Walk"]);
    }
    expect(load).not.toHaveBeenCalled();
  });

  it("any other JSON object goes to Habitica's reader, which says why it is not Habitica's", async () => {
    expect(await refusal("userdata.json", strToU8('{"records": []}'))).toBe(
      "This JSON has no tasks, so it is not Habitica's data export",
    );
  });

  it("a failure to load sql.js is not a refusal: it is passed on as it is", async () => {
    const offline = new TypeError("Failed to fetch");
    await expect(readImportFile("a.db", LOOP_DB, () => Promise.reject(offline))).rejects.toBe(offline);
  });
});

describe("readImportFile: files it does not read", () => {
  it("a file over 100 MB, by its size alone: not even a zip is opened", async () => {
    const load = sqlite();
    const big = new Uint8Array(Math.round(123.4 * MB));
    big.set(LOOP_DB.subarray(0, 100));
    expect(await refusal("Loop Habits Backup.db", big, load)).toBe(
      "The file is 123.4 MB; a file to import can be at most 100.0 MB",
    );
    expect(load).not.toHaveBeenCalled();
    expect(MAX_IMPORT_BYTES).toBe(100 * MB);
  });

  it("one byte over the limit is refused and does not read as the limit; the limit itself is read", async () => {
    const over = new Uint8Array(MAX_IMPORT_BYTES + 1);
    expect(await refusal("userdata.json", over)).toBe("The file is 100.1 MB; a file to import can be at most 100.0 MB");
    expect(await refusal("userdata.json", over.subarray(1))).toBe(IMPORT_FILE_MESSAGES.unknown);
  });

  it("an empty file", async () => {
    expect(await refusal("Loop Habits CSV.zip", new Uint8Array())).toBe(
      "This file is empty, so there is nothing in it to import",
    );
  });

  it("a file of no format read here, whatever its name", async () => {
    const message =
      "This file is not one Momentum can import: choose Loop Habit Tracker's CSV export (a .zip) or its backup (a .db), or Habitica's userdata.json";
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await refusal("Loop Habits CSV.zip", png)).toBe(message);
    expect(await refusal("userdata.json", strToU8('\ufeff  ["tasks"]'))).toBe(message);
    expect(await refusal("Loop Habits Backup.db", strToU8("SQLite format 2\0"))).toBe(message);
    expect(await refusal("a.zip", strToU8("PK"))).toBe(message);
  });

  it("a .csv from inside Loop's export: the message says to choose the zip", async () => {
    expect(await refusal("Habits.CSV", strToU8("Position,Name\n001,Read\n"))).toBe(
      "This file is not one Momentum can import: choose Loop Habit Tracker's CSV export (a .zip) or its backup (a .db), or Habitica's userdata.json (Loop's CSV export is the .zip Loop writes, not a .csv from inside it)",
    );
  });

  it("a zip or a database cut short: the reader's own sentence", async () => {
    expect(await refusal("x.json", LOOP_ZIP.subarray(0, LOOP_ZIP.length - 30))).toBe(
      "This zip is damaged or cut short, so it cannot be read",
    );
    expect(await refusal("x.json", LOOP_DB.subarray(0, LOOP_DB.length - 512))).toBe(LOOP_DB_MESSAGES.damaged);
    expect(LOOP_DB_MESSAGES.damaged).toBe("This backup is damaged or cut short, so it cannot be read");
  });
});
