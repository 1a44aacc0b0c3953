// Journal entries, pure: how an entry is folded into a world (applyEntry); what an action
// changed is the engine's (`definitionChanges`, app/game/definitions.ts). Reload, catch-up
// from another tab and the migration/import all fold entries with applyEntry, in log order.
import type { CommitRecord, Goal, Habit } from "~/game/entity-schemas";
import { applyRecords } from "~/game/projection";
import {
  commitmentFromDef,
  emptyWorld,
  goalFromDef,
  habitFromDef,
  withGoal,
  withHabit,
  type World,
} from "~/game/world";
import { finishSteps, type Steps } from "~/game/steps";
import type { JournalEntry } from "~/log/entry-schema";

export const isEmptyEntry = (entry: Pick<JournalEntry, "records" | "habits" | "goals" | "commitments" | "game">) =>
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
        ...(current.notes && { notes: current.notes }),
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
  return finishSteps(replayJournalSteps(userId, entries));
}

/** Records applied per step of replayJournalSteps: about 10 ms of projection. */
const RECORDS_PER_STEP = 5_000;

/** `replayJournal` pausing every RECORDS_PER_STEP records (ADR 0048): a journal may hold an import's 110,000. */
export function* replayJournalSteps(userId: string, entries: readonly JournalEntry[]): Steps<World> {
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
    for (const record of entry.records) {
      pending.push(record);
      if (pending.length === RECORDS_PER_STEP) {
        world = applyRecords(world, pending);
        pending = [];
        yield;
      }
    }
  }
  return applyRecords(world, pending);
}

export const recordsOf = (entries: readonly JournalEntry[]): CommitRecord[] => entries.flatMap((e) => e.records);
