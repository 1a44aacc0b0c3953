// The user cache: what a tab holds in memory for each open user, and the one
// module that changes it (others read its fields and call the operations here).
// It holds the world, where the journal stands, and what the next checkpoint
// must write. To keep a +1 and the open of home independent of years of
// history, the world carries habit histories only for the months loaded so far
// and XP only from `xpFrom` (the window, see xpWindowStart): the engine copies
// `game.xpHistory` and the touched habit's history on every action. Older XP
// days wait in `pastXp`, read from their year shards only when the whole history
// is needed (the daily refresh, checkpoints of an old year, /life, exports).
// "Today" is the user's day (rule 18): todayOf(game, now).
import { dayOfRecord, xpWindowStart, type Day } from "~/game/day";
import { lastRefreshDay, todayOf } from "~/game/refresh";
import type { World } from "~/game/world";
import type { XpBefore } from "~/game/run-action";
import { storageError, type Tables } from "~/storage/backend/codec";
import { applyEntry } from "~/log/entry";
import { emptyHead, type Head } from "./journal";
import { namespaceOf, SHARD_KINDS, shardKey, type ShardKind } from "~/storage/backend/keys";
import {
  daysOfRecords,
  homeMonths,
  monthOfDay,
  monthsOfRecords,
  withMonths,
  type MonthShard,
  yearOfDay,
  yearsOfRecords,
} from "~/storage/journal/partitions";
import {
  HistShardSchema,
  XpShardSchema,
  type Core,
  type Directory,
  type JournalPage,
  type UserRoot,
} from "~/storage/backend/schemas";
import type { JournalEntry } from "~/log/entry-schema";
import { StaleCheckpoint } from "~/storage/backend/stale";

export type UserCache = {
  userId: string;
  root: UserRoot;
  ns: string;
  world: World;
  /** Seq of the last entry folded into `world`. */
  seq: number;
  head: Head;
  /** Months (`hist`) and years (`xp`) read from their shards, or known to have none. */
  loaded: Record<ShardKind, Set<string>>;
  /** Partition versions of the checkpoint at `base.seq` (the newest this tab knows). */
  dir: Directory;
  base: { seq: number; counts: Record<string, number> };
  /** Entries after `base.seq`, oldest first: what the next checkpoint adds. */
  recent: JournalEntry[];
  /** Month / year → seq of the last entry that changed it. */
  touched: Record<ShardKind, Map<string, number>>;
  firstDay: Day | null;
  /** XP per day before `xpFrom`; the world holds the days after. */
  pastXp: Record<Day, number>;
  xpFrom: Day;
  /** Closed pages read for the feed (immutable, safe to keep). */
  pages: Map<number, JournalPage>;
  /** Keys a failed checkpoint wrote; removed by the next one. */
  orphans: string[];
};

/** Closed journal pages kept for the feed. */
const PAGE_CACHE = 16;

export const emptyDirectory = (): Directory => ({ habits: null, goals: null, commitments: null, hist: {}, xp: {} });

export function newUserCache(root: UserRoot, world: World, fields: Partial<UserCache> = {}): UserCache {
  return {
    userId: root.user.id,
    root,
    ns: namespaceOf(root.user.id, root.gen),
    world,
    seq: 0,
    head: emptyHead(),
    loaded: { hist: new Set(), xp: new Set() },
    dir: emptyDirectory(),
    base: { seq: 0, counts: {} },
    recent: [],
    touched: { hist: new Map(), xp: new Map() },
    firstDay: null,
    pastXp: {},
    xpFrom: "0000-01-01",
    pages: new Map(),
    orphans: [],
    ...fields,
  };
}

/** A cache holding the whole world of `entries` (a bulk write: nothing left to load). */
export function wholeUserCache(root: UserRoot, world: World, entries: readonly JournalEntry[], head: Head): UserCache {
  const c = newUserCache(root, world, { head });
  for (const entry of entries) noteEntry(c, entry);
  for (const kind of SHARD_KINDS) for (const name of c.touched[kind].keys()) c.loaded[kind].add(name);
  return c;
}

/** A month shard holds habit id → day → count (and notes); a year shard day → XP. */
type ShardContent<K extends ShardKind> = K extends "hist" ? MonthShard : Record<Day, number>;

