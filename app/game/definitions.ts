// What an action changed besides its records: the definitions of habits, goals and commitments
// and the game's own fields (settings and the refresh's results), as a journal entry and a
// server log line carry them (app/log/entry-schema.ts). Pure.
import type { Commitment, GameState, Goal, Habit } from "./entity-schemas";
import type { CommitmentDef, GoalDef, HabitDef, World } from "./world";

/** The game fields that are not projections of the log. */
export type GameFields = Pick<GameState, "dailyTarget" | "streak" | "lastStreak" | "momentum" | "lastDailyCheck"> &
  Partial<Pick<GameState, "dayRule" | "lastDay" | "bridgedDays" | "vacations">>;

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
  if (h.measure !== undefined) def.measure = h.measure;
  if (h.imported !== undefined) def.imported = h.imported;
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

/** What changed in definitions; each part only when something in it did. */
export type DefinitionChanges = {
  habits?: HabitDef[];
  goals?: GoalDef[];
  commitments?: CommitmentDef[];
  game?: GameFields;
};

/** The definition changes from `before` to `after` (records are carried separately). */
export function definitionChanges(before: World, after: World): DefinitionChanges {
  const changes: DefinitionChanges = {};
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
