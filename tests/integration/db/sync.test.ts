// The server side of sync on SQLite and on PostgreSQL: pushes run through the engine in one
// transaction per user, idempotent on (clientId, mutationId) and on the ids an action made;
// refusals are logged with one sentence; the log folds to the server's cached state.
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { parseDatabaseUrl } from "~/db/config.server";
import { openConnection, type Connection } from "~/db/connection.server";
import { exportSyncData, pullLog, pullLogJson } from "~/db/sync-pull.server";
import { deleteSyncData, pushActions } from "~/db/sync.server";
import { readSyncState } from "~/db/sync-state.server";
import { calendarDay, dayOf, dayOfRecord, UTC_DAY_RULE } from "~/game/day";
import { replayLog } from "~/log/log-fold";
import type { LogEntry, PushRequest } from "~/log/protocol";
import { ENGINES, newAccountUser, userWithDevice, useTestDatabase } from "~test/db";
import { EngineDevice } from "~test/sync-device";

const HOUR_MS = 60 * 60 * 1000;

async function wholeLog(connection: Connection, userId: string): Promise<LogEntry[]> {
  return (await exportSyncData(connection, userId)).log;
}

const habitInput = (title: string) => ({ title, dailyTarget: 3 });

describe.each(ENGINES)("sync log on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("applies pushed actions in order through the engine; the log folds to the server's state", async () => {
    const { userId, device, now } = await userWithDevice(database.connection, "laptop-0001");
    const habitId = device.createHabit(habitInput("Read"), now - 3000);
    device.act({ type: "habit/count", habitId, delta: 1 }, now - 2000);
    device.act({ type: "habit/count", habitId, delta: 1 }, now - 1000);

    const answer = await pushActions(database.connection, userId, device.push(), now);
    expect(answer.results.map((result) => result.status)).toEqual(["applied", "applied", "applied"]);
    expect(answer.head).toBe(3);

    const state = await readSyncState(database.connection, userId);
    expect(state?.seq).toBe(3);
    expect(state?.world.habits[habitId]?.count).toBe(2);
    // The same ids on both sides, and a device folding the log sees exactly the server's state.
    expect(replayLog(userId, await wholeLog(database.connection, userId))).toEqual(state?.world);
    expect(state?.world.habits).toEqual(device.world.habits);
  });

  it("skips what it has seen: the same push twice, or the same action under another client id", async () => {
    const { userId, device, now } = await userWithDevice(database.connection, "phone-00001");
    const habitId = device.createHabit(habitInput("Run"), now - 2000);
    device.act({ type: "habit/count", habitId, delta: 1 }, now - 1000);
    const push = device.push();

    await pushActions(database.connection, userId, push, now);
    const again = await pushActions(database.connection, userId, push, now);
    expect(again.results.map((result) => result.status)).toEqual(["duplicate", "duplicate"]);
    // A lost answer and a storage reset later, the same actions come under a new client id: still once.
    const renamed = await pushActions(database.connection, userId, { ...push, clientId: "phone-00002" }, now);
    expect(renamed.results.map((result) => result.status)).toEqual(["duplicate", "duplicate"]);
    expect((await wholeLog(database.connection, userId)).length).toBe(2);
    expect((await readSyncState(database.connection, userId))?.world.habits[habitId]?.count).toBe(1);
  });

  it("a forged client id cannot replay another client's mutations", async () => {
    const { userId, device: laptop, now } = await userWithDevice(database.connection, "laptop-0002");
    const habitId = laptop.createHabit(habitInput("Walk"), now - 2000);
    laptop.act({ type: "habit/count", habitId, delta: 1 }, now - 1000);
    await pushActions(database.connection, userId, laptop.push(), now);

    // Another device claims the laptop's client id and sends a +1 under an old mutation id.
    const forged: PushRequest = {
      clientId: "laptop-0002",
      actions: [
        {
          mutationId: 2,
          at: now,
          day: dayOf(now),
          rule: UTC_DAY_RULE,
          action: { type: "habit/count", habitId, delta: 1 },
          ids: [ulid(now)],
        },
      ],
    };
    expect((await pushActions(database.connection, userId, forged, now)).results[0]?.status).toBe("duplicate");
    expect((await readSyncState(database.connection, userId))?.world.habits[habitId]?.count).toBe(1);
  });

  it("records a refusal with one sentence when the engine now says no", async () => {
    const userId = await newAccountUser(database.connection);
    const phone = new EngineDevice(userId, "phone-00003");
    const laptop = new EngineDevice(userId, "laptop-0003");
    const now = Date.now();
    const habitId = phone.createHabit(habitInput("Read"), now - 5000);
    phone.act({ type: "habit/count", habitId, delta: 1 }, now - 4000);
    await pushActions(database.connection, userId, phone.push(), now);
    // The laptop learned the state (count 1), then went offline and undid the +1; so did the phone.
    laptop.world = (await readSyncState(database.connection, userId))!.world;
    laptop.act({ type: "habit/count", habitId, delta: -1 }, now - 2000);
    phone.pending = [];
    phone.act({ type: "habit/count", habitId, delta: -1 }, now - 3000);
    await pushActions(database.connection, userId, phone.push(), now);

    const answer = await pushActions(database.connection, userId, laptop.push(), now);
    expect(answer.results[0]?.status).toBe("refused");
    const last = (await pullLog(database.connection, userId, answer.head - 1)).entries[0];
    expect(last?.outcome).toEqual({
      status: "refused",
      refusal: {
        code: "COUNT_BELOW_ZERO",
        message: "Your −1 on “Read” was not applied: another device had already brought today to 0.",
      },
    });
    expect((await readSyncState(database.connection, userId))?.world.habits[habitId]?.count).toBe(0);
  });

  it("refuses times before the account or ahead of the server's clock, and days its rule cannot give", async () => {
    // Fixed times: 05:00 UTC is still the day before in Honolulu and already 14:00 in Tokyo.
    const now = Date.parse("2026-03-10T05:00:00Z");
    const userId = await newAccountUser(database.connection, now - 2 * 24 * HOUR_MS);
    let mutationId = 0;
    const push = (at: number, day = dayOf(at), rule: { timeZone: string; startHour: number } = UTC_DAY_RULE) => ({
      clientId: "clock-00001",
      actions: [{ mutationId: ++mutationId, at, day, rule, action: { type: "market/buyFreeze" as const }, ids: [] }],
    });
    const codeOf = async (request: PushRequest) => {
      const { head } = await pushActions(database.connection, userId, request, now);
      const entry = (await pullLog(database.connection, userId, head - 1)).entries[0]!;
      return entry.outcome.status === "refused" ? entry.outcome.refusal.code : "applied";
    };
    const messageOf = async (request: PushRequest) => {
      const { head } = await pushActions(database.connection, userId, request, now);
      const entry = (await pullLog(database.connection, userId, head - 1)).entries[0]!;
      return entry.outcome.status === "refused" ? entry.outcome.refusal.message : "applied";
    };
    const at = now - HOUR_MS;
    const tokyo = { timeZone: "Asia/Tokyo", startHour: 0 };
    const honolulu = { timeZone: "Pacific/Honolulu", startHour: 0 };
    expect(await codeOf(push(now - 5 * 24 * HOUR_MS))).toBe("TIME_OUT_OF_RANGE");
    expect(await codeOf(push(now + 6 * 60 * 1000))).toBe("TIME_OUT_OF_RANGE");
    expect(await codeOf(push(at, "2001-01-01"))).toBe("DAY_IMPLAUSIBLE");
    // Some offset gives the day before (isPlausibleDay says yes), but Tokyo's calendar is already
    // past it and days never go back (rule 18).
    expect(calendarDay(at, tokyo)).toBe("2026-03-10");
    expect(await codeOf(push(at, "2026-03-09", tokyo))).toBe("DAY_IMPLAUSIBLE");
    expect(await messageOf(push(at, "2026-03-09", tokyo))).toBe(
      "Your streak freeze purchase was not applied: the day it counted for could not have been that day at its time under its day rule.",
    );
    // Two days ahead is no place's day at all.
    expect(await codeOf(push(at, "2026-03-11", tokyo))).toBe("DAY_IMPLAUSIBLE");
    expect(await codeOf(push(at, "2026-03-10", { timeZone: "Mars/Olympus_Mons", startHour: 0 }))).toBe(
      "DAY_RULE_UNKNOWN",
    );
    expect(await codeOf(push(at, "2026-03-10", { timeZone: "UTC", startHour: 7 }))).toBe("DAY_RULE_UNKNOWN");
    // Within the window the engine decides: no coins yet for a freeze. Honolulu's calendar says
    // the 9th, and a day kept from before a move west (the 10th) is later, never earlier: both pass.
    expect(calendarDay(at, honolulu)).toBe("2026-03-09");
    expect(await codeOf(push(at, "2026-03-09", honolulu))).toBe("NOT_ENOUGH_COINS");
    expect(await codeOf(push(at, "2026-03-10", honolulu))).toBe("NOT_ENOUGH_COINS");
    expect(await codeOf(push(now - 30 * 60 * 1000))).toBe("NOT_ENOUGH_COINS");
  });

  it("counts each action on the day its device counted it for, in whatever order devices push", async () => {
    const now = Date.parse("2026-03-10T20:00:00Z"); // 05:00 on the 11th in Tokyo
    const userId = await newAccountUser(database.connection, now - 5 * 24 * HOUR_MS);
    const tokyo = new EngineDevice(userId, "tokyo-00001");
    tokyo.act({ type: "game/setDayRule", timeZone: "Asia/Tokyo", startHour: 0 }, now - 20 * HOUR_MS);
    const habitId = tokyo.createHabit(habitInput("Read"), now - 20 * HOUR_MS + 1000);
    await pushActions(database.connection, userId, tokyo.push(), now);
    tokyo.pending = [];
    // A second device learns that state and goes offline: its +1 on the 10th reaches the server
    // after Tokyo's +1 on the 11th.
    const late = new EngineDevice(userId, "late-000001");
    late.world = (await readSyncState(database.connection, userId))!.world;
    late.act({ type: "habit/count", habitId, delta: 1 }, now - 12 * HOUR_MS);
    tokyo.act({ type: "habit/count", habitId, delta: 1 }, now - 60_000);
    expect([late.pending[0]?.day, tokyo.pending[0]?.day]).toEqual(["2026-03-10", "2026-03-11"]);
    await pushActions(database.connection, userId, tokyo.push(), now);
    const answer = await pushActions(database.connection, userId, late.push(), now);
    expect(answer.results[0]?.status).toBe("applied");

    const log = await wholeLog(database.connection, userId);
    const applied = log.map((entry) => (entry.outcome.status === "applied" ? entry.outcome.entry : null));
    expect(applied.map((entry) => entry?.day)).toEqual(["2026-03-10", "2026-03-10", "2026-03-11", "2026-03-10"]);
    const counted = applied.flatMap((entry) =>
      (entry?.records ?? []).filter((record) => record.event === "COUNT_UP").map(dayOfRecord),
    );
    expect(counted).toEqual(["2026-03-11", "2026-03-10"]);
    const state = (await readSyncState(database.connection, userId))!;
    // Each day has its own +1, and the later day stays the last one refreshed (days never go back).
    expect(state.world.habits[habitId]?.history).toEqual({ "2026-03-10": 1, "2026-03-11": 1 });
    expect(state.world.game.lastDay).toBe("2026-03-11");
    expect(replayLog(userId, log)).toEqual(state.world);
  });

  it("serializes concurrent pushes of one user: one gap-free sequence, every +1 counted once", async () => {
    const { userId, device: creator, now } = await userWithDevice(database.connection, "creator-001");
    const habitId = creator.createHabit({ title: "Water", dailyTarget: 100 }, now - 10_000);
    await pushActions(database.connection, userId, creator.push(), now);
    const devices = Array.from({ length: 8 }, (_, i) => {
      const device = new EngineDevice(userId, `device-${String(i).padStart(4, "0")}`);
      device.world = creator.world;
      for (let n = 0; n < 3; n++) device.act({ type: "habit/count", habitId, delta: 1 }, now - 5000 + i * 10 + n);
      return device;
    });
    // Every push twice at once (a retry racing its original): still each action once.
    await Promise.all(
      devices
        .flatMap((device) => [device.push(), device.push()])
        .map((p) => pushActions(database.connection, userId, p, now)),
    );
    const log = await wholeLog(database.connection, userId);
    expect(log.map((entry) => entry.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await readSyncState(database.connection, userId))?.world.habits[habitId]?.count).toBe(24);
    expect(replayLog(userId, log)).toEqual((await readSyncState(database.connection, userId))?.world);
  });

  // Two processes on one SQLite file queue on its write lock; two pools in one process cannot
  // (better-sqlite3 waits synchronously): the many-process deployment is PostgreSQL's.
  const onPostgres: (name: string, test: () => Promise<void>) => void = engine === "postgres" ? it : () => undefined;
  onPostgres("two server processes (two pools) pushing one account give the log one process gives", async () => {
    const run = async (through: (i: number) => Connection) => {
      const { userId, device: creator, now } = await userWithDevice(database.connection, "creator-002");
      const habitId = creator.createHabit({ title: "Tea", dailyTarget: 50 }, now - 20_000);
      await pushActions(database.connection, userId, creator.push(), now);
      const pushes = Array.from({ length: 6 }, (_, i) => {
        const device = new EngineDevice(userId, `proc-dev-${i}000`);
        device.world = creator.world;
        for (let n = 0; n < 4; n++)
          device.act({ type: "habit/count", habitId, delta: n === 3 ? -1 : 1 }, now - 9000 + n);
        return device.push();
      });
      await Promise.all(pushes.map((push, i) => pushActions(through(i), userId, push, now)));
      const log = await wholeLog(database.connection, userId);
      const world = (await readSyncState(database.connection, userId))!.world;
      return {
        seqs: log.map((entry) => entry.seq),
        mutations: log.map((entry) => `${entry.clientId}:${entry.mutationId}:${entry.outcome.status}`).sort(),
        count: world.habits[habitId]?.count,
        replayed: replayLog(userId, log).habits[habitId]?.count,
      };
    };
    const second = await openConnection(parseDatabaseUrl(database.url));
    try {
      const one = await run(() => database.connection);
      const two = await run((i) => (i % 2 === 0 ? database.connection : second));
      expect(two).toEqual(one);
      expect(one.count).toBe(12);
      expect(one.seqs).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    } finally {
      await second.close();
    }
  });

  it("pulls in bounded pages with each client's newest mutation id; delete leaves the account", async () => {
    const { userId, device, now } = await userWithDevice(database.connection, "pager-00001");
    const habitId = device.createHabit(habitInput("Stretch"), now - 9000);
    for (let n = 0; n < 2; n++) device.act({ type: "habit/count", habitId, delta: 1 }, now - 8000 + n);
    await pushActions(database.connection, userId, device.push(), now);

    const first = await pullLog(database.connection, userId, 0, 2);
    expect(first.entries.map((entry) => entry.seq)).toEqual([1, 2]);
    expect(first).toMatchObject({ head: 3, more: true, clients: { "pager-00001": 3 } });
    const rest = await pullLog(database.connection, userId, 2, 2);
    expect(rest.entries.map((entry) => entry.seq)).toEqual([3]);
    expect(rest.more).toBe(false);
    // What the endpoint sends (stored bodies passed through as text) is exactly that answer.
    device.pending = [];
    device.act({ type: "habit/count", habitId, delta: -1 }, now - 100);
    device.pending[0]!.at = now + 60 * 60 * 1000; // refused: ahead of the server's clock
    await pushActions(database.connection, userId, device.push(), now);
    for (const [after, limit] of [
      [0, 2],
      [0, 10],
      [3, 10],
    ] as const) {
      expect(JSON.parse(await pullLogJson(database.connection, userId, after, limit))).toEqual(
        await pullLog(database.connection, userId, after, limit),
      );
    }
    expect((await pullLog(database.connection, userId, 3)).entries[0]?.outcome.status).toBe("refused");

    await deleteSyncData(database.connection, userId);
    expect(await pullLog(database.connection, userId, 0)).toEqual({ entries: [], head: 0, more: false, clients: {} });
    expect(await readSyncState(database.connection, userId)).toBeNull();
    const user = await database.connection.db
      .selectFrom("users")
      .select("id")
      .where("id", "=", userId)
      .executeTakeFirst();
    expect(user?.id).toBe(userId);
  });
});
