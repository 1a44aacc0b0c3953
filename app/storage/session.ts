// What a tab holds in memory per open user: the world (habit histories only
// for the months loaded so far, XP history only for recent days), where the
// journal stands, and what the next checkpoint must write.
import { dayOf, type Day } from "~/game/day";
import type { World } from "~/game/world";
import { decode, storageError, type Tables } from "./codec";
import { applyEntry } from "./entry";
import { type Head } from "./journal";
import { histKey, namespaceOf } from "./keys";
import { monthsOfRecords, withMonths, yearsOfRecords, type MonthHistories } from "./partitions";
import { StaleCheckpoint } from "./stale";
import { daysOfRecords, pullDays } from "./xp-window";
import { HistShardSchema, type Directory, type JournalEntry, type JournalPage, type UserRoot } from "./schemas";

export type Session = {
  userId: string;
  root: UserRoot;
  ns: string;
  world: World;
  /** Seq of the last entry folded into `world`. */
  seq: number;
  head: Head;
  loadedMonths: Set<string>;
  /** Partition versions of the checkpoint at `base.seq` (the newest this tab knows). */
  dir: Directory;
  base: { seq: number; counts: Record<string, number> };
  /** Entries after `base.seq`, oldest first: what the next checkpoint adds. */
  recent: JournalEntry[];
  /** Month / year → seq of the last entry that changed it. */
  touchedMonths: Map<string, number>;
  touchedYears: Map<string, number>;
  firstDay: Day | null;
  /** XP per day before `xpFrom` (see xp-window.ts); the world holds the days after. */
  pastXp: Record<Day, number>;
  xpFrom: Day;
  /** Years of XP read from their shards (or known to have none). */
  loadedYears: Set<string>;
  /** Closed pages read for the feed (immutable, safe to keep). */
  pages: Map<number, JournalPage>;
  /** Keys a failed checkpoint wrote; removed by the next one. */
  orphans: string[];
};

export { StaleCheckpoint } from "./stale";

export const emptyDirectory = (): Directory => ({ habits: null, goals: null, commitments: null, hist: {}, xp: {} });

export function newSession(root: UserRoot, world: World, fields: Partial<Session> = {}): Session {
  return {
    userId: root.user.id,
    root,
    ns: namespaceOf(root.user.id, root.gen),
    world,
    seq: 0,
    head: { k: 0, closed: false, entries: [], raw: undefined },
    loadedMonths: new Set(),
    dir: emptyDirectory(),
    base: { seq: 0, counts: {} },
    recent: [],
    touchedMonths: new Map(),
    touchedYears: new Map(),
    firstDay: null,
    pastXp: {},
    xpFrom: "0000-01-01",
    loadedYears: new Set(),
    pages: new Map(),
    orphans: [],
    ...fields,
  };
}

/** Loads habit histories of `months` that are not in memory yet. */
export async function ensureMonths(tables: Tables, s: Session, months: Iterable<string>): Promise<void> {
  const missing = [...new Set(months)].filter((m) => !s.loadedMonths.has(m));
  if (missing.length === 0) return;
  const shards = await Promise.all(
    missing.map(async (month): Promise<MonthHistories> => {
      const version = s.dir.hist[month];
      if (version === undefined) return {};
      const key = histKey(s.ns, month, version);
      const raw = await tables.game.raw(key);
      if (raw === null || raw === undefined) throw new StaleCheckpoint(key);
      return decode(HistShardSchema, raw, `game:${key}`).habits;
    }),
  );
  s.world = withMonths(s.world, shards);
  for (const month of missing) s.loadedMonths.add(month);
}

/** Bookkeeping after `entry` became part of `s.world`. */
export function noteEntry(s: Session, entry: JournalEntry): void {
  if (entry.seq !== s.seq + 1) throw storageError(`journal of ${s.ns}: entry ${entry.seq} follows ${s.seq}`);
  s.seq = entry.seq;
  s.recent.push(entry);
  for (const month of monthsOfRecords(entry.records)) s.touchedMonths.set(month, entry.seq);
  for (const year of yearsOfRecords(entry.records)) s.touchedYears.set(year, entry.seq);
  for (const record of entry.records) {
    const day = dayOf(record.timestamp);
    if (s.firstDay === null || day < s.firstDay) s.firstDay = day;
  }
}

/** Folds entries written elsewhere (another tab, or before a crash) into the session. */
export async function applyEntries(tables: Tables, s: Session, entries: readonly JournalEntry[]): Promise<void> {
  for (const entry of entries) {
    if (entry.seq <= s.seq) continue;
    await ensureMonths(tables, s, monthsOfRecords(entry.records));
    await pullDays(tables, s, daysOfRecords(entry.records));
    const world = applyEntry(s.world, entry);
    noteEntry(s, entry);
    s.world = world;
  }
}
