// `npm run bench:storage`: cost of a +1 and of a cold /home open against the
// size of the history, on the real localForage backend over fake-indexeddb.
// History is made by the engine (50 habits counted day after day, goals with
// members) and seeded through importBackup, the storage's own bulk path.
import "fake-indexeddb/auto";
import type { JSONType } from "zod";
import { writeFileSync } from "node:fs";
import { act } from "~/game/act";
import type { Action } from "~/game/action-schema";
import { Tier } from "~/game/constants";
import { DAY_MS, dayOf } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import { refreshIfNewer } from "~/game/run-action";
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
/** Issue #33: measured habits (four at least, one at most in five), their values paired with +1s. */
type Habits = "every day" | "mixed schedules" | "measures";

/** What a click on `habitId` is for `kind`: a +1, or a value added to a measure (rule 31). */
const clickOn = (kind: Habits, habitId: string, n: number): Action =>
  kind === "measures"
    ? { type: "habit/addValue", habitId, value: 50 + ((n * 37) % 400) }
    : { type: "habit/count", habitId, delta: 1 };

/** A day's note as people write them: a sentence or two, sometimes a link (about 120 characters). */
const noteOf = (day: number) =>
  `Day ${day}: easy pace along the river, legs fine, a little wind.${day % 7 === 0 ? " Route: https://example.com/routes/river" : " Slept well before."}`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** A deterministic PRNG, so every run measures the same history. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

/**
 * The engine plays `records` worth of history, or with `days` the clicks of that many days
 * (the same clicks whatever the schedules: a schedule changes the records they make, not them);
 * returns a backup of it.
 */
function history(userId: string, records: number, habitsKind: Habits, days?: number) {
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
    const measure = { unit: "km", direction: h % 5 === 0 ? "atMost" : "atLeast" };
    const input: Record<string, JSONType> =
      habitsKind === "measures"
        ? { title: `Habit ${h + 1}`, dailyTarget: 400, measure }
        : { title: `Habit ${h + 1}`, dailyTarget: 1 + (h % 2) };
    run({ type: "habit/create", input: schedule ? { ...input, schedule } : input });
  }
  const habits = Object.values(world.habits);
  createGoals(habits, GOALS, run);
  const full = () => (days === undefined ? log.length >= records : day >= days);
  let day = 0;
  while (!full()) {
    day += 1;
    now = START + day * DAY_MS;
    // The refresh as storage runs it: at-most measures' days settle here (rule 31).
    const refreshed = refreshIfNewer(world, { now, newId: ids.next, userId });
    if (refreshed) {
      world = refreshed.state;
      log.push(...refreshed.records);
    }
    // Issue #33: the measures' first habit (the one whose page is measured) has a note every day.
    if (habitsKind === "measures")
      run({ type: "habit/setNote", habitId: habits[0]!.id, day: dayOf(now), note: noteOf(day) });
    for (const [h, habit] of habits.entries()) {
      if (days === undefined && log.length >= records) break;
      if (rnd() < 0.5) continue;
      // The same number of clicks per habit and day whatever the kind: 1 or 2.
      for (let c = 0; c < 1 + (h % 2); c++) run(clickOn(habitsKind, habit.id, day + c));
    }
  }
  const backup = (user: Backup["user"]): Backup => backupOf(world, log, now, user);
  return { backup, now, days: day };
}

/** A user's history of `size` records seeded into its own database; `open` makes a new storage instance on it. */
async function seeded(size: number, habitsKind: Habits, tag = "", days?: number) {
  const names = { app: `bench-app-${size}-${habitsKind}${tag}`, game: `bench-game-${size}-${habitsKind}${tag}` };
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
  const made = history(user.id, size, habitsKind, days);
  now = made.now + 2 * 3_600_000;
  const backup = made.backup(user);
  const seedStart = performance.now();
  await seeder.importBackup(user.id, JSON.stringify(backup));
  const seedMs = performance.now() - seedStart;
  seeder.close();
  const habitIds = Object.values(backup.habits).map((habit) => habit.id);
  const clock = { tick: (ms: number) => (now += ms) };
  return { open, user, habitIds, clock, seedMs, records: backup.records.length, days: made.days };
}

