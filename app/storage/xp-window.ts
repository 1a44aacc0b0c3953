// Keeps the click path and the open of home independent of years of XP
// history. The engine copies `game.xpHistory` whole on every action
// (projection's copy-on-write), so the session's world holds only recent days;
// older days sit in `s.pastXp`, read from their year shards only when the whole
// history is needed: the daily refresh (first open of a day), checkpoints of an
// old year, /life, exports and tests.
import type { ActionResult } from "~/game/settle";
import type { Ctx } from "~/game/context";
import { addDays, dayOf, type Day } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import { dailyRefresh } from "~/game/refresh";
import type { World } from "~/game/world";
import { decode, type Tables } from "./codec";
import { xpKey } from "./keys";
import { monthOfDay, yearOfDay } from "./partitions";
import { XpShardSchema } from "./schemas";
import type { Session } from "./session";
import { StaleCheckpoint } from "./stale";

/** First day kept in the world: the start of the month a week ago (home never reads earlier). */
export const xpWindowStart = (now: number): Day => `${monthOfDay(addDays(dayOf(now), -7))}-01`;

/** Reads the XP shards of `years` not read yet; days already in memory are newer and stay. */
export async function ensureYears(tables: Tables, s: Session, years: Iterable<string>): Promise<void> {
  const missing = [...new Set(years)].filter((y) => !s.loadedYears.has(y));
  if (missing.length === 0) return;
  const shards = await Promise.all(
    missing.map(async (year) => {
      const version = s.dir.xp[year];
      if (version === undefined) return {};
      const key = xpKey(s.ns, year, version);
      const raw = await tables.game.raw(key);
      if (raw === null || raw === undefined) throw new StaleCheckpoint(key);
      return decode(XpShardSchema, raw, `game:${key}`).days;
    }),
  );
  const past = { ...s.pastXp };
  const recent = { ...s.world.game.xpHistory };
  for (const days of shards) {
    for (const [day, xp] of Object.entries(days)) {
      if (day < s.xpFrom) past[day] ??= xp;
      else recent[day] ??= xp;
    }
  }
  s.pastXp = past;
  s.world = { ...s.world, game: { ...s.world.game, xpHistory: recent } };
  for (const year of missing) s.loadedYears.add(year);
}

/** The years the window of `now` covers (read on every open: at most two small shards). */
export function windowYears(s: Session, now: number): string[] {
  return [...new Set([yearOfDay(s.xpFrom), yearOfDay(dayOf(now))])];
}

export const ensureAllYears = (tables: Tables, s: Session) => ensureYears(tables, s, Object.keys(s.dir.xp));

/** The whole XP history; call ensureAllYears first. */
export function fullXp(s: Session): Record<Day, number> {
  return { ...s.pastXp, ...s.world.game.xpHistory };
}

/** The session's world with the whole XP history; call ensureAllYears first. */
export function fullXpWorld(s: Session, world: World = s.world): World {
  return { ...world, game: { ...world.game, xpHistory: { ...s.pastXp, ...world.game.xpHistory } } };
}

/** Moves days before the window of `now` out of the world (no-op most of the time). */
export function slideWindow(s: Session, now: number): void {
  const start = xpWindowStart(now);
  if (start <= s.xpFrom) return;
  const recent: Record<Day, number> = {};
  const past = { ...s.pastXp };
  for (const [day, xp] of Object.entries(s.world.game.xpHistory)) {
    if (day < start) past[day] = xp;
    else recent[day] = xp;
  }
  s.pastXp = past;
  s.xpFrom = start;
  s.world = { ...s.world, game: { ...s.world.game, xpHistory: recent } };
}

/** Before records land on days older than the window: bring those days' XP into the world. */
export async function pullDays(tables: Tables, s: Session, days: Iterable<Day>): Promise<void> {
  const list = [...days];
  // A year's shard must be in memory before records add to its days.
  await ensureYears(tables, s, list.map(yearOfDay));
  const old = list.filter((day) => day < s.xpFrom && !(day in s.world.game.xpHistory));
  if (old.length === 0) return;
  const pulled: Record<Day, number> = {};
  for (const day of old) {
    const xp = s.pastXp[day];
    if (xp !== undefined) pulled[day] = xp;
  }
  if (Object.keys(pulled).length === 0) return;
  s.world = { ...s.world, game: { ...s.world.game, xpHistory: { ...s.world.game.xpHistory, ...pulled } } };
}

export const daysOfRecords = (records: readonly CommitRecord[]) => new Set(records.map((r) => dayOf(r.timestamp)));

/**
 * The daily refresh reads the whole history (and may spend streak freezes:
 * FREEZE_USE records, dated now); the session keeps its window.
 */
export async function refreshedWorld(tables: Tables, s: Session, ctx: Ctx): Promise<ActionResult> {
  await ensureAllYears(tables, s);
  const { state, records } = dailyRefresh(fullXpWorld(s), ctx);
  const window = s.world.game.xpHistory;
  const xpHistory: Record<Day, number> = {};
  for (const [day, xp] of Object.entries(state.game.xpHistory)) {
    if (day >= s.xpFrom || day in window) xpHistory[day] = xp;
  }
  return { state: { ...state, game: { ...state.game, xpHistory } }, records };
}
