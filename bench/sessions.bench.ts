// GET /auth/session on the production server (server.ts, NODE_ENV=production, its own
// process) with a signed-in demo session, once on SQLite and once on a throwaway PostgreSQL,
// with autocannon on loopback. Every request reads the session from the database (the last-seen
// write is throttled, so after the first request it only reads). Medians over rounds.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon, { type Result } from "autocannon";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { cpuMs, log, median, round, startAppServer, TMP, type Child } from "./lib/util";

const CONNECTIONS = 50;
const WARM_UP_S = 3;
const ROUNDS = 3;
const ROUND_S = 5;
export const SESSION_GOALS = { requestsPerSecond: 2000, p99Ms: 50 } as const;

export type SessionEngineResult = {
  engine: "sqlite" | "postgres";
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  worstRoundP99Ms: number;
  errors: number;
  non2xx: number;
  cpuMsPerRequest: number | null;
  loadAverage: [number, number];
};
export type SessionsResults = {
  connections: number;
  rounds: number;
  roundSeconds: number;
  goals: typeof SESSION_GOALS;
  engines: SessionEngineResult[];
};

/** "Try the demo" once: the session cookie to replay. */
async function demoCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/demo`, { method: "POST", redirect: "manual" });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("momentum_session="));
  if (response.status !== 302 || !cookie) throw new Error(`demo sign-in answered ${response.status}`);
  const pair = cookie.split(";")[0]!;
  const check = await fetch(`${url}/auth/session`, { headers: { Cookie: pair } });
  const body = (await check.json()) as { account: unknown };
  if (!body.account) throw new Error("/auth/session does not know the demo session");
  return pair;
}

function load(url: string, cookie: string, seconds: number): Promise<Result> {
  return autocannon({ url: `${url}/auth/session`, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
}

async function measure(engine: SessionEngineResult["engine"], app: Child): Promise<SessionEngineResult> {
  const cookie = await demoCookie(app.url);
  const load0 = loadavg()[0]!;
  await load(app.url, cookie, WARM_UP_S);
  const rounds: Result[] = [];
  const before = cpuMs(app.process.pid);
  for (let r = 0; r < ROUNDS; r++) rounds.push(await load(app.url, cookie, ROUND_S));
  const after = cpuMs(app.process.pid);
  const requests = rounds.reduce((sum, r) => sum + r.requests.total, 0);
  const result: SessionEngineResult = {
    engine,
    requestsPerSecond: Math.round(median(rounds.map((r) => r.requests.average))),
    p50Ms: round(median(rounds.map((r) => r.latency.p50))),
    p99Ms: round(median(rounds.map((r) => r.latency.p99))),
    worstRoundP99Ms: round(Math.max(...rounds.map((r) => r.latency.p99))),
    errors: rounds.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    cpuMsPerRequest: before === null || after === null || requests === 0 ? null : round((after - before) / requests, 3),
    loadAverage: [round(load0, 2), round(loadavg()[0]!, 2)],
  };
  log(
    `sessions ${engine}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms (worst round ${result.worstRoundP99Ms}), CPU/request ${result.cpuMsPerRequest} ms`,
  );
  return result;
}

async function onServer<T>(databaseUrl: string, run: (app: Child) => Promise<T>): Promise<T> {
  const app = await startAppServer({ DATABASE_URL: databaseUrl });
  try {
    return await run(app);
  } finally {
    await app.stop();
  }
}

export async function runSessions(): Promise<SessionsResults> {
  const engines: SessionEngineResult[] = [];
  const dir = `${TMP}/sessions-db`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  engines.push(await onServer(`file:${dir}/momentum.sqlite`, (app) => measure("sqlite", app)));

  const cluster = startPostgresCluster();
  try {
    execFileSync("psql", [cluster.url("postgres"), "-qc", "CREATE DATABASE bench"]);
    engines.push(await onServer(cluster.url("bench"), (app) => measure("postgres", app)));
  } finally {
    cluster.stop();
  }
  return { connections: CONNECTIONS, rounds: ROUNDS, roundSeconds: ROUND_S, goals: SESSION_GOALS, engines };
}
