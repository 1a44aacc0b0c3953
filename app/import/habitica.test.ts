// Habitica's userdata.json read into Momentum's terms (issue #34, ADR 0046). The fixture is a
// small user made here, in the shape of Habitica's export (user.toJSON() plus tasks grouped by
// type): New York's offset (timezoneOffset 300, UTC−5) and a day that starts at 4 am, so a
// user's day is the UTC date of (instant − 9 h).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ScheduleSchema } from "~/game/schedule";
import { readHabiticaExport } from "./habitica";
import { ImportFileError, type ImportedFile, type ImportedHabit } from "./imported";

const T = (iso: string) => Date.parse(iso);

const NONE = { m: false, t: false, w: false, th: false, f: false, s: false, su: false };
const ALL = { m: true, t: true, w: true, th: true, f: true, s: true, su: true };

function userdata() {
  return {
    _id: "0b6d3a3c-user",
    lastCron: "2024-03-15T11:00:00.000Z",
    preferences: { timezoneOffset: 300, dayStart: 4, language: "en", sleep: false },
    profile: { name: "Tester" },
    stats: { hp: 50, lvl: 3 },
    tasks: {
      habits: [
        {
          id: "h-water",
          type: "habit",
          text: "  💧 Drink water ",
          notes: "  8 glasses\n",
          up: true,
          down: false,
          counterUp: 1,
          counterDown: 0,
          frequency: "daily",
          challenge: {},
          group: {},
          history: [
            { date: T("2024-03-09T14:00:00Z"), value: 1, scoredUp: 3, scoredDown: 0 },
            // 03:30 in New York, before the 4 am day start: still the 9th.
            { date: "2024-03-10T08:30:00.000Z", value: 2, scoredUp: 2, scoredDown: 0 },
            // Past midnight UTC, 9 pm on the 10th in New York.
            { date: T("2024-03-11T02:00:00Z"), value: 2.5, scoredUp: 1, scoredDown: 0 },
          ],
        },
        {
          id: "h-junk",
          type: "habit",
          text: "Junk food",
          up: true,
          down: true,
          history: [
            { date: T("2024-03-12T15:00:00Z"), value: -1, scoredUp: 1, scoredDown: 2 },
            { date: T("2024-03-13T15:00:00Z"), value: -2, scoredUp: 0, scoredDown: 1 },
          ],
        },
        {
          id: "h-smoke",
          type: "habit",
          text: "Smoke",
          up: false,
          down: true,
          history: [{ date: T("2024-03-12T15:00:00Z"), value: -3, scoredUp: 0, scoredDown: 4 }],
        },
        {
          // Before 2018: one { date, value } per scoring, + when the value rose.
          id: "h-stretch",
          type: "habit",
          text: "ストレッチ",
          up: true,
          down: true,
          history: [
            { date: T("2024-03-01T12:00:00Z"), value: 1 },
            { date: T("2024-03-01T13:00:00Z"), value: 0.2 },
            { date: "2024-03-02T12:00:00.000Z", value: 1.1 },
            { date: T("2024-03-02T18:00:00Z"), value: 2 },
          ],
        },
        {
          // Only +: cron halves its value, so a later + may still be lower.
          id: "h-floss",
          type: "habit",
          text: "Floss",
          up: true,
          down: false,
          archived: true,
          history: [
            { date: T("2024-03-03T20:00:00Z"), value: 1 },
            { date: T("2024-03-04T20:00:00Z"), value: 0.6 },
            { date: T("2024-03-05T20:00:00Z"), value: 1.3 },
          ],
        },
      ],
      dailys: [
        {
          id: "d-read",
          type: "daily",
          text: "Read 📚",
          notes: "",
          frequency: "daily",
          everyX: 1,
          startDate: "2023-10-01T04:00:00.000Z",
          completed: false,
          isDue: true,
          challenge: { id: "c-1", shortName: "books" },
          history: [
            // Averages Habitica's preening left of older months.
            { date: T("2023-11-01T10:00:00Z"), value: 3.2 },
            { date: T("2023-12-01T10:00:00Z"), value: 4 },
            { date: T("2024-03-09T23:00:00Z"), value: 5, isDue: true, completed: true },
            { date: T("2024-03-11T10:00:00Z"), value: 4.1, isDue: true, completed: false },
            { date: T("2024-03-12T03:30:00Z"), value: 5, isDue: true, completed: true },
            // Checked off for yesterday before the 14th's cron, then done on the 14th too.
            { date: "2024-03-14T13:00:00.000Z", value: 6, isDue: true, completed: true },
            { date: "2024-03-14T22:00:00.000Z", value: 7, isDue: true, completed: true },
          ],
        },
        {
          // Before 2018: cron wrote { date, value } for every daily.
          id: "d-gym",
          type: "daily",
          text: "Gym",
          frequency: "weekly",
          everyX: 1,
          repeat: { ...NONE, m: true, w: true, f: true },
          completed: true,
          checklist: [
            { id: "c1", text: "warm up", completed: false },
            { id: "c2", text: "lift", completed: true },
          ],
          history: [
            { date: T("2024-03-04T12:00:00Z"), value: 0 },
            { date: T("2024-03-05T12:00:00Z"), value: 1 },
            { date: T("2024-03-06T12:00:00Z"), value: 1 },
            { date: T("2024-03-09T12:00:00Z"), value: 2 },
          ],
        },
        { id: "d-meditate", type: "daily", text: "Meditate", frequency: "weekly", everyX: 1, repeat: ALL },
        {
          id: "d-plants",
          type: "daily",
          text: "Water plants",
          frequency: "daily",
          everyX: 3,
          // Local midnight in New York: the 5th (a day start is not applied to start dates).
          startDate: "2024-01-05T05:00:00.000Z",
        },
        {
          id: "d-laundry",
          type: "daily",
          text: "Laundry",
          frequency: "weekly",
          everyX: 2,
          repeat: { ...NONE, s: true },
          startDate: "2024-01-03T05:00:00.000Z",
        },
        {
          id: "d-mum",
          type: "daily",
          text: "Call mum",
          frequency: "weekly",
          everyX: 2,
          repeat: { ...NONE, t: true, th: true },
          startDate: "2024-01-03T05:00:00.000Z",
        },
        { id: "d-rent", type: "daily", text: "Pay rent", frequency: "monthly", everyX: 1, daysOfMonth: [15, 1] },
        {
          id: "d-club",
          type: "daily",
          text: "Book club",
          frequency: "monthly",
          everyX: 1,
          weeksOfMonth: [1],
          repeat: { ...NONE, t: true },
          daysOfMonth: [],
        },
        {
          id: "d-taxes",
          type: "daily",
          text: "Taxes",
          frequency: "yearly",
          everyX: 1,
          startDate: "2024-04-15T05:00:00.000Z",
        },
        { id: "d-empty", type: "daily" },
      ],
      todos: [1, 2, 3, 4].map((n) => ({ id: `t-${n}`, type: "todo", text: `To-do ${n}`, completed: n === 1 })),
      rewards: [1, 2].map((n) => ({ id: `r-${n}`, type: "reward", text: `Reward ${n}`, value: 10 })),
    },
  };
}

