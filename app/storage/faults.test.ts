// Crash and refusal at every write: for each kind of action (and the checkpoint
// that follows it), the backend throws or "dies" at write k, for every k. A
// fresh storage on the same data must then equal a full replay of its log and
// show all of the action or none of it.
import { describe, expect, it } from "vitest";
import type { Action } from "~/game/act";
import type { Goal } from "~/game/entity-schemas";
import superjson from "superjson";
import { isGameError } from "~/game/errors";
import { memoryBackend, type MemoryDump } from "~/storage/backend/backend";
import { faultyBackend, type FaultMode } from "~test/faulty-backend";
import { histKey, partKey, xpKey } from "~/storage/backend/keys";
import type { Core } from "~/storage/backend/schemas";
import type { JournalEntry } from "~/log/entry-schema";
import type { MomentumStorage } from "./api";
import {
  ALICE_ACCOUNT,
  DAY,
  expectConsistent,
  HOUR,
  idSequence,
  journalOf,
  seedDay,
  T0,
  testClock,
  testStorage,
} from "~test/storage-assertions";

type Ids = Awaited<ReturnType<typeof seedDay>> & { userId: string; pair: Goal };
type Case = {
  name: string;
  run: (storage: MomentumStorage, ids: Ids, backup: string) => Promise<unknown>;
  advance?: number;
  /** The engine refuses the action with this code: nothing is written, so no write can fail. */
  refused?: string;
};

const BOB_ACCOUNT = { ...ALICE_ACCOUNT, providerId: "bob-1", handle: "alice", name: "Bob" };
const count = (habitId: string, delta: 1 | -1 = 1): Action => ({ type: "habit/count", habitId, delta });
const CASES: Case[] = [
  {
    name: "create habit",
    run: (s, i) => s.dispatch(i.userId, { type: "habit/create", input: { title: "Swim", dailyTarget: 1 } }),
  },
  {
    name: "edit habit (target re-decides DAILYCHECK)",
    run: (s, i) => s.dispatch(i.userId, { type: "habit/edit", habitId: i.read.id, changes: { dailyTarget: 5 } }),
  },
  { name: "count +1 (DAILYCHECK)", run: (s, i) => s.dispatch(i.userId, count(i.run.id)) },
  { name: "count -1 (rollback)", run: (s, i) => s.dispatch(i.userId, count(i.read.id, -1)) },
  { name: "give up habit", run: (s, i) => s.dispatch(i.userId, { type: "habit/giveUp", habitId: i.run.id }) },
  { name: "delete habit", run: (s, i) => s.dispatch(i.userId, { type: "habit/delete", habitId: i.read.id }) },
  {
    name: "create goal",
    run: (s, i) =>
      s.dispatch(i.userId, {
        type: "goal/create",
        input: { title: "G", description: "D", xpTarget: 5, commitments: [i.run.commitmentId] },
      }),
  },
  {
    name: "edit goal (milestones fire)",
    run: (s, i) => s.dispatch(i.userId, { type: "goal/edit", goalId: i.goal.id, changes: { xpTarget: 1 } }),
  },
  {
    name: "add to goal",
    run: (s, i) =>
      s.dispatch(i.userId, { type: "goal/addCommitment", goalId: i.goal.id, commitmentId: i.run.commitmentId }),
  },
  {
    name: "drop from goal (one of its two habits)",
    run: (s, i) =>
      s.dispatch(i.userId, { type: "goal/dropCommitment", goalId: i.pair.id, commitmentId: i.read.commitmentId }),
  },
  {
    // Rule 17: a goal needs at least one habit.
    name: "drop from goal (its last habit: refused)",
    run: (s, i) =>
      s.dispatch(i.userId, { type: "goal/dropCommitment", goalId: i.goal.id, commitmentId: i.read.commitmentId }),
    refused: "LAST_HABIT",
  },
  { name: "give up goal", run: (s, i) => s.dispatch(i.userId, { type: "goal/giveUp", goalId: i.goal.id }) },
  { name: "delete goal", run: (s, i) => s.dispatch(i.userId, { type: "goal/delete", goalId: i.goal.id }) },
  { name: "daily target", run: (s, i) => s.dispatch(i.userId, { type: "game/setDailyTarget", dailyTarget: 3 }) },
  { name: "daily refresh (home on a new day)", run: (s, i) => s.loadHome(i.userId), advance: DAY },
  { name: "refresh + count on a new day", run: (s, i) => s.dispatch(i.userId, count(i.read.id)), advance: DAY },
  {
    name: "profile edit",
    run: (s, i) => s.updateProfile(i.userId, { username: "queen", name: "Q", email: "q@example.com" }),
  },
  { name: "import", run: (s, i, backup) => s.importBackup(i.userId, backup) },
  { name: "create user (first sign-in)", run: (s) => s.signIn(BOB_ACCOUNT) },
];

