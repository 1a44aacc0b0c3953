// Paged reads of the log, newest first: the feed walks journal pages back from
// the head; a habit's records come from its by-instance chunks plus the entries
// after the last checkpoint. Cursors are opaque strings naming a log position.
import { STREAK_FREEZE_TITLE } from "~/game/constants";
import { dayOfRecord, type Day, type DayRule } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import { GameError } from "~/game/errors";
import type { Measure } from "~/game/measure";
import { IMPORT_EVENT } from "~/game/events";
import { readImportSource, readMembership, readStartCommitments } from "~/game/record-data";
import { todayOf } from "~/game/refresh";
import type { World } from "~/game/world";
import type { Tables } from "~/storage/backend/codec";
import { CHUNK_SIZE, itemsByInstance, readChunk } from "~/storage/journal/instance-index";
import { readPage } from "~/storage/journal/journal";
import type { InstanceItem } from "~/storage/backend/schemas";
import type { JournalEntry } from "~/log/entry-schema";
import { rememberPage, type UserCache } from "~/storage/journal/user-cache";

/**
 * A record, what it is named by, the titles of the habits its data names (by commitment id), the
 * day it counted for (rule 18), and for a measured habit's record, the habit's unit and direction
 * (rule 31: its values are hundredths of that unit).
 */
export type FeedItem = {
  record: CommitRecord;
  title: string | null;
  names: Record<string, string>;
  day: Day;
  measure?: Measure;
};
export type Page<T> = { items: T[]; next: string | null };
/**
 * The feed shows times in the zone of the user's day rule, and its items under the day each counted
 * for: `today` is the user's day at the time of reading (rule 18), for "Today" and "Yesterday".
 */
export type FeedPage = Page<FeedItem> & { dayRule: DayRule; today: Day };
export type PageOptions = { before?: string | null; limit?: number };

const MAX_LIMIT = 200;

type Position = { at: number; seq: number; idx: number };

function parseCursor(cursor: string | null | undefined, start: number): Position {
  if (cursor === undefined || cursor === null) return { at: start, seq: Infinity, idx: Infinity };
  const parts = cursor.split(":").map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < -1)) {
    throw new GameError("VALIDATION", { issues: [{ path: ["before"], message: "Invalid cursor." }] });
  }
  const [at, seq, idx] = parts as [number, number, number];
  return { at, seq, idx };
}

const cursorOf = (at: number, seq: number, idx: number) => `${at}:${seq}:${idx}`;
const isBefore = (seq: number, idx: number, pos: Position) => seq < pos.seq || (seq === pos.seq && idx < pos.idx);
const clampLimit = (limit: number | undefined, fallback: number) =>
  Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit ?? fallback)));

/** What the feed names a record by: its habit's or goal's title, its reward's, or "Streak freeze". */
export function titleOf(world: World, record: Pick<CommitRecord, "kind" | "event" | "instanceId">): string | null {
  const { instanceId } = record;
  if (record.kind === "Market") {
    if (record.event === "FREEZE_BUY" || record.event === "FREEZE_USE") return STREAK_FREEZE_TITLE;
    return world.market.rewards[instanceId]?.title ?? null;
  }
  const habitId = world.index.habitOf[instanceId];
  if (habitId !== undefined) return world.habits[habitId]?.title ?? null;
  const goalId = world.index.goalOf[instanceId];
  return goalId === undefined ? null : (world.goals[goalId]?.title ?? null);
}

/** The unit and direction of the measured habit a record is of, if it is one's (rule 31). */
export function measureOf(world: World, record: Pick<CommitRecord, "kind" | "instanceId">): Measure | undefined {
  if (record.kind !== "Habit") return undefined;
  const habitId = world.index.habitOf[record.instanceId];
  return habitId === undefined ? undefined : world.habits[habitId]?.measure;
}

/** Titles of the commitments a record's data names (a goal's start list, a habit joining or leaving). */
export function namesOf(world: World, record: CommitRecord): Record<string, string> {
  const ids = [...readStartCommitments(record.data), readMembership(record.data)];
  const names: Record<string, string> = {};
  for (const id of ids) {
    const title = id === null ? null : titleOf(world, { kind: "Habit", event: "START", instanceId: id });
    if (id !== null && title !== null) names[id] = title;
  }
  return names;
}

async function entriesOfPage(tables: Tables, c: UserCache, k: number): Promise<readonly JournalEntry[]> {
  if (k === c.head.k) return c.head.entries;
  const cached = c.pages.get(k);
  if (cached) return cached.entries;
  const page = await readPage(tables, c.ns, k);
  if (!page) return [];
  rememberPage(c, page);
  return page.entries;
}

/** Every record of the user, newest first. */
export async function feedPage(
  tables: Tables,
  c: UserCache,
  now: number,
  options: PageOptions = {},
): Promise<FeedPage> {
  const { dayRule } = c.world.game;
  const today = todayOf(c.world.game, now);
  const limit = clampLimit(options.limit, 20);
  const pos = parseCursor(options.before, c.head.k);
  const items: FeedItem[] = [];
  let last: string | null = null;
  for (let k = Math.min(pos.at, c.head.k); k >= 0; k--) {
    const entries = await entriesOfPage(tables, c, k);
    for (let e = entries.length - 1; e >= 0; e--) {
      const entry = entries[e]!;
      for (let i = entry.records.length - 1; i >= 0; i--) {
        if (!isBefore(entry.seq, i, pos)) continue;
        if (items.length === limit) return { items, next: last, dayRule, today };
        const record = entry.records[i]!;
        // An import's days are the habit's history, not news (rule 33): its mark speaks for them.
        if (record.event === IMPORT_EVENT && readImportSource(record.data) === null) continue;
        const measure = measureOf(c.world, record);
        items.push({
          record,
          title: titleOf(c.world, record),
          names: namesOf(c.world, record),
          day: dayOfRecord(record),
          ...(measure && { measure }),
        });
        last = cursorOf(k, entry.seq, i);
      }
    }
  }
  return { items, next: null, dayRule, today };
}

/** One commitment's records, newest first. `at` in the cursor is the chunk (-1: after the checkpoint). */
export async function instancePage(
  tables: Tables,
  c: UserCache,
  commitmentId: string,
  options: PageOptions = {},
): Promise<Page<CommitRecord>> {
  const limit = clampLimit(options.limit, 50);
  const count = c.base.counts[commitmentId] ?? 0;
  const lastChunk = Math.ceil(count / CHUNK_SIZE) - 1;
  const pos = parseCursor(options.before, -1);
  const items: CommitRecord[] = [];
  let last: string | null = null;
  const take = (items_: readonly InstanceItem[], at: number): boolean => {
    for (let i = items_.length - 1; i >= 0; i--) {
      const [seq, idx, record] = items_[i]!;
      if (!isBefore(seq, idx, pos)) continue;
      if (items.length === limit) return true;
      items.push(record);
      last = cursorOf(at, seq, idx);
    }
    return false;
  };
  if (pos.at === -1 && take(itemsByInstance(c.recent).get(commitmentId) ?? [], -1)) return { items, next: last };
  for (let n = pos.at === -1 ? lastChunk : Math.min(pos.at, lastChunk); n >= 0; n--) {
    const chunk = (await readChunk(tables, c.ns, commitmentId, n)).filter(([seq]) => seq <= c.base.seq);
    if (take(chunk, n)) return { items, next: last };
  }
  return { items, next: null };
}
