import { describe, expect, it } from "vitest";
import type { CommitRecord } from "~/game/entity-schemas";
import { memoryBackend } from "~/storage/backend/backend";
import { recordsOf } from "~/log/entry";
import { faultyBackend } from "~test/faulty-backend";
import { CHUNK_SIZE } from "~/storage/journal/instance-index";
import type { MomentumStorage } from "./api";
import { COMMITMENT_TAKEN } from "~/game/unique-commitments";
import { ALICE_ACCOUNT, DAY, idSequence, journalOf, seedDay, testClock, testStorage } from "~test/storage-assertions";

async function setup(options = {}) {
  const backend = memoryBackend();
  const clock = testClock();
  const storage = testStorage(backend, clock, options);
  const user = await storage.signIn(ALICE_ACCOUNT);
  return { backend, clock, storage, user };
}

async function collect<T>(
  fetch: (before: string | undefined) => Promise<{ items: T[]; next: string | null }>,
): Promise<T[]> {
  const all: T[] = [];
  let before: string | undefined;
  for (let guard = 0; guard < 1000; guard++) {
    const page = await fetch(before);
    all.push(...page.items);
    if (page.next === null) return all;
    before = page.next;
  }
  throw new Error("paging does not end");
}

/** Many days of counts on two habits, with a checkpoint half-way. */
async function history(storage: MomentumStorage, userId: string, clock: ReturnType<typeof testClock>, days: number) {
  const { read, run } = await seedDay(storage, userId, clock);
  for (let d = 0; d < days; d++) {
    clock.advance(DAY);
    await storage.dispatch(userId, { type: "habit/count", habitId: read.id, delta: 1 });
    await storage.dispatch(userId, { type: "habit/count", habitId: run.id, delta: 1 });
    if (d === Math.floor(days / 2)) await storage.flush();
  }
  return { read, run };
}

