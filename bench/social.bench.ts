// Public profile pages (issue #22) from the production server (server.ts, NODE_ENV=production,
// its own process) with 10,000 users in the database, seeded straight through the repositories
// and the social projection (bench/lib/social-seed.ts). Signed-out visitors (gzip, like a
// browser) ask for 200 different public profiles in turn, 50 connections, loopback; once on
// SQLite and once on a throwaway PostgreSQL. Medians over rounds.
// The community page (boards, issue #22's other half) is to be measured here too: `community`.
import autocannon, { type Result } from "autocannon";
import { parseDatabaseUrl } from "../app/db/config.server";
import { openConnection } from "../app/db/connection.server";
import { migrate } from "../app/db/migrate.server";
import { seedSocial } from "./lib/social-seed";
import { freshSqliteUrl, onThrowawayPostgres } from "./lib/engines";
import { describeFigures, measureRounds, type LoadFigures } from "./lib/load-rounds";
import { log, onAppServer, type Child } from "./lib/util";

const CONNECTIONS = 50;
const WARM_UP_S = 3;
const ROUNDS = 3;
const ROUND_S = 5;
const USERS = Number(process.env.BENCH_SOCIAL_USERS ?? 10_000);
const PAGES = 200;
/** docs/architecture.md §5: the public profile page holds 1,000 req/s with p99 ≤ 50 ms on SQLite. */
export const SOCIAL_GOALS = { requestsPerSecond: 1000, p99Ms: 50 } as const;

export type SocialEngineResult = {
  engine: "sqlite" | "postgres";
  users: number;
  pages: number;
  seedSeconds: number;
  pageGzipBytes: number;
} & LoadFigures;
export type SocialResults = {
  connections: number;
  rounds: number;
  roundSeconds: number;
  goals: typeof SOCIAL_GOALS;
  profile: SocialEngineResult[];
  /** The community page with its weekly board: measured once that page reads the server (not yet). */
  community: SocialEngineResult[] | null;
};

/** Seeds `url` in this process (then closes it): the server opens it afresh. */
async function seed(url: string): Promise<{ seconds: number; paths: string[] }> {
  const connection = await openConnection(parseDatabaseUrl(url));
  try {
    await migrate(connection);
    // A throwaway database: no need to wait for the disk while seeding it.
    connection.sqlite?.pragma("synchronous = OFF");
    const seeded = await seedSocial(connection, USERS);
    log(`social: seeded ${USERS} users in ${seeded.seconds} s`);
    return { seconds: seeded.seconds, paths: seeded.publicUsernames.slice(0, PAGES).map((name) => `/${name}`) };
  } finally {
    await connection.close();
  }
}

/** The page must be the public profile, with a fresh nonce each time, before it is measured. */
async function checkPage(app: Child, path: string): Promise<number> {
  const nonces = new Set<string>();
  let bytes = 0;
  for (let i = 0; i < 2; i++) {
    const response = await fetch(`${app.url}${path}`, { headers: { "accept-encoding": "gzip" } });
    const html = await response.text();
    const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    if (response.status !== 200 || !html.includes("Bench Person") || !nonce || !html.includes(`nonce="${nonce}"`)) {
      throw new Error(`${path} answered ${response.status} without the profile or its nonce`);
    }
    nonces.add(nonce);
    bytes = Number(response.headers.get("content-length") ?? html.length);
  }
  if (nonces.size !== 2) throw new Error(`${path}: the same nonce twice`);
  return bytes;
}

function load(app: Child, paths: string[], seconds: number): Promise<Result> {
  return autocannon({
    url: app.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
}

async function measure(engine: SocialEngineResult["engine"], url: string): Promise<SocialEngineResult> {
  const { seconds: seedSeconds, paths } = await seed(url);
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  return onAppServer({ DATABASE_URL: url }, port, async (app) => {
    const pageGzipBytes = await checkPage(app, paths[0]!);
    // Each page once: its first render (~15 ms of CPU) is not what a steady stream of visitors costs.
    for (const path of paths) await (await fetch(`${app.url}${path}`)).arrayBuffer();
    const figures = await measureRounds(app, { warmUpS: WARM_UP_S, rounds: ROUNDS, roundS: ROUND_S }, (seconds) =>
      load(app, paths, seconds),
    );
    const result: SocialEngineResult = {
      engine,
      users: USERS,
      pages: paths.length,
      seedSeconds,
      pageGzipBytes,
      ...figures,
    };
    log(`social ${engine}: ${describeFigures(result)}`);
    return result;
  });
}

export async function runSocial(): Promise<SocialResults> {
  const profile: SocialEngineResult[] = [];
  profile.push(await measure("sqlite", freshSqliteUrl("social-db")));
  profile.push(await onThrowawayPostgres("bench", (url) => measure("postgres", url)));
  return {
    connections: CONNECTIONS,
    rounds: ROUNDS,
    roundSeconds: ROUND_S,
    goals: SOCIAL_GOALS,
    profile,
    community: null,
  };
}
