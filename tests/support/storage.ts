// Helpers for tests, fixtures and the bench (never imported by storage itself).
import type { Account } from "~/account/account";
import type { Action } from "~/game/action-schema";
import { Tier } from "~/game/constants";
import { memoryBackend, type Backend } from "~/storage/backend/backend";
import { tablesOf } from "~/storage/backend/codec";
import { readJournal } from "~/storage/journal/journal";
import { namespaceOf } from "~/storage/backend/keys";
import type { JournalEntry } from "~/log/entry-schema";
import type { MomentumStorage, StorageOptions } from "~/storage/api";
import { createStorage } from "~/storage/storage";
import { readRoot } from "~/storage/journal/users";

/** `action` by `userId` on `storage`, as the page dispatches it. */
export const act = (storage: MomentumStorage, userId: string, action: Action) => storage.dispatch(userId, action);

/** The id of `userId`'s habit titled `title` (the test made it, so it is there). */
export const habitIdByTitle = async (storage: MomentumStorage, userId: string, title: string) =>
  (await storage.loadHome(userId)).habits.find((card) => card.habit.title === title)!.habit.id;

/** 2024-05-10 09:00 UTC. */
export const T0 = Date.UTC(2024, 4, 10, 9, 0, 0);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Deterministic ULIDs: the same sequence for storage and for the engine run. */
export function idSequence(start = 0) {
  let n = start;
  const next = () => {
    let x = n++;
    let tail = "";
    for (let i = 0; i < 16; i++, x = Math.floor(x / 32)) tail = CROCKFORD[x % 32] + tail;
    return `01J${"0".repeat(7)}${tail}`;
  };
  return {
    next,
    get position() {
      return n;
    },
  };
}

export type Clock = { now: () => number; advance: (ms: number) => void; set: (t: number) => void };

/**
 * Noon UTC `days` days before today: a start for a test clock near the real one whose steps of a
 * few hours never cross midnight by chance of when the suite runs (a day change brings a daily
 * refresh and other day keys).
 */
export const noonUtcDaysAgo = (days: number): number =>
  Math.floor(Date.now() / 86_400_000) * 86_400_000 - days * 86_400_000 + 43_200_000;

export function testClock(start = T0): Clock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms), set: (v) => void (t = v) };
}

export const ALICE_ACCOUNT: Account = {
  provider: "google",
  providerId: "alice-1",
  name: "Alice Liddell",
  handle: "alice",
  email: "alice@example.com",
  tier: Tier.FREE,
};

/** A storage for tests: no channel, no timed checkpoints unless asked. */
export function testStorage(backend: Backend, clock: Clock, options: StorageOptions = {}): MomentumStorage {
  return createStorage({ backend, now: clock.now, channelName: null, flushEvery: 1e9, flushDelayMs: 1e9, ...options });
}

export async function journalOf(backend: Backend, userId: string): Promise<JournalEntry[]> {
  const tables = tablesOf(backend);
  const root = await readRoot(tables, userId);
  if (!root) return [];
  return readJournal(tables, namespaceOf(userId, root.gen));
}

/** A day of typical use: habits, a goal with members, counts, edits. Returns the ids. */
export async function seedDay(storage: MomentumStorage, userId: string, clock: Clock) {
  const run = (action: Action) => storage.dispatch(userId, action);
  await run({ type: "habit/create", input: { title: "Read", dailyTarget: 2 } });
  await run({ type: "habit/create", input: { title: "Run", description: "5k", dailyTarget: 1 } });
  let home = await storage.loadHome(userId);
  const [read, runHabit] = home.habits.map((c) => c.habit);
  await run({
    type: "goal/create",
    input: { title: "Fit", description: "Get fit", xpTarget: 40, commitments: [read!.commitmentId] },
  });
  clock.advance(HOUR);
  await run({ type: "habit/count", habitId: read!.id, delta: 1 });
  await run({ type: "habit/count", habitId: read!.id, delta: 1 });
  await run({ type: "habit/count", habitId: runHabit!.id, delta: 1 });
  home = await storage.loadHome(userId);
  return { read: read!, run: runHabit!, goal: home.goals[0]!.goal };
}

/** Alice in a fresh memory backend: seedDay, then a day later one more +1 on Run. */
export async function twoDaysOfAlice(options: StorageOptions = {}) {
  const backend = memoryBackend();
  const clock = testClock();
  const storage = testStorage(backend, clock, options);
  const user = await storage.signIn(ALICE_ACCOUNT);
  const ids = await seedDay(storage, user.id, clock);
  clock.advance(DAY);
  await storage.dispatch(user.id, { type: "habit/count", habitId: ids.run.id, delta: 1 });
  return { backend, clock, storage, user, ids };
}
