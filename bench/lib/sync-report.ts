// The sync part of bench/RESULTS.md: its goals (issue #21) and its tables.
import type { SyncResults } from "../sync.bench";
import type { Goal } from "./goal";
import { WARM_UP_S } from "../sync/pushes";
import { table } from "./markdown";

const ms = (x: number | null | undefined) => (x === null || x === undefined || Number.isNaN(x) ? "–" : `${x} ms`);
const load = (pair: [number, number]) => pair.join(" → ");

export function syncGoals(r: SyncResults): Goal[] {
  const g = r.goals;
  const goals: Goal[] = [];
  for (const e of r.engines) {
    if (e.live) {
      const { latency } = e.live;
      goals.push({
        goal: `Sync: a +1 on one browser shown on another, ${e.engine} (two Chromium contexts, ${latency.n} +1s)`,
        target: `≤ ${g.liveMs} ms (median and p95)`,
        measured: `median ${latency.median} ms, p95 ${latency.p95} ms`,
        met: latency.median <= g.liveMs && latency.p95 <= g.liveMs,
      });
    }
    if (e.pushes) {
      const { warmUp, paced, clients } = e.pushes;
      goals.push({
        goal: `Sync: one-action push, ${clients} clients each pushing about once a second, ${e.engine}`,
        target: `p99 ≤ ${g.pushP99Ms} ms`,
        measured: `p99 ${paced.latency.p99} ms (p50 ${paced.latency.median} ms, ${paced.perSecond} pushes/s, ${paced.failed} failed) once warm (the first ${WARM_UP_S} s after start: p99 ${warmUp.latency.p99} ms)`,
        met: paced.latency.p99 <= g.pushP99Ms && paced.failed === 0,
      });
    }
    if (e.newDevice) {
      const d = e.newDevice;
      goals.push(
        {
          goal: `Sync: new device on a ${d.records.toLocaleString("en-US")}-record account, /home usable, ${e.engine}`,
          target: `≤ ${g.newDeviceHomeMs} ms`,
          measured: `median ${d.homeUsable.median} ms (max ${d.homeUsable.max} ms, ${d.homeUsable.n} devices)`,
          met: d.homeUsable.median <= g.newDeviceHomeMs,
        },
        {
          goal: `Sync: new device, the whole history on the device, ${e.engine}`,
          target: `≤ ${g.newDeviceFullMs} ms`,
          measured: `median ${d.fullHistory.median} ms (max ${d.fullHistory.max} ms)`,
          met: d.fullHistory.median <= g.newDeviceFullMs,
        },
      );
    }
    if (e.streams) {
      goals.push({
        goal: `Sync: server memory per open event stream, ${e.engine}`,
        target: "for the record",
        measured: `${e.streams.kbPerStream} KB (${e.streams.streams} streams)`,
        met: null,
      });
    }
  }
  return goals;
}

export function renderSync(r: SyncResults): string[] {
  const out = [
    "## Sync across devices (`bench/sync.bench.ts`)",
    "",
    "The production build with `SYNC=on`, its own process per measurement, on SQLite (a file) and on a throwaway PostgreSQL cluster (Unix socket). Server CPU: the server process's user + system time. Wall-clock figures share the machine's two CPUs with the load generator, Chromium and other work: read them with the load average beside them.",
    "",
    "- **+1 → other browser**: two Chromium contexts signed in to one account; a +1 clicked on A until B's card shows the new count, without reload (A pushes at once, the server pokes B's event stream, B pulls and rebuilds its journal, its page reloads its data). One +1 at a time, after warm-up.",
    `- **Pushes**: 200 simulated clients in one load-generator process, each a demo user with its own session and keep-alive connection, every push body made before the clock starts; paced (the goal's case): each pushes one +1 every 0.5–1.5 s, measured for 20 s after the first ${WARM_UP_S} s of the same load, which are reported on their own row (a freshly started server runs its code unoptimised by V8 at first: its CPU per push falls by about half over those seconds); gentle: every 3–7 s; burst: all 200 at the same instant, ten times. The generator's own event-loop lag (p99) is in results.json: an answer it noticed late counts as latency.`,
    "- **New device**: a 90,000-record history uploaded once (`POST /sync/upload`, as a device with history from before sync sends it), then fresh contexts sign in: from their first `/home` navigation start to 50 habit cards with +1 on screen, and to the header's Synced (the whole history written on the device).",
    "- **Streams**: 500 open `/sync/events` streams of 500 users on a warmed-up server: growth of its resident memory.",
    "",
  ];
  const rows = r.engines;
  out.push(
    table(
      ["Engine", "+1 → other browser (median / p95)", "Server CPU per +1", "Load avg"],
      rows.flatMap((e) =>
        e.live
          ? [
              [
                e.engine,
                `${ms(e.live.latency.median)} / ${ms(e.live.latency.p95)} (${e.live.plusOnes} +1s, max ${ms(e.live.latency.max)})`,
                ms(e.live.serverCpuMsPerPlusOne),
                load(e.live.loadAverage),
              ],
            ]
          : [],
      ),
    ),
    "",
    table(
      ["Engine", "Round", "Pushes", "Pushes/s", "p50", "p95", "p99", "Max", "Failed", "Server CPU/push", "Load avg"],
      rows.flatMap((e) =>
        e.pushes
          ? (["warmUp", "paced", "gentle", "burst"] as const).map((kind) => {
              const round = e.pushes![kind];
              return [
                e.engine,
                kind === "warmUp" ? `paced, first ${WARM_UP_S} s after start` : kind,
                round.pushes,
                round.perSecond,
                ms(round.latency.median),
                ms(round.latency.p95),
                ms(round.latency.p99),
                ms(round.latency.max),
                round.failed,
                ms(e.pushes!.serverCpuMsPerPush),
                load(e.pushes!.loadAverage),
              ];
            })
          : [],
      ),
    ),
    "",
    table(
      [
        "Engine",
        "Records",
        "Upload (size, time, server CPU)",
        "/home usable (median / max)",
        "Whole history (median / max)",
        "Server CPU per new device",
        "Load avg",
      ],
      rows.flatMap((e) =>
        e.newDevice
          ? [
              [
                e.engine,
                e.newDevice.records.toLocaleString("en-US"),
                `${e.newDevice.uploadMb} MB, ${ms(e.newDevice.uploadMs)}, ${ms(e.newDevice.uploadServerCpuMs)}`,
                `${ms(e.newDevice.homeUsable.median)} / ${ms(e.newDevice.homeUsable.max)} (${e.newDevice.homeUsable.n})`,
                `${ms(e.newDevice.fullHistory.median)} / ${ms(e.newDevice.fullHistory.max)}`,
                ms(e.newDevice.serverCpuMsPerDevice),
                load(e.newDevice.loadAverage),
              ],
            ]
          : [],
      ),
    ),
    "",
    table(
      ["Engine", "Streams", "RSS before", "RSS after", "Per stream", "Poke arrived", "Load avg"],
      rows.flatMap((e) =>
        e.streams
          ? [
              [
                e.engine,
                e.streams.streams,
                `${e.streams.rssBeforeMb} MB`,
                `${e.streams.rssAfterMb} MB`,
                `${e.streams.kbPerStream} KB`,
                e.streams.pokeArrived ? "yes" : "no",
                load(e.streams.loadAverage),
              ],
            ]
          : [],
      ),
    ),
  );
  return out;
}
