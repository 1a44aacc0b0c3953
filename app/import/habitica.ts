// Habitica's data export (userdata.json) in Momentum's terms (issue #34, ADR 0046): its dailies
// and habits become count habits; the days come from the snapshots in each task's history. Pure.
import { z } from "zod";
import { addDays, dayOf, HOUR_MS, weekdayIndex, type Day } from "~/game/day";
import { SCHEDULE_LIMITS, type Schedule, type Weekday } from "~/game/schedule";
import { ImportFileError, type ImportedDay, type ImportedFile, type ImportedHabit } from "./imported";

const MINUTE_MS = 60 * 1000;
/** Dates are taken from 1970 to the year 9999 (day keys have four-digit years). */
const LAST_MS = Date.UTC(9999, 0, 1);

const NOT_JSON = "This file is not JSON, so it is not Habitica's userdata.json";
const NO_TASKS = "This JSON has no tasks, so it is not Habitica's data export";
const TASKS_NOT_OBJECT =
  "This JSON's tasks are not Habitica's (habits, dailys, todos and rewards), so it is not Habitica's data export";

// ---- What the file must hold: lenient (unknown fields pass, optional ones may be missing) ----

/** An instant: ms since 1970 (older exports) or an ISO string (newer ones). */
const instant = (missing: string, bad: string) =>
  z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? missing : bad) })
    .transform((value, ctx) => {
      const ms = typeof value === "number" ? value : Date.parse(value);
      if (Number.isFinite(ms) && ms >= 0 && ms <= LAST_MS) return ms;
      ctx.issues.push({ code: "custom", message: bad, input: value });
      return z.NEVER;
    });

const TALLY = "has a history count (scoredUp or scoredDown) that is not a whole number";
const tally = z.number({ error: TALLY }).int(TALLY).min(0, TALLY);

const entrySchema = z.looseObject(
  {
    date: instant("has a history entry without a date", "has a history date that is not a date"),
    value: z.number({ error: "has a history value that is not a number" }).nullish(),
    scoredUp: tally.nullish(),
    scoredDown: tally.nullish(),
    completed: z.boolean({ error: "has a history entry whose completed is not true or false" }).nullish(),
  },
  { error: "has a history entry that is not an object" },
);
type Entry = z.infer<typeof entrySchema>;

// Habitica's own preening skips null entries ("sometimes entries are `null`"): so does this.
const historySchema = z
  .array(z.unknown(), { error: "has a history that is not a list" })
  .transform((entries) => entries.filter((entry) => entry !== null))
  .pipe(z.array(entrySchema));

const EVERY = 'has an "every" count (everyX) that is not a whole number';
const REPEAT = "has days of the week (repeat) that are not true or false";
const weekdayFlag = z.boolean({ error: REPEAT }).nullish();
const wholeNumbers = (message: string) => z.array(z.number({ error: message }).int(message), { error: message });

const taskSchema = z.looseObject({
  id: z.string({ error: "has an id that is not text" }).nullish(),
  _id: z.string({ error: "has an id that is not text" }).nullish(),
  notes: z.string({ error: "has notes that are not text" }).nullish(),
  archived: z.boolean({ error: "has an archived mark that is not true or false" }).nullish(),
  createdAt: instant("", "has a creation date (createdAt) that is not a date").nullish(),
  history: historySchema.nullish(),
  // Habits
  up: z.boolean({ error: "has a + setting (up) that is not true or false" }).nullish(),
  down: z.boolean({ error: "has a − setting (down) that is not true or false" }).nullish(),
  // Dailies
  frequency: z.string({ error: "has a repeat (frequency) that is not text" }).nullish(),
  everyX: z.number({ error: EVERY }).int(EVERY).min(0, EVERY).nullish(),
  repeat: z
    .looseObject(
      {
        m: weekdayFlag,
        t: weekdayFlag,
        w: weekdayFlag,
        th: weekdayFlag,
        f: weekdayFlag,
        s: weekdayFlag,
        su: weekdayFlag,
      },
      { error: REPEAT },
    )
    .nullish(),
  daysOfMonth: wholeNumbers("has days of the month (daysOfMonth) that are not whole numbers").nullish(),
  weeksOfMonth: wholeNumbers("has weeks of the month (weeksOfMonth) that are not whole numbers").nullish(),
  startDate: instant("", "has a start date that is not a date").nullish(),
  completed: z.boolean({ error: "has a completed mark that is not true or false" }).nullish(),
  checklist: z.array(z.unknown(), { error: "has a checklist that is not a list" }).nullish(),
});
type Task = z.infer<typeof taskSchema>;