describe("home and actions", () => {
  it("a goal completed today stays on home, marked, until the day ends; then only the archive has it", async () => {
    const { storage, user, clock } = await setup();
    const { read, goal } = await seedDay(storage, user.id, clock);
    let home = await storage.loadHome(user.id);
    for (let xp = home.goals[0]!.earned; xp < goal.xpTarget; xp++) {
      ({ home } = await storage.dispatch(user.id, { type: "habit/count", habitId: read.id, delta: 1 }));
    }
    expect(home.goals.map((card) => [card.goal.id, card.percent, card.goal.completedAt])).toEqual([
      [goal.id, 100, clock.now()],
    ]);
    clock.advance(DAY);
    expect((await storage.loadHome(user.id)).goals).toEqual([]);
    expect((await storage.archive(user.id)).goals.map((g) => [g.goal.id, g.status])).toEqual([[goal.id, "completed"]]);
  });

  it("runs the daily refresh before home on a new day: streak and momentum", async () => {
    const { storage, user, clock } = await setup();
    const { read } = await seedDay(storage, user.id, clock);
    await storage.dispatch(user.id, { type: "game/setDailyTarget", dailyTarget: 3 });
    clock.advance(DAY);
    let home = await storage.loadHome(user.id);
    expect(home.game.lastDailyCheck).toBe(clock.now());
    expect([home.streak, home.game.lastStreak, home.daily.xp, home.daily.label]).toEqual([1, 1, 0, "Nothing"]);
    ({ home } = await storage.dispatch(user.id, { type: "habit/count", habitId: read.id, delta: 1 }));
    expect([home.streak, home.daily.xp, home.daily.met]).toEqual([1, 1, false]);
    ({ home } = await storage.dispatch(user.id, { type: "habit/count", habitId: read.id, delta: 1 }));
    expect([home.streak, home.daily.xp, home.daily.met]).toEqual([2, 7, true]);
    expect(home.habits[0]!.week.map((d) => d.count)).toEqual([0, 0, 0, 0, 0, 2, 2]);
  });

  it("returns the records of an action and the new home; a no-op writes nothing", async () => {
    const { storage, user, clock } = await setup();
    const counter = faultyBackend(memoryBackend());
    const s2 = testStorage(counter, clock);
    const u2 = await s2.signIn(ALICE_ACCOUNT);
    const { records, home } = await s2.dispatch(u2.id, {
      type: "habit/create",
      input: { title: "Tea", dailyTarget: 1 },
    });
    expect(records.map((r) => r.event)).toEqual(["START"]);
    expect(home.habits[0]!.habit.title).toBe("Tea");
    await s2.dispatch(u2.id, { type: "game/setDailyTarget", dailyTarget: 5 });
    const writes = counter.writes;
    await s2.dispatch(u2.id, { type: "game/setDailyTarget", dailyTarget: 5 });
    expect(counter.writes).toBe(writes);
    await expect(
      storage.dispatch(user.id, { type: "habit/count", habitId: "01J00000000000000000000009", delta: 1 }),
    ).rejects.toMatchObject({ code: "ITEM_NOT_FOUND" });
    await expect(storage.loadHome("01J00000000000000000000009")).rejects.toMatchObject({ code: "NO_SESSION" });
  });

  it("a +1 is one write, whatever the history (the checkpoint comes later, off the click)", async () => {
    const counter = faultyBackend(memoryBackend());
    const clock = testClock();
    const storage = testStorage(counter, clock, { flushEvery: 1e9 });
    const user = await storage.signIn(ALICE_ACCOUNT);
    const { read } = await history(storage, user.id, clock, 120);
    await storage.flush();
    const before = counter.writes;
    await storage.dispatch(user.id, { type: "habit/count", habitId: read.id, delta: 1 });
    expect(counter.writes - before).toBe(1);
  });

  it("refuses a second habit on a commitment id already in use (unique commitmentId)", async () => {
    const clock = testClock();
    const queue: string[] = [];
    const fresh = idSequence(100);
    // An id factory that repeats the first commitment id (the engine takes commitment, habit, record ids in that order).
    const storage = testStorage(memoryBackend(), clock, { newId: () => queue.shift() ?? fresh.next() });
    const user = await storage.signIn(ALICE_ACCOUNT);
    queue.push("01J00000000000000000000010");
    await storage.dispatch(user.id, { type: "habit/create", input: { title: "A", dailyTarget: 1 } });
    queue.push("01J00000000000000000000010");
    const error = await storage
      .dispatch(user.id, { type: "habit/create", input: { title: "B", dailyTarget: 1 } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "VALIDATION",
      issues: [{ path: ["commitmentId"], message: COMMITMENT_TAKEN }],
    });
    expect((await storage.loadHome(user.id)).habits.map((h) => h.habit.title)).toEqual(["A"]);
  });

  it("checkpoints on its own after flushEvery actions", async () => {
    const { storage, user, clock, backend } = await setup({ flushEvery: 3, flushDelayMs: 1e9 });
    await seedDay(storage, user.id, clock);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Object.keys(backend.dump().game!).some((k) => k.endsWith("/core"))).toBe(true);
  });

  it("goal progress, archive and the XP history across years", async () => {
    const { storage, user, clock, backend } = await setup();
    const { read, run, goal } = await seedDay(storage, user.id, clock);
    const progress = await storage.goalProgress(user.id, goal.id);
    expect(progress).toMatchObject({ percent: 17, earned: 7, milestones: ["PROGRESS_BEGIN"] });
    expect(progress.members).toEqual([
      {
        commitmentId: read.commitmentId,
        habitId: read.id,
        title: "Read",
        active: true,
        joinedAt: goal.createdAt,
        contributed: 7,
      },
    ]);
    clock.advance(300 * DAY);
    await storage.dispatch(user.id, { type: "habit/count", habitId: run.id, delta: 1 });
    await storage.dispatch(user.id, { type: "habit/giveUp", habitId: run.id });
    await storage.dispatch(user.id, { type: "goal/giveUp", goalId: goal.id });
    await storage.flush();
    const xp = await testStorage(backend, clock).xpHistory(user.id);
    expect(Object.keys(xp)).toEqual(["2024-05-10", "2025-03-06"]);
    const archive = await storage.archive(user.id);
    expect(archive.habits.map((h) => [h.habit.title, h.status])).toEqual([["Run", "givenUp"]]);
    expect(archive.goals.map((g) => [g.goal.title, g.status, g.percent])).toEqual([["Fit", "givenUp", 17]]);
    await expect(storage.goalProgress(user.id, read.id)).rejects.toMatchObject({ code: "ITEM_NOT_FOUND" });
  });
});

