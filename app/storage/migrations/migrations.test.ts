// One stored fixture per schema version, opened by today's code.
import { describe, expect, it } from "vitest";
import superjson from "superjson";
import {
  CommitRecordSchema,
  CommitmentSchema,
  GameStateSchema,
  GoalSchema,
  HabitSchema,
  UserSchema,
} from "~/game/entity-schemas";
import { momentumOf, xpStatsOf } from "~/game/momentum";
import { replay } from "~/game/projection";
import { isRefreshDue, lastRefreshDay, refreshWorld, todayOf } from "~/game/refresh";
import type { World } from "~/game/world";
import { memoryBackend, type MemoryDump } from "~/storage/backend/backend";
import { commitmentDefOf, gameFieldsOf, goalDefOf, habitDefOf } from "~/game/definitions";
import { replayJournal } from "~/log/entry";
import { faultyBackend } from "~test/faulty-backend";
import v0 from "../../../tests/fixtures/storage/v0-legacy.json";
import v1 from "../../../tests/fixtures/storage/v1-journal.json";
import v2 from "../../../tests/fixtures/storage/v2-market.json";
import v3 from "../../../tests/fixtures/storage/v3-day-rules.json";
import { SCHEMA_VERSION } from "./migrations";
import { expectConsistent, journalOf, testClock, testStorage } from "~test/storage-assertions";
import { homeOf } from "~/storage/views";

const legacy = v0.stores;
const legacyUsers = Object.values(legacy.users).map((u) => UserSchema.parse(u));
const alice = legacyUsers.find((u) => u.username === "alice")!;
const shout = legacyUsers.find((u) => u.username === "ALICE")!;

// Data from before rule 18 knows when the refresh ran, not for which day: migration 0003 writes that
// day down (the UTC day it ran on), so the expected world says it too.
function refreshedIfDue(world: World, now: number): World {
  const today = todayOf(world.game, now);
  return isRefreshDue(world.game, now, today)
    ? refreshWorld(world, now, today)
    : { ...world, game: { ...world.game, lastDay: lastRefreshDay(world.game) } };
}

/** Opens a journal-layout fixture with today's code: home is the fold of its journal (refreshed when due). */
async function openJournalFixture(fixture: { stores: unknown; now: number; userId: string }) {
  const backend = memoryBackend(fixture.stores as MemoryDump);
  const clock = testClock(fixture.now);
  const storage = testStorage(backend, clock);
  const journal = await journalOf(backend, fixture.userId);
  const home = await storage.loadHome(fixture.userId);
  const world = refreshedIfDue(replayJournal(fixture.userId, journal), clock.now());
  expect(home).toEqual(homeOf(world, home.user, clock.now(), journal.at(-1)?.seq ?? 0));
  return { backend, clock, storage, home };
}

/** What the engine makes of a v0 user: replay of its records over its definitions. */
function legacyWorld(userId: string, now: number): World {
  const own = <T extends { userId: string }>(items: T[]) => items.filter((i) => i.userId === userId);
  const records = own(Object.values(legacy.commitRecords).map((r) => CommitRecordSchema.parse(r))).sort((a, b) =>
    a.id < b.id ? -1 : 1,
  );
  const game = Object.values(legacy.game)
    .map((g) => GameStateSchema.parse(g))
    .find((g) => g.user === userId)!;
  const world = replay(records, {
    game: { user: userId, dailyTarget: game.dailyTarget },
    habits: own(Object.values(legacy.habits).map((h) => HabitSchema.parse(h))).map(habitDefOf),
    goals: own(Object.values(legacy.goals).map((g) => GoalSchema.parse(g))).map(goalDefOf),
    commitments: own(Object.values(legacy.commitments).map((c) => CommitmentSchema.parse(c))).map(commitmentDefOf),
  });
  return refreshedIfDue({ ...world, game: { ...world.game, ...gameFieldsOf(game) } }, now);
}

