// GET /auth/session on the production server (server.ts, NODE_ENV=production, its own
// process) with a signed-in demo session, once on SQLite and once on a throwaway PostgreSQL,
// with autocannon on loopback. Every request reads the session from the database (the last-seen
// write is throttled, so after the first request it only reads). Medians over rounds.
import autocannon, { type Result } from "autocannon";
import { freshSqliteUrl, onThrowawayPostgres } from "./lib/engines";
import { describeFigures, measureRounds, type LoadFigures } from "./lib/load-rounds";
import { log, onAppServer, type Child } from "./lib/util";

const CONNECTIONS = 50;
const WARM_UP_S = 3;
const ROUNDS = 3;
const ROUND_S = 5;
export const SESSION_GOALS = { requestsPerSecond: 2000, p99Ms: 50 } as const;

export type SessionEngineResult = { engine: "sqlite" | "postgres" } & LoadFigures;
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
  const figures = await measureRounds(app, { warmUpS: WARM_UP_S, rounds: ROUNDS, roundS: ROUND_S }, (seconds) =>
    load(app.url, cookie, seconds),
  );
  const result: SessionEngineResult = { engine, ...figures };
  log(`sessions ${engine}: ${describeFigures(result)}`);
  return result;
}

export async function runSessions(): Promise<SessionsResults> {
  const engines: SessionEngineResult[] = [];
  engines.push(
    await onAppServer({ DATABASE_URL: freshSqliteUrl("sessions-db") }, undefined, (app) => measure("sqlite", app)),
  );
  engines.push(
    await onThrowawayPostgres("bench", (url) =>
      onAppServer({ DATABASE_URL: url }, undefined, (app) => measure("postgres", app)),
    ),
  );
  return { connections: CONNECTIONS, rounds: ROUNDS, roundSeconds: ROUND_S, goals: SESSION_GOALS, engines };
}