const taskList = (key: string) =>
  z
    .array(z.unknown(), { error: `This file's tasks.${key} is not a list, so it is not Habitica's data export` })
    .nullish();

const DAY_START = "This file's day start (preferences.dayStart) is not an hour from 0 to 23";
// Habitica's own range: "timezones range from -12 (offset +720) to +14 (offset -840)".
const TIME_ZONE = "This file's time zone (preferences.timezoneOffset) is not an offset in minutes from −840 to 720";

const exportSchema = z.looseObject(
  {
    tasks: z.looseObject(
      {
        habits: taskList("habits"),
        dailys: taskList("dailys"),
        todos: taskList("todos"),
        rewards: taskList("rewards"),
      },
      { error: (issue) => (issue.input == null ? NO_TASKS : TASKS_NOT_OBJECT) },
    ),
    preferences: z
      .looseObject({
        dayStart: z.number({ error: DAY_START }).int(DAY_START).min(0, DAY_START).max(23, DAY_START).nullish(),
        timezoneOffset: z.number({ error: TIME_ZONE }).min(-840, TIME_ZONE).max(720, TIME_ZONE).nullish(),
      })
      .nullish(),
    lastCron: instant("", "This file's last day change (lastCron) is not a date").nullish(),
  },
  { error: NO_TASKS },
);

// ---- The user's days ----

/** Habitica's clock for this user: `timezoneOffset` as getTimezoneOffset gives it (minutes west of UTC), and the custom day start. */
type Clock = { timezoneOffset: number; dayStart: number };

/**
 * The user's day at `ms`, as Habitica counts it (preening.js, scoreTask.js `_lastHistoryEntryWasToday`):
 * the date on the user's clock, the day before while the hour is before the day start.
 */
const userDay = (ms: number, clock: Clock): Day =>
  dayOf(ms - clock.timezoneOffset * MINUTE_MS - clock.dayStart * HOUR_MS);

/** A start date's day: the date on the user's clock, day start ignored (cron.js `shouldDo`: "we must ignore it"). */
const calendarDate = (ms: number, clock: Clock): Day => dayOf(ms - clock.timezoneOffset * MINUTE_MS);

const byDate = (a: Entry, b: Entry) => a.date - b.date;

type Derived = { amounts: Map<Day, number>; remarks: string[] };

function add(amounts: Map<Day, number>, day: Day, amount: number): void {
  if (amount > 0) amounts.set(day, (amounts.get(day) ?? 0) + amount);
}

const snapshots = (n: number) => `${n} older ${n === 1 ? "snapshot" : "snapshots"}`;

const compactedRemark = (n: number) =>
  `Habitica had merged ${snapshots(n)} into monthly or yearly averages; the days in them cannot be told apart and are not imported`;

/**
 * A daily's done days. Since 2018 Habitica writes `{ completed: true }` when the daily is checked
 * (scoreTask.js) and `{ completed: false }` at cron for one that was not (cron.js); checking it
 * off "yesterday" before cron writes a second completion into the next day. Before, cron wrote
 * `{ date, value }` for every daily, and a value that rose since the previous snapshot meant done
 * in the day that snapshot opened.
 */
function dailyDays(task: Task, history: Entry[], clock: Clock, lastCron: number | null): Derived {
  const amounts = new Map<Day, number>();
  const remarks: string[] = [];
  if (history.some((entry) => typeof entry.completed === "boolean")) {
    const done = history.filter((entry) => entry.completed === true).map((entry) => userDay(entry.date, clock));
    done.forEach((day, i) => {
      // Two completions in one day: the first was yesterday's, recorded before the day's cron.
      const recordedLate = done[i + 1] === day && !amounts.has(addDays(day, -1));
      amounts.set(recordedLate ? addDays(day, -1) : day, 1);
    });
    const merged = history.filter((entry) => typeof entry.completed !== "boolean").length;
    if (merged > 0) remarks.push(compactedRemark(merged));
    return { amounts, remarks };
  }
  let previous: Entry | null = null;
  let read = false;
  for (const entry of history) {
    if (typeof entry.value !== "number") continue;
    if (entry.value > (previous?.value ?? 0)) {
      amounts.set(previous ? userDay(previous.date, clock) : addDays(userDay(entry.date, clock), -1), 1);
    }
    previous = entry;
    read = true;
  }
  // Checked since the last cron, which has not written its snapshot yet.
  const periodStart = lastCron ?? previous?.date;
  if (task.completed === true && periodStart !== undefined) amounts.set(userDay(periodStart, clock), 1);
  if (read) {
    remarks.push(
      "Habitica's older history has no done mark: a day counts as done when the daily's value rose from one snapshot to the next",
    );
  }
  return { amounts, remarks };
}

