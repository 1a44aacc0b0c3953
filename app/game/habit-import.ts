// Habits brought from another app's file (issue #34, rule 33, ADR 0047): one action makes every
// chosen habit with its days, skips and notes, so the import is all or nothing in the log. Its
// records are IMPORT records: they earn nothing, never count publicly (the server witnesses only
// +1s and −1s), and are never rolled back: undoing the import deletes its habits, while nothing
// has happened to them since.
import { dayOfCtx, requireWorldOwner, type Ctx } from "./context";
import { HABIT_DAILY_TARGET_MAX, IMPORT_LIMITS } from "./constants";
import { DAY_MS, dayStartOf, isValidDay, type Day } from "./day";
import { derivedIds } from "./derived-ids";
import type { CommitRecord, Habit } from "./entity-schemas";
import { GameError, type FieldIssue } from "./errors";
import { NOTE_MESSAGES, noteTextSchema } from "./habit-note";
import { HabitInputSchema, parseInput, targetTooHigh, type Fields } from "./input-schemas";
import { checkRoomForHabits } from "./item-limits";
import { dayTotalMax } from "./measure";
import { makeDayRecords, makeRecord } from "./records";
import type { ImportDayData, ImportMarkData } from "./record-data";
import { withScheduleFrom } from "./schedule";
import { settleRecords, type ActionResult } from "./settle";
import type { Steps } from "./steps";
import { habitFromDef, newCommitment, newItemFields, withHabit, type World } from "./world";

export const IMPORT_MESSAGES = {
  again: "This file is already imported: importing it again would add nothing",
  day: "An imported day must be a date before today: today is counted here",
  twice: "A day appears twice for this habit",
  amount: "An imported day's amount must be a whole number from 1 to the most a day can hold",
  undone: "This import is already undone",
  tooLarge: (entries: number) =>
    `This import holds ${entries.toLocaleString("en-US")} days, skips and notes: at most ${IMPORT_LIMITS.entries.toLocaleString("en-US")} go in one import. Untick some habits and import them in a second go`,
  tooOften: `You have imported ${IMPORT_LIMITS.perDay} files in the last 24 hours: import the next one tomorrow`,
  changed: (title: string) =>
    `This import can no longer be undone: "${title}" has changed since. Delete its habits one by one instead`,
} as const;

/** At most this many problems are listed: a hostile action can hold a hundred thousand bad days. */
const MAX_ISSUES = 20;

export type ImportedHabitInput = {
  /** What habit/create takes: title, description, daily target, measure, schedule. */
  input: Fields;
  archived: boolean;
  /** Per day: clicks for a count, hundredths for a measure. */
  days: readonly (readonly [string, number])[];
  skips: readonly string[];
  notes: readonly (readonly [string, string])[];
};

export type ImportInput = { importId: string; source: string; habits: readonly ImportedHabitInput[] };

class Issues {
  readonly list: FieldIssue[] = [];
  add(path: (string | number)[], message: string): void {
    if (this.list.length < MAX_ISSUES) this.list.push({ path, message });
  }
  throwIfAny(): void {
    if (this.list.length > 0) throw new GameError("VALIDATION", { issues: this.list });
  }
}

/** What one habit of the file becomes, checked: its definition's fields and its days. */
type Checked = {
  fields: ReturnType<typeof parseFields>;
  archived: boolean;
  days: Map<Day, ImportDayData>;
  skips: Day[];
  first: Day | null;
};

function parseFields(input: Fields, at: (string | number)[], issues: Issues) {
  try {
    const values = parseInput(HabitInputSchema, input);
    const tooHigh = targetTooHigh(values.dailyTarget, values.measure);
    if (tooHigh) issues.add([...at, "dailyTarget"], tooHigh);
    return values;
  } catch (error) {
    if (!(error instanceof GameError)) throw error;
    for (const issue of error.issues) issues.add([...at, ...issue.path], issue.message);
    return null;
  }
}

function checkHabit(habit: ImportedHabitInput, i: number, today: Day, issues: Issues): Checked {
  const fields = parseFields(habit.input, ["habits", i, "input"], issues);
  const max = dayTotalMax(fields ?? {}, HABIT_DAILY_TARGET_MAX);
  const days = new Map<Day, ImportDayData>();
  // Today is left to the live buttons: an imported today would stand without its DAILYCHECK.
  const isDay = (day: string): day is Day => isValidDay(day) && day < today;
  let first: Day | null = null;
  const seen = (day: Day) => {
    if (first === null || day < first) first = day;
  };

  habit.days.forEach(([day, amount], j) => {
    if (!isDay(day)) return issues.add(["habits", i, "days", j], IMPORT_MESSAGES.day);
    if (days.has(day)) return issues.add(["habits", i, "days", j], IMPORT_MESSAGES.twice);
    if (!Number.isInteger(amount) || amount < 1 || amount > max) {
      return issues.add(["habits", i, "days", j], IMPORT_MESSAGES.amount);
    }
    days.set(day, { amount });
    seen(day);
  });
  const noted = new Set<Day>();
  habit.notes.forEach(([day, text], j) => {
    if (!isDay(day)) return issues.add(["habits", i, "notes", j], IMPORT_MESSAGES.day);
    if (noted.has(day)) return issues.add(["habits", i, "notes", j], IMPORT_MESSAGES.twice);
    noted.add(day);
    const note = noteTextSchema.safeParse(text);
    if (!note.success) return issues.add(["habits", i, "notes", j], NOTE_MESSAGES.tooLong);
    if (note.data === "") return;
    days.set(day, { ...days.get(day), note: note.data });
    seen(day);
  });
  const skips = new Set<Day>();
  habit.skips.forEach((day, j) => {
    if (!isDay(day)) return issues.add(["habits", i, "skips", j], IMPORT_MESSAGES.day);
    skips.add(day);
    seen(day);
  });
  return { fields, archived: habit.archived, days, skips: [...skips].sort(), first };
}

