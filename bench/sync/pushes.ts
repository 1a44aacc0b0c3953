// One-action pushes from 200 simulated clients at once, each its own demo user with its own
// session and keep-alive connection, against the SYNC=on server. Paced: each client pushes one
// +1 every 0.5–1.5 s (about 200 pushes a second in all: 200 people tapping without pause; the
// goal's case); gentle: every 3–7 s (about 40 a second, for the record). Burst: all 200
// push at the same instant, ten times (the worst case of a synchronised crowd, for the record).
// Every push's body is made before the clock starts (the engine run of a +1 costs the load
// generator milliseconds, which would otherwise be counted as the server's latency), and the
// generator's own event-loop lag is reported beside the latencies.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { cpuMs, log, round, sleep, type Child } from "../lib/util";
import { EngineDevice } from "../../tests/support/sync-device";
import { postJson, signInDemo, type Session } from "./http";
import { loadOf, stat, type Stat } from "./stats";

export const CLIENTS = 200;
const PACED_S = 20;
/**
 * The paced load run first, on a freshly started server: its code is not yet optimised by V8
 * (server CPU per push falls by about half over the first ten seconds), so these seconds are
 * reported on their own row and the goal is read on the steady state after them.
 */
export const WARM_UP_S = 8;
const BURSTS = 10;

export type PushRound = { pushes: number; perSecond: number; latency: Stat; failed: number };
export type PushesResult = {
  clients: number;
  /** The paced load's first WARM_UP_S seconds after the server started. */
  warmUp: PushRound;
  paced: PushRound;
  gentle: PushRound;
  burst: PushRound;
  /** The server's CPU time per push over both rounds. */
  serverCpuMsPerPush: number | null;
  /** The load generator's event-loop delay (p99): how late it could notice an answer. */
  generatorLagP99Ms: number;
  loadAverage: [number, number];
};

type Client = { session: Session; device: EngineDevice; habitId: string; bodies: string[] };

async function client(origin: string, i: number): Promise<Client> {
  const session = await signInDemo(origin);
  const device = new EngineDevice(session.userId, `bench-push-${i}`);
  device.act({ type: "habit/create", input: { title: "Tap", dailyTarget: 10_000 } }, Date.now() - 1000);
  const answer = await postJson(origin, "/sync/push", session.cookie, JSON.stringify(device.push()));
  if (answer.status !== 200) throw new Error(`push answered ${answer.status}: ${answer.body}`);
  return { session, device, habitId: Object.keys(device.world.habits)[0]!, bodies: [] };
}

/** The next `n` +1s of the client as push bodies, made now (their times are now, a few ms apart). */
function prepare(c: Client, n: number): void {
  const at = Date.now();
  for (let i = 0; i < n; i++) {
    c.device.pending = [];
    c.device.act({ type: "habit/count", habitId: c.habitId, delta: 1 }, at + i);
    c.bodies.push(JSON.stringify(c.device.push()));
  }
}

/** One prepared +1 pushed; its latency in ms, or null when it failed. */
async function plusOne(origin: string, c: Client): Promise<number | null> {
  const body = c.bodies.shift()!;
  const t0 = performance.now();
  const answer = await postJson(origin, "/sync/push", c.session.cookie, body);
  const ms = performance.now() - t0;
  return answer.status === 200 ? ms : null;
}

function roundOf(latencies: (number | null)[], seconds: number): PushRound {
  const ok = latencies.filter((ms): ms is number => ms !== null);
  return {
    pushes: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    latency: stat(ok),
    failed: latencies.length - ok.length,
  };
}

/** Each client pushes one +1, waits `minMs`–`maxMs`, and again, for `seconds`. */
async function paced(
  origin: string,
  clients: Client[],
  minMs: number,
  maxMs: number,
  seconds = PACED_S,
): Promise<PushRound> {
  const latencies: (number | null)[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    clients.map(async (c) => {
      await sleep(Math.random() * maxMs);
      while (performance.now() < end) {
        latencies.push(await plusOne(origin, c));
        await sleep(minMs + Math.random() * (maxMs - minMs));
      }
    }),
  );
  return roundOf(latencies, (performance.now() - start) / 1000);
}

export async function runPushes(app: Child, engine: string): Promise<PushesResult> {
  const origin = `http://localhost:${app.port}`;
  const clients: Client[] = [];
  for (let i = 0; i < CLIENTS; i += 20)
    clients.push(...(await Promise.all(Array.from({ length: 20 }, (_, k) => client(origin, i + k)))));
  // Enough bodies for every push of all rounds (at most one per 0.5 s, plus the bursts).
  const most = 1 + Math.ceil((WARM_UP_S + PACED_S) / 0.5) + Math.ceil(PACED_S / 3) + BURSTS;
  for (const c of clients) prepare(c, most);
  // One push each: every client's connection open.
  await Promise.all(clients.map((c) => plusOne(origin, c)));
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();

  const warmUp = await paced(origin, clients, 500, 1500, WARM_UP_S);
  const load0 = loadOf();
  const cpu0 = cpuMs(app.process.pid);
  const pacedRound = await paced(origin, clients, 500, 1500);
  const gentleRound = await paced(origin, clients, 3000, 7000);

  const burst: (number | null)[] = [];
  const burstStart = performance.now();
  let waited = 0;
  for (let b = 0; b < BURSTS; b++) {
    burst.push(...(await Promise.all(clients.map((c) => plusOne(origin, c)))));
    await sleep(500);
    waited += 0.5;
  }
  const burstRound = roundOf(burst, (performance.now() - burstStart) / 1000 - waited);
  const cpu1 = cpuMs(app.process.pid);
  lag.disable();
  const pushes = pacedRound.pushes + gentleRound.pushes + burst.length;
  log(
    `sync ${engine}: pushes, ${CLIENTS} clients paced: p50 ${pacedRound.latency.median} ms, p99 ${pacedRound.latency.p99} ms (${pacedRound.perSecond}/s; first ${WARM_UP_S} s: p99 ${warmUp.latency.p99} ms); burst p99 ${burstRound.latency.p99} ms`,
  );
  return {
    clients: CLIENTS,
    warmUp,
    paced: pacedRound,
    gentle: gentleRound,
    burst: burstRound,
    serverCpuMsPerPush: cpu0 === null || cpu1 === null ? null : round((cpu1 - cpu0) / pushes, 3),
    generatorLagP99Ms: round(lag.percentile(99) / 1e6),
    loadAverage: [load0, loadOf()],
  };
}