/** The seeded data every case starts from (plus a backup text to import). */
async function base() {
  const backend = memoryBackend();
  const clock = testClock(T0);
  const ids = idSequence();
  const storage = testStorage(backend, clock, { newId: ids.next });
  const user = await storage.signIn(ALICE_ACCOUNT);
  const seeded = await seedDay(storage, user.id, clock);
  await storage.dispatch(user.id, { type: "habit/create", input: { title: "Other", dailyTarget: 1 } });
  const backup = await storage.exportBackup(user.id);
  // A second goal, made of two habits: one of them can be dropped (a goal keeps at least one, rule 17).
  const commitments = [seeded.read.commitmentId, seeded.run.commitmentId];
  const { home } = await storage.dispatch(user.id, {
    type: "goal/create",
    input: { title: "Pair", description: "Both", xpTarget: 100, commitments },
  });
  const pair = home.goals.find((card) => card.goal.title === "Pair")!.goal;
  await storage.dispatch(user.id, count(seeded.run.id, 1)).catch(() => undefined);
  await storage.dispatch(user.id, count(seeded.run.id, -1));
  await storage.flush();
  storage.close();
  return {
    dump: backend.dump(),
    clock: clock.now(),
    idPosition: ids.position,
    ids: { ...seeded, userId: user.id, pair },
    backup,
  };
}

type Base = Awaited<ReturnType<typeof base>>;

/** Runs the case on a copy of the base; the backend fails from write `failAt` (relative to the case). */
async function attempt(b: Base, c: Case, mode: FaultMode, failAt: number | null) {
  const inner = memoryBackend(b.dump as MemoryDump);
  const faulty = faultyBackend(inner);
  const clock = testClock(b.clock + (c.advance ?? HOUR));
  const storage = testStorage(faulty, clock, { newId: idSequence(b.idPosition).next });
  // Warm up (open the user cache) unless the case is about what the first open of a day does.
  const homeBefore = c.advance ? null : await storage.loadHome(b.ids.userId);
  const start = faulty.writes;
  faulty.plan.mode = mode;
  faulty.plan.failAt = failAt === null ? null : start + failAt;
  const outcome = await c.run(storage, b.ids, b.backup).then(
    () => "ok",
    (e: unknown) => (isGameError(e) ? e.code : `crash: ${String(e)}`),
  );
  const flushed = await storage.flush().then(
    () => "ok",
    (e: unknown) => (isGameError(e) ? e.code : `crash: ${String(e)}`),
  );
  faulty.plan.failAt = null;
  // A refused write leaves memory as it was before the action.
  if (mode === "throw" && outcome === "INDEXEDDB_ERROR" && homeBefore)
    expect(await storage.loadHome(b.ids.userId)).toEqual(homeBefore);
  storage.close();
  return { inner, clock, writes: faulty.writes - start, outcome, flushed };
}

const entriesKey = (entries: JournalEntry[]) => JSON.stringify(entries);

