// The server's CPU time for one 500-action push on an account at the habit limit (issue #30,
// point 2). An account is filled to the limit (`ITEM_LIMITS.habits`, app/game/constants.ts) by pushes of
// habit/creates; then, on the otherwise idle server, a push of 500 +1s on its habits and a push
// of 500 habit/creates (the review's case; past a limit they are refused). And years of history:
// a new account imports 30 habits × ten years (as from Loop), then pushes 500 +1s on them. And
// deleted habits: an account that made and deleted 1,000 habits, then filled to the limit, pushes
// 500 +1s. The server process's
// user + system time from /proc around each push, read after a short pause for its tail (the
// poke, garbage collection). Medians over SAMPLES accounts, each filled anew.
import { MAX_PUSH_ACTIONS } from "~/log/protocol";
import { postJson, signInDemo, type Session } from "../sync/http";
import { loadOf } from "../sync/stats";
import { cpuMs, log, median, round, sleep, type Child } from "../lib/util";
import { ITEM_LIMITS } from "~/game/constants";
import { appliedOf, PushMaker } from "./push-maker";
import { calendarDay, UTC_DAY_RULE } from "~/game/day";
import { importActionOf, planImport } from "~/import/import-plan";
import { checkedEveryDay } from "../lib/checked-habits";
import { EngineDevice } from "../../tests/support/sync-device";

const SAMPLES = 3;
/** The imported history: as the import bench's (bench/import.bench.ts), 30 habits × ten years. */
const HISTORY = { habits: 30, days: 3_650 };
/** Habits made and deleted before the account is filled to the limit. */
const DELETED = 1_000;

export type PushCpu = { cpuMs: number; wallMs: number; applied: number; refused: number };
export type PushCpuResult = {
  habits: number;
  limitSource: string;
  counts: PushCpu[];
  creates: PushCpu[];
  /** 500 +1s on an account's 30 imported habits of ten years each. */
  history: PushCpu[];
  /** 500 +1s at the habit limit on an account that deleted DELETED habits before. */
  deleted: PushCpu[];
  /** Medians over the samples. */
  countsCpuMs: number;
  createsCpuMs: number;
  historyCpuMs: number;
  deletedCpuMs: number;
  loadAverage: [number, number];
};

type Account = { session: Session; from: string; maker: PushMaker; habits: string[] };

async function post(origin: string, account: Account, body: string): Promise<Set<number>> {
  const answer = await postJson(origin, "/sync/push", account.session.cookie, body, account.from);
  if (answer.status !== 200) throw new Error(`a push answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return appliedOf(answer.body);
}

/** Makes and deletes `count` habits on `account`, in pushes of 250 creates and their 250 deletes. */
async function churn(origin: string, account: Account, count: number): Promise<void> {
  for (let done = 0; done < count; done += MAX_PUSH_ACTIONS / 2) {
    const made = Array.from({ length: MAX_PUSH_ACTIONS / 2 }, (_, i) => account.maker.create(`Gone ${done + i}`));
    const gone = made.map((m) => account.maker.delete(m.habitId));
    const applied = await post(origin, account, account.maker.body([...made.map((m) => m.action), ...gone]));
    if (applied.size !== MAX_PUSH_ACTIONS) throw new Error(`only ${applied.size} of a churn push were applied`);
  }
}

/** A new account with `limit` live habits, made by pushes of (at most) 500 creates, after `deleted` deleted ones. */
async function filledAccount(origin: string, k: number, limit: number, deleted = 0): Promise<Account> {
  const from = `127.0.${deleted ? 5 : 3}.${k + 1}`;
  const session = await signInDemo(origin, from);
  const account: Account = { session, from, maker: new PushMaker(session.userId, `bench-cpu-${k}`), habits: [] };
  await churn(origin, account, deleted);
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

/** A new account whose habits hold ten years each: one import, pushed as a device pushes it. */
async function accountWithYears(origin: string, k: number): Promise<Account> {
  const from = `127.0.4.${k + 1}`;
  const session = await signInDemo(origin, from);
  const today = calendarDay(Date.now(), UTC_DAY_RULE);
  const habits = checkedEveryDay(HISTORY.habits, HISTORY.days, today);
  const file = planImport({ app: "Loop Habit Tracker", format: "bench", habits, leftOut: [] }, today);
  const action = importActionOf(
    file,
    file.habits.map((habit) => habit.sourceId),
    `bench${k}`,
  );
  const device = new EngineDevice(session.userId, `bench-years-${k}`);
  device.act(action, Date.now());
  const account: Account = {
    session,
    from,
    maker: new PushMaker(session.userId, `bench-years-counts-${k}`),
    habits: [],
  };
  const applied = await post(origin, account, JSON.stringify(device.push()));
  if (applied.size !== 1) throw new Error("the import was not applied");
  account.habits = Object.keys(device.world.habits);
  return account;
}

export async function runPushCpu(app: Child, engine: string): Promise<PushCpuResult> {
  const origin = `http://localhost:${app.port}`;
  const { habits } = ITEM_LIMITS;
  const load0 = loadOf();
  const counts: PushCpu[] = [];
  const creates: PushCpu[] = [];
  const history: PushCpu[] = [];
  const deleted: PushCpu[] = [];
  for (let k = 0; k < SAMPLES; k++) {
    const account = await filledAccount(origin, k, habits);
    const { maker } = account;
    const plusOnes = Array.from({ length: MAX_PUSH_ACTIONS }, (_, i) => maker.count(account.habits[i % habits]!));
    counts.push(await measured(app, origin, account, maker.body(plusOnes), MAX_PUSH_ACTIONS));
    const news = Array.from({ length: MAX_PUSH_ACTIONS }, (_, i) => maker.create(`More ${i}`).action);
    creates.push(await measured(app, origin, account, maker.body(news), MAX_PUSH_ACTIONS));
    const years = await accountWithYears(origin, k);
    const onYears = Array.from({ length: MAX_PUSH_ACTIONS }, (_, i) =>
      years.maker.count(years.habits[i % years.habits.length]!),
    );
    history.push(await measured(app, origin, years, years.maker.body(onYears), MAX_PUSH_ACTIONS));
    const churned = await filledAccount(origin, k, habits, DELETED);
    const onChurned = Array.from({ length: MAX_PUSH_ACTIONS }, (_, i) =>
      churned.maker.count(churned.habits[i % habits]!),
    );
    deleted.push(await measured(app, origin, churned, churned.maker.body(onChurned), MAX_PUSH_ACTIONS));
  }
  const result: PushCpuResult = {
    habits,
    limitSource: "ITEM_LIMITS.habits (app/game/constants.ts)",
    counts,
    creates,
    history,
    countsCpuMs: round(median(counts.map((c) => c.cpuMs))),
    createsCpuMs: round(median(creates.map((c) => c.cpuMs))),
    historyCpuMs: round(median(history.map((c) => c.cpuMs))),
    deleted,
    deletedCpuMs: round(median(deleted.map((c) => c.cpuMs))),
    loadAverage: [load0, loadOf()],
  };
  log(
    `abuse ${engine}: a 500-action push at ${habits} habits: server CPU ${result.countsCpuMs} ms (+1s), ${result.createsCpuMs} ms (creates); 500 +1s on ${HISTORY.habits} habits of ten years: ${result.historyCpuMs} ms; 500 +1s after ${DELETED} deleted: ${result.deletedCpuMs} ms; median of ${SAMPLES}`,
  );
  return result;
}