/** The contents of the shards `names` of `kind` as the cache's checkpoint names them (empty: it names none). */
export function readShards<K extends ShardKind>(
  tables: Tables,
  c: UserCache,
  kind: K,
  names: readonly string[],
): Promise<ShardContent<K>[]> {
  const schema = kind === "hist" ? HistShardSchema : XpShardSchema;
  return Promise.all(
    names.map(async (name) => {
      const version = c.dir[kind][name];
      if (version === undefined) return (kind === "hist" ? { habits: {} } : {}) as ShardContent<K>;
      const key = shardKey(kind, c.ns, name, version);
      const shard = await tables.game.get(schema, key);
      if (!shard) throw new StaleCheckpoint(key);
      return ("habits" in shard ? shard : shard.days) as ShardContent<K>;
    }),
  );
}

const missing = (loaded: Set<string>, names: Iterable<string> = []) =>
  [...new Set(names)].filter((n) => !loaded.has(n));

/**
 * Loads the habit-history months and XP years not in memory yet. Everything is
 * read before anything changes, so a failed read leaves the cache as it was.
 */
export async function loadShards(
  tables: Tables,
  c: UserCache,
  want: { months?: Iterable<string>; years?: Iterable<string> },
): Promise<void> {
  const months = missing(c.loaded.hist, want.months);
  const years = missing(c.loaded.xp, want.years);
  const [hist, xp] = await Promise.all([readShards(tables, c, "hist", months), readShards(tables, c, "xp", years)]);
  if (months.length > 0) c.world = withMonths(c.world, hist);
  if (years.length > 0) {
    // Days already in memory are newer than their shard and stay.
    const past = { ...c.pastXp };
    const recent = { ...c.world.game.xpHistory };
    for (const shard of xp) {
      for (const [day, value] of Object.entries(shard)) {
        if (day < c.xpFrom) past[day] ??= value;
        else recent[day] ??= value;
      }
    }
    c.pastXp = past;
    setXpHistory(c, recent);
  }
  for (const month of months) c.loaded.hist.add(month);
  for (const year of years) c.loaded.xp.add(year);
}

/** Everything home reads at `now`: its months, and the XP window moved to today with its years. */
export async function loadWindow(tables: Tables, c: UserCache, now: number): Promise<void> {
  const today = todayOf(c.world.game, now);
  slideWindow(c, today);
  await loadShards(tables, c, { months: homeMonths(today), years: [yearOfDay(c.xpFrom), yearOfDay(today)] });
}

export const loadAllYears = (tables: Tables, c: UserCache) => loadShards(tables, c, { years: Object.keys(c.dir.xp) });

/**
 * What a daily refresh reads: the whole XP history, and the habits' days since the refresh last
 * ran. An at-most measure's closed day is settled from its total (rule 31), and after weeks away
 * that day is in a month home does not keep.
 */
export function loadForRefresh(tables: Tables, c: UserCache): Promise<void> {
  const last = lastRefreshDay(c.world.game);
  const since = last === null ? null : monthOfDay(last);
  const months = since === null ? [] : Object.keys(c.dir.hist).filter((month) => month >= since);
  return loadShards(tables, c, { years: Object.keys(c.dir.xp), months });
}

/** The whole XP history; call loadAllYears first. */
export const fullXp = (c: UserCache): Record<Day, number> => ({ ...c.pastXp, ...c.world.game.xpHistory });

/** The XP of the days before the cache's window, as the engine's refresh reads them; call loadAllYears first. */
export const xpBeforeOf = (c: UserCache): XpBefore => ({ days: c.pastXp, from: c.xpFrom });

/** `world` (the cache's own by default) with the whole XP history; call loadAllYears first. */
export const fullXpWorld = (c: UserCache, world: World = c.world): World => ({
  ...world,
  game: { ...world.game, xpHistory: { ...c.pastXp, ...world.game.xpHistory } },
});

function setXpHistory(c: UserCache, xpHistory: Record<Day, number>): void {
  c.world = { ...c.world, game: { ...c.world.game, xpHistory } };
}

/** Moves days before the window of `today` out of the world (no-op most of the time). */
function slideWindow(c: UserCache, today: Day): void {
  const start = xpWindowStart(today);
  if (start <= c.xpFrom) return;
  const recent: Record<Day, number> = {};
  const past = { ...c.pastXp };
  for (const [day, xp] of Object.entries(c.world.game.xpHistory)) {
    if (day < start) past[day] = xp;
    else recent[day] = xp;
  }
  c.pastXp = past;
  c.xpFrom = start;
  setXpHistory(c, recent);
}