const refuse = (message: string) => new GameError("VALIDATION", { issues: [{ path: ["habits"], message }] });

/** Refused past IMPORT_LIMITS: too many entries in one import, or too many imports in 24 hours (undone ones count). */
function checkImportSize(world: World, input: ImportInput, ctx: Ctx): void {
  let entries = 0;
  for (const habit of input.habits) entries += habit.days.length + habit.skips.length + habit.notes.length;
  if (entries > IMPORT_LIMITS.entries) throw refuse(IMPORT_MESSAGES.tooLarge(entries));
  const recent = new Set<string>();
  for (const habit of Object.values(world.habits)) {
    if (habit.imported && habit.imported.at > ctx.now - DAY_MS) recent.add(habit.imported.id);
  }
  if (recent.size >= IMPORT_LIMITS.perDay) throw refuse(IMPORT_MESSAGES.tooOften);
}

/**
 * Makes each habit of `input`, private, begun on its first imported day (so its page, streaks and
 * strength reach back), on its schedule from that day; archived ones given up. Refused whole when
 * anything is wrong, when the account has no room for them all, or when the same file's habits
 * are still here.
 */
export function* importHabitSteps(world: World, input: ImportInput, ctx: Ctx): Steps<ActionResult> {
  const userId = requireWorldOwner(world, ctx);
  const day = dayOfCtx(ctx);
  if (Object.values(world.habits).some((habit) => !habit.isDeleted && habit.imported?.id === input.importId)) {
    throw new GameError("VALIDATION", { issues: [{ path: ["importId"], message: IMPORT_MESSAGES.again }] });
  }
  checkRoomForHabits(world, input.habits.length);
  checkImportSize(world, input, ctx);
  const issues = new Issues();
  const checked: Checked[] = [];
  for (const [i, habit] of input.habits.entries()) {
    checked.push(checkHabit(habit, i, day, issues));
    yield;
  }
  issues.throwIfAny();

  // Habit by habit: each one's records settle apart (they pay nothing and reach no goal), so
  // the caller may pause between habits.
  let next = world;
  const records: CommitRecord[] = [];
  for (const { fields, archived, days, skips, first } of checked) {
    const { schedule, isPublic: _private, ...rest } = fields!;
    const began = first ?? day;
    const commitment = newCommitment("Habit", userId, ctx);
    const schedules = schedule && withScheduleFrom(undefined, schedule, began);
    const habit: Habit = habitFromDef({
      ...rest,
      ...(schedules && { schedules }),
      ...(skips.length > 0 && { skips }),
      ...newItemFields(userId, commitment.id, ctx),
      createdAt: Math.min(ctx.now, dayStartOf(began, world.game.dayRule)),
      imported: { id: input.importId, source: input.source, at: ctx.now },
    });
    const mark: ImportMarkData = archived ? { source: input.source, archived: true } : { source: input.source };
    const marked = makeRecord({ event: "IMPORT", kind: "Habit", instanceId: commitment.id, data: mark }, ctx, userId);
    const dated = [...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([on, data]) => ({ day: on, data }));
    // The days' ids come from the mark's: the device sends the server one id per habit, not per day.
    const dayCtx = { ...ctx, newId: derivedIds(marked.id) };
    const made = [
      marked,
      ...makeDayRecords({ event: "IMPORT", kind: "Habit", instanceId: commitment.id }, dated, dayCtx, userId),
    ];
    const settled = settleRecords(withHabit(next, habit, commitment), made, ctx);
    next = settled.state;
    // One by one: a spread of a hostile action's records could overflow the stack.
    for (const record of settled.records) records.push(record);
    yield;
  }
  return { state: next, records };
}

/**
 * Undoes the import `importId`: its habits (and their commitments) are deleted, with no record,
 * as an ended habit's delete is, so nothing is taken or given back. Refused once any of them was
 * counted, edited, noted or put in a goal after the import: that work would be deleted with it.
 */
export function undoImport(world: World, { importId }: { importId: string }, ctx: Ctx): ActionResult {
  requireWorldOwner(world, ctx);
  const habits = Object.values(world.habits).filter((habit) => !habit.isDeleted && habit.imported?.id === importId);
  if (habits.length === 0) {
    throw new GameError("VALIDATION", { issues: [{ path: ["importId"], message: IMPORT_MESSAGES.undone }] });
  }
  const inGoal = new Set(Object.values(world.goals).flatMap((goal) => (goal.isDeleted ? [] : goal.commitments)));
  for (const habit of habits) {
    const at = habit.imported!.at;
    const touched = (world.commitments[habit.commitmentId]?.lastActivity ?? 0) > at || habit.lastUpdated > at;
    if (touched || inGoal.has(habit.commitmentId)) {
      throw new GameError("VALIDATION", {
        issues: [{ path: ["importId"], message: IMPORT_MESSAGES.changed(habit.title) }],
      });
    }
  }
  const commitments = { ...world.commitments };
  const deleted = { ...world.habits };
  for (const habit of habits) {
    deleted[habit.id] = { ...habit, isDeleted: true };
    const commitment = commitments[habit.commitmentId];
    if (commitment) commitments[commitment.id] = { ...commitment, isDeleted: true };
  }
  return { state: { ...world, habits: deleted, commitments }, records: [] };
}
