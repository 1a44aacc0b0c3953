// Live pokes (issue #21): "user U has new log entries". A push pokes; every open event stream
// of U (server/sync-events.ts) tells its page to pull. Within one process through an emitter;
// across processes on PostgreSQL through LISTEN/NOTIFY (each process listens on one channel
// and re-emits). SQLite is one process's file: the emitter is enough. Shared by every copy
// of this module in the process (server.ts and the Remix build each load one).
// A LISTEN connection that drops (PostgreSQL restarts) is opened again with backoff while
// streams are open; once it listens again every stream is poked, as pushes may have been missed.
import { EventEmitter } from "node:events";
import { sql } from "kysely";
import pg from "pg";
import type { Connection } from "~/db/connection.server";

const CHANNEL = "momentum_sync";
/** The first wait before opening a lost LISTEN connection again; doubled per failure up to the most. */
export const RELISTEN_FIRST_MS = 100;
export const RELISTEN_MOST_MS = 5000;
/** Emitted in place of a user id: every stream pulls (after a gap in listening). */
const EVERYONE = "\u0000everyone";

type Hub = {
  emitter: EventEmitter;
  listening: Promise<void> | null;
  client: pg.Client | null;
  /** The URL listened on, kept to listen again after a drop. */
  url: string | null;
  retry: ReturnType<typeof setTimeout> | null;
  failures: number;
  /** Bumped by stopPokes: handlers of an older connection do nothing. */
  generation: number;
};
const holder = globalThis as { __momentumPokes?: Hub };

function hub(): Hub {
  if (!holder.__momentumPokes) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0); // one per open stream
    holder.__momentumPokes = {
      emitter,
      listening: null,
      client: null,
      url: null,
      retry: null,
      failures: 0,
      generation: 0,
    };
  }
  return holder.__momentumPokes;
}

/** Tells every stream of `userId`, in every process, that the log grew. */
export async function pokeUser(connection: Connection, userId: string): Promise<void> {
  if (connection.engine === "postgres") await sql`SELECT pg_notify(${CHANNEL}, ${userId})`.execute(connection.db);
  else hub().emitter.emit("poke", userId);
}

/**
 * Calls `listener` on each poke of `userId` until the returned function is called. On
 * PostgreSQL the process's LISTEN connection is opened on first use (`listenUrl`).
 */
export async function onPoke(userId: string, listener: () => void, listenUrl: string | null): Promise<() => void> {
  const { emitter } = hub();
  const handler = (poked: string) => {
    if (poked === userId || poked === EVERYONE) listener();
  };
  emitter.on("poke", handler);
  if (listenUrl) await listen(listenUrl);
  return () => void emitter.off("poke", handler);
}

function listen(url: string): Promise<void> {
  const state = hub();
  state.url = url;
  state.listening ??= connect(state, url);
  return state.listening;
}

async function connect(state: Hub, url: string): Promise<void> {
  const generation = state.generation;
  const client = new pg.Client({ connectionString: url, keepAlive: true });
  const lost = () => {
    // Only a connection that was listening: a failed connect is the caller's to handle.
    if (state.generation !== generation || state.client !== client) return;
    state.client = null;
    state.listening = null;
    relistenLater(state);
  };
  client.on("notification", (message) => {
    if (message.channel === CHANNEL && message.payload) state.emitter.emit("poke", message.payload);
  });
  client.on("error", lost);
  client.on("end", lost);
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    if (state.generation === generation) state.listening = null;
    throw error;
  }
  if (state.generation !== generation) return void (await client.end().catch(() => undefined));
  state.client = client;
  // Listening again after a drop: pushes made meanwhile were never announced.
  if (state.failures > 0) state.emitter.emit("poke", EVERYONE);
  state.failures = 0;
}

/** Opens the LISTEN connection again after a wait that doubles per failure, while any stream is open. */
function relistenLater(state: Hub): void {
  if (state.retry || !state.url) return;
  const delay = Math.min(RELISTEN_MOST_MS, RELISTEN_FIRST_MS * 2 ** state.failures);
  state.failures += 1;
  const generation = state.generation;
  state.retry = setTimeout(() => {
    state.retry = null;
    if (state.generation !== generation || state.listening || !state.url) return;
    if (state.emitter.listenerCount("poke") === 0) return void (state.failures = 0);
    state.listening = connect(state, state.url).catch((error: unknown) => {
      if (state.generation !== generation) return;
      console.error(`[sync] listening for pokes again failed: ${String(error)}`);
      state.listening = null;
      relistenLater(state);
    });
  }, delay);
  state.retry.unref();
}

/** Streams open in this process (server memory per stream: the bench divides by this). */
export const openStreams = () => hub().emitter.listenerCount("poke");

/** Closes the LISTEN connection (tests, shutdown). */
export async function stopPokes(): Promise<void> {
  const state = hub();
  const client = state.client;
  state.generation += 1;
  state.client = null;
  state.listening = null;
  state.url = null;
  state.failures = 0;
  if (state.retry) clearTimeout(state.retry);
  state.retry = null;
  await client?.end().catch(() => undefined);
}
