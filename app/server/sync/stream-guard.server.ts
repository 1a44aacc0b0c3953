// Open /sync/events streams of this process and what ends them (issue #30): at most a few per
// session and per user (the oldest ends), and none past its session. All streams share one
// timer that asks the database every RECHECK_MS which of their sessions still hold (not
// signed out, here or everywhere, not expired, the user neither suspended nor deleted), so
// this works across processes on PostgreSQL with one small query per process and interval.
import { getDatabase } from "~/db/database.server";
import { liveSessionIds } from "~/db/sessions.server";

export const MAX_STREAMS_PER_SESSION = 4;
export const MAX_STREAMS_PER_USER = 8;
/** A revoked session's streams end at the first check that starts after it: within this and a query. */
export const RECHECK_MS = 2000;

/** Why a stream ended: its session no longer holds, or newer streams of the same session or user took its place. */
export type StreamEnd = "signed-out" | "replaced";

type Entry = { sessionId: string; userId: string; end: (reason: StreamEnd) => void };
type Guard = {
  streams: Set<Entry>;
  bySession: Map<string, Set<Entry>>;
  byUser: Map<string, Set<Entry>>;
  timer: ReturnType<typeof setInterval> | null;
  checking: boolean;
  checksStarted: number;
};
const holder = globalThis as { __momentumStreamGuard?: Guard };

function guard(): Guard {
  holder.__momentumStreamGuard ??= {
    streams: new Set(),
    bySession: new Map(),
    byUser: new Map(),
    timer: null,
    checking: false,
    checksStarted: 0,
  };
  return holder.__momentumStreamGuard;
}

function addTo(map: Map<string, Set<Entry>>, key: string, entry: Entry): Set<Entry> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(entry);
  return set;
}

function removeFrom(map: Map<string, Set<Entry>>, key: string, entry: Entry): void {
  const set = map.get(key);
  set?.delete(entry);
  if (set?.size === 0) map.delete(key);
}

function release(state: Guard, entry: Entry): void {
  if (!state.streams.delete(entry)) return;
  removeFrom(state.bySession, entry.sessionId, entry);
  removeFrom(state.byUser, entry.userId, entry);
  if (state.streams.size === 0 && state.timer) {
    clearInterval(state.timer);
    state.timer = null;
  }
}

function endStream(state: Guard, entry: Entry, reason: StreamEnd): void {
  release(state, entry);
  entry.end(reason);
}

/** Ends the oldest of `set` (kept in the order they opened) until at most `most` are left. */
function cap(state: Guard, set: Set<Entry> | undefined, most: number): void {
  while (set && set.size > most) endStream(state, set.values().next().value!, "replaced");
}

/**
 * Registers an open stream of `sessionId`'s user; `end` closes it when it must end. Opening past
 * a cap ends the oldest stream of the session (or user) at once. Returns the stream's release,
 * called when it closes for any other reason.
 */
export function guardStream(sessionId: string, userId: string, end: (reason: StreamEnd) => void): () => void {
  const state = guard();
  const entry: Entry = { sessionId, userId, end };
  state.streams.add(entry);
  cap(state, addTo(state.bySession, sessionId, entry), MAX_STREAMS_PER_SESSION);
  cap(state, addTo(state.byUser, userId, entry), MAX_STREAMS_PER_USER);
  if (!state.timer && state.streams.size > 0) {
    state.timer = setInterval(() => void checkInTurn(state), RECHECK_MS);
    state.timer.unref();
  }
  return () => release(state, entry);
}

async function checkInTurn(state: Guard): Promise<void> {
  if (state.checking) return;
  state.checking = true;
  try {
    await recheckStreams();
  } catch (error) {
    // The database is out of reach: nothing can be pushed either; the next check tries again.
    console.error(`[sync] checking the event streams' sessions failed: ${String(error)}`);
  } finally {
    state.checking = false;
  }
}

/** Ends every stream whose session no longer holds; returns how many ended. */
export async function recheckStreams(now: number = Date.now()): Promise<number> {
  const state = guard();
  state.checksStarted += 1;
  const ids = [...state.bySession.keys()];
  if (ids.length === 0) return 0;
  const live = await liveSessionIds(await getDatabase(), ids, now);
  let ended = 0;
  // Only the sessions asked about: a stream opened during the query waits for the next check.
  for (const id of ids) {
    if (live.has(id)) continue;
    for (const entry of [...(state.bySession.get(id) ?? [])]) {
      endStream(state, entry, "signed-out");
      ended += 1;
    }
  }
  return ended;
}

/** How many checks have started in this process (tests bound a stream's end by them). */
export const streamChecksStarted = () => guard().checksStarted;

/** Streams this process guards (tests). */
export const guardedStreams = () => guard().streams.size;