type Userdata = ReturnType<typeof userdata>;

const read = (data: unknown): ImportedFile => readHabiticaExport(JSON.stringify(data));

function habit(file: ImportedFile, id: string): ImportedHabit {
  const found = file.habits.find((h) => h.sourceId === `habitica:${id}`);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

/** The fixture with `change` applied to a copy. */
function changed(change: (data: Userdata) => void): Userdata {
  const data = structuredClone(userdata());
  change(data);
  return data;
}

describe("readHabiticaExport: a user's habits and dailies", () => {
  const file = read(userdata());

  it("names the app and format, and keeps the file's order: habits, then dailies", () => {
    expect(file.app).toBe("Habitica");
    expect(file.format).toBe("Habitica's data export");
    expect(file.habits.map((h) => h.sourceId)).toEqual([
      "habitica:h-water",
      "habitica:h-junk",
      "habitica:h-stretch",
      "habitica:h-floss",
      "habitica:d-read",
      "habitica:d-gym",
      "habitica:d-meditate",
      "habitica:d-plants",
      "habitica:d-laundry",
      "habitica:d-mum",
      "habitica:d-rent",
      "habitica:d-club",
      "habitica:d-taxes",
      "habitica:d-empty",
    ]);
  });

  it("a habit is a count habit every day: + scorings summed per user day, names and notes trimmed", () => {
    expect(habit(file, "h-water")).toEqual({
      sourceId: "habitica:h-water",
      name: "💧 Drink water",
      description: "8 glasses",
      kind: { type: "count", target: 1 },
      schedule: { kind: "daily" },
      archived: false,
      days: [
        { day: "2024-03-09", amount: 5 },
        { day: "2024-03-10", amount: 1 },
      ],
      remarks: [],
    });
  });

  it("− scorings are left out, with a remark; a day with only − has no day", () => {
    const junk = habit(file, "h-junk");
    expect(junk.days).toEqual([{ day: "2024-03-12", amount: 1 }]);
    expect(junk.remarks).toEqual(["3 − scorings are not imported: a Momentum habit counts what was done"]);
  });

  it("older habit history: a snapshot whose value rose is one + scoring (Habitica's 2018 conversion)", () => {
    const stretch = habit(file, "h-stretch");
    expect(stretch.name).toBe("ストレッチ");
    expect(stretch.days).toEqual([
      { day: "2024-03-01", amount: 1 },
      { day: "2024-03-02", amount: 2 },
    ]);
    expect(stretch.remarks).toEqual([
      "Habitica's older history has no counts: each snapshot whose value rose counts as one + scoring",
      "1 − scoring is not imported: a Momentum habit counts what was done",
    ]);
  });

  it("older history of a habit with only +: every snapshot is a + scoring; an archived mark is kept", () => {
    const floss = habit(file, "h-floss");
    expect(floss.days).toEqual([
      { day: "2024-03-03", amount: 1 },
      { day: "2024-03-04", amount: 1 },
      { day: "2024-03-05", amount: 1 },
    ]);
    expect(floss.remarks).toEqual(["Habitica's older history has no counts: each snapshot counts as one + scoring"]);
    expect(floss.archived).toBe(true);
    expect(habit(file, "h-water").archived).toBe(false);
  });

  it("a daily's completions are its days; yesterday's checked before cron goes back a day; averages are left out", () => {
    const daily = habit(file, "d-read");
    expect(daily.name).toBe("Read 📚");
    expect(daily.kind).toEqual({ type: "count", target: 1 });
    expect(daily.schedule).toEqual({ kind: "daily" });
    expect(daily.days).toEqual([
      { day: "2024-03-09", amount: 1 },
      { day: "2024-03-11", amount: 1 },
      { day: "2024-03-13", amount: 1 },
      { day: "2024-03-14", amount: 1 },
    ]);
    expect(daily.remarks).toEqual([
      "Habitica had merged 2 older snapshots into monthly or yearly averages; the days in them cannot be told apart and are not imported",
    ]);
  });

  it("older daily history: a value that rose means done on the day the previous snapshot opened; checked now counts for the last cron's day", () => {
    const gym = habit(file, "d-gym");
    expect(gym.schedule).toEqual({ kind: "weekdays", days: [0, 2, 4] });
    expect(gym.days).toEqual([
      { day: "2024-03-04", amount: 1 },
      { day: "2024-03-06", amount: 1 },
      { day: "2024-03-15", amount: 1 },
    ]);
    expect(gym.remarks).toEqual([
      "Habitica's older history has no done mark: a day counts as done when the daily's value rose from one snapshot to the next",
      "Its checklist (2 items) is not imported",
    ]);
  });

  it.each([
    ["d-meditate", { kind: "daily" }, []],
    ["d-plants", { kind: "interval", every: 3, from: "2024-01-05" }, []],
    ["d-laundry", { kind: "interval", every: 14, from: "2024-01-06" }, []],
    ["d-mum", { kind: "weekly", times: 2 }, ["Every 2 weeks is imported as 2 days a week"]],
    ["d-rent", { kind: "monthly", times: 2 }, ["Days 1 and 15 of the month are imported as 2 days a month, any days"]],
    ["d-club", { kind: "monthly", times: 1 }, ["The 2nd Tue of the month is imported as 1 day a month, any days"]],
    ["d-taxes", { kind: "interval", every: 365, from: "2024-04-15" }, ["Once a year is imported as every 365 days"]],
  ])("%s's repeat is %j", (id, schedule, remarks) => {
    const daily = habit(file, id);
    expect(daily.schedule).toEqual(schedule);
    expect(daily.remarks).toEqual(remarks);
  });

  it("a task with nothing but an id: untitled, every day (Habitica's defaults), no days", () => {
    expect(habit(file, "d-empty")).toEqual({
      sourceId: "habitica:d-empty",
      name: "Untitled daily",
      description: "",
      kind: { type: "count", target: 1 },
      schedule: { kind: "daily" },
      archived: false,
      days: [],
      remarks: ['Has no name in Habitica; imported as "Untitled daily"'],
    });
  });

  it("to-dos, rewards and a habit that only counts slips are left out, in sentences", () => {
    expect(file.leftOut).toEqual([
      "4 to-dos and 2 rewards are not imported: Momentum has no to-dos or rewards of Habitica's kind",
      '"Smoke" only counts slips (−) and is not imported: a Momentum habit counts what was done',
    ]);
    expect(file.habits.some((h) => h.sourceId === "habitica:h-smoke")).toBe(false);
  });
});

describe("readHabiticaExport: the user's day", () => {
  const waterDays = (data: unknown) => habit(read(data), "h-water").days;

  it("without preferences a day is the UTC date", () => {
    const data = changed((d) => delete (d as { preferences?: unknown }).preferences);
    expect(waterDays(data)).toEqual([
      { day: "2024-03-09", amount: 3 },
      { day: "2024-03-10", amount: 2 },
      { day: "2024-03-11", amount: 1 },
    ]);
  });

  it("with the day starting at midnight, 03:30 in New York is the 10th", () => {
    const data = changed((d) => (d.preferences.dayStart = 0));
    expect(waterDays(data)).toEqual([
      { day: "2024-03-09", amount: 3 },
      { day: "2024-03-10", amount: 3 },
    ]);
  });

  it("east of UTC (timezoneOffset −600, UTC+10) 14:00 UTC is already the next day", () => {
    const data = changed((d) => {
      d.preferences.timezoneOffset = -600;
      d.preferences.dayStart = 0;
    });
    expect(waterDays(data)).toEqual([
      { day: "2024-03-10", amount: 5 },
      { day: "2024-03-11", amount: 1 },
    ]);
  });

  it("history is read in date order, and null entries (which Habitica's preening also skips) are passed over", () => {
    const data = changed((d) => {
      const history: unknown[] = d.tasks.dailys[0]!.history!;
      history.reverse();
      history.splice(2, 0, null);
    });
    expect(habit(read(data), "d-read").days.map((d) => d.day)).toEqual([
      "2024-03-09",
      "2024-03-11",
      "2024-03-13",
      "2024-03-14",
    ]);
  });

  it("a file that starts with a byte order mark is read", () => {
    expect(readHabiticaExport(`\uFEFF${JSON.stringify(userdata())}`).habits).toHaveLength(14);
  });
});

describe("readHabiticaExport: other repeats", () => {
  const one = (task: Record<string, unknown>): ImportedHabit =>
    read({ tasks: { dailys: [{ id: "x", text: "X", ...task }] } }).habits[0]!;

  it.each<[Record<string, unknown>, unknown, string[]]>([
    [{ frequency: "weekly", everyX: 1 }, { kind: "daily" }, []],
    [
      { frequency: "weekly", everyX: 0, repeat: { ...NONE, m: true } },
      { kind: "weekdays", days: [0] },
      ["Repeats every 0 weeks in Habitica, which never comes due; imported as every week"],
    ],
    [
      { frequency: "weekly", everyX: 1, repeat: NONE },
      { kind: "weekly", times: 1 },
      ["No day of the week is chosen, so Habitica never asks for it; imported as 1 day a week"],
    ],
    [
      { frequency: "weekly", everyX: 60, repeat: { ...NONE, su: true }, startDate: "2024-01-01T00:00:00.000Z" },
      { kind: "interval", every: 365, from: "2024-01-07" },
      ["Every 60 weeks is imported as every 365 days"],
    ],
    [
      { frequency: "weekly", everyX: 3, repeat: { ...NONE, su: true } },
      { kind: "weekly", times: 1 },
      ["Every 3 weeks is imported as 1 day a week"],
    ],
    [
      { frequency: "daily", everyX: 400, startDate: "2024-01-01T00:00:00.000Z" },
      { kind: "interval", every: 365, from: "2024-01-01" },
      ["Every 400 days is imported as every 365 days"],
    ],
    [
      { frequency: "daily", everyX: 2 },
      { kind: "daily" },
      ["Has no start date, so every 2 days is imported as every day"],
    ],
    [
      { frequency: "daily", everyX: 2, startDate: null, createdAt: "2024-02-03T10:00:00.000Z" },
      { kind: "interval", every: 2, from: "2024-02-03" },
      [],
    ],
    [
      { frequency: "daily", everyX: 2, history: [{ date: T("2024-02-04T10:00:00Z"), value: 0, completed: false }] },
      { kind: "interval", every: 2, from: "2024-02-04" },
      [],
    ],
    [
      { frequency: "monthly", everyX: 1 },
      { kind: "monthly", times: 1 },
      ["No day of the month is chosen; imported as 1 day a month, any days"],
    ],
    [
      { frequency: "monthly", everyX: 3, daysOfMonth: [1] },
      { kind: "monthly", times: 1 },
      ["Day 1 of the month is imported as 1 day a month, any days", "Every 3 months is imported as every month"],
    ],
    [
      { frequency: "monthly", everyX: 1, weeksOfMonth: [0, 2], repeat: { ...NONE, m: true, f: true } },
      { kind: "monthly", times: 4 },
      ["The 1st and 3rd Mon and Fri of the month are imported as 4 days a month, any days"],
    ],
    [
      { frequency: "monthly", everyX: 1, weeksOfMonth: [0], repeat: NONE },
      { kind: "monthly", times: 1 },
      ["No day of the week is chosen, so Habitica never asks for it; imported as 1 day a month, any days"],
    ],
    [
      { frequency: "yearly", everyX: 2, startDate: T("2020-02-29T00:00:00Z") },
      { kind: "interval", every: 365, from: "2020-02-29" },
      ["Every 2 years is imported as every 365 days"],
    ],
    [
      { frequency: "yearly", everyX: 1 },
      { kind: "daily" },
      ["Has no start date, so once a year is imported as every day"],
    ],
    [
      { frequency: "fortnightly" },
      { kind: "daily" },
      ['Habitica\'s repeat "fortnightly" is not one Momentum knows; imported as every day'],
    ],
  ])("%j → %j", (task, schedule, remarks) => {
    const daily = one(task);
    expect(daily.schedule).toEqual(schedule);
    expect(daily.remarks).toEqual(remarks);
    expect(ScheduleSchema.parse(daily.schedule)).toEqual(daily.schedule);
  });

  it("only to-dos, or one reward: the sentence says just that", () => {
    expect(read({ tasks: { todos: [{ id: "a" }] } }).leftOut).toEqual([
      "1 to-do is not imported: Momentum has no to-dos of Habitica's kind",
    ]);
    expect(read({ tasks: { rewards: [{ id: "a" }] } }).leftOut).toEqual([
      "1 reward is not imported: Momentum has no rewards of Habitica's kind",
    ]);
    expect(read({ tasks: {} })).toEqual({ app: "Habitica", format: "Habitica's data export", habits: [], leftOut: [] });
  });

  it("two habits with only − are named together", () => {
    const slips = { up: false, down: true };
    const file = read({
      tasks: {
        habits: [
          { id: "a", text: "Smoke", ...slips },
          { id: "b", ...slips },
        ],
      },
    });
    expect(file.habits).toEqual([]);
    expect(file.leftOut).toEqual([
      '"Smoke" and Habit number 2 only count slips (−) and are not imported: a Momentum habit counts what was done',
    ]);
  });
});

describe("readHabiticaExport: files it cannot read", () => {
  const task = (change: (d: Userdata) => void) => JSON.stringify(changed(change));
  const read0 = (d: Userdata) => d.tasks.dailys[0]! as Record<string, unknown>;
  const water = (d: Userdata) => d.tasks.habits[0]! as Record<string, unknown>;

  it.each<[string, string, string]>([
    ["not JSON", "userdata.json", "This file is not JSON, so it is not Habitica's userdata.json"],
    ["empty", "", "This file is not JSON, so it is not Habitica's userdata.json"],
    ["a list", "[]", "This JSON has no tasks, so it is not Habitica's data export"],
    ["null", "null", "This JSON has no tasks, so it is not Habitica's data export"],
    ["no tasks", '{"profile": {}}', "This JSON has no tasks, so it is not Habitica's data export"],
    ["null tasks", '{"tasks": null}', "This JSON has no tasks, so it is not Habitica's data export"],
    [
      "tasks a list",
      '{"tasks": []}',
      "This JSON's tasks are not Habitica's (habits, dailys, todos and rewards), so it is not Habitica's data export",
    ],
    [
      "dailys not a list",
      '{"tasks": {"dailys": {}}}',
      "This file's tasks.dailys is not a list, so it is not Habitica's data export",
    ],
    [
      "todos not a list",
      '{"tasks": {"todos": 4}}',
      "This file's tasks.todos is not a list, so it is not Habitica's data export",
    ],
    ["a daily that is not a task", '{"tasks": {"dailys": [5]}}', "Daily number 1 in tasks.dailys is not a task"],
    [
      "a name that is not text",
      '{"tasks": {"habits": [{"id": "a", "text": 5}]}}',
      "Habit number 1 has a name (text) that is not text",
    ],
    [
      "a history date that is not a date",
      task((d) => (read0(d).history = [{ date: "yesterday", value: 1, completed: true }])),
      '"Read 📚" has a history date that is not a date',
    ],
    [
      "a history date that is true",
      task((d) => (read0(d).history = [{ date: true, value: 1 }])),
      '"Read 📚" has a history date that is not a date',
    ],
    [
      "a history date before 1970",
      task((d) => (read0(d).history = [{ date: -1, value: 1 }])),
      '"Read 📚" has a history date that is not a date',
    ],
    [
      "a history entry without a date",
      task((d) => (read0(d).history = [{ value: 1 }])),
      '"Read 📚" has a history entry without a date',
    ],
    ["history not a list", task((d) => (read0(d).history = { date: 1 })), '"Read 📚" has a history that is not a list'],
    [
      "a history entry that is not an object",
      task((d) => (read0(d).history = [1700000000000])),
      '"Read 📚" has a history entry that is not an object',
    ],
    [
      "a history value that is not a number",
      task((d) => (read0(d).history = [{ date: 1, value: "1" }])),
      '"Read 📚" has a history value that is not a number',
    ],
    [
      "completed that is not true or false",
      task((d) => (read0(d).history = [{ date: 1, value: 1, completed: "yes" }])),
      '"Read 📚" has a history entry whose completed is not true or false',
    ],
    [
      "a negative count",
      task((d) => (water(d).history = [{ date: 1, value: 1, scoredUp: -1, scoredDown: 0 }])),
      '"💧 Drink water" has a history count (scoredUp or scoredDown) that is not a whole number',
    ],
    [
      "a count that is not whole",
      task((d) => (water(d).history = [{ date: 1, value: 1, scoredUp: 1, scoredDown: 0.5 }])),
      '"💧 Drink water" has a history count (scoredUp or scoredDown) that is not a whole number',
    ],
    [
      "a start date that is not a date",
      task((d) => (read0(d).startDate = "soon")),
      '"Read 📚" has a start date that is not a date',
    ],
    [
      "everyX as text",
      task((d) => (read0(d).everyX = "2")),
      '"Read 📚" has an "every" count (everyX) that is not a whole number',
    ],
    [
      "repeat days as text",
      task((d) => (read0(d).repeat = { m: "yes" })),
      '"Read 📚" has days of the week (repeat) that are not true or false',
    ],
    [
      "days of the month as text",
      task((d) => (read0(d).daysOfMonth = ["1"])),
      '"Read 📚" has days of the month (daysOfMonth) that are not whole numbers',
    ],
    ["notes that are not text", task((d) => (water(d).notes = ["a"])), '"💧 Drink water" has notes that are not text'],
    [
      "a day start of 24",
      task((d) => (d.preferences.dayStart = 24)),
      "This file's day start (preferences.dayStart) is not an hour from 0 to 23",
    ],
    [
      "a day start as text",
      task((d) => ((d.preferences as Record<string, unknown>).dayStart = "4")),
      "This file's day start (preferences.dayStart) is not an hour from 0 to 23",
    ],
    [
      "a time zone off the Earth",
      task((d) => (d.preferences.timezoneOffset = 900)),
      "This file's time zone (preferences.timezoneOffset) is not an offset in minutes from −840 to 720",
    ],
    [
      "a last cron that is not a date",
      task((d) => (d.lastCron = "later")),
      "This file's last day change (lastCron) is not a date",
    ],
    [
      "a task without an id",
      task((d) => delete read0(d).id),
      '"Read 📚" has no id, so it cannot be told apart from other tasks',
    ],
    [
      "two tasks with one id",
      task((d) => (read0(d).id = "h-water")),
      'Two tasks have the id "h-water", so they cannot be told apart',
    ],
  ])("%s", (_case, text, message) => {
    let thrown: unknown;
    try {
      readHabiticaExport(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ImportFileError);
    expect((thrown as Error).message).toBe(message);
  });

  it("an id in _id is enough", () => {
    const file = read({ tasks: { habits: [{ _id: "under", text: "A" }] } });
    expect(file.habits.map((h) => h.sourceId)).toEqual(["habitica:under"]);
  });
});

// ---- Properties ----

/** A user's day the plain way, as Habitica's moment code reads it: the wall clock's date, minus one before the day start. */
function referenceDay(ms: number, timezoneOffset: number, dayStart: number): string {
  const wall = new Date(ms - timezoneOffset * 60_000);
  const back = wall.getUTCHours() < dayStart ? 1 : 0;
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() - back))
    .toISOString()
    .slice(0, 10);
}

