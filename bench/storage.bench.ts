// `npm run bench:storage`: cost of a +1 and of a cold /home open against the
// size of the history, on the real localForage backend over fake-indexeddb.
// History is made by the engine (50 habits counted day after day, goals with
// members) and seeded through importBackup, the storage's own bulk path.
import "fake-indexeddb/auto";
import { writeFileSync } from "node:fs";
import { act } from "~/game/act";
import type { Action } from "~/game/action-schema";
import { Tier } from "~/game/constants";
import { DAY_MS } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import { refreshWorld } from "~/game/refresh";
import { emptyWorld, type World } from "~/game/world";
import type { Backup } from "~/log/backup-schema";
import { createStorage, localForageBackend, type MomentumStorage } from "~/storage";
import { idSequence } from "~test/storage";
import { backupOf, createGoals } from "./lib/history";

const SIZES = [1_000, 10_000, 90_000];
const HABITS = 50;
const GOALS = 10;
const CLICKS = 100;
const COLD_RUNS = 7;
const START = Date.UTC(2020, 0, 1, 8);

/** Issue #32: /home with habits of mixed schedules, paired in the same run with every-day habits. */
const MIXED_SCHEDULES: ({ kind: string; days?: number[]; times?: number; every?: number } | undefined)[] = [
  undefined,
  { kind: "weekdays", days: [0, 2, 4] },
  { kind: "weekly", times: 3 },
  { kind: "monthly", times: 10 },
  { kind: "interval", every: 2 },
];
type Habits = "every day" | "mixed schedules";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** A deterministic PRNG, so every run measures the same history. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

/** The engine plays `records` worth of history; returns a backup of it. */
function history(userId: string, records: number, habitsKind: Habits) {
  const ids = idSequence(10_000);
  const rnd = random(records);
  let now = START;
  let world: World = emptyWorld(userId);
  const log: CommitRecord[] = [];
  const run = (action: Action) => {
    const result = act(world, action, { now, newId: ids.next, userId });
    world = result.state;
    log.push(...result.records);
  };
  for (let h = 0; h < HABITS; h++) {
    const schedule = habitsKind === "mixed schedules" ? MIXED_SCHEDULES[h % MIXED_SCHEDULES.length] : undefined;
    const input = { title: `Habit ${h + 1}`, dailyTarget: 1 + (h % 2) };
    run({ type: "habit/create", input: schedule ? { ...input, schedule } : input });
  }
  const habits = Object.values(world.habits);
  createGoals(habits, GOALS, run);
  let day = 0;
  while (log.length < records) {
    day += 1;
    now = START + day * DAY_MS;
    world = refreshWorld(world, now);
    for (const habit of habits) {
      if (log.length >= records) break;
      if (rnd() < 0.5) continue;
      for (let c = 0; c < habit.dailyTarget; c++) run({ type: "habit/count", habitId: habit.id, delta: 1 });
    }
  }
  const backup = (user: Backup["user"]): Backup => backupOf(world, log, now, user);
  return { backup, now, days: day };
}

async function measure(size: number, habitsKind: Habits = "every day") {
  const names = { app: `bench-app-${size}-${habitsKind}`, game: `bench-game-${size}-${habitsKind}` };
  let now = START;
  const open = (): MomentumStorage =>
    createStorage({ backend: localForageBackend(names), now: () => now, channelName: null });
  const seeder = open();
  const user = await seeder.signIn({
    provider: "demo",
    providerId: `bench-${size}`,
    name: "Bench",
    handle: "bench",
    tier: Tier.PREMIUM,
  });
  const made = history(user.id, size, habitsKind);
  now = made.now + 2 * 3_600_000;
  const seedStart = performance.now();
  await seeder.importBackup(user.id, JSON.stringify(made.backup(user)));
  const seedMs = performance.now() - seedStart;
  seeder.close();

  const tab = open();
  const home = await tab.loadHome(user.id);
  const click: number[] = [];
  for (let i = 0; i < CLICKS; i++) {
    const habitId = home.habits[i % home.habits.length]!.habit.id;
    now += 1000;
    const t = performance.now();
    await tab.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    click.push(performance.now() - t);
  }
  await tab.flush();
  tab.close();

  const cold: number[] = [];
  for (let r = 0; r < COLD_RUNS; r++) {
    const fresh = open();
    const t = performance.now();
    await fresh.loadHome(user.id);
    cold.push(performance.now() - t);
    fresh.close();
  }
  // The first open of each day also runs the daily refresh (reads every year of XP, writes one entry).
  const firstOfDay: number[] = [];
  for (let r = 0; r < COLD_RUNS; r++) {
    now += DAY_MS;
    const fresh = open();
    const t = performance.now();
    await fresh.loadHome(user.id);
    firstOfDay.push(performance.now() - t);
    fresh.close();
  }
  // Issue #32: a habit's own page over its whole history (years of days at the larger sizes).
  const habitPage: number[] = [];
  const habitId = home.habits[0]!.habit.id;
  for (let r = 0; r < COLD_RUNS; r++) {
    const fresh = open();
    const t = performance.now();
    await fresh.habitPage(user.id, habitId);
    habitPage.push(performance.now() - t);
    fresh.close();
  }
  return {
    records: made.backup(user).records.length,
    days: made.days,
    habits: HABITS,
    habitsKind,
    goals: GOALS,
    seedMs: Math.round(seedMs),
    plusOne: { medianMs: round(median(click)), p95Ms: round(p95(click)), runs: CLICKS },
    loadHomeCold: { medianMs: round(median(cold)), p95Ms: round(p95(cold)), runs: COLD_RUNS },
    loadHomeFirstOfDay: { medianMs: round(median(firstOfDay)), p95Ms: round(p95(firstOfDay)), runs: COLD_RUNS },
    habitPageCold: { medianMs: round(median(habitPage)), p95Ms: round(p95(habitPage)), runs: COLD_RUNS },
  };
}

// A first small round warms the JIT, so the first size is not measured cold.
await measure(500);
const results = [];
for (const size of SIZES) results.push(await measure(size));
// Paired with the last every-day run above: the same size, the same machine, minutes apart.
results.push(await measure(SIZES.at(-1)!, "mixed schedules"));
const report = {
  generatedAt: new Date().toISOString(),
  node: process.version,
  backend: "localForage 1.10 over fake-indexeddb (in-memory IndexedDB in Node)",
  note: "+1 = dispatch habit/count (catch-up with other tabs + one journal write); loadHome cold = a new storage instance opening the same database; first open of a day = the same plus the daily refresh; habit page cold = a new storage instance reading one habit's page over the whole history.",
  results,
};
writeFileSync(new URL("./storage-results.json", import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
console.table(
  results.map((r) => ({
    records: r.records,
    habits: r.habitsKind,
    days: r.days,
    "seed (ms)": r.seedMs,
    "+1 median (ms)": r.plusOne.medianMs,
    "+1 p95 (ms)": r.plusOne.p95Ms,
    "loadHome cold median (ms)": r.loadHomeCold.medianMs,
    "loadHome cold p95 (ms)": r.loadHomeCold.p95Ms,
    "first open of a day median (ms)": r.loadHomeFirstOfDay.medianMs,
    "habit page cold median (ms)": r.habitPageCold.medianMs,
  })),
);