/**
 * A habit's + scorings per day. Since 2018 Habitica keeps one entry per day with `scoredUp` and
 * `scoredDown` (scoreTask.js); before, one `{ date, value }` per scoring, + when the value rose
 * (Habitica's own conversion, habits-one-history-entry-per-day). A habit with only + loses value
 * at cron, so there every old entry is a + scoring.
 */
function habitDays(task: Task, history: Entry[], clock: Clock): Derived {
  const amounts = new Map<Day, number>();
  const remarks: string[] = [];
  let downs = 0;
  if (history.some((entry) => entry.scoredUp != null || entry.scoredDown != null)) {
    let merged = 0;
    for (const entry of history) {
      if (entry.scoredUp == null && entry.scoredDown == null) merged += 1;
      add(amounts, userDay(entry.date, clock), entry.scoredUp ?? 0);
      downs += entry.scoredDown ?? 0;
    }
    if (merged > 0) remarks.push(compactedRemark(merged));
  } else {
    const upOnly = task.down === false;
    let previous = 0;
    let read = false;
    for (const entry of history) {
      if (typeof entry.value !== "number") continue;
      if (upOnly || entry.value > previous) add(amounts, userDay(entry.date, clock), 1);
      else downs += 1;
      previous = entry.value;
      read = true;
    }
    if (read) {
      remarks.push(
        upOnly
          ? "Habitica's older history has no counts: each snapshot counts as one + scoring"
          : "Habitica's older history has no counts: each snapshot whose value rose counts as one + scoring",
      );
    }
  }
  if (downs > 0) {
    remarks.push(
      `${downs} − ${downs === 1 ? "scoring is" : "scorings are"} not imported: a Momentum habit counts what was done`,
    );
  }
  return { amounts, remarks };
}

// ---- Schedules ----

const REPEAT_KEYS = ["m", "t", "w", "th", "f", "s", "su"] as const;
const WEEKDAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

const listed = (words: readonly string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
};

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

type Scheduled = { schedule: Schedule; remarks: string[] };

/** The weekdays a daily's `repeat` chooses (Habitica's default: all of them). */
function weekdaysOf(task: Task): Weekday[] {
  return REPEAT_KEYS.flatMap((key, i) => ((task.repeat?.[key] ?? true) ? [i as Weekday] : []));
}

/** Every `days` days from `from` (at most 365: longer is said in a remark). */
function everyDays(days: number, from: Day, words: string): Scheduled {
  const remarks = days > SCHEDULE_LIMITS.interval.max ? [`${words} is imported as every 365 days`] : [];
  return { schedule: { kind: "interval", every: clamp(days, SCHEDULE_LIMITS.interval), from }, remarks };
}

const noStart = (words: string): Scheduled => ({
  schedule: { kind: "daily" },
  remarks: [`Has no start date, so ${words} is imported as every day`],
});

const UNITS: Record<string, string> = { daily: "day", weekly: "week", monthly: "month", yearly: "year" };

/** A daily's repeat as a Momentum schedule; `start` is its start date's day (null when none is known). */
function dailySchedule(task: Task, start: Day | null): Scheduled {
  const frequency = task.frequency ?? "weekly"; // Habitica's default
  const unit = UNITS[frequency];
  if (unit === undefined) {
    return {
      schedule: { kind: "daily" },
      remarks: [`Habitica's repeat "${frequency}" is not one Momentum knows; imported as every day`],
    };
  }
  let every = task.everyX ?? 1;
  const before: string[] = [];
  if (every === 0) {
    before.push(`Repeats every 0 ${unit}s in Habitica, which never comes due; imported as every ${unit}`);
    every = 1;
  }
  const { schedule, remarks } = scheduleOf(task, frequency, every, start);
  return { schedule, remarks: [...before, ...remarks] };
}