async function measure(size: number, habitsKind: Habits = "every day") {
  const { open, user, clock, seedMs, records, days } = await seeded(size, habitsKind);
  const tab = open();
  const home = await tab.loadHome(user.id);
  const click: number[] = [];
  for (let i = 0; i < CLICKS; i++) {
    const habitId = home.habits[i % home.habits.length]!.habit.id;
    clock.tick(1000);
    const t = performance.now();
    await tab.dispatch(user.id, clickOn(habitsKind, habitId, i));
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
    clock.tick(DAY_MS);
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
    records,
    days,
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

/** Rounds of the interleaved comparison below. */
const PAIR_ROUNDS = 15;

/**
 * Issue #32's comparison, interleaved so the machine's load hits both alike: every day at `size`
 * records, and mixed schedules with the same clicks on the same days (a schedule's fewer daily
 * checks would otherwise stretch the same records over 15 % more days, and a cold open reads
 * days), each round one cold open and CLICKS / 10 +1s of each, in an order that alternates.
 * Per round, the other kind ÷ every day; the medians of those ratios are the answer. The same
 * pairing compares measures (a value added) with counts (a +1), issue #33.
 */
async function measurePair(size: number, other: Habits) {
  const everyDay = await seeded(size, "every day", `-pair-${other}`);
  const kinds = [everyDay, await seeded(size, other, `-pair-${other}`, everyDay.days)];
  const tabs = kinds.map((kind) => kind.open());
  for (const [i, tab] of tabs.entries()) await tab.loadHome(kinds[i]!.user.id);
  const cold: number[][] = [[], []];
  const click: number[][] = [[], []];
  for (let r = 0; r < PAIR_ROUNDS; r++) {
    for (const i of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const { open, user, habitIds, clock } = kinds[i]!;
      const fresh = open();
      let t = performance.now();
      await fresh.loadHome(user.id);
      cold[i]!.push(performance.now() - t);
      fresh.close();
      const clicks: number[] = [];
      for (let c = 0; c < CLICKS / 10; c++) {
        clock.tick(1000);
        t = performance.now();
        const kind = i === 0 ? "every day" : other;
        await tabs[i]!.dispatch(user.id, clickOn(kind, habitIds[(r * 10 + c) % habitIds.length]!, r * 10 + c));
        clicks.push(performance.now() - t);
      }
      click[i]!.push(median(clicks));
      // The next cold open reads a checkpoint, as measure's do, not a journal tail left to replay.
      await tabs[i]!.flush();
    }
  }
  for (const tab of tabs) tab.close();
  const ratio = (xs: number[][]) => round(median(xs[1]!.map((mixed, r) => mixed / xs[0]![r]!)));
  const side = (xs: number[]) => round(median(xs));
  return {
    records: kinds.map((kind) => kind.records),
    days: kinds.map((kind) => kind.days),
    rounds: PAIR_ROUNDS,
    // `base`: every-day counts; `other`: the kind compared with them (ratio = other ÷ base).
    kinds: ["every day", other],
    plusOne: { baseMs: side(click[0]!), otherMs: side(click[1]!), ratio: ratio(click) },
    loadHomeCold: { baseMs: side(cold[0]!), otherMs: side(cold[1]!), ratio: ratio(cold) },
  };
}

// A first small round warms the JIT, so the first size is not measured cold.
await measure(500);
const results = [];
for (const size of SIZES) results.push(await measure(size));
results.push(await measure(SIZES.at(-1)!, "mixed schedules"));
results.push(await measure(SIZES.at(-1)!, "measures"));
const mixedAgainstEveryDay = await measurePair(SIZES.at(-1)!, "mixed schedules");
const measuresAgainstCounts = await measurePair(SIZES.at(-1)!, "measures");
const report = {
  generatedAt: new Date().toISOString(),
  node: process.version,
  backend: "localForage 1.10 over fake-indexeddb (in-memory IndexedDB in Node)",
  note: "+1 = dispatch habit/count (catch-up with other tabs + one journal write); loadHome cold = a new storage instance opening the same database; first open of a day = the same plus the daily refresh; habit page cold = a new storage instance reading one habit's page over the whole history.",
  results,
  mixedAgainstEveryDay,
  measuresAgainstCounts,
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
console.log("Mixed schedules against every day, interleaved:", JSON.stringify(mixedAgainstEveryDay));
console.log("Measures (a value added) against counts (+1), interleaved:", JSON.stringify(measuresAgainstCounts));