describe("v0 (flat stores) → v1", () => {
  it("rebuilds the journal: home and records are the engine's replay of the v0 data", async () => {
    const backend = memoryBackend(legacy as MemoryDump);
    const clock = testClock(v0.now);
    const storage = testStorage(backend, clock);
    const home = await storage.loadHome(alice.id);
    expect(home).toEqual(homeOf(legacyWorld(alice.id, clock.now()), alice, clock.now(), home.seq));
    expect(home.habits.map((h) => h.habit.title)).toEqual(["Read", "Run"]);
    const archived = (await storage.archive(alice.id)).goals.map((g) => [g.goal.title, g.status]);
    expect(archived.sort()).toEqual([
      ["Dropped", "deleted"],
      ["Fit", "completed"],
    ]);
    const records = Object.values(legacy.commitRecords).filter((r) => r.userId === alice.id);
    const feed = await storage.feed(alice.id, { limit: 200 });
    expect(feed.items.map((i) => i.record.id)).toEqual(
      records
        .map((r) => r.id)
        .sort()
        .reverse(),
    );
    await expectConsistent(backend, alice.id, clock);
    storage.close();
  });

  it("keeps one name per user, case-insensitively, and removes the v0 keys", async () => {
    const backend = memoryBackend(legacy as MemoryDump);
    const storage = testStorage(backend, testClock(v0.now));
    expect((await storage.findUserByUsername("alice"))?.id).toBe(alice.id);
    expect((await storage.findUserByUsername("alice2"))?.id).toBe(shout.id);
    const dump = backend.dump();
    expect(superjson.parse(dump.meta!.schema as string)).toEqual({
      version: SCHEMA_VERSION,
      applied: [
        "0001-flat-stores-to-journal",
        "0002-momentum-stats-and-market",
        "0003-day-rule",
        "0004-habit-checked-days",
      ],
    });
    for (const store of ["users", "habits", "goals", "commitRecords", "commitments", "game"] as const) {
      expect(Object.keys(dump[store]!).filter((k) => !k.includes("/"))).toEqual([]);
    }
    storage.close();
  });

  // Some 25 migrations cut short and rerun (three steps each since 0003): more than 5 s on a shared machine.
  it("an interrupted migration leaves v0 readable and completes on the next open", { timeout: 60_000 }, async () => {
    const clean = memoryBackend(legacy as MemoryDump);
    const clock = testClock(v0.now);
    const counter = faultyBackend(clean);
    await testStorage(counter, clock).getUser(alice.id);
    const expected = await testStorage(clean, clock).exportBackup(alice.id);
    for (let k = 0; k < counter.writes; k += Math.max(1, Math.floor(counter.writes / 25))) {
      const inner = memoryBackend(legacy as MemoryDump);
      const dying = faultyBackend(inner, { failAt: k, mode: "die" });
      await testStorage(dying, clock).getUser(alice.id);
      const reopened = testStorage(inner, clock);
      expect(await reopened.exportBackup(alice.id), `died at write ${k}`).toEqual(expected);
      reopened.close();
    }
  });
});

