// The checkpoint: derived state cached in partitions so a reload does not
// replay years of log. Partitions are written copy-on-write under versioned
// keys (version = seq they describe), then `{ns}/core` is written last and
// names them: the core is the one pointer, so a crash at any write leaves the
// previous checkpoint whole. Entries after the core's seq are replayed on open.
import type { Day } from "~/game/day";
import { todayOf } from "~/game/refresh";
import { emptyWorld, type World } from "~/game/world";
import type { z } from "zod";
import { storageError, splitStoreKey, storeKey, type Table, type Tables } from "~/storage/backend/codec";
import { appendToIndex } from "~/storage/journal/instance-index";
import { coreKey, namespaceOf, partKey, SHARD_KINDS, shardKey, type ShardKind } from "~/storage/backend/keys";
import { monthShardsOf, withMonths, worldFromParts, xpByYear } from "~/storage/journal/partitions";
import { xpWindowStart } from "~/game/day";
import {
  CommitmentsPartSchema,
  CoreSchema,
  GoalsPartSchema,
  HabitsPartSchema,
  type Core,
  type Directory,
  type UserRoot,
} from "~/storage/backend/schemas";
import {
  adoptCheckpoint,
  clearOrphans,
  emptyDirectory,
  fullXp,
  fullXpWorld,
  loadAllYears,
  loadWindow,
  newUserCache,
  noteOrphans,
  readShards,
  type UserCache,
} from "~/storage/journal/user-cache";

async function required<T>(read: Promise<T | null>, where: string): Promise<T> {
  const value = await read;
  if (value === null) throw storageError(`${where}: the checkpoint names it but it is missing`);
  return value;
}

/** Opens a user's data: the checkpoint plus what home needs; the journal tail comes next (catch-up). */
export async function openUserCache(tables: Tables, root: UserRoot, now: number): Promise<UserCache> {
  const ns = namespaceOf(root.user.id, root.gen);
  const core = await tables.game.get(CoreSchema, coreKey(ns));
  const empty = emptyWorld(root.user.id);
  const span = { xpFrom: xpWindowStart(todayOf(core?.game ?? empty.game, now)) };
  let cache: UserCache;
  if (!core) cache = newUserCache(root, empty, span);
  else {
    const part = async <S extends z.ZodType>(
      table: Table,
      schema: S,
      version: number | null,
    ): Promise<z.output<S> | null> =>
      version === null
        ? null
        : required(table.get(schema, partKey(ns, version)), `${table.name}:${partKey(ns, version)}`);
    const [habits, goals, commitments] = await Promise.all([
      part(tables.habits, HabitsPartSchema, core.dir.habits),
      part(tables.goals, GoalsPartSchema, core.dir.goals),
      part(tables.commitments, CommitmentsPartSchema, core.dir.commitments),
    ]);
    const world = worldFromParts(root.user.id, {
      core,
      habits: habits ?? [],
      goals: goals ?? [],
      commitments: commitments ?? [],
      xp: [],
    });
    cache = newUserCache(root, world, {
      ...span,
      seq: core.seq,
      head: { k: core.headPage, closed: false, entries: [], raw: undefined },
      dir: core.dir,
      base: { seq: core.seq, counts: core.counts },
      firstDay: core.firstDay,
    });
  }
  await loadWindow(tables, cache, now);
  return cache;
}

export async function readCore(tables: Tables, ns: string): Promise<Core | null> {
  return tables.game.get(CoreSchema, coreKey(ns));
}

async function removeAll(tables: Tables, refs: readonly string[]): Promise<void> {
  for (const ref of refs) {
    const { store, key } = splitStoreKey(ref);
    await tables[store].remove(key);
  }
}

/** The month or year shards changed after `seq`, as the checkpoint stores them (all must be loaded). */
function changedShards(c: UserCache, kind: ShardKind, seq: number): Map<string, unknown> {
  const names = [...c.touched[kind]].filter(([, at]) => at > seq).map(([name]) => name);
  for (const name of names) {
    if (!c.loaded[kind].has(name))
      throw storageError(
        `checkpoint of ${c.ns}: ${kind === "hist" ? "month" : "year"} ${name} changed but is not loaded`,
      );
  }
  const wanted = new Set(names);
  if (kind === "hist") {
    const months = monthShardsOf(c.world, wanted);
    return new Map(names.map((month) => [month, months.get(month) ?? { habits: {} }]));
  }
  const years = xpByYear(fullXp(c), wanted);
  return new Map(names.map((year) => [year, { days: years.get(year) ?? {} }]));
}

