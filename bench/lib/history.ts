// A realistic history made by the engine itself: 50 habits (targets 1–3), 10
// goals over them, and day after day of +1s ending at `end`, until `records`
// commit records exist. Its density (about 49 records a day) makes 90,000
// records about five years. Deterministic for a given (records, end).
import { monotonicFactory } from "ulid";
import { act } from "~/game/act";
import type { Action } from "~/game/action-schema";
import { DAY_MS, dayOf, type Day } from "~/game/day";
import type { CommitRecord, User } from "~/game/entity-schemas";
import { refreshWorld } from "~/game/refresh";
import { emptyWorld, type World } from "~/game/world";
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from "~/log/backup-schema";
import { gameFieldsOf } from "~/game/definitions";

export const HABITS = 50;
export const GOALS = 10;
/** Chance that a habit is counted on a given day (its full daily target when it is). */
const DAILY_CHANCE = 0.5;
const TITLES = [
  "Drink water",
  "Read 20 pages",
  "Walk 10k steps",
  "Meditate",
  "Stretch",
  "Practice guitar",
  "Write",
  "No sugar",
  "Floss",
  "Learn Spanish",
];

/**
 * The engine copies a habit's day map and the XP day map on every action (fine
 * for the app, whose world holds recent months only): generation keeps the
 * last 60 days in the world so five years take seconds, not minutes. Records,
 * which are all a backup carries, are unaffected; the app's first open runs
 * the daily refresh over the whole stored history.
 */
const WINDOW_DAYS = 60;
const sinceDay = <T>(map: Record<Day, T>, first: Day) =>
  Object.fromEntries(Object.entries(map).filter(([day]) => day >= first)) as Record<Day, T>;
function windowed(world: World, now: number): World {
  const first = dayOf(now - WINDOW_DAYS * DAY_MS);
  const habits = Object.fromEntries(
    Object.entries(world.habits).map(([id, habit]) => [id, { ...habit, history: sinceDay(habit.history, first) }]),
  );
  return { ...world, game: { ...world.game, xpHistory: sinceDay(world.game.xpHistory, first) }, habits };
}

/** The backup file of `world` with its `records`, as the app exports it (a habit's history is rebuilt on import). */
export function backupOf(world: World, records: CommitRecord[], exportedAt: number, user: User): Backup {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt,
    user,
    game: gameFieldsOf(world.game),
    commitments: Object.values(world.commitments),
    habits: Object.values(world.habits).map(({ history: _history, ...h }) => h),
    goals: Object.values(world.goals),
    records,
  };
}

/** `count` goals of five habits each, in order, with an XP target no history reaches. */
export function createGoals(habits: World["habits"][string][], count: number, run: (action: Action) => void): void {
  for (let g = 0; g < count; g++) {
    const members = habits.slice(g * 5, g * 5 + 5).map((h) => h.commitmentId);
    run({
      type: "goal/create",
      input: { title: `Goal ${g + 1}`, description: "Keep going", xpTarget: 1_000_000, commitments: members },
    });
  }
}

/** A deterministic PRNG, so every run makes the same history. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

/** Expected records a day: every habit has a 50 % chance, and its target is 1, 2 or 3 (mean 2). */
export const RECORDS_PER_DAY = HABITS * DAILY_CHANCE * 2;

export type History = { backup: (user: User) => Backup; records: number; days: number; now: number };

/** `records` commit records of history whose last day is the day of `end`; `now` is `end`. */
export function makeHistory(userId: string, records: number, end: number): History {
  const days = Math.max(1, Math.ceil((records * 1.02) / RECORDS_PER_DAY));
  const start = end - days * DAY_MS;
  const next = monotonicFactory(random(records + 1));
  const rnd = random(records);
  let now = start;
  let world: World = emptyWorld(userId);
  const log: CommitRecord[] = [];
  const run = (action: Action) => {
    const result = act(world, action, { now, newId: () => next(now), userId });
    world = result.state;
    for (const record of result.records) log.push(record);
  };
  for (let h = 0; h < HABITS; h++) {
    const title = `${TITLES[h % TITLES.length]}${h >= TITLES.length ? ` ${Math.floor(h / TITLES.length) + 1}` : ""}`;
    run({ type: "habit/create", input: { title, dailyTarget: 1 + (h % 3) } });
  }
  const habits = Object.values(world.habits);
  createGoals(habits, GOALS, run);
  for (let day = 1; log.length < records && day <= days; day++) {
    // Spread over the day, so the last one stays before `end`.
    now = Math.min(end - 60_000, start + day * DAY_MS - 12 * 3_600_000);
    if (day % 30 === 0) world = windowed(world, now);
    world = refreshWorld(world, now);
    for (const habit of habits) {
      if (log.length >= records) break;
      if (rnd() >= DAILY_CHANCE) continue;
      for (let c = 0; c < habit.dailyTarget; c++) {
        now += 60_000;
        run({ type: "habit/count", habitId: habit.id, delta: 1 });
      }
    }
  }
  return {
    records: log.length,
    days,
    now: end,
    backup: (user) => backupOf(world, log, end, { ...user, id: userId }),
  };
}
