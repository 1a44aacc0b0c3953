// The community part of bench/RESULTS.md: its goal rows and its table (bench/community.bench.ts).
import type { CommunityResults } from "../community.bench";
import { LOAD_COLUMNS, loadCells } from "./load-report";
import type { Goal } from "./goal";

const int = (x: number) => Math.round(x).toLocaleString("en-US");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Issue #22: ≥ 1,000 req/s with p99 ≤ 50 ms on SQLite (a member viewing); PostgreSQL's figures for the record. */
export function communityGoals(c: CommunityResults | undefined): Goal[] {
  const goals: Goal[] = [];
  for (const e of c?.cases.filter((each) => each.viewer === "member") ?? []) {
    const counted = e.engine === "sqlite";
    const label = `community page (${int(c!.members)} of ${int(c!.users)} users members), ${e.engine}`;
    goals.push(
      {
        goal: `${label}: throughput`,
        target: counted ? `≥ ${int(c!.goals.requestsPerSecond)} req/s` : "for the record",
        measured: `${int(e.requestsPerSecond)} req/s`,
        met: counted ? e.requestsPerSecond >= c!.goals.requestsPerSecond : null,
      },
      {
        goal: `${label}: p99 latency`,
        target: counted ? `≤ ${c!.goals.p99Ms} ms` : "for the record",
        measured: `${e.p99Ms} ms (worst round ${e.worstRoundP99Ms} ms)`,
        met: counted ? e.p99Ms <= c!.goals.p99Ms : null,
      },
    );
  }
  return goals;
}

export function communitySection(c: CommunityResults, table: (head: string[], rows: string[][]) => string): string[] {
  const seeds = Object.entries(c.seedSeconds)
    .map(([engine, seconds]) => `${engine} ${seconds} s`)
    .join(", ");
  return [
    "",
    `## Community page (autocannon, ${c.connections} connections, loopback)`,
    "",
    `\`GET ${c.path}\` (gzip) against \`server.ts\` (production build, own process) with ${int(c.users)} users, of whom ${int(c.members)} joined with a public profile and two weeks of history pushed through the sync path (seeded through the repositories: ${seeds}). "member": a signed-in member on the board (session, membership and the member's own place each request); "signed out": no cookie. The page comes from a slot template per view (ADR 0026), rebuilt at most every 5 s. Medians over rounds.`,
    "",
    table(
      ["Engine", "Viewer", "Body (gz)", "Rounds", ...LOAD_COLUMNS],
      c.cases.map((e) => [e.engine, e.viewer, kb(e.bodyBytes), `${c.rounds} × ${c.roundSeconds} s`, ...loadCells(e)]),
    ),
  ];
}