/**
 * Writes a checkpoint of `c` at its seq (call under the write lock, after catch-up).
 * Only months and years changed since the stored checkpoint are rewritten.
 */
export async function writeCheckpoint(tables: Tables, c: UserCache): Promise<void> {
  const stored = await readCore(tables, c.ns);
  const baseSeq = stored?.seq ?? 0;
  if (stored && stored.seq >= c.seq) return adoptCheckpoint(c, stored);
  const W = c.seq;
  const written: string[] = [];
  const garbage: string[] = [];
  const dir: Directory = structuredClone(stored?.dir ?? emptyDirectory());
  const put = async (table: keyof Tables, key: string, value: unknown, old: string | null) => {
    written.push(storeKey(table, key));
    await tables[table].set(key, value);
    if (old !== null && old !== key) garbage.push(storeKey(table, old));
  };
  try {
    await removeAll(tables, [...(stored?.garbage ?? []), ...c.orphans]);
    clearOrphans(c);
    // The shards in one bulk write (a rebuilt journal changes every month and year at once).
    const shards: [string, unknown][] = [];
    const replaced: string[] = [];
    for (const kind of SHARD_KINDS) {
      for (const [name, value] of changedShards(c, kind, baseSeq)) {
        const key = shardKey(kind, c.ns, name, W);
        const old = dir[kind][name];
        shards.push([key, value]);
        written.push(storeKey("game", key));
        if (old !== undefined && old !== W) replaced.push(storeKey("game", shardKey(kind, c.ns, name, old)));
        dir[kind][name] = W;
      }
    }
    await tables.game.setMany(shards);
    garbage.push(...replaced);
    const habits = Object.values(c.world.habits).map(({ history: _history, notes: _notes, ...habit }) => habit);
    const parts = [
      ["habits", habits],
      ["goals", Object.values(c.world.goals)],
      ["commitments", Object.values(c.world.commitments)],
    ] as const;
    for (const [name, value] of parts) {
      const old = dir[name];
      await put(name, partKey(c.ns, W), value, old === null ? null : partKey(c.ns, old));
      dir[name] = W;
    }
    const counts = await appendToIndex(tables, c.ns, stored?.counts ?? {}, baseSeq, c.recent);
    const { xpHistory: _xp, ...game } = c.world.game;
    const core: Core = {
      seq: W,
      lastRecordId: c.world.lastRecordId,
      game,
      tracks: c.world.tracks,
      stats: c.world.stats,
      market: c.world.market,
      headPage: c.head.k,
      firstDay: earlier(stored?.firstDay ?? null, c.firstDay),
      dir,
      counts,
      garbage,
    };
    await tables.game.set(coreKey(c.ns), core);
    adoptCheckpoint(c, core);
  } catch (error) {
    noteOrphans(c, written);
    throw error;
  }
  // Best effort: what is left is in core.garbage and goes with the next checkpoint.
  await removeAll(tables, garbage).catch(() => undefined);
}

function earlier(a: Day | null, b: Day | null): Day | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}

/**
 * The whole world: every month of habit history and every day of XP. Built
 * beside the cache, which keeps its small window (the click path copies it).
 */
export async function wholeWorld(tables: Tables, c: UserCache): Promise<World> {
  const shards = await unloadedMonths(tables, c);
  await loadAllYears(tables, c);
  return fullXpWorld(c, withMonths(c.world, shards));
}

/** The cache's world with one habit's whole history (its page) and no more: no XP years, no other habit's days. */
export async function worldWithHabitHistory(tables: Tables, c: UserCache, habitId: string): Promise<World> {
  return withMonths(c.world, await unloadedMonths(tables, c), habitId);
}

const unloadedMonths = (tables: Tables, c: UserCache) =>
  readShards(
    tables,
    c,
    "hist",
    Object.keys(c.dir.hist).filter((m) => !c.loaded.hist.has(m)),
  );
