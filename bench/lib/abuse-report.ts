// The abuse part of bench/RESULTS.md: its goals (issue #30) and its tables.
import type { AbuseResults } from "../abuse.bench";
import { FLOOD_S, PEOPLE, QUIET_S } from "../abuse/flood";
import type { HeldUploadsResult } from "../abuse/held-uploads";
import type { Goal } from "./goal";
import { table } from "./markdown";

const ms = (x: number | null | undefined) => (x === null || x === undefined || Number.isNaN(x) ? "–" : `${x} ms`);
const mb = (x: number) => `${x} MB`;
const load = (pair: [number, number]) => pair.join(" → ");
const answers = (h: HeldUploadsResult) =>
  [...new Set(h.runs.flatMap((r) => Object.entries(r.answers).map(([status, n]) => `${status} ×${n}`)))].join(", ");

function heldGoal(h: HeldUploadsResult, engine: string, targetMb: number): Goal {
  const who = h.signedIn ? "of one signed-in user" : "without a cookie";
  return {
    goal: `Abuse: ${h.connections} held 32 MB uploads ${who}, server RSS growth, ${engine}`,
    target: `≤ ${targetMb} MB`,
    measured: `+${h.growthMb} MB at peak, +${h.afterGrowthMb} MB after they closed (median of ${h.runs.length})`,
    met: h.growthMb <= targetMb,
  };
}

export function abuseGoals(r: AbuseResults | undefined): Goal[] {
  if (!r) return [];
  const g = r.goals;
  const goals: Goal[] = [];
  for (const e of r.engines) {
    if (e.anonymousUploads) goals.push(heldGoal(e.anonymousUploads, e.engine, g.anonymousUploadsMb));
    if (e.signedInUploads) goals.push(heldGoal(e.signedInUploads, e.engine, g.signedInUploadsMb));
    if (e.flood) {
      const { session } = e.flood.flooded;
      goals.push({
        goal: `Abuse: ${e.flood.people} others' /auth/session while one account pushes 500 actions back to back, ${e.engine}`,
        target: `p99 ≤ ${g.othersSessionP99Ms} ms, none over ${g.othersSessionMaxMs} ms`,
        measured: `p99 ${session.p99} ms, max ${session.max} ms (${session.n} requests, ${e.flood.flooded.failed} failed; without the flood p99 ${e.flood.quiet.session.p99} ms)`,
        met: session.p99 <= g.othersSessionP99Ms && session.max <= g.othersSessionMaxMs && e.flood.flooded.failed === 0,
      });
    }
    if (e.pushCpu) {
      const c = e.pushCpu;
      for (const [kind, cpu] of [
        ["+1s", c.countsCpuMs],
        ["habit/creates", c.createsCpuMs],
      ] as const)
        goals.push({
          goal: `Abuse: server CPU of a 500-action push of ${kind} at the habit limit (${c.habits.toLocaleString("en-US")} habits), ${e.engine}`,
          target: `≤ ${g.pushCpuMs} ms`,
          measured: `${cpu} ms (median of ${c.counts.length})`,
          met: cpu <= g.pushCpuMs,
        });
      if (c.history?.length)
        goals.push({
          goal: `Abuse: server CPU of a 500-action push of +1s on 30 habits of ten years each (an import), ${e.engine}`,
          target: `≤ ${g.pushCpuMs} ms`,
          measured: `${c.historyCpuMs} ms (median of ${c.history.length})`,
          met: c.historyCpuMs <= g.pushCpuMs,
        });
      if (c.deleted?.length)
        goals.push({
          goal: `Abuse: server CPU of a 500-action push of +1s at the habit limit after 1,000 habits made and deleted, ${e.engine}`,
          target: `≤ ${g.pushCpuMs} ms`,
          measured: `${c.deletedCpuMs} ms (median of ${c.deleted.length})`,
          met: c.deletedCpuMs <= g.pushCpuMs,
        });
    }
  }
  return goals;
}

