// Live pokes (issue #21): "user U has new log entries". A push pokes; every open event stream
// of U (server/sync-events.ts) tells its page to pull. Within one process through an emitter;
// across processes on PostgreSQL through LISTEN/NOTIFY (each process listens on one channel
// and re-emits). SQLite is one process's file: the emitter is enough. Shared by every copy
// of this module in the process (server.ts and the Remix build each load one).
import { EventEmitter } from "node:events";
import { sql } from "kysely";
import pg from "pg";
import type { Connection } from "~/db/connection.server";

const CHANNEL = "momentum_sync";

type Hub = { emitter: EventEmitter; listening: Promise<void> | null; client: pg.Client | null };
const holder = globalThis as { __momentumPokes?: Hub };

function hub(): Hub {
  if (!holder.__momentumPokes) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0); // one per open stream
    holder.__momentumPokes = { emitter, listening: null, client: null };
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
    if (poked === userId) listener();
  };
  emitter.on("poke", handler);
  if (listenUrl) await listen(listenUrl);
  return () => void emitter.off("poke", handler);
}

function listen(url: string): Promise<void> {
  const state = hub();
  state.listening ??= (async () => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload) state.emitter.emit("poke", message.payload);
    });
    // A lost LISTEN connection is opened again by the next stream; streams reconnect with backoff.
    client.on("error", () => {
      state.listening = null;
      state.client = null;
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    state.client = client;
  })().catch((error: unknown) => {
    state.listening = null;
    throw error;
  });
  return state.listening;
}

/** Streams open in this process (server memory per stream: the bench divides by this). */
export const openStreams = () => hub().emitter.listenerCount("poke");

/** Closes the LISTEN connection (tests, shutdown). */
export async function stopPokes(): Promise<void> {
  const state = hub();
  const client = state.client;
  state.client = null;
  state.listening = null;
  await client?.end().catch(() => undefined);
}
