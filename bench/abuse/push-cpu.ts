// The server's CPU time for one 500-action push on an account at the habit limit (issue #30,
// point 2). An account is filled to the limit (`ITEM_LIMITS.habits`, app/game/constants.ts) by pushes of
// habit/creates; then, on the otherwise idle server, a push of 500 +1s on its habits and a push
// of 500 habit/creates (the review's case; past a limit they are refused). The server process's
// user + system time from /proc around each push, read after a short pause for its tail (the
// poke, garbage collection). Medians over SAMPLES accounts, each filled anew.
import { MAX_PUSH_ACTIONS } from "~/log/protocol";
import { postJson, signInDemo, type Session } from "../sync/http";
import { loadOf } from "../sync/stats";
import { cpuMs, log, median, round, sleep, type Child } from "../lib/util";
import { ITEM_LIMITS } from "~/game/constants";
import { appliedOf, PushMaker } from "./push-maker";

const SAMPLES = 3;

export type PushCpu = { cpuMs: number; wallMs: number; applied: number; refused: number };
export type PushCpuResult = {
  habits: number;
  limitSource: string;
  counts: PushCpu[];
  creates: PushCpu[];
  /** Medians over the samples. */
  countsCpuMs: number;
  createsCpuMs: number;
  loadAverage: [number, number];
};

type Account = { session: Session; from: string; maker: PushMaker; habits: string[] };

async function post(origin: string, account: Account, body: string): Promise<Set<number>> {
  const answer = await postJson(origin, "/sync/push", account.session.cookie, body, account.from);
  if (answer.status !== 200) throw new Error(`a push answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return appliedOf(answer.body);
}

/** A new account with `limit` live habits, made by pushes of (at most) 500 creates. */
async function filledAccount(origin: string, k: number, limit: number): Promise<Account> {
  const from = `127.0.3.${k + 1}`;
  const session = await signInDemo(origin, from);
  const account: Account = { session, from, maker: new PushMaker(session.userId, `bench-cpu-${k}`), habits: [] };
  while (account.habits.length < limit) {
    const made = Array.from({ length: Math.min(MAX_PUSH_ACTIONS, limit - account.habits.length) }, (_, i) =>
      account.maker.create(`Habit ${account.habits.length + i}`),
    );
    const applied = await post(origin, account, account.maker.body(made.map((m) => m.action)));
    if (applied.size === 0) throw new Error(`could not fill an account past ${account.habits.length} habits`);
    for (const m of made) if (applied.has(m.action.mutationId)) account.habits.push(m.habitId);
  }
  return account;
}

async function measured(app: Child, origin: string, account: Account, body: string, actions: number): Promise<PushCpu> {
  await sleep(300);
  const cpu0 = cpuMs(app.process.pid);
  const t0 = performance.now();
  const applied = await post(origin, account, body);
  const wallMs = round(performance.now() - t0);
  await sleep(100);
  const cpu1 = cpuMs(app.process.pid);
  if (cpu0 === null || cpu1 === null) throw new Error("the server's CPU time cannot be read (/proc)");
  return { cpuMs: round(cpu1 - cpu0), wallMs, applied: applied.size, refused: actions - applied.size };
}

export async function runPushCpu(app: Child, engine: string): Promise<PushCpuResult> {
  const origin = `http://localhost:${app.port}`;
  const { habits } = ITEM_LIMITS;
  const load0 = loadOf();
  const counts: PushCpu[] = [];
  const creates: PushCpu[] = [];
  for (let k = 0; k < SAMPLES; k++) {
    const account = await filledAccount(origin, k, habits);
    const { maker } = account;
    const plusOnes = Array.from({ length: MAX_PUSH_ACTIONS }, (_, i) => maker.count(account.habits[i % habits]!));
    counts.push(await measured(app, origin, account, maker.body(plusOnes), MAX_PUSH_ACTIONS));
    const news = Array.from({ length: MAX_PUSH_ACTIONS }, (_, i) => maker.create(`More ${i}`).action);
    creates.push(await measured(app, origin, account, maker.body(news), MAX_PUSH_ACTIONS));
  }
  const result: PushCpuResult = {
    habits,
    limitSource: "ITEM_LIMITS.habits (app/game/constants.ts)",
    counts,
    creates,
    countsCpuMs: round(median(counts.map((c) => c.cpuMs))),
    createsCpuMs: round(median(creates.map((c) => c.cpuMs))),
    loadAverage: [load0, loadOf()],
  };
  log(
    `abuse ${engine}: a 500-action push at ${habits} habits: server CPU ${result.countsCpuMs} ms (+1s), ${result.createsCpuMs} ms (creates); median of ${SAMPLES}`,
  );
  return result;
}
