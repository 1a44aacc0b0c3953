// Journal entries, pure: what an action changed (diffEntry) and how an entry is
// folded into a world (applyEntry). Reload, catch-up from another tab and the
// migration/import all fold entries with applyEntry, in log order.
import type { CommitRecord, Commitment, GameState, Goal, Habit } from "~/game/entity-schemas";
import { applyRecords } from "~/game/projection";
import {
  commitmentFromDef,
  emptyWorld,
  goalFromDef,
  habitFromDef,
  withGoal,
  withHabit,
  type CommitmentDef,
  type GoalDef,
  type HabitDef,
  type World,
} from "~/game/world";
import type { GameFields, JournalEntry } from "~/log/entry-schema";

export const gameFieldsOf = (game: GameState): GameFields => ({
  dailyTarget: game.dailyTarget,
  streak: game.streak,
  lastStreak: game.lastStreak,
  momentum: game.momentum,
  lastDailyCheck: game.lastDailyCheck,
  dayRule: game.dayRule,
  lastDay: game.lastDay,
  bridgedDays: game.bridgedDays,
  // Absent until the first vacation (entries and backups from before stay as they were).
  ...(game.vacations ? { vacations: game.vacations } : {}),
});

export function habitDefOf(h: Habit): HabitDef {
  const { id, userId, commitmentId, title, description, dailyTarget, createdAt, lastUpdated, isDeleted } = h;
  const def: HabitDef = { id, userId, commitmentId, title, dailyTarget, createdAt, lastUpdated, isDeleted };
  if (description !== undefined) def.description = description;
  if (h.isPublic !== undefined) def.isPublic = h.isPublic;
  if (h.schedules !== undefined) def.schedules = h.schedules;
  if (h.skips !== undefined) def.skips = h.skips;
  return def;
}

export function goalDefOf(g: Goal): GoalDef {
  const { id, userId, title, description, xpTarget, createdAt, lastUpdated, commitmentId, isDeleted } = g;
  const def: GoalDef = { id, userId, title, description, xpTarget, createdAt, lastUpdated, commitmentId, isDeleted };
  if (g.isPublic !== undefined) def.isPublic = g.isPublic;
  return def;
}

export function commitmentDefOf(c: Commitment): CommitmentDef {
  const { id, kind, userId, createdAt, isDeleted } = c;
  return { id, kind, userId, createdAt, isDeleted };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Definitions of `after` that differ from `before`. Only entities whose object changed are compared. */
function changed<T, D>(before: Record<string, T>, after: Record<string, T>, defOf: (item: T) => D): D[] {
  const out: D[] = [];
  for (const id of Object.keys(after)) {
    const next = after[id]!;
    const prev = before[id];
    if (prev === next) continue;
    const def = defOf(next);
    if (prev === undefined || !sameJson(defOf(prev), def)) out.push(def);
  }
  return out;
}

export type EntryChanges = Pick<JournalEntry, "habits" | "goals" | "commitments" | "game">;

/** The definition changes from `before` to `after` (records are carried separately). */
export function diffEntry(before: World, after: World): EntryChanges {
  const changes: EntryChanges = {};
  const habits = changed(before.habits, after.habits, habitDefOf);
  const goals = changed(before.goals, after.goals, goalDefOf);
  const commitments = changed(before.commitments, after.commitments, commitmentDefOf);
  if (habits.length > 0) changes.habits = habits;
  if (goals.length > 0) changes.goals = goals;
  if (commitments.length > 0) changes.commitments = commitments;
  const game = gameFieldsOf(after.game);
  if (!sameJson(gameFieldsOf(before.game), game)) changes.game = game;
  return changes;
}

export const isEmptyEntry = (entry: Pick<JournalEntry, "records"> & EntryChanges) =>
  entry.records.length === 0 && !entry.habits && !entry.goals && !entry.commitments && !entry.game;

/**
 * Folds one entry: definitions first (an action creates or edits before its
 * records apply, exactly as the engine's operations do), then the records.
 */
export function applyEntry(world: World, entry: JournalEntry): World {
  // A snapshot is the server's whole state: what came before it is in it.
  let next = entry.world ?? world;
  if (entry.game) next = { ...next, game: { ...next.game, ...entry.game } };
  if (entry.commitments) {
    const commitments = { ...next.commitments };
    for (const def of entry.commitments) {
      const current = commitments[def.id];
      commitments[def.id] = current ? { ...current, ...def } : commitmentFromDef(def);
    }
    next = { ...next, commitments };
  }
  for (const def of entry.habits ?? []) {
    const current = next.habits[def.id];
    if (!current) next = withHabit(next, habitFromDef(def));
    else {
      const habit: Habit = {
        ...habitFromDef(def),
        count: current.count,
        history: current.history,
        giveupAt: current.giveupAt,
      };
      next = { ...next, habits: { ...next.habits, [def.id]: habit } };
    }
  }
  for (const def of entry.goals ?? []) {
    const current = next.goals[def.id];
    if (!current) next = withGoal(next, goalFromDef(def));
    else {
      const { commitments, xpCurrent, completedAt, giveupAt } = current;
      const goal: Goal = { ...goalFromDef(def), commitments, xpCurrent, completedAt, giveupAt };
      next = { ...next, goals: { ...next.goals, [def.id]: goal } };
    }
  }
  return applyRecords(next, entry.records);
}

/**
 * The whole state from the whole journal: what a reload must equal. Runs of
 * entries that only carry records are folded in one applyRecords call (the
 * same result, one copy of each map instead of one per entry).
 */
export function replayJournal(userId: string, entries: readonly JournalEntry[]): World {
  let world = emptyWorld(userId);
  let pending: CommitRecord[] = [];
  for (const entry of entries) {
    if (entry.world) {
      pending = [];
      world = entry.world;
    }
    if (entry.game || entry.commitments || entry.habits || entry.goals) {
      world = applyRecords(world, pending);
      pending = [];
      world = applyEntry(world, { ...entry, records: [] });
    }
    for (const record of entry.records) pending.push(record);
  }
  return applyRecords(world, pending);
}

export const recordsOf = (entries: readonly JournalEntry[]): CommitRecord[] => entries.flatMap((e) => e.records);
