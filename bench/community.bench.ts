// GET /community/running on the production server (server.ts, NODE_ENV=production, its own
// process) with 10,000 users of whom 1,000 are members with public profiles and two weeks of
// history (bench/community-seed.ts), on SQLite and on a throwaway PostgreSQL, with autocannon on
// loopback: as a signed-in member (session, membership and the member's own place) and signed
// out. Issue #22's goal: ≥ 1,000 requests/s with p99 ≤ 50 ms on SQLite. Medians over rounds.
import autocannon, { type Result } from "autocannon";
import { parseDatabaseUrl } from "../app/db/config.server";
import { openConnection } from "../app/db/connection.server";
import { makeProfilePublic } from "../tests/support/social";
import { COMMUNITY, MEMBERS, seedCommunity, USERS } from "./community-seed";
import { freshSqliteUrl, onThrowawayPostgres } from "./lib/engines";
import { describeFigures, measureRounds, type LoadFigures } from "./lib/load-rounds";
import { log, onAppServer, type Child } from "./lib/util";

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
} & LoadFigures;
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
  const figures = await measureRounds(app, { warmUpS: WARM_UP_S, rounds: ROUNDS, roundS: ROUND_S }, (seconds) =>
    load(app.url, cookie, seconds),
  );
  const result: CommunityCase = { engine, viewer, bodyBytes, ...figures };
  log(`community ${engine}, ${viewer}: ${describeFigures(result)}`);
  return result;
}

async function onEngine(engine: CommunityCase["engine"], databaseUrl: string, seeds: Record<string, number>) {
  log(`community ${engine}: seeding ${USERS} users, ${MEMBERS} members…`);
  seeds[engine] = await seedCommunity(databaseUrl);
  return onAppServer({ DATABASE_URL: databaseUrl }, PORT, async (app) => {
    const cookie = await memberCookie(app.url, databaseUrl);
    return [await measure(engine, app, "member", cookie), await measure(engine, app, "signed out", null)];
  });
}

export async function runCommunity(): Promise<CommunityResults> {
  const cases: CommunityCase[] = [];
  const seedSeconds: Record<string, number> = {};
  cases.push(...(await onEngine("sqlite", freshSqliteUrl("community-db"), seedSeconds)));
  cases.push(...(await onThrowawayPostgres("bench", (url) => onEngine("postgres", url, seedSeconds))));
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
