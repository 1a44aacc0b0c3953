// One account sending 500-action pushes back to back (issue #30, point 2: half habit/create,
// half +1s on its habits) while 50 other signed-in people use the app at a human pace: each
// asks GET /auth/session (what every app page asks first) every 1–3 s and pushes a one-action
// +1 every 3–7 s. Each person and the flooding account have a loopback address of their own, as
// people do. First QUIET_S seconds without the flood (the fresh server warms up; the figures to
// compare with), then FLOOD_S seconds with it. Latencies as the people see them.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { MAX_PUSH_ACTIONS } from "~/log/protocol";
import { EngineDevice } from "../../tests/support/sync-device";
import { call, postJson, signInDemo, type Session } from "../sync/http";
import { loadOf, stat, type Stat } from "../sync/stats";
import { cpuMs, log, round, sleep, type Child } from "../lib/util";
import { appliedOf, PushMaker } from "./push-maker";

export const PEOPLE = 50;
export const QUIET_S = 10;
export const FLOOD_S = 30;

export type PeopleFigures = { session: Stat; push: Stat; failed: number };
export type FloodResult = {
  people: number;
  quiet: PeopleFigures;
  flooded: PeopleFigures;
  flood: {
    pushes: number;
    /** Pushes the server did not answer 200 (refused whole, or failed). */
    notOk: number;
    applied: number;
    refused: number;
    /** Each push's wall time, as the flooding account saw it. */
    pushMs: Stat;
    /** The account's live habits at the end. */
    habits: number;
  };
  /** The server's CPU time over the flood's seconds. */
  serverCpuS: number | null;
  /** The load generator's own event-loop delay during the flood (p99): how late it could notice an answer. */
  generatorLagP99Ms: number;
  loadAverage: [number, number];
};

type Person = { session: Session; from: string; device: EngineDevice; habitId: string; bodies: string[] };
type Timings = { session: number[]; push: number[]; failed: number };

async function person(origin: string, i: number): Promise<Person> {
  const from = `127.0.1.${i + 1}`;
  const session = await signInDemo(origin, from);
  const device = new EngineDevice(session.userId, `bench-person-${i}`);
  const habitId = device.createHabit({ title: "Walk", dailyTarget: 10_000 }, Date.now() - 1000);
  const answer = await postJson(origin, "/sync/push", session.cookie, JSON.stringify(device.push()), from);
  if (answer.status !== 200) throw new Error(`a person's first push answered ${answer.status}: ${answer.body}`);
  // Enough +1s for both phases (one per 3 s at most), made now: the clock never times the engine.
  const bodies: string[] = [];
  const at = Date.now();
  for (let k = 0; k < Math.ceil((QUIET_S + FLOOD_S) / 3) + 2; k++) {
    device.pending = [];
    device.act({ type: "habit/count", habitId, delta: 1 }, at + k);
    bodies.push(JSON.stringify(device.push()));
  }
  return { session, from, device, habitId, bodies };
}

/** `request`'s wall time in ms, or null when it did not answer 200. */
async function timed(request: () => Promise<{ status: number }>): Promise<number | null> {
  const t0 = performance.now();
  const answer = await request().catch(() => ({ status: 0 }));
  return answer.status === 200 ? performance.now() - t0 : null;
}

/** Every `minMs`–`maxMs` (first after a random part of it), `request` until `end`. */
async function paced(end: number, minMs: number, maxMs: number, request: () => Promise<void>): Promise<void> {
  await sleep(Math.random() * maxMs);
  while (performance.now() < end) {
    await request();
    await sleep(minMs + Math.random() * (maxMs - minMs));
  }
}

async function peopleAtWork(origin: string, people: Person[], seconds: number): Promise<PeopleFigures> {
  const t: Timings = { session: [], push: [], failed: 0 };
  const note = (into: number[], ms: number | null): void => {
    if (ms === null) t.failed++;
    else into.push(ms);
  };
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    people.flatMap((p) => [
      paced(end, 1000, 3000, async () =>
        note(
          t.session,
          await timed(() => call(`${origin}/auth/session`, { headers: { Cookie: p.session.cookie }, from: p.from })),
        ),
      ),
      paced(end, 3000, 7000, async () => {
        const body = p.bodies.shift();
        if (body) note(t.push, await timed(() => postJson(origin, "/sync/push", p.session.cookie, body, p.from)));
      }),
    ]),
  );
  return { session: stat(t.session), push: stat(t.push), failed: t.failed };
}

/** 500-action pushes back to back until `end`: half new habits, half +1s on the habits it has. */
async function flood(origin: string, attacker: Session, end: number): Promise<FloodResult["flood"]> {
  const from = "127.0.2.1";
  const maker = new PushMaker(attacker.userId, "bench-flood-device");
  const habits: string[] = [];
  const pushMs: number[] = [];
  let notOk = 0;
  let applied = 0;
  let refused = 0;
  let cursor = 0;
  while (performance.now() < end) {
    const made = new Map<number, string>();
    const actions = Array.from({ length: MAX_PUSH_ACTIONS / 2 }, (_, k) => {
      const { action, habitId } = maker.create(`Flood ${habits.length + k}`);
      made.set(action.mutationId, habitId);
      return action;
    });
    const targets = habits.length ? habits : [...made.values()];
    for (let k = 0; k < MAX_PUSH_ACTIONS / 2; k++) actions.push(maker.count(targets[cursor++ % targets.length]!));
    const t0 = performance.now();
    const answer = await postJson(origin, "/sync/push", attacker.cookie, maker.body(actions), from).catch(() => null);
    pushMs.push(performance.now() - t0);
    if (answer?.status !== 200) {
      notOk++;
      await sleep(50); // a refused or failed push: again at once, as a flood does
      continue;
    }
    const ok = appliedOf(answer.body);
    for (const [mutationId, habitId] of made) if (ok.has(mutationId)) habits.push(habitId);
    applied += ok.size;
    refused += actions.length - ok.size;
  }
  return { pushes: pushMs.length, notOk, applied, refused, pushMs: stat(pushMs), habits: habits.length };
}

export async function runFlood(app: Child, engine: string): Promise<FloodResult> {
  const origin = `http://localhost:${app.port}`;
  const people: Person[] = [];
  for (let i = 0; i < PEOPLE; i += 10)
    people.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => person(origin, i + k)))));
  const attacker = await signInDemo(origin, "127.0.2.1");
  const load0 = loadOf();
  const quiet = await peopleAtWork(origin, people, QUIET_S);
  const cpu0 = cpuMs(app.process.pid);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const end = performance.now() + FLOOD_S * 1000;
  const [flooded, floodFigures] = await Promise.all([
    peopleAtWork(origin, people, FLOOD_S),
    flood(origin, attacker, end),
  ]);
  lag.disable();
  const cpu1 = cpuMs(app.process.pid);
  const result: FloodResult = {
    people: PEOPLE,
    quiet,
    flooded,
    flood: floodFigures,
    serverCpuS: cpu0 === null || cpu1 === null ? null : round((cpu1 - cpu0) / 1000, 1),
    generatorLagP99Ms: round(lag.percentile(99) / 1e6),
    loadAverage: [load0, loadOf()],
  };
  log(
    `abuse ${engine}: flood (${floodFigures.pushes} pushes of ${MAX_PUSH_ACTIONS}, ${floodFigures.habits} habits at the end): others' /auth/session p99 ${flooded.session.p99} ms, max ${flooded.session.max} ms (quiet: p99 ${quiet.session.p99} ms); ${flooded.failed} failed`,
  );
  return result;
}
