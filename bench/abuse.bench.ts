// Holding under abuse (issue #30), on SQLite and on a throwaway PostgreSQL, against the
// production build with SYNC=on, a fresh server process per measurement: held 32 MB uploads
// (without a cookie, and of one signed-in user) and the server's memory; one account pushing
// 500-action pushes back to back while 50 people use the app; and the server's CPU time for a
// 500-action push on an account at the habit limit.
import { onFreshSqlite, onThrowawayPostgres } from "./lib/engines";
import { log, onAppServer, type Child } from "./lib/util";
import { runFlood, type FloodResult } from "./abuse/flood";
import { runHeldUploads, type HeldUploadsResult } from "./abuse/held-uploads";
import { runPushCpu, type PushCpuResult } from "./abuse/push-cpu";

export const ABUSE_GOALS = {
  /** 40 held 32 MB uploads without a cookie: growth of the server's RSS. */
  anonymousUploadsMb: 50,
  /** 10 held 32 MB uploads of one signed-in user: growth of the server's RSS. */
  signedInUploadsMb: 100,
  /** The others' GET /auth/session while one account floods: p99, and the slowest. */
  othersSessionP99Ms: 100,
  othersSessionMaxMs: 500,
  /** The server's CPU time for one 500-action push at the habit limit. */
  pushCpuMs: 500,
} as const;

const ANONYMOUS_UPLOADS = 40;
const SIGNED_IN_UPLOADS = 10;
/** Held-upload runs per kind and engine (each on a fresh server); the median is reported. */
const HELD_RUNS = 3;

export type AbuseEngineResult = {
  engine: "sqlite" | "postgres";
  anonymousUploads?: HeldUploadsResult;
  signedInUploads?: HeldUploadsResult;
  flood?: FloodResult;
  pushCpu?: PushCpuResult;
};
export type AbuseResults = { goals: typeof ABUSE_GOALS; engines: AbuseEngineResult[]; seconds: number };

const SECRET = "bench-abuse-session-secret-0123456789abcdefgh";
const ALL = ["held", "flood", "cpu"];
/** BENCH_ABUSE_ONLY=held,cpu: some of the three only (development). */
const only = new Set(process.env.BENCH_ABUSE_ONLY?.split(",") ?? ALL);
/** BENCH_ABUSE_ENGINES=postgres: one engine only (development). */
const engineNames = new Set(process.env.BENCH_ABUSE_ENGINES?.split(",") ?? ["sqlite", "postgres"]);

async function measure(engine: AbuseEngineResult["engine"], databaseUrl: string): Promise<AbuseEngineResult> {
  const result: AbuseEngineResult = { engine };
  const env = { DATABASE_URL: databaseUrl, SYNC: "on", MOCKS: "true", SESSION_SECRET: SECRET, DEMO_SIGNIN: "on" };
  // Each measurement on a server of its own: one's memory and connections do not weigh on the next.
  const onServer = <T>(run: (app: Child) => Promise<T>): Promise<T> => onAppServer(env, undefined, run);
  if (only.has("held")) {
    const held = { runs: HELD_RUNS };
    result.anonymousUploads = await runHeldUploads(onServer, engine, {
      ...held,
      connections: ANONYMOUS_UPLOADS,
      signedIn: false,
    });
    result.signedInUploads = await runHeldUploads(onServer, engine, {
      ...held,
      connections: SIGNED_IN_UPLOADS,
      signedIn: true,
    });
  }
  if (only.has("flood")) result.flood = await onServer((app) => runFlood(app, engine));
  if (only.has("cpu")) result.pushCpu = await onServer((app) => runPushCpu(app, engine));
  return result;
}

export async function runAbuse(): Promise<AbuseResults> {
  const started = Date.now();
  const engines: AbuseEngineResult[] = [];
  if (engineNames.has("sqlite")) {
    log("abuse on SQLite…");
    engines.push(await onFreshSqlite("abuse-db", (url) => measure("sqlite", url)));
  }
  if (engineNames.has("postgres")) {
    log("abuse on PostgreSQL…");
    engines.push(await onThrowawayPostgres("bench_abuse", (url) => measure("postgres", url)));
  }
  return { goals: ABUSE_GOALS, engines, seconds: Math.round((Date.now() - started) / 1000) };
}
