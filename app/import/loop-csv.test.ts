// Loop Habit Tracker's CSV export, both generations, against fixtures written here by hand.
import fc from "fast-check";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { addDays } from "~/game/day";
import { ImportFileError, type ImportedHabit } from "./imported";
import { readLoopCsvZip } from "./loop-csv";
import { writeLoopCsvZip } from "./loop-csv-export";
import { draftHabit, LOOP_FIRST_DAY, LOOP_SPAN, loopHabitDraft } from "~test/loop-habits";

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

const HEADER =
  "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?";
const lines = (...rows: string[]) => rows.map((row) => `${row}\n`).join("");

/** The error readLoopCsvZip throws for these bytes (the test fails when it throws none, or another kind). */
function refusal(bytes: Uint8Array): string {
  try {
    readLoopCsvZip(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error("read without an error");
}

// A current export (Loop 2.3.1+), made on 2024-03-11: headers, words, thousandths, quoted notes.
const CURRENT: Record<string, string> = {
  "Habits.csv": lines(
    HEADER,
    "001,Meditate,YES_NO,Did you meditate today?,Ten minutes after waking,3,7,#37474F,,,,false",
    "002,Coffee,NUMERICAL,How many cups?,,1,1,#E65100,cups,AT_MOST,2.5,false",
    "003,Run,YES_NO,,,1,2,#1976D2,,,,true",
    '004,"Café ☕, journal",YES_NO,,"Write one line, then ""stop""",1,1,#D81B60,,,,false',
    "005,Stretch,YES_NO,,,1,3,#8E24AA,,,,false",
  ),
  "001 Meditate/Checkmarks.csv": lines(
    "Date,Value,Notes",
    "2024-03-10,YES_MANUAL,",
    "2024-03-09,YES_AUTO,",
    '2024-03-08,SKIP,"sick, stayed in"',
    '2024-03-07,NO,"said ""no"" today\ntwice"',
    "2024-03-06,UNKNOWN,",
    "2024-03-05,YES_AUTO,",
    '2024-03-04,YES_MANUAL,"  on the train  "',
    '2024-03-03,YES_MANUAL,"   "',
  ),
  "001 Meditate/Scores.csv": lines("Date,Score", "2024-03-10,0.4512", "2024-03-09,0.4200"),
  "002 Coffee/Checkmarks.csv": lines(
    "Date,Value,Notes",
    "2024-03-10,3000,",
    "2024-03-09,2500,",
    "2024-03-08,1236,",
    "2024-03-07,NO,",
    "2024-03-06,UNKNOWN,",
    "2024-03-05,SKIP,travel",
    '2024-03-04,500,"half, decaf"',
  ),
  // Saved on Windows: a byte order mark and CRLF line ends.
  "003 Run/Checkmarks.csv":
    "\ufeffDate,Value,Notes\r\n2024-03-09,YES_MANUAL,\r\n2024-03-07,YES_MANUAL,\r\n2024-03-05,YES_MANUAL,\r\n",
  // Loop keeps only ASCII letters, digits and " ._-" of a name in its folder's.
  "004 Caf  journal/Checkmarks.csv": lines("Date,Value,Notes", "2024-03-10,YES_MANUAL,日記 ✍️ 😀"),
  "005 Stretch/Checkmarks.csv": lines("Date,Value,Notes"),
  // Written from the export's day back, names unquoted, a comma after each cell.
  "Checkmarks.csv": lines(
    "Date,Meditate,Coffee,Run,Café ☕, journal,Stretch,",
    "2024-03-11,UNKNOWN,UNKNOWN,UNKNOWN,UNKNOWN,UNKNOWN,",
    "2024-03-10,YES_MANUAL,3000,YES_AUTO,YES_MANUAL,UNKNOWN,",
  ),
};

const habitNamed = (habits: ImportedHabit[], name: string) => habits.find((habit) => habit.name === name)!;

describe("readLoopCsvZip: the current export", () => {
  const file = readLoopCsvZip(zip(CURRENT));

  it("says what it read and keeps Habits.csv's order", () => {
    expect(file.app).toBe("Loop Habit Tracker");
    expect(file.format).toBe("Loop's CSV export");
    expect(file.leftOut).toEqual([]);
    expect(file.habits.map((habit) => habit.sourceId)).toEqual([
      "loop:001:Meditate",
      "loop:002:Coffee",
      "loop:003:Run",
      "loop:004:Café ☕, journal",
      "loop:005:Stretch",
    ]);
  });

  it("reads a yes-or-no habit: done, skipped, notes on days with nothing, days Loop filled in left out", () => {
    expect(habitNamed(file.habits, "Meditate")).toEqual({
      sourceId: "loop:001:Meditate",
      name: "Meditate",
      description: "Did you meditate today?\n\nTen minutes after waking",
      kind: { type: "count", target: 1 },
      schedule: { kind: "weekly", times: 3 },
      archived: false,
      days: [
        { day: "2024-03-03", amount: 1 },
        { day: "2024-03-04", amount: 1, note: "on the train" },
        { day: "2024-03-07", note: 'said "no" today\ntwice' },
        { day: "2024-03-08", skipped: true, note: "sick, stayed in" },
        { day: "2024-03-10", amount: 1 },
      ],
      remarks: ["2 days Loop filled in by itself (from its frequency) are not imported as done"],
    } satisfies ImportedHabit);
  });

  it("reads a numerical 'at most' habit: thousandths to hundredths, rounded, with a remark", () => {
    const coffee = habitNamed(file.habits, "Coffee");
    expect(coffee.description).toBe("How many cups?");
    expect(coffee.kind).toEqual({ type: "measure", unit: "cups", target: 250, direction: "atMost" });
    expect(coffee.schedule).toEqual({ kind: "daily" });
    expect(coffee.days).toEqual([
      { day: "2024-03-04", amount: 50, note: "half, decaf" },
      { day: "2024-03-05", skipped: true, note: "travel" },
      { day: "2024-03-08", amount: 124 },
      { day: "2024-03-09", amount: 250 },
      { day: "2024-03-10", amount: 300 },
    ]);
    expect(coffee.remarks).toEqual(["Values with a third decimal are rounded to hundredths"]);
  });

  it("reads a file with a byte order mark and CRLF; an archived 'every 2 days' habit counts from its first day", () => {
    const run = habitNamed(file.habits, "Run");
    expect(run.archived).toBe(true);
    expect(run.schedule).toEqual({ kind: "interval", every: 2, from: "2024-03-05" });
    expect(run.days.map((day) => day.day)).toEqual(["2024-03-05", "2024-03-07", "2024-03-09"]);
    expect(run.remarks).toEqual([]);
  });

  it("finds a folder whose name Loop stripped by its number, and keeps Unicode whole", () => {
    const journal = habitNamed(file.habits, "Café ☕, journal");
    expect(journal.description).toBe('Write one line, then "stop"');
    expect(journal.days).toEqual([{ day: "2024-03-10", amount: 1, note: "日記 ✍️ 😀" }]);
  });

  it("reads a habit with no days; its 'every 3 days' counts from the export's day", () => {
    const stretch = habitNamed(file.habits, "Stretch");
    expect(stretch.days).toEqual([]);
    expect(stretch.schedule).toEqual({ kind: "interval", every: 3, from: "2024-03-11" });
    expect(stretch.remarks).toEqual([]);
  });
});

describe("readLoopCsvZip: the export's day, for habits with no days", () => {
  const habits = lines(HEADER, "001,Stretch,YES_NO,,,1,3,#8E24AA,,,,false", "002,Walk,YES_NO,,,1,1,#8E24AA,,,,false");
  const stretchFrom = (files: Record<string, string>) => {
    const schedule = readLoopCsvZip(zip({ "Habits.csv": habits, ...files })).habits[0]!.schedule;
    return schedule.kind === "interval" ? schedule.from : schedule.kind;
  };

  it("is the newest date of a habit's Scores.csv without the top-level Checkmarks.csv", () => {
    expect(
      stretchFrom({
        "001 Stretch/Checkmarks.csv": lines("Date,Value,Notes"),
        "001 Stretch/Scores.csv": lines("Date,Score", "2024-03-12,0.0000"),
        "002 Walk/Checkmarks.csv": lines("Date,Value,Notes", "2024-03-01,YES_MANUAL,"),
      }),
    ).toBe("2024-03-12");
  });

  it("is at least the newest row of any habit, logged or not", () => {
    expect(
      stretchFrom({
        "001 Stretch/Checkmarks.csv": lines("Date,Value,Notes"),
        "002 Walk/Checkmarks.csv": lines("Date,Value,Notes", "2024-03-05,UNKNOWN,", "2024-03-01,YES_MANUAL,"),
      }),
    ).toBe("2024-03-05");
  });

  it("is 1970-01-01 when the zip holds no date at all", () => {
    expect(stretchFrom({})).toBe("1970-01-01");
  });
});

describe("readLoopCsvZip: older exports", () => {
  it("reads headerless check files of bare integers and a Habits.csv without types: every habit yes-or-no", () => {
    const file = readLoopCsvZip(
      zip({
        "Habits.csv": lines(
          "Position,Name,Description,FrequencyNumerator,FrequencyDenominator,Color",
          "001,Floss,Every night,1,1,#4CAF50",
          "002,Gym,,2,7,#F44336",
        ),
        "001 Floss/Checkmarks.csv": lines(
          "2019-05-03,2",
          "2019-05-02,1",
          "2019-05-01,3",
          "2019-04-30,0",
          "2019-04-29,-1",
          "2019-04-28,2",
        ),
        "002 Gym/Checkmarks.csv": "2019-05-02,2\r\n2019-05-01,1\r\n",
      }),
    );
    expect(file.habits).toEqual([
      {
        sourceId: "loop:001:Floss",
        name: "Floss",
        description: "Every night",
        kind: { type: "count", target: 1 },
        schedule: { kind: "daily" },
        archived: false,
        days: [
          { day: "2019-04-28", amount: 1 },
          { day: "2019-05-01", skipped: true },
          { day: "2019-05-03", amount: 1 },
        ],
        remarks: ["1 day Loop filled in by itself (from its frequency) is not imported as done"],
      },
      {
        sourceId: "loop:002:Gym",
        name: "Gym",
        description: "",
        kind: { type: "count", target: 1 },
        schedule: { kind: "weekly", times: 2 },
        archived: false,
        days: [{ day: "2019-05-02", amount: 1 }],
        remarks: ["1 day Loop filled in by itself (from its frequency) is not imported as done"],
      },
    ] satisfies ImportedHabit[]);
  });

  it("reads a headerless numerical habit's thousandths, an 'at least' target, and a folder one level down", () => {
    const file = readLoopCsvZip(
      zip({
        "Loop Habits CSV 2021-06-02/Habits.csv": lines(
          HEADER,
          "001,Push-ups,NUMERICAL,How many push-ups?,,1,1,#FF5722,reps,AT_LEAST,20.0,false",
        ),
        "Loop Habits CSV 2021-06-02/001 Push-ups/Checkmarks.csv": lines(
          "2021-06-02,25000",
          "2021-06-01,-1",
          "2021-05-31,12500",
          "2021-05-30,0",
        ),
      }),
    );
    const [pushUps] = file.habits;
    expect(pushUps!.kind).toEqual({ type: "measure", unit: "reps", target: 2000, direction: "atLeast" });
    expect(pushUps!.days).toEqual([
      { day: "2021-05-31", amount: 1250 },
      { day: "2021-06-02", amount: 2500 },
    ]);
    expect(pushUps!.remarks).toEqual([]);
  });

  it("tolerates extra columns, another order and no Archived? column", () => {
    const file = readLoopCsvZip(
      zip({
        "Habits.csv": lines(
          "Name,Uuid,FrequencyDenominator,Position,FrequencyNumerator",
          "Read,3f2a,1,001,1",
          "Write,9b1c,7,002,5",
        ),
        "001 Read/Checkmarks.csv": lines("Notes,Value,Date", "a page,YES_MANUAL,2024-01-02"),
      }),
    );
    expect(file.habits.map(({ name, schedule, archived, days }) => ({ name, schedule, archived, days }))).toEqual([
      {
        name: "Read",
        schedule: { kind: "daily" },
        archived: false,
        days: [{ day: "2024-01-02", amount: 1, note: "a page" }],
      },
      { name: "Write", schedule: { kind: "weekly", times: 5 }, archived: false, days: [] },
    ]);
  });

  it("imports a habit whose folder is missing with no days, and says why", () => {
    const file = readLoopCsvZip(zip({ "Habits.csv": lines(HEADER, "001,Read,YES_NO,,,1,1,#8E24AA,,,,false") }));
    expect(file.habits[0]!.days).toEqual([]);
    expect(file.habits[0]!.remarks).toEqual([
      "Its days are not in this zip (Loop exports only the habits chosen for it), so it comes with none",
    ]);
  });
});

describe("readLoopCsvZip: files it cannot read", () => {
  const withHabits = (habitsCsv: string, files: Record<string, string> = {}) =>
    zip({ "Habits.csv": habitsCsv, ...files });
  const meditate = (...rows: string[]) =>
    withHabits(lines(HEADER, "001,Meditate,YES_NO,,,1,1,#37474F,,,,false"), {
      "001 Meditate/Checkmarks.csv": lines(...rows),
    });
  const coffee = (...rows: string[]) =>
    withHabits(lines(HEADER, "001,Coffee,NUMERICAL,,,1,1,#E65100,cups,AT_MOST,2.5,false"), {
      "001 Coffee/Checkmarks.csv": lines(...rows),
    });

  it("refuses what is not a zip", () => {
    expect(refusal(strToU8(CURRENT["Habits.csv"]!))).toBe(
      "This file is not a zip, so it is not a Loop Habit Tracker CSV export",
    );
    expect(refusal(new Uint8Array())).toBe("This file is not a zip, so it is not a Loop Habit Tracker CSV export");
  });

  it("refuses a zip cut short or damaged", () => {
    const whole = zip(CURRENT);
    expect(refusal(whole.slice(0, whole.length >> 1))).toBe("This zip is damaged or cut short, so it cannot be read");
    expect(refusal(whole.slice(0, whole.length - 4))).toBe("This zip is damaged or cut short, so it cannot be read");
    const damaged = whole.slice();
    for (let i = 40; i < 80; i++) damaged[i]! ^= 0x5a;
    expect(refusal(damaged)).toBe("This zip is damaged or cut short, so it cannot be read");
  });

  it("refuses a zip without Habits.csv", () => {
    expect(refusal(zip({ "Checkmarks.csv": lines("Date,Meditate,") }))).toBe(
      "This zip has no Habits.csv, so it is not a Loop Habit Tracker CSV export",
    );
  });

  it("names a missing column of Habits.csv", () => {
    expect(refusal(withHabits(lines("Position,Name,Description,FrequencyDenominator", "001,Read,,1")))).toBe(
      'Habits.csv has no "FrequencyNumerator" column: is this file from Loop Habit Tracker?',
    );
    expect(refusal(withHabits(""))).toBe('Habits.csv has no "Position" column: is this file from Loop Habit Tracker?');
    expect(
      refusal(
        withHabits(lines("Position,Name,Type,FrequencyNumerator,FrequencyDenominator", "001,Coffee,NUMERICAL,1,1")),
      ),
    ).toBe('Habits.csv has no "Target Value" column: is this file from Loop Habit Tracker?');
  });

  it("names the line of a bad cell in Habits.csv", () => {
    expect(refusal(withHabits(lines(HEADER, "001,Read,YES_NO,,,three,7,#37474F,,,,false")))).toBe(
      'Habits.csv, line 2: FrequencyNumerator "three" is not a number',
    );
    expect(refusal(withHabits(lines(HEADER, "001,Read,NUMERICAL,,,1,1,#37474F,pages,AT_LEAST,ten,false")))).toBe(
      'Habits.csv, line 2: Target Value "ten" is not a number',
    );
    expect(refusal(withHabits(lines(HEADER, "001,Read,BOOLEAN,,,1,1,#37474F,,,,false")))).toBe(
      'Habits.csv, line 2: "BOOLEAN" is not a habit type Loop writes (YES_NO or NUMERICAL)',
    );
    expect(refusal(withHabits(lines(HEADER, "first,Read,YES_NO,,,1,1,#37474F,,,,false")))).toBe(
      'Habits.csv, line 2: Position "first" is not a number',
    );
    expect(
      refusal(
        withHabits(lines(HEADER, "001,Read,YES_NO,,,1,1,#37474F,,,,false", "1,Write,YES_NO,,,1,1,#37474F,,,,false")),
      ),
    ).toBe("Habits.csv, line 3: another habit already has position 1");
  });

  it("names the file of a quoted field never closed", () => {
    expect(refusal(withHabits(`${HEADER}\n001,"Read,YES_NO,,,1,1,#37474F,,,,false\n`))).toBe(
      "Habits.csv: a quoted field is never closed",
    );
    expect(refusal(meditate("Date,Value,Notes", '2024-03-10,YES_MANUAL,"sick, stayed in'))).toBe(
      'Checkmarks.csv of "Meditate": a quoted field is never closed',
    );
  });

  it("names the file and line of a date that is not a date", () => {
    expect(
      refusal(
        meditate(
          "Date,Value,Notes",
          "2024-03-10,YES_MANUAL,",
          '2024-03-09,NO,"two\nlines"',
          "2024-03-08,NO,",
          "2024-03-07,NO,",
          "2024-13-40,YES_MANUAL,",
        ),
      ),
    ).toBe('Checkmarks.csv of "Meditate", line 7: "2024-13-40" is not a date');
    expect(refusal(meditate("10/03/2024,2"))).toBe('Checkmarks.csv of "Meditate", line 1: "10/03/2024" is not a date');
  });

  it("names a value Loop does not write for a yes-or-no habit", () => {
    const expected = (line: number, value: string) =>
      `Checkmarks.csv of "Meditate", line ${line}: "${value}" is not a value Loop writes for a yes-or-no habit (YES_MANUAL, YES_AUTO, NO, SKIP or UNKNOWN)`;
    expect(refusal(meditate("Date,Value,Notes", "2024-03-10,YES_MANUAL,", "2024-03-09,MAYBE,"))).toBe(
      expected(3, "MAYBE"),
    );
    expect(refusal(meditate("2024-03-10,7"))).toBe(expected(1, "7"));
    expect(refusal(meditate("2024-03-10"))).toBe(expected(1, ""));
  });

  it("names a numerical habit's value that is not a number", () => {
    expect(refusal(coffee("Date,Value,Notes", "2024-03-10,lots,"))).toBe(
      'Checkmarks.csv of "Coffee", line 2: "lots" is not a number',
    );
  });

  it("names a check file's missing column", () => {
    expect(refusal(meditate("Date,Notes", "2024-03-10,fine"))).toBe(
      'Checkmarks.csv of "Meditate" has no "Value" column',
    );
  });
});

describe("writeLoopCsvZip", () => {
  const meditate: ImportedHabit = {
    sourceId: "x",
    name: 'Sit: "still"?',
    description: "Ten minutes, eyes closed",
    kind: { type: "count", target: 1 },
    schedule: { kind: "weekdays", days: [0, 2, 4] },
    archived: false,
    days: [
      { day: "2024-03-07", amount: 1, note: "calm\nat last" },
      { day: "2024-03-09", skipped: true },
    ],
    remarks: [],
  };
  const water: ImportedHabit = {
    sourceId: "y",
    name: "Water",
    description: "",
    kind: { type: "measure", unit: "l", target: 250, direction: "atLeast" },
    schedule: { kind: "interval", every: 2, from: "2024-03-09" },
    archived: true,
    days: [{ day: "2024-03-09", amount: 125 }],
    remarks: [],
  };
  const pushUps: ImportedHabit = {
    sourceId: "z",
    name: "Push-ups",
    description: "",
    kind: { type: "count", target: 3 },
    schedule: { kind: "monthly", times: 12 },
    archived: false,
    days: [{ day: "2024-03-10", amount: 4 }],
    remarks: [],
  };
  const files = unzipSync(writeLoopCsvZip([meditate, water, pushUps], "2024-03-10"));
  const text = (name: string) => strFromU8(files[name]!);

  it("writes Loop's current files: Habits.csv, a folder per habit, the overview", () => {
    expect(Object.keys(files)).toEqual([
      "Habits.csv",
      "001 Sit_ _still__/Checkmarks.csv",
      "002 Water/Checkmarks.csv",
      "003 Push-ups/Checkmarks.csv",
      "Checkmarks.csv",
    ]);
    expect(text("Habits.csv")).toBe(
      lines(
        HEADER,
        '001,"Sit: ""still""?",YES_NO,,"Ten minutes, eyes closed",3,7,#37474F,,,,false',
        "002,Water,NUMERICAL,,,1,2,#37474F,l,AT_LEAST,2.5,true",
        "003,Push-ups,NUMERICAL,,,12,30,#37474F,,AT_LEAST,3.0,false",
      ),
    );
  });

  it("writes each day from the export's day back to the first, newest first, UNKNOWN for days with nothing", () => {
    expect(text("001 Sit_ _still__/Checkmarks.csv")).toBe(
      lines(
        "Date,Value,Notes",
        "2024-03-10,UNKNOWN,",
        "2024-03-09,SKIP,",
        "2024-03-08,UNKNOWN,",
        '2024-03-07,YES_MANUAL,"calm\nat last"',
      ),
    );
    expect(text("002 Water/Checkmarks.csv")).toBe(lines("Date,Value,Notes", "2024-03-10,UNKNOWN,", "2024-03-09,1250,"));
    expect(text("003 Push-ups/Checkmarks.csv")).toBe(lines("Date,Value,Notes", "2024-03-10,4000,"));
    expect(text("Checkmarks.csv")).toBe(
      lines(
        'Date,"Sit: ""still""?",Water,Push-ups,',
        "2024-03-10,UNKNOWN,UNKNOWN,4000,",
        "2024-03-09,SKIP,1250,UNKNOWN,",
        "2024-03-08,UNKNOWN,UNKNOWN,UNKNOWN,",
        "2024-03-07,YES_MANUAL,UNKNOWN,UNKNOWN,",
      ),
    );
  });

  it("writes what Loop cannot hold as the nearest it can: read back, these are the lossy cases", () => {
    const [sit, , counted] = readLoopCsvZip(writeLoopCsvZip([meditate, water, pushUps], "2024-03-10")).habits;
    // Chosen weekdays become "3 days a week"; a count above 1 becomes a measure of no unit.
    expect(sit!.schedule).toEqual({ kind: "weekly", times: 3 });
    expect(counted!.kind).toEqual({ type: "measure", unit: "", target: 300, direction: "atLeast" });
    expect(counted!.days).toEqual([{ day: "2024-03-10", amount: 400 }]);
  });

  it("names a habit's folder by its position alone when nothing of its name is left", () => {
    const files = unzipSync(writeLoopCsvZip([{ ...water, name: "" }], "2024-03-10"));
    expect(Object.keys(files)).toContain("001/Checkmarks.csv");
  });
});

// ---- The round trip: everything Loop can hold comes back ------------------------------------

const withoutIds = (habits: ImportedHabit[]) => habits.map(({ sourceId: _sourceId, ...habit }) => habit);

describe("writeLoopCsvZip then readLoopCsvZip", () => {
  it("gives back the habits: names, descriptions, kinds, schedules, days, skips and notes", () => {
    fc.assert(
      fc.property(
        fc.array(loopHabitDraft, { maxLength: 4 }),
        fc.integer({ min: LOOP_SPAN, max: LOOP_SPAN + 5 }),
        (drafts, exportOffset) => {
          const exportedOn = addDays(LOOP_FIRST_DAY, exportOffset);
          const habits = drafts.map((draft) => draftHabit(draft, "", exportedOn));
          const read = readLoopCsvZip(writeLoopCsvZip(habits, exportedOn)).habits;
          expect(withoutIds(read)).toEqual(withoutIds(habits));
          expect(new Set(read.map((habit) => habit.sourceId)).size).toBe(habits.length);
        },
      ),
      { numRuns: 100 },
    );
  });
});