const instants = fc.integer({ min: T("2015-01-01T00:00:00Z"), max: T("2030-12-31T23:59:59Z") });
const asDate = (ms: number, iso: boolean) => (iso ? new Date(ms).toISOString() : ms);

describe("readHabiticaExport: properties", () => {
  it("a habit's days are sorted and unique, and each amount is the + scorings of that user day", () => {
    const entry = fc.record({
      ms: instants,
      iso: fc.boolean(),
      scoredUp: fc.integer({ min: 0, max: 5 }),
      scoredDown: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 30 }),
        fc.integer({ min: -840, max: 720 }),
        fc.integer({ min: 0, max: 23 }),
        (entries, timezoneOffset, dayStart) => {
          const history = entries.map((e) => ({
            date: asDate(e.ms, e.iso),
            value: 0,
            scoredUp: e.scoredUp,
            scoredDown: e.scoredDown,
          }));
          const file = read({
            preferences: { timezoneOffset, dayStart },
            tasks: { habits: [{ id: "h", text: "H", up: true, down: true, history }] },
          });
          const days = file.habits[0]!.days;
          const expected = new Map<string, number>();
          for (const e of entries) {
            const day = referenceDay(e.ms, timezoneOffset, dayStart);
            expected.set(day, (expected.get(day) ?? 0) + e.scoredUp);
          }
          for (let i = 1; i < days.length; i++) expect(days[i - 1]!.day < days[i]!.day).toBe(true);
          expect(new Map(days.map((d) => [d.day, d.amount]))).toEqual(
            new Map([...expected].filter(([, amount]) => amount > 0)),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it("any daily gives a valid schedule and sorted, unique days of amount 1, each a completion's user day or the day before", () => {
    const repeat = fc.record({
      m: fc.boolean(),
      t: fc.boolean(),
      w: fc.boolean(),
      th: fc.boolean(),
      f: fc.boolean(),
      s: fc.boolean(),
      su: fc.boolean(),
    });
    const daily = fc.record({
      frequency: fc.constantFrom("daily", "weekly", "monthly", "yearly"),
      everyX: fc.integer({ min: 0, max: 1000 }),
      repeat,
      daysOfMonth: fc.array(fc.integer({ min: -2, max: 40 }), { maxLength: 5 }),
      weeksOfMonth: fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 3 }),
      startDate: fc.option(instants, { nil: undefined }),
    });
    const entry = fc.record({ ms: instants, iso: fc.boolean(), completed: fc.boolean() });
    fc.assert(
      fc.property(
        daily,
        fc.array(entry, { maxLength: 20 }),
        fc.integer({ min: -840, max: 720 }),
        fc.integer({ min: 0, max: 23 }),
        (task, entries, timezoneOffset, dayStart) => {
          const history = entries.map((e) => ({ date: asDate(e.ms, e.iso), value: 1, completed: e.completed }));
          const file = read({
            preferences: { timezoneOffset, dayStart },
            tasks: { dailys: [{ id: "d", text: "D", ...task, history }] },
          });
          const imported = file.habits[0]!;
          expect(ScheduleSchema.parse(imported.schedule)).toEqual(imported.schedule);
          const days = imported.days;
          for (let i = 1; i < days.length; i++) expect(days[i - 1]!.day < days[i]!.day).toBe(true);
          const completions = entries
            .filter((e) => e.completed)
            .map((e) => referenceDay(e.ms, timezoneOffset, dayStart));
          const possible = new Set(
            completions.flatMap((day) => [day, new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10)]),
          );
          for (const d of days) {
            expect(d.amount).toBe(1);
            expect(possible.has(d.day)).toBe(true);
          }
          // Each completion's day is there (the last of a day stays on it); at most one day per completion.
          const importedDays = new Set(days.map((d) => d.day));
          for (const day of completions) expect(importedDays.has(day)).toBe(true);
          expect(days.length).toBeLessThanOrEqual(completions.length);
        },
      ),
      { numRuns: 100 },
    );
  });
});
