// The checkpoint: derived state cached in partitions so a reload does not
// replay years of log. Partitions are written copy-on-write under versioned
// keys (version = seq they describe), then `{ns}/core` is written last and
// names them: the core is the one pointer, so a crash at any write leaves the
// previous checkpoint whole. Entries after the core's seq are replayed on open.
import type { Day } from "~/game/day";
import { emptyWorld, type World } from "~/game/world";
import type { z } from "zod";
import { storageError, splitStoreKey, storeKey, type Table, type Tables } from "./codec";
import { appendToIndex } from "./instance-index";
import { coreKey, histKey, namespaceOf, partKey, xpKey } from "./keys";
import { historiesByMonth, homeMonths, withMonths, worldFromParts, xpByYear } from "./partitions";
import {
  CommitmentsPartSchema,
  CoreSchema,
  GoalsPartSchema,
  HabitsPartSchema,
  HistShardSchema,
  type Core,
  type Directory,
  type UserRoot,
} from "./schemas";
import { emptyDirectory, ensureMonths, newSession, StaleCheckpoint, type Session } from "./session";
import { ensureAllYears, ensureYears, fullXp, fullXpWorld, windowYears, xpWindowStart } from "./xp-window";

async function required<T>(read: Promise<T | null>, where: string): Promise<T> {
  const value = await read;
  if (value === null) throw storageError(`${where}: the checkpoint names it but it is missing`);
  return value;
}

/** Opens a user's data: the checkpoint plus what home needs; the journal tail comes next (sync). */
export async function loadSession(tables: Tables, root: UserRoot, now: number): Promise<Session> {
  const span = { xpFrom: xpWindowStart(now) };
  const ns = namespaceOf(root.user.id, root.gen);
  const core = await tables.game.get(CoreSchema, coreKey(ns));
  let session: Session;
  if (!core) session = newSession(root, emptyWorld(root.user.id), span);
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
    session = newSession(root, world, {
      ...span,
      seq: core.seq,
      head: { k: core.headPage, closed: false, entries: [], raw: undefined },
      dir: core.dir,
      base: { seq: core.seq, counts: core.counts },
      firstDay: core.firstDay,
    });
  }
  await Promise.all([
    ensureMonths(tables, session, homeMonths(now)),
    ensureYears(tables, session, windowYears(session, now)),
  ]);
  return session;
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

/**
 * Writes a checkpoint of `s` at its seq (call under the write lock, after sync).
 * Only months and years changed since the stored checkpoint are rewritten.
 */
export async function flushSession(tables: Tables, s: Session): Promise<void> {
  const stored = await readCore(tables, s.ns);
  const baseSeq = stored?.seq ?? 0;
  if (stored && stored.seq >= s.seq) return adopt(s, stored);
  const W = s.seq;
  const written: string[] = [];
  const garbage: string[] = [];
  const dir: Directory = structuredClone(stored?.dir ?? emptyDirectory());
  const put = async (table: keyof Tables, key: string, value: unknown, old: string | null) => {
    written.push(storeKey(table, key));
    await tables[table].set(key, value);
    if (old !== null && old !== key) garbage.push(storeKey(table, old));
  };
  try {
    await removeAll(tables, [...(stored?.garbage ?? []), ...s.orphans]);
    s.orphans = [];
    const months = [...s.touchedMonths].filter(([, seq]) => seq > baseSeq).map(([m]) => m);
    for (const month of months) {
      if (!s.loadedMonths.has(month))
        throw storageError(`checkpoint of ${s.ns}: month ${month} changed but is not loaded`);
    }
    const shards = historiesByMonth(s.world, new Set(months));
    for (const month of months) {
      const old = dir.hist[month];
      await put(
        "game",
        histKey(s.ns, month, W),
        { habits: shards.get(month) ?? {} },
        old === undefined ? null : histKey(s.ns, month, old),
      );
      dir.hist[month] = W;
    }
    const years = [...s.touchedYears].filter(([, seq]) => seq > baseSeq).map(([y]) => y);
    for (const year of years) {
      if (!s.loadedYears.has(year)) throw storageError(`checkpoint of ${s.ns}: year ${year} changed but is not loaded`);
    }
    const xp = xpByYear(fullXp(s), new Set(years));
    for (const year of years) {
      const old = dir.xp[year];
      await put(
        "game",
        xpKey(s.ns, year, W),
        { days: xp.get(year) ?? {} },
        old === undefined ? null : xpKey(s.ns, year, old),
      );
      dir.xp[year] = W;
    }
    const habits = Object.values(s.world.habits).map(({ history: _history, ...habit }) => habit);
    const parts = [
      ["habits", habits],
      ["goals", Object.values(s.world.goals)],
      ["commitments", Object.values(s.world.commitments)],
    ] as const;
    for (const [name, value] of parts) {
      const old = dir[name];
      await put(name, partKey(s.ns, W), value, old === null ? null : partKey(s.ns, old));
      dir[name] = W;
    }
    const counts = await appendToIndex(tables, s.ns, stored?.counts ?? {}, baseSeq, s.recent);
    const { xpHistory: _xp, ...game } = s.world.game;
    const core: Core = {
      seq: W,
      lastRecordId: s.world.lastRecordId,
      game,
      tracks: s.world.tracks,
      stats: s.world.stats,
      market: s.world.market,
      headPage: s.head.k,
      firstDay: earlier(stored?.firstDay ?? null, s.firstDay),
      dir,
      counts,
      garbage,
    };
    await tables.game.set(coreKey(s.ns), core);
    adopt(s, core);
  } catch (error) {
    s.orphans.push(...written);
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

/** The stored checkpoint describes this session's state: take it as the new base. */
function adopt(s: Session, core: Core): void {
  s.dir = core.dir;
  s.base = { seq: core.seq, counts: core.counts };
  s.recent = s.recent.filter((e) => e.seq > core.seq);
  for (const map of [s.touchedMonths, s.touchedYears]) {
    for (const [key, seq] of map) if (seq <= core.seq) map.delete(key);
  }
}

/**
 * The whole world: every month of habit history and every day of XP. Built
 * beside the session, which keeps its small window (the click path copies it).
 */
export async function wholeWorld(tables: Tables, s: Session): Promise<World> {
  const months = Object.keys(s.dir.hist).filter((m) => !s.loadedMonths.has(m));
  const shards = await Promise.all(
    months.map(async (month) => {
      const key = histKey(s.ns, month, s.dir.hist[month]!);
      const shard = await tables.game.get(HistShardSchema, key);
      if (!shard) throw new StaleCheckpoint(key);
      return shard.habits;
    }),
  );
  await ensureAllYears(tables, s);
  return fullXpWorld(s, withMonths(s.world, shards));
}