describe("a habit's page", () => {
  it("reads every month of the habit's history from a fresh tab, months apart", async () => {
    const { storage, user, clock, backend } = await setup();
    const { run } = await seedDay(storage, user.id, clock);
    await history(storage, user.id, clock, 3);
    clock.advance(100 * DAY);
    await storage.dispatch(user.id, { type: "habit/count", habitId: run.id, delta: 1 });
    await storage.flush();
    const { page, habit, today } = await testStorage(backend, clock).habitPage(user.id, run.id);
    expect(habit.title).toBe("Run");
    expect(page.months[0]!.month).toBe("2024-05");
    expect(page.months.at(-1)!.month).toBe(today.slice(0, 7));
    expect(page.months.flatMap((m) => m.days).filter((d) => d.mark === "met")).toHaveLength(5);
    expect(page.streak).toMatchObject({ current: 1, best: 4, unit: "days" });
    await expect(storage.habitPage(user.id, "no-such-habit")).rejects.toMatchObject({ code: "ITEM_NOT_FOUND" });
  });
});

describe("paged reads", () => {
  it("feed: newest first, cursor pages join up to the whole log", async () => {
    const { storage, user, clock, backend } = await setup();
    await history(storage, user.id, clock, 40);
    const all = recordsOf(await journalOf(backend, user.id)).reverse();
    const paged = await collect((before) => storage.feed(user.id, { before, limit: 7 }));
    expect(paged.map((i) => i.record)).toEqual(all);
    expect(new Set(paged.map((i) => i.title))).toEqual(new Set(["Read", "Run", "Fit"]));
    await expect(storage.feed(user.id, { before: "nope" })).rejects.toMatchObject({ code: "VALIDATION" });
  });

  it("feed: says the user's today and the day each record counted for, not the UTC date (rule 18)", async () => {
    const { storage, user, clock } = await setup();
    await storage.dispatch(user.id, { type: "game/setDayRule", timeZone: "Pacific/Kiritimati", startHour: 0 });
    // 11:00 UTC on 10 May is 01:00 on 11 May in Kiritimati (UTC+14).
    clock.advance(2 * 60 * 60 * 1000);
    await storage.dispatch(user.id, { type: "habit/create", input: { title: "Read", dailyTarget: 1 } });
    const feed = await storage.feed(user.id);
    expect(new Date(clock.now()).toISOString().slice(0, 10)).toBe("2024-05-10");
    expect(feed.today).toBe("2024-05-11");
    expect(feed.items[0]!.day).toBe("2024-05-11");
  });

  it("a habit's records: newest first, across checkpointed chunks and the entries after", async () => {
    const { storage, user, clock, backend } = await setup();
    const { read } = await history(storage, user.id, clock, 90);
    const mine = (records: CommitRecord[]) => records.filter((r) => r.instanceId === read.commitmentId);
    const all = mine(recordsOf(await journalOf(backend, user.id))).reverse();
    expect(all.length).toBeGreaterThan(CHUNK_SIZE);
    expect(await collect((before) => storage.habitRecords(user.id, read.id, { before, limit: 9 }))).toEqual(all);
    // Fresh tab, after one more checkpoint: same answer.
    await storage.flush();
    const fresh = testStorage(backend, clock);
    expect(await collect((before) => fresh.habitRecords(user.id, read.id, { before, limit: 50 }))).toEqual(all);
  });
});

describe("key layout", () => {
  it("keeps every key of a user under `{userId}/{gen}/`, the journal by page and the history by month", async () => {
    const { storage, user, clock, backend } = await setup();
    clock.set(Date.UTC(2024, 0, 30, 9));
    await history(storage, user.id, clock, 40);
    await storage.flush();
    const dump = backend.dump();
    for (const store of ["habits", "goals", "commitRecords", "commitments", "game"] as const) {
      for (const key of Object.keys(dump[store]!)) expect(key.startsWith(`${user.id}/`)).toBe(true);
    }
    const game = Object.keys(dump.game!).map((k) => k.split("/").slice(2).join("/"));
    expect(game.filter((k) => k.startsWith("hist/")).map((k) => k.slice(5, 12))).toEqual([
      "2024-01",
      "2024-02",
      "2024-03",
    ]);
    expect(game.filter((k) => k.startsWith("xp/")).map((k) => k.slice(3, 7))).toEqual(["2024"]);
    expect(Object.keys(dump.commitRecords!).filter((k) => k.includes("/log/")).length).toBeGreaterThan(2);
  });
});