describe("v1 (journal layout) → v2", () => {
  it("opens: checkpoint plus the journal entries written after it; momentum is live from migrated stats", async () => {
    const { backend, clock, storage, home } = await openJournalFixture(v1);
    expect(home.habits.map((h) => [h.habit.title, h.habit.count, h.today])).toEqual([["Read", 45, 1]]);
    // Read's 45 COUNT_UPs since it joined, against an 80 XP target.
    expect(home.goals[0]).toMatchObject({ goal: { title: "Fit", xpCurrent: 45 }, percent: 56, earned: 45 });
    expect(home.user).toMatchObject({ username: "alice", tier: 1 });
    expect(superjson.parse(backend.dump().meta!.schema as string)).toEqual({
      version: SCHEMA_VERSION,
      applied: ["0002-momentum-stats-and-market", "0003-day-rule", "0004-habit-checked-days"],
    });
    const xp = await storage.xpHistory(v1.userId);
    expect(home.momentum).toBe(momentumOf(xp));
    expect((await storage.world(v1.userId)).stats).toEqual(xpStatsOf(xp));
    expect(await storage.market(v1.userId)).toMatchObject({ rewards: [], history: [], freezes: { held: 0 } });
    await expectConsistent(backend, v1.userId, clock);
    storage.close();
  });

  it("an interrupted migration completes on the next open", async () => {
    const clock = testClock(v1.now);
    const counter = faultyBackend(memoryBackend(v1.stores as MemoryDump));
    await testStorage(counter, clock).getUser(v1.userId);
    const expected = await testStorage(memoryBackend(v1.stores as MemoryDump), clock).exportBackup(v1.userId);
    for (let k = 0; k < counter.writes; k++) {
      const inner = memoryBackend(v1.stores as MemoryDump);
      // A dead tab's own reads see writes it never made: whatever it says is moot.
      await testStorage(faultyBackend(inner, { failAt: k, mode: "die" }), clock)
        .getUser(v1.userId)
        .catch(() => undefined);
      const reopened = testStorage(inner, clock);
      expect(await reopened.exportBackup(v1.userId), `died at write ${k}`).toEqual(expected);
      await expectConsistent(inner, v1.userId, clock);
      reopened.close();
    }
  });
});

describe("v2 (momentum stats and the Market)", () => {
  it("opens as is: rewards, a redeem, a freeze held and one used for the missed day", async () => {
    const { backend, clock, storage, home } = await openJournalFixture(v2);
    const market = await storage.market(v2.userId);
    expect(market.rewards.map((r) => [r.title, r.price])).toEqual([["Dessert", 3]]);
    expect(market.freezes).toMatchObject({ held: 1, frozenDays: ["2024-05-14"] });
    expect(market.history.map((h) => h.event)).toEqual(["FREEZE_USE", "FREEZE_BUY", "FREEZE_BUY", "REWARD_REDEEM"]);
    // Days 10–13 met, 14 frozen, 15 (today) met: the freeze kept the streak.
    expect(home.streak).toBe(5);
    expect(superjson.parse(backend.dump().meta!.schema as string)).toMatchObject({ version: SCHEMA_VERSION });
    await expectConsistent(backend, v2.userId, clock);
    storage.close();
  });
});

describe("v3 (day rules, rule 18)", () => {
  it("opens as is: each entry's day stands, whatever the rule is now", async () => {
    const { backend, clock, storage, home } = await openJournalFixture(v3);
    expect(home.game.dayRule).toEqual({ timeZone: "Pacific/Kiritimati", startHour: 0 });
    // 23:30 and 01:30 in Tokyo (day starting at 3 am) were one day: 2 a day, not 1 and 1.
    expect(home.habits[0]!.week.map((d) => [d.day, d.count])).toEqual([
      ["2024-05-08", 0],
      ["2024-05-09", 0],
      ["2024-05-10", 2],
      ["2024-05-11", 2],
      ["2024-05-12", 2],
      ["2024-05-13", 1],
      ["2024-05-14", 1],
    ]);
    // The move east left 2024-05-13 early: bridged, and met, so the streak runs on.
    expect(home.game.bridgedDays).toEqual(["2024-05-13"]);
    expect(home.streak).toBe(5);
    const journal = await journalOf(backend, v3.userId);
    expect(journal.filter((e) => e.type === "habit/count").map((e) => e.day)).toEqual([
      ...["2024-05-10", "2024-05-10", "2024-05-11", "2024-05-11", "2024-05-12", "2024-05-12"],
      ...["2024-05-13", "2024-05-14"],
    ]);
    await expectConsistent(backend, v3.userId, clock);
    storage.close();
  });
});