function scheduleOf(task: Task, frequency: string, every: number, start: Day | null): Scheduled {
  switch (frequency) {
    case "daily":
      if (every === 1) return { schedule: { kind: "daily" }, remarks: [] };
      return start === null ? noStart(`every ${every} days`) : everyDays(every, start, `Every ${every} days`);
    case "weekly": {
      const days = weekdaysOf(task);
      if (days.length === 0) {
        return {
          schedule: { kind: "weekly", times: 1 },
          remarks: ["No day of the week is chosen, so Habitica never asks for it; imported as 1 day a week"],
        };
      }
      if (every === 1)
        return { schedule: days.length === 7 ? { kind: "daily" } : { kind: "weekdays", days }, remarks: [] };
      // One weekday every N weeks (weeks counted from the start date, as shouldDo counts them) is
      // every 7N days from the first such weekday on or after the start.
      if (days.length === 1 && start !== null) {
        const first = addDays(start, (days[0]! - weekdayIndex(start) + 7) % 7);
        return everyDays(7 * every, first, `Every ${every} weeks`);
      }
      return {
        schedule: { kind: "weekly", times: days.length },
        remarks: [`Every ${every} weeks is imported as ${plural(days.length, "day")} a week`],
      };
    }
    case "monthly": {
      const remarks: string[] = [];
      const weeks = [...new Set(task.weeksOfMonth ?? [])].filter((w) => w >= 0 && w <= 4).sort((a, b) => a - b);
      const monthDays = [...new Set(task.daysOfMonth ?? [])].filter((d) => d >= 1 && d <= 31).sort((a, b) => a - b);
      let times = 1;
      if (weeks.length > 0) {
        const days = weekdaysOf(task);
        if (days.length === 0) {
          remarks.push(
            "No day of the week is chosen, so Habitica never asks for it; imported as 1 day a month, any days",
          );
        } else {
          times = clamp(weeks.length * days.length, SCHEDULE_LIMITS.monthly);
          const which = `The ${listed(weeks.map((w) => ordinal(w + 1)))} ${listed(days.map((d) => WEEKDAY_NAMES[d]))} of the month`;
          remarks.push(`${which} ${times === 1 ? "is" : "are"} imported as ${plural(times, "day")} a month, any days`);
        }
      } else if (monthDays.length > 0) {
        times = monthDays.length;
        const which = `${times === 1 ? "Day" : "Days"} ${listed(monthDays.map(String))} of the month`;
        remarks.push(`${which} ${times === 1 ? "is" : "are"} imported as ${plural(times, "day")} a month, any days`);
      } else {
        remarks.push("No day of the month is chosen; imported as 1 day a month, any days");
      }
      if (every > 1) remarks.push(`Every ${every} months is imported as every month`);
      return { schedule: { kind: "monthly", times }, remarks };
    }
    default: {
      // "yearly"
      const words = every === 1 ? "once a year" : `every ${every} years`;
      if (start === null) return noStart(words);
      return {
        schedule: { kind: "interval", every: SCHEDULE_LIMITS.interval.max, from: start },
        remarks: [`${every === 1 ? "Once a year" : `Every ${every} years`} is imported as every 365 days`],
      };
    }
  }
}

// ---- Tasks ----

type TaskList = "habits" | "dailys";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type ReadTask = { task: Task; name: string; label: string; history: Entry[] };

function readTask(raw: unknown, list: TaskList, index: number): ReadTask {
  const kind = list === "habits" ? "Habit" : "Daily";
  if (!isObject(raw)) throw new ImportFileError(`${kind} number ${index + 1} in tasks.${list} is not a task`);
  const name = typeof raw.text === "string" ? raw.text.trim() : "";
  const label = name ? `"${name}"` : `${kind} number ${index + 1}`;
  if (raw.text != null && typeof raw.text !== "string") {
    throw new ImportFileError(`${label} has a name (text) that is not text`);
  }
  const parsed = taskSchema.safeParse(raw);
  if (!parsed.success) throw new ImportFileError(`${label} ${parsed.error.issues[0]!.message}`);
  const history = [...(parsed.data.history ?? [])].sort(byDate);
  return { task: parsed.data, name, label, history };
}

