// GET /community/running on the production server (server.ts, NODE_ENV=production, its own
// process) with 10,000 users of whom 1,000 are members with public profiles and two weeks of
// history (bench/community-seed.ts), on SQLite and on a throwaway PostgreSQL, with autocannon on
// loopback: as a signed-in member (session, membership and the member's own place) and signed
// out. Issue #22's goal: ≥ 1,000 requests/s with p99 ≤ 50 ms on SQLite. Medians over rounds.
import { mkdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { parseDatabaseUrl } from "../app/db/config.server";
import { openConnection } from "../app/db/connection.server";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { makeProfilePublic } from "../tests/support/social";
import { COMMUNITY, MEMBERS, seedCommunity, USERS } from "./community-seed";
import { cpuMs, log, median, round, startAppServer, TMP, type Child } from "./lib/util";

const CONNECTIONS = 50;
const WARM_UP_S = 3;
const ROUNDS = 3;
const ROUND_S = 5;
const PATH = `/community/${COMMUNITY}`;
/** The server's port: this machine's benches keep to 4340–4349 (BENCH_COMMUNITY_PORT moves it). */
const PORT = Number(process.env.BENCH_COMMUNITY_PORT ?? 4345);
export const COMMUNITY_GOALS = { requestsPerSecond: 1000, p99Ms: 50 } as const;

export type CommunityCase = {
  engine: "sqlite" | "postgres";
  viewer: "member" | "signed out";
  bodyBytes: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  worstRoundP99Ms: number;
  errors: number;
  non2xx: number;
  cpuMsPerRequest: number | null;
  loadAverage: [number, number];
};
export type CommunityResults = {
  users: number;
  members: number;
  path: string;
  connections: number;
  rounds: number;
  roundSeconds: number;
  goals: typeof COMMUNITY_GOALS;
  seedSeconds: Record<string, number>;
  cases: CommunityCase[];
};

const HEADERS = { "accept-encoding": "gzip" };

/** "Try the demo" (the 10,000th user), then turn the profile public and join (the 1,000th member). */
async function memberCookie(url: string, databaseUrl: string): Promise<string> {
  const demo = await fetch(`${url}/auth/demo`, { method: "POST", redirect: "manual", headers: { Origin: url } });
  const cookie = demo.headers.getSetCookie().find((value) => value.startsWith("momentum_session="));
  if (demo.status !== 302 || !cookie) throw new Error(`demo sign-in answered ${demo.status}`);
  const pair = cookie.split(";")[0]!;
  const session = (await (await fetch(`${url}/auth/session`, { headers: { Cookie: pair } })).json()) as {
    account: { userId: string };
  };
  const connection = await openConnection(parseDatabaseUrl(databaseUrl));
  await makeProfilePublic(connection, session.account.userId);
  await connection.close();
  const joined = await fetch(`${url}${PATH}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: pair, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: "intent=join",
  });
  if (joined.status !== 303) throw new Error(`joining answered ${joined.status}`);
  return pair;
}

function load(url: string, cookie: string | null, seconds: number): Promise<Result> {
  const headers = cookie ? { ...HEADERS, cookie } : HEADERS;
  return autocannon({ url: `${url}${PATH}`, connections: CONNECTIONS, duration: seconds, headers });
}

async function measure(
  engine: CommunityCase["engine"],
  app: Child,
  viewer: CommunityCase["viewer"],
  cookie: string | null,
): Promise<CommunityCase> {
  const check = await fetch(`${app.url}${PATH}`, { headers: { ...HEADERS, ...(cookie ? { Cookie: cookie } : {}) } });
  const html = await check.text();
  const expected = `${MEMBERS.toLocaleString("en-US")} members`;
  if (
    check.status !== 200 ||
    !html.includes(expected) ||
    (cookie !== null) !== html.includes("Your place: <strong>#")
  ) {
    throw new Error(`${PATH} as ${viewer} answered ${check.status} without "${expected}" or the member's place`);
  }
  const bodyBytes = Number(check.headers.get("content-length") ?? 0);
  const load0 = loadavg()[0]!;
  await load(app.url, cookie, WARM_UP_S);
  const rounds: Result[] = [];
  const before = cpuMs(app.process.pid);
  for (let r = 0; r < ROUNDS; r++) rounds.push(await load(app.url, cookie, ROUND_S));
  const after = cpuMs(app.process.pid);
  const requests = rounds.reduce((sum, r) => sum + r.requests.total, 0);
  const result: CommunityCase = {
    engine,
    viewer,
    bodyBytes,
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
    `community ${engine}, ${viewer}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms (worst round ${result.worstRoundP99Ms}), CPU/request ${result.cpuMsPerRequest} ms`,
  );
  return result;
}

async function onEngine(engine: CommunityCase["engine"], databaseUrl: string, seeds: Record<string, number>) {
  log(`community ${engine}: seeding ${USERS} users, ${MEMBERS} members…`);
  seeds[engine] = await seedCommunity(databaseUrl);
  const app = await startAppServer({ DATABASE_URL: databaseUrl }, undefined, PORT);
  try {
    const cookie = await memberCookie(app.url, databaseUrl);
    return [await measure(engine, app, "member", cookie), await measure(engine, app, "signed out", null)];
  } finally {
    await app.stop();
  }
}

export async function runCommunity(): Promise<CommunityResults> {
  const cases: CommunityCase[] = [];
  const seedSeconds: Record<string, number> = {};
  const dir = `${TMP}/community-db`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cases.push(...(await onEngine("sqlite", `file:${dir}/momentum.sqlite`, seedSeconds)));

  const cluster = startPostgresCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url("postgres") });
    await admin.connect();
    await admin.query("CREATE DATABASE bench");
    await admin.end();
    cases.push(...(await onEngine("postgres", cluster.url("bench"), seedSeconds)));
  } finally {
    cluster.stop();
  }
  return {
    users: USERS,
    members: MEMBERS,
    path: PATH,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    roundSeconds: ROUND_S,
    goals: COMMUNITY_GOALS,
    seedSeconds,
    cases,
  };
}