/** Before records land on days older than the window: bring those days' XP into the world. */
export async function pullDays(tables: Tables, c: UserCache, days: Iterable<Day>): Promise<void> {
  const list = [...days];
  // A year's shard must be in memory before records add to its days.
  await loadShards(tables, c, { years: list.map(yearOfDay) });
  const pulled: Record<Day, number> = {};
  for (const day of list) {
    const xp = day < c.xpFrom && !(day in c.world.game.xpHistory) ? c.pastXp[day] : undefined;
    if (xp !== undefined) pulled[day] = xp;
  }
  if (Object.keys(pulled).length > 0) setXpHistory(c, { ...c.world.game.xpHistory, ...pulled });
}

/** Bookkeeping after `entry` became part of `c.world`. */
export function noteEntry(c: UserCache, entry: JournalEntry): void {
  if (entry.seq !== c.seq + 1) throw storageError(`journal of ${c.ns}: entry ${entry.seq} follows ${c.seq}`);
  c.seq = entry.seq;
  c.recent.push(entry);
  for (const month of monthsOfRecords(entry.records)) c.touched.hist.set(month, entry.seq);
  for (const year of yearsOfRecords(entry.records)) c.touched.xp.set(year, entry.seq);
  for (const record of entry.records) noteDay(c, dayOfRecord(record));
  if (entry.world) noteSnapshot(c, entry.seq, entry.world);
}

function noteDay(c: UserCache, day: Day): void {
  if (c.firstDay === null || day < c.firstDay) c.firstDay = day;
}

/** A snapshot changed every month and year its world has days in. */
function noteSnapshot(c: UserCache, seq: number, world: World): void {
  for (const habit of Object.values(world.habits)) {
    for (const day of [...Object.keys(habit.history), ...Object.keys(habit.notes ?? {})]) {
      c.touched.hist.set(monthOfDay(day), seq);
      noteDay(c, day);
    }
  }
  for (const day of Object.keys(world.game.xpHistory)) {
    c.touched.xp.set(yearOfDay(day), seq);
    noteDay(c, day);
  }
}

const headOf = (page: JournalPage, raw: unknown): Head => ({
  k: page.k,
  closed: page.closed,
  entries: page.entries,
  raw,
});

/** This tab wrote `entry` (on `page`, stored as `raw`); `world` is the state after it. */
export function noteAppended(c: UserCache, entry: JournalEntry, world: World, page: JournalPage, raw: unknown): void {
  noteEntry(c, entry);
  c.world = world;
  c.head = headOf(page, raw);
}

/** Folds a journal page written elsewhere (another tab, or this one before a crash); its new head. */
export async function applyPage(tables: Tables, c: UserCache, page: JournalPage, raw: unknown): Promise<void> {
  for (const entry of page.entries) {
    if (entry.seq <= c.seq) continue;
    await loadShards(tables, c, { months: monthsOfRecords(entry.records) });
    await pullDays(tables, c, daysOfRecords(entry.records));
    const world = applyEntry(c.world, entry);
    noteEntry(c, entry);
    c.world = world;
    if (entry.world) wholeFromSnapshot(c);
  }
  c.head = headOf(page, raw);
}

/** The world is a snapshot's, whole: no shard of before it is read again, and all XP is in the world. */
function wholeFromSnapshot(c: UserCache): void {
  c.pastXp = {};
  c.xpFrom = "0000-01-01";
  for (const kind of SHARD_KINDS) {
    for (const name of [...Object.keys(c.dir[kind]), ...c.touched[kind].keys()]) c.loaded[kind].add(name);
  }
}

export function noteRoot(c: UserCache, root: UserRoot): void {
  c.root = root;
}

/** The stored checkpoint `core` describes this cache's state: take it as the new base. */
export function adoptCheckpoint(c: UserCache, core: Core): void {
  c.dir = core.dir;
  c.base = { seq: core.seq, counts: core.counts };
  c.recent = c.recent.filter((e) => e.seq > core.seq);
  for (const map of Object.values(c.touched)) {
    for (const [key, seq] of map) if (seq <= core.seq) map.delete(key);
  }
}

/** Keys a failed checkpoint wrote (the next one removes them). */
export function noteOrphans(c: UserCache, keys: readonly string[]): void {
  c.orphans.push(...keys);
}

export function clearOrphans(c: UserCache): void {
  c.orphans = [];
}

export function rememberPage(c: UserCache, page: JournalPage): void {
  if (c.pages.size >= PAGE_CACHE) c.pages.delete(c.pages.keys().next().value!);
  c.pages.set(page.k, page);
}
