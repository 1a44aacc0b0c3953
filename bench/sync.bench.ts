// Sync across devices (issue #21), on SQLite and on a throwaway PostgreSQL, against the
// production build with SYNC=on (its own process): a +1 on one browser reaching another
// (two real Chromium contexts over the live stream), one-action pushes from 200 simulated
// clients (each its own user and session), a new device on a 90,000-record account, and the
// server's memory per open event stream. Wall-clock figures with the load average, and the
// server's CPU time, which a shared machine disturbs much less.
import { launchChromium } from "./lib/browser";
import { freshSqliteUrl, onThrowawayPostgres } from "./lib/engines";
import { log, onAppServer, type Child } from "./lib/util";
import { runLive, type LiveResult } from "./sync/live";
import { runNewDevice, type NewDeviceResult } from "./sync/new-device";
import { runPushes, type PushesResult } from "./sync/pushes";
import { runStreams, type StreamsResult } from "./sync/streams";

export const SYNC_GOALS = {
  /** A +1 on one device shows on another within 1 s (median and p95). */
  liveMs: 1000,
  /** A one-action push with 200 clients connected: p99. */
  pushP99Ms: 50,
  /** A new device on a 90,000-record account: /home usable, then the whole history. */
  newDeviceHomeMs: 3000,
  newDeviceFullMs: 10_000,
} as const;

export type SyncEngineResult = {
  engine: "sqlite" | "postgres";
  live?: LiveResult;
  pushes?: PushesResult;
  newDevice?: NewDeviceResult;
  streams?: StreamsResult;
};
export type SyncResults = { goals: typeof SYNC_GOALS; engines: SyncEngineResult[] };

const SECRET = "bench-sync-session-secret-0123456789abcdefghij";
const ALL = ["live", "pushes", "new-device", "streams"];
/** BENCH_SYNC_ONLY=live,pushes: some of the four only (development). */
const only = new Set(process.env.BENCH_SYNC_ONLY?.split(",") ?? ALL);
/** BENCH_SYNC_PORT=4355: every server of this part on that port (a machine's agreed range); else any free one. */
const PORT = process.env.BENCH_SYNC_PORT ? Number(process.env.BENCH_SYNC_PORT) : undefined;

async function measure(engine: SyncEngineResult["engine"], databaseUrl: string): Promise<SyncEngineResult> {
  const result: SyncEngineResult = { engine };
  const env = { DATABASE_URL: databaseUrl, SYNC: "on", MOCKS: "true", SESSION_SECRET: SECRET, DEMO_SIGNIN: "on" };
  // Each measurement on a server of its own: one's connections and memory do not weigh on the next.
  const onServer = <T>(run: (app: Child) => Promise<T>): Promise<T> => onAppServer(env, PORT, run);
  if (only.has("pushes")) result.pushes = await onServer((app) => runPushes(app, engine));
  if (only.has("streams")) result.streams = await onServer((app) => runStreams(app, engine));
  if (only.has("live") || only.has("new-device")) {
    const chromium = await launchChromium();
    try {
      if (only.has("live")) result.live = await onServer((app) => runLive(app, chromium, engine));
      if (only.has("new-device")) result.newDevice = await onServer((app) => runNewDevice(app, chromium, engine));
    } finally {
      await chromium.close().catch(() => undefined);
    }
  }
  return result;
}

/** BENCH_SYNC_ENGINES=postgres: one engine only (development). */
const engineNames = new Set(process.env.BENCH_SYNC_ENGINES?.split(",") ?? ["sqlite", "postgres"]);

export async function runSync(): Promise<SyncResults> {
  const engines: SyncEngineResult[] = [];
  if (engineNames.has("sqlite")) {
    log("sync on SQLite…");
    engines.push(await measure("sqlite", freshSqliteUrl("sync-db")));
  }
  if (engineNames.has("postgres")) {
    log("sync on PostgreSQL…");
    engines.push(await onThrowawayPostgres("bench_sync", (url) => measure("postgres", url)));
  }
  return { goals: SYNC_GOALS, engines };
}
