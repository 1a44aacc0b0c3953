// Cutting the world into the checkpoint's partitions and putting it back
// together, pure. Histories (5 years × 50 habits ≈ 90k day entries) go to
// per-month shards and XP per day to per-year shards, so a checkpoint only
// rewrites the months and years that changed.
import { addDays, dayOfRecord, type Day } from "~/game/day";
import type { CommitRecord, Habit } from "~/game/entity-schemas";
import { IMPORT_EVENT } from "~/game/events";
import { emptyWorld, withGoal, withHabit, type World } from "~/game/world";
import type { Core } from "~/storage/backend/schemas";

export const monthOfDay = (day: Day) => day.slice(0, 7);
export const yearOfDay = (day: Day) => day.slice(0, 4);

export type MonthHistories = Record<string, Record<Day, number>>;
/** A month shard: habit id → day → count, and habit id → day → note (rule 32) when it has any. */
export type MonthShard = { habits: MonthHistories; notes?: Record<string, Record<Day, string>> };

/** Habit days (counts and notes) grouped by month, one pass over the loaded days. */
export function monthShardsOf(world: World, months?: ReadonlySet<string>): Map<string, MonthShard> {
  const out = new Map<string, MonthShard>();
  const shardOf = (day: Day): MonthShard | null => {
    const month = monthOfDay(day);
    if (months && !months.has(month)) return null;
    let shard = out.get(month);
    if (!shard) out.set(month, (shard = { habits: {} }));
    return shard;
  };
  for (const habit of Object.values(world.habits)) {
    for (const [day, count] of Object.entries(habit.history)) {
      const shard = shardOf(day);
      if (shard) (shard.habits[habit.id] ??= {})[day] = count;
    }
    for (const [day, note] of Object.entries(habit.notes ?? {})) {
      const shard = shardOf(day);
      if (shard) ((shard.notes ??= {})[habit.id] ??= {})[day] = note;
    }
  }
  return out;
}

export function xpByYear(
  xpHistory: Readonly<Record<Day, number>>,
  years?: ReadonlySet<string>,
): Map<string, Record<Day, number>> {
  const out = new Map<string, Record<Day, number>>();
  for (const [day, xp] of Object.entries(xpHistory)) {
    const year = yearOfDay(day);
    if (years && !years.has(year)) continue;
    let days = out.get(year);
    if (!days) out.set(year, (days = {}));
    days[day] = xp;
  }
  return out;
}

/**
 * Adds loaded month shards to the habits' days (new objects; input untouched), or only to habit
 * `only`'s. Each history and notes map is copied once, so years of months cost their days, not more.
 */
export function withMonths(world: World, shards: readonly MonthShard[], only?: string): World {
  if (shards.length === 0) return world;
  const histories = new Map<string, Record<Day, number>>();
  const notes = new Map<string, Record<Day, string>>();
  const wanted = (habitId: string) => world.habits[habitId] !== undefined && (only === undefined || habitId === only);
  for (const shard of shards) {
    for (const [habitId, days] of Object.entries(shard.habits)) {
      if (!wanted(habitId)) continue;
      let history = histories.get(habitId);
      if (!history) histories.set(habitId, (history = { ...world.habits[habitId]!.history }));
      Object.assign(history, days);
    }
    for (const [habitId, days] of Object.entries(shard.notes ?? {})) {
      if (!wanted(habitId)) continue;
      let kept = notes.get(habitId);
      if (!kept) notes.set(habitId, (kept = { ...world.habits[habitId]!.notes }));
      Object.assign(kept, days);
    }
  }
  const habits = { ...world.habits };
  for (const [habitId, history] of histories) habits[habitId] = { ...habits[habitId]!, history };
  for (const [habitId, kept] of notes) habits[habitId] = { ...habits[habitId]!, notes: kept };
  return { ...world, habits };
}

export type Parts = {
  core: Core;
  habits: Omit<Habit, "history" | "notes">[];
  goals: World["goals"][string][];
  commitments: World["commitments"][string][];
  xp: Record<Day, number>[];
};

/** The world a checkpoint describes, with no habit history loaded yet. */
export function worldFromParts(userId: string, parts: Parts): World {
  let world = emptyWorld(userId);
  world = { ...world, commitments: Object.fromEntries(parts.commitments.map((c) => [c.id, c])) };
  for (const habit of parts.habits) world = withHabit(world, { ...habit, history: {} });
  for (const goal of parts.goals) world = withGoal(world, goal);
  const xpHistory: Record<Day, number> = {};
  for (const days of parts.xp) Object.assign(xpHistory, days);
  return {
    ...world,
    game: { ...parts.core.game, xpHistory },
    tracks: parts.core.tracks,
    stats: parts.core.stats,
    market: parts.core.market,
    lastRecordId: parts.core.lastRecordId,
  };
}

/** Months whose habit days a record changes (only habit records touch counts and notes). */
export function monthsOfRecords(records: readonly CommitRecord[]): Set<string> {
  const months = new Set<string>();
  for (const record of records) if (record.kind === "Habit") months.add(monthOfDay(dayOfRecord(record)));
  return months;
}

/** The years of XP the records change: an IMPORT leaves XP alone (rule 33), so years it reaches are not read or written. */
export function yearsOfRecords(records: readonly CommitRecord[]): Set<string> {
  const years = new Set<string>();
  for (const record of records) if (record.event !== IMPORT_EVENT) years.add(yearOfDay(dayOfRecord(record)));
  return years;
}

/** The days whose XP the records change (not an IMPORT's: rule 33). */
export const daysOfRecords = (records: readonly CommitRecord[]) =>
  new Set(records.filter((record) => record.event !== IMPORT_EVENT).map(dayOfRecord));

/** Months a home screen reads on `today` (the user's day): the 7-day strip may reach into last month. */
export function homeMonths(today: Day): string[] {
  return [...new Set([monthOfDay(addDays(today, -7)), monthOfDay(today)])];
}
