// The social part of bench/RESULTS.md (issue #22): its goal rows and its table.
import type { SocialResults } from "../social.bench";
import { LOAD_COLUMNS, loadCells } from "./load-report";
import type { Goal } from "./goal";

const int = (x: number) => Math.round(x).toLocaleString("en-US");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** SQLite holds the goal; PostgreSQL's figure is reported beside it (met: null). */
export function socialGoals(social: SocialResults | undefined): Goal[] {
  const goals: Goal[] = [];
  for (const e of social?.profile ?? []) {
    const g = social!.goals;
    const judged = e.engine === "sqlite";
    goals.push(
      {
        goal: `Public profile page throughput, ${e.engine} (${int(e.users)} users, gzip, 50 connections)`,
        target: judged ? `≥ ${int(g.requestsPerSecond)} req/s` : "figure only",
        measured: `${int(e.requestsPerSecond)} req/s`,
        met: judged ? e.requestsPerSecond >= g.requestsPerSecond : null,
      },
      {
        goal: `Public profile page p99 latency, ${e.engine}`,
        target: judged ? `≤ ${g.p99Ms} ms` : "figure only",
        measured: `${e.p99Ms} ms (worst round ${e.worstRoundP99Ms} ms)`,
        met: judged ? e.p99Ms <= g.p99Ms : null,
      },
    );
  }
  // The community page's rows go here once it reads the server (the moderation branch): `social.community`.
  return goals;
}

export function socialSection(
  social: SocialResults,
  table: (head: string[], rows: (string | number)[][]) => string,
): string[] {
  const rows = (page: string, results: SocialResults["profile"]) =>
    results.map((e) => [
      page,
      e.engine,
      int(e.users),
      `${e.pages} pages, ${kb(e.pageGzipBytes)} gz`,
      `${social.rounds} × ${social.roundSeconds} s`,
      ...loadCells(e),
      `${e.seedSeconds} s`,
    ]);
  return [
    "",
    `## Social pages on the server (autocannon, ${social.connections} connections, loopback)`,
    "",
    "Public profile pages (`GET /{username}`, signed out, gzip) from `server.ts` (production build, own process), the database seeded with users straight through the repositories and the social projection (`bench/lib/social-seed.ts`: each user a week of engine-made history, a public and a private habit, a public goal; half of them public; five follows each). The connections ask for different profiles in turn; every answer runs the visibility filters on the database. SQLite is a file; PostgreSQL a throwaway local cluster on a Unix socket. Medians over rounds.",
    "",
    table(
      ["Page", "Engine", "Users", "Pages", "Rounds", ...LOAD_COLUMNS, "Seeding"],
      [
        ...rows("public profile", social.profile),
        // The community page has its own part (bench/community.bench.ts, "Community page" above).
        ...(social.community ? rows("community", social.community) : []),
      ],
    ),
  ];
}