export function renderAbuse(r: AbuseResults): string[] {
  const rows = r.engines;
  const held = rows.flatMap((e) =>
    [e.anonymousUploads, e.signedInUploads].flatMap((h) =>
      h
        ? [
            [
              e.engine,
              `${h.connections} ${h.signedIn ? "signed in (one user)" : "without a cookie"}`,
              h.runs.map((run) => `${run.rssBeforeMb} → ${run.rssPeakMb} → ${run.rssAfterMb}`).join("; "),
              mb(h.growthMb),
              mb(h.afterGrowthMb),
              h.runs.map((run) => mb(run.sentMb)).join(", "),
              answers(h),
              load(h.loadAverage),
            ],
          ]
        : [],
    ),
  );
  const flood = rows.flatMap((e) => {
    const f = e.flood;
    if (!f) return [];
    const people = (p: typeof f.quiet) =>
      `${ms(p.session.median)} / ${ms(p.session.p99)} / ${ms(p.session.max)} (${p.session.n}); push p99 ${ms(p.push.p99)}; ${p.failed} failed`;
    return [
      [
        e.engine,
        people(f.quiet),
        people(f.flooded),
        `${f.flood.pushes} (${f.flood.notOk} not 200), ${ms(f.flood.pushMs.median)} / ${ms(f.flood.pushMs.max)}`,
        `${f.flood.applied.toLocaleString("en-US")} / ${f.flood.refused.toLocaleString("en-US")}`,
        f.flood.habits.toLocaleString("en-US"),
        f.serverCpuS === null ? "–" : `${f.serverCpuS} s`,
        ms(f.generatorLagP99Ms),
        load(f.loadAverage),
      ],
    ];
  });
  const cpu = rows.flatMap((e) => {
    const c = e.pushCpu;
    if (!c) return [];
    const samples = (xs: typeof c.counts) =>
      xs.map((x) => `${x.cpuMs} ms (wall ${x.wallMs} ms; ${x.applied} applied, ${x.refused} refused)`).join("; ");
    const optional = (xs: typeof c.counts | undefined) => (xs?.length ? samples(xs) : "–");
    return [
      [
        e.engine,
        c.habits.toLocaleString("en-US"),
        samples(c.counts),
        samples(c.creates),
        optional(c.history),
        optional(c.deleted),
        load(c.loadAverage),
      ],
    ];
  });
  // A part run alone (BENCH_ABUSE_ONLY) leaves the others' tables out.
  const tables = (...pairs: [string[], (string | number)[][]][]) =>
    pairs.flatMap(([head, body]) => (body.length ? ["", table(head, body)] : []));
  return [
    "## Holding under abuse (`bench/abuse.bench.ts`)",
    "",
    `The production build with \`SYNC=on\`, its own process per measurement, on SQLite (a file) and on a throwaway PostgreSQL cluster (Unix socket); ${r.seconds} s for the whole part. Memory: the server process's resident set (VmRSS), sampled every 100 ms. Server CPU: the server process's user + system time (on PostgreSQL the database's own work is not in it).`,
    "",
    "- **Held uploads**: each connection sends the headers of `POST /sync/upload` with `Content-Length: 33554431` (32 MB less one byte), then 31 MB of body over 5 s, then holds the rest for 2 s and closes; 40 from one address without a cookie, or 10 with one signed-in user's session. RSS before (after a few ordinary requests and a quiet second), at the peak, and 3 s after the connections closed (with an ordinary request every 250 ms meanwhile). Each run on a fresh server; the growth is the median over runs.",
    `- **Flood**: ${PEOPLE} signed-in people, each with a loopback address of its own, ask \`GET /auth/session\` every 1–3 s and push a one-action +1 every 3–7 s; for ${QUIET_S} s alone (the fresh server warms up; for comparison), then ${FLOOD_S} s while one more account sends 500-action pushes back to back (250 habit/creates, then 250 +1s on its habits). Latencies as the people see them.`,
    "- **Push CPU**: an account filled to the habit limit (`ITEM_LIMITS.habits`, or 1,000 habits in a checkout without one) by pushes of creates; then a push of 500 +1s on its habits and a push of 500 habit/creates, each on the otherwise idle server, the server's CPU time read before and 100 ms after the answer. Years of history: another new account imports 30 habits × 3,650 days (one habit/import, as from Loop), then pushes 500 +1s on them. Deleted habits: another makes and deletes 1,000 habits (pushes of 250 creates and their deletes), is filled to the limit, then pushes 500 +1s. Three accounts each, medians.",
    ...tables(
      [
        [
          "Engine",
          "Held uploads",
          "RSS before → peak → after, per run (MB)",
          "Growth at peak",
          "Growth after",
          "Body sent, per run",
          "Answers",
          "Load avg",
        ],
        held,
      ],
      [
        [
          "Engine",
          "People alone: /auth/session p50 / p99 / max (n)",
          "During the flood",
          "Flood pushes (median / max time)",
          "Actions applied / refused",
          "Flood's habits at the end",
          "Server CPU during the flood",
          "Load generator's lag (p99)",
          "Load avg",
        ],
        flood,
      ],
      [
        [
          "Engine",
          "Habits",
          "500 +1s: server CPU per sample",
          "500 creates: server CPU per sample",
          "500 +1s on 30 habits of ten years: server CPU per sample",
          "500 +1s after 1,000 deleted habits: server CPU per sample",
          "Load avg",
        ],
        cpu,
      ],
    ),
  ];
}