describe("fault injection: every write of every action", () => {
  it.each(CASES)("$name", async (c) => {
    const b = await base();
    const baseline = await journalOf(memoryBackend(b.dump as MemoryDump), b.ids.userId);
    const clean = await attempt(b, c, "throw", null);
    if (c.refused) {
      expect([clean.outcome, clean.flushed]).toEqual([c.refused, "ok"]);
      expect(clean.writes).toBe(0);
      expect(entriesKey(await journalOf(clean.inner, b.ids.userId))).toBe(entriesKey(baseline));
      return;
    }
    expect([clean.outcome, clean.flushed]).toEqual(["ok", "ok"]);
    const cleanUser =
      (await testStorage(clean.inner, clean.clock).getUser(b.ids.userId)) ??
      (await testStorage(clean.inner, clean.clock).signIn(ALICE_ACCOUNT));
    const complete = await journalOf(clean.inner, cleanUser.id);
    expect(clean.writes).toBeGreaterThan(0);
    for (const mode of ["die", "throw"] as const) {
      for (let k = 0; k < clean.writes; k++) {
        const run = await attempt(b, c, mode, k);
        expect(run.outcome, `${mode} at ${k}`).toMatch(/^(ok|INDEXEDDB_ERROR)$/);
        const reopened = testStorage(run.inner, run.clock);
        const user = await reopened.signIn(ALICE_ACCOUNT);
        await expectConsistent(run.inner, user.id, run.clock);
        const journal = await journalOf(run.inner, user.id);
        // All of the action or none of it.
        expect([entriesKey(baseline), entriesKey(complete)], `${mode} at ${k}`).toContain(entriesKey(journal));
        if (c.name === "profile edit") {
          const profile = await reopened.getUser(user.id);
          expect([ALICE_ACCOUNT.handle, "queen"]).toContain(profile?.username);
          expect((await reopened.findUserByUsername(profile!.username))?.id).toBe(user.id);
        }
        if (c.name === "create user (first sign-in)") {
          // One user per account, whose name the index finds, whatever write the crash hit.
          const bob = await reopened.signIn(BOB_ACCOUNT);
          expect(await reopened.signIn(BOB_ACCOUNT)).toEqual(bob);
          expect(bob.username).toBe("alice2");
          expect((await reopened.findUserByUsername("alice2"))?.id).toBe(bob.id);
          expect((await reopened.findUserByUsername("alice"))?.id).toBe(user.id);
        }
        // The survivor takes further actions normally.
        const home = await reopened.loadHome(user.id);
        await reopened.dispatch(user.id, count(home.habits[0]!.habit.id));
        reopened.close();
      }
    }
  });

  it("a refused journal write keeps memory as it was, and the next action works", async () => {
    const b = await base();
    const faulty = faultyBackend(memoryBackend(b.dump as MemoryDump));
    const clock = testClock(b.clock + HOUR);
    const storage = testStorage(faulty, clock);
    const before = await storage.loadHome(b.ids.userId);
    faulty.plan.failAt = faulty.writes;
    const error = await storage.dispatch(b.ids.userId, count(b.ids.run.id)).catch((e: unknown) => e);
    expect(isGameError(error) && error.code).toBe("INDEXEDDB_ERROR");
    expect(isGameError(error) && error.message).toBe("An error occured with local IndexedDB.");
    expect(await storage.loadHome(b.ids.userId)).toEqual(before);
    faulty.plan.failAt = null;
    const { home } = await storage.dispatch(b.ids.userId, count(b.ids.run.id));
    expect(home.habits.find((h) => h.habit.id === b.ids.run.id)?.today).toBe(
      before.habits.find((h) => h.habit.id === b.ids.run.id)!.today + 1,
    );
    storage.close();
  });

  it("what a checkpoint that died half-way wrote is collected by the daily sweep", async () => {
    const b = await base();
    const inner = memoryBackend(b.dump as MemoryDump);
    const clock = testClock(b.clock + 3 * DAY);
    const dying = faultyBackend(inner);
    const storage = testStorage(dying, clock);
    await storage.dispatch(b.ids.userId, count(b.ids.read.id));
    dying.plan = { failAt: dying.writes + 3, mode: "die" };
    await storage.flush();
    storage.close();
    const partitions = () => {
      const dump = inner.dump();
      return [...Object.keys(dump.habits!), ...Object.keys(dump.game!).filter((k) => /\/(hist|xp)\//.test(k))];
    };
    const named = () => {
      const [coreKey, raw] = Object.entries(inner.dump().game!).find(([k]) => k.endsWith("/core"))!;
      const core = superjson.parse<Core>(String(raw));
      const ns = coreKey.slice(0, -"/core".length);
      return new Set([
        partKey(ns, core.dir.habits!),
        ...Object.entries(core.dir.hist).map(([m, v]) => histKey(ns, m, v)),
        ...Object.entries(core.dir.xp).map(([y, v]) => xpKey(ns, y, v)),
      ]);
    };
    const orphans = () => partitions().filter((k) => !named().has(k));
    expect(orphans().length).toBeGreaterThan(0);
    const survivor = testStorage(inner, clock, { flushEvery: 1 });
    await survivor.dispatch(b.ids.userId, count(b.ids.read.id));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(orphans()).toEqual([]);
    await expectConsistent(inner, b.ids.userId, clock);
    survivor.close();
  });
});