function toDays(amounts: Map<Day, number>): ImportedDay[] {
  return [...amounts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, amount]) => ({ day, amount }));
}

function habitOf(
  read: ReadTask,
  id: string,
  kind: "habit" | "daily",
  derived: Derived,
  schedule: Scheduled,
): ImportedHabit {
  const remarks = [...schedule.remarks, ...derived.remarks];
  const checklist = read.task.checklist?.length ?? 0;
  if (checklist > 0) remarks.push(`Its checklist (${plural(checklist, "item")}) is not imported`);
  if (!read.name) remarks.unshift(`Has no name in Habitica; imported as "Untitled ${kind}"`);
  return {
    sourceId: `habitica:${id}`,
    name: read.name || `Untitled ${kind}`,
    description: (read.task.notes ?? "").trim(),
    kind: { type: "count", target: 1 },
    schedule: schedule.schedule,
    archived: read.task.archived === true,
    days: toDays(derived.amounts),
    remarks,
  };
}

function leftOutOf(todos: number, rewards: number, slipsOnly: string[]): string[] {
  const leftOut: string[] = [];
  const counted = (
    [
      [todos, "to-do"],
      [rewards, "reward"],
    ] as const
  ).filter(([n]) => n > 0);
  if (counted.length > 0) {
    const are = counted.length === 1 && counted[0]![0] === 1 ? "is" : "are";
    const things = listed(counted.map(([n, word]) => plural(n, word)));
    const kinds = counted.map(([, word]) => `${word}s`).join(" or ");
    leftOut.push(`${things} ${are} not imported: Momentum has no ${kinds} of Habitica's kind`);
  }
  if (slipsOnly.length > 0) {
    const one = slipsOnly.length === 1;
    leftOut.push(
      `${listed(slipsOnly)} only ${one ? "counts" : "count"} slips (−) and ${one ? "is" : "are"} not imported: a Momentum habit counts what was done`,
    );
  }
  return leftOut;
}

/**
 * Reads Habitica's data export (Settings → Export data → userdata.json): its habits and dailies
 * as count habits with the days they were done. Throws ImportFileError, with a sentence saying
 * why, for a file that is not that export.
 */
export function readHabiticaExport(text: string): ImportedFile {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new ImportFileError(NOT_JSON);
  }
  const parsed = exportSchema.safeParse(json);
  if (!parsed.success) throw new ImportFileError(parsed.error.issues[0]!.message);
  const { tasks, preferences, lastCron } = parsed.data;
  const clock: Clock = { timezoneOffset: preferences?.timezoneOffset ?? 0, dayStart: preferences?.dayStart ?? 0 };

  const ids = new Set<string>();
  const idOf = (read: ReadTask): string => {
    const id = read.task.id ?? read.task._id;
    if (!id) throw new ImportFileError(`${read.label} has no id, so it cannot be told apart from other tasks`);
    if (ids.has(id)) throw new ImportFileError(`Two tasks have the id "${id}", so they cannot be told apart`);
    ids.add(id);
    return id;
  };

  const habits: ImportedHabit[] = [];
  const slipsOnly: string[] = [];
  (tasks.habits ?? []).forEach((raw, i) => {
    const read = readTask(raw, "habits", i);
    const id = idOf(read);
    if (read.task.up === false && read.task.down !== false) {
      slipsOnly.push(read.label);
      return;
    }
    const schedule: Scheduled = { schedule: { kind: "daily" }, remarks: [] };
    habits.push(habitOf(read, id, "habit", habitDays(read.task, read.history, clock), schedule));
  });
  (tasks.dailys ?? []).forEach((raw, i) => {
    const read = readTask(raw, "dailys", i);
    const id = idOf(read);
    const started = read.task.startDate ?? read.task.createdAt;
    const start =
      started != null ? calendarDate(started, clock) : read.history[0] ? userDay(read.history[0].date, clock) : null;
    const derived = dailyDays(read.task, read.history, clock, lastCron ?? null);
    habits.push(habitOf(read, id, "daily", derived, dailySchedule(read.task, start)));
  });

  return {
    app: "Habitica",
    format: "Habitica's data export",
    habits,
    leftOut: leftOutOf(tasks.todos?.length ?? 0, tasks.rewards?.length ?? 0, slipsOnly),
  };
}
