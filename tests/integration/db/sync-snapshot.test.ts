// A new device on an account the server already holds (ADR 0027), on both engines: browser
// storages on fake-indexeddb against the real route handlers. Its first round takes the
// server's state (GET /sync/state) as a one-entry journal, the next pulls the whole log and
// rebuilds on it. Actions made in between are pushed once and kept; refusals are learned once;
// a crash at any storage write of the two rounds leaves nothing, the state or the whole log,
// and the next start completes it.
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { getDatabase } from "~/db/database.server";
import { exportSyncData } from "~/db/sync-pull.server";
import { isGameError } from "~/game/errors";
import { emptyWorld } from "~/game/world";
import { ENGINES, useServerDatabase } from "~test/db";
import { faultyBackend } from "~test/faulty-backend";
import { act, habitIdByTitle, journalOf, noonUtcDaysAgo, testClock, type Clock } from "~test/storage";
import {
  comparableWorld,
  freshIndexedDb,
  serverAccount,
  serverWorldOf,
  useDevices,
  type Device,
} from "~test/sync-accounts";
import { useEnv } from "../auth/helpers";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const serverLog = async (userId: string) => (await exportSyncData(await getDatabase(), userId)).log;

/** Device A's history: from before sync (uploaded at its first round), then pushed actions. */
async function seedAccount(a: Device, userId: string, clock: Clock): Promise<void> {
  await act(a.storage, userId, { type: "habit/create", input: { title: "Read", dailyTarget: 2 } });
  await act(a.storage, userId, { type: "habit/create", input: { title: "Run", dailyTarget: 1 } });
  const read = await habitIdByTitle(a.storage, userId, "Read");
  for (let i = 0; i < 3; i++) await act(a.storage, userId, { type: "habit/count", habitId: read, delta: 1 });
  clock.advance(HOUR);
  await a.storage.syncNow(userId, a.transport);
  clock.advance(DAY);
  await act(a.storage, userId, { type: "habit/count", habitId: read, delta: 1 });
  await act(a.storage, userId, { type: "game/setDailyTarget", dailyTarget: 7 });
  await a.storage.syncNow(userId, a.transport);
  clock.advance(HOUR);
}

/** Rounds until the device holds the whole log (at most `limit`). */
async function syncUntilWhole(device: Device, userId: string, limit = 3): Promise<void> {
  for (let i = 0; i < limit; i++) if (!(await device.storage.syncNow(userId, device.transport)).more) return;
  throw new Error(`still filling after ${limit} rounds`);
}

describe.each(ENGINES)("a new device starts from the server's state on %s", (engine) => {
  useServerDatabase(engine, (url) => useEnv({ DATABASE_URL: url, SYNC: "on" }));
  const open = useDevices();

  /** An account whose history device A put on the server. */
  async function seeded() {
    const clock = testClock(noonUtcDaysAgo(3));
    const account = await serverAccount(await getDatabase(), Date.now() - 4 * DAY);
    const userId = account.user.id;
    const a = await open(account, clock);
    await seedAccount(a, userId, clock);
    return { clock, account, userId, a };
  }

  it("shows the server's state after one round and holds the whole log after the next", async () => {
    const { clock, account, userId, a } = await seeded();
    const backend = freshIndexedDb();
    const b = await open(account, clock, backend);
    const server = await serverWorldOf(userId);

    const first = await b.storage.syncNow(userId, b.transport);
    expect(first).toMatchObject({ rebuilt: true, more: true, pulled: 0, pushed: 0 });
    expect(comparableWorld(await b.storage.world(userId))).toEqual(comparableWorld(server));
    const home = await b.storage.loadHome(userId);
    expect(home.habits.map((card) => [card.habit.title, card.habit.count])).toEqual(
      Object.values(server.habits).map((habit) => [habit.title, habit.count]),
    );
    expect((await journalOf(backend, userId)).map((entry) => entry.type)).toEqual(["sync/snapshot"]);
    expect(await b.storage.syncView(userId)).toMatchObject({ pending: 0, filling: true });
    // A backup of the state alone would lose the records behind it.
    const refused = await b.storage.exportBackup(userId).catch((error: unknown) => error);
    expect(isGameError(refused) && refused.code).toBe("HISTORY_ARRIVING");

    const second = await b.storage.syncNow(userId, b.transport);
    expect(second).toMatchObject({ rebuilt: true, more: false, refusals: [] });
    expect(await b.storage.syncView(userId)).toMatchObject({ pending: 0, filling: false });
    expect(comparableWorld(await b.storage.world(userId))).toEqual(comparableWorld(server));
    // The journal is the log now, and a backup of it holds what A's holds.
    expect((await journalOf(backend, userId)).some((entry) => entry.world)).toBe(false);
    const records = async (device: Device) =>
      (JSON.parse(await device.storage.exportBackup(userId)) as { records: { id: string }[] }).records.map(
        (record) => record.id,
      );
    expect(await records(b)).toEqual(await records(a));
    expect(await b.storage.syncNow(userId, b.transport)).toMatchObject({ rebuilt: false, more: false, pulled: 0 });
  });

  it("an action made before the log arrives is pushed once and kept; a refusal is learned once", async () => {
    const { clock, account, userId, a } = await seeded();
    const b = await open(account, clock);
    await b.storage.syncNow(userId, b.transport);
    const read = await habitIdByTitle(a.storage, userId, "Read");
    const readBefore = (await serverWorldOf(userId)).habits[read]!.count;
    // Meanwhile A deletes Run: B's +1 on it will be refused by the server.
    await act(a.storage, userId, { type: "habit/delete", habitId: await habitIdByTitle(a.storage, userId, "Run") });
    await a.storage.syncNow(userId, a.transport);
    clock.advance(1000);
    await act(b.storage, userId, {
      type: "habit/count",
      habitId: await habitIdByTitle(b.storage, userId, "Read"),
      delta: 1,
    });
    await act(b.storage, userId, {
      type: "habit/count",
      habitId: await habitIdByTitle(b.storage, userId, "Run"),
      delta: 1,
    });
    expect(await b.storage.syncView(userId)).toMatchObject({ pending: 2, filling: true });

    const fill = await b.storage.syncNow(userId, b.transport);
    expect(fill).toMatchObject({ pushed: 2, more: false });
    expect(fill.refusals).toHaveLength(1);
    expect(await b.storage.syncNow(userId, b.transport)).toMatchObject({ pushed: 0, refusals: [] });
    await a.storage.syncNow(userId, a.transport);
    const clientId = (await b.storage.syncView(userId))!.clientId;
    expect((await serverLog(userId)).filter((line) => line.clientId === clientId)).toHaveLength(2);
    const server = await serverWorldOf(userId);
    expect(server.habits[read]!.count).toBe(readBefore + 1);
    for (const device of [a, b])
      expect(comparableWorld(await device.storage.world(userId))).toEqual(comparableWorld(server));
    expect((await b.storage.syncView(userId))!.refusals).toHaveLength(1);
  });

  it("another tab on the same device sees the state, then the whole log", async () => {
    const { clock, account, userId } = await seeded();
    const backend = freshIndexedDb();
    const b = await open(account, clock, backend);
    const tab = (await open(account, clock, backend)).storage;
    expect((await tab.loadHome(userId)).habits).toHaveLength(0);
    await b.storage.syncNow(userId, b.transport);
    expect((await tab.loadHome(userId)).habits.map((card) => card.habit.title)).toEqual(["Read", "Run"]);
    await b.storage.syncNow(userId, b.transport);
    expect(comparableWorld(await tab.world(userId))).toEqual(comparableWorld(await serverWorldOf(userId)));
  });

  it("a crash at any storage write of the two rounds leaves nothing, the state or the whole log; the next start completes it", async () => {
    const { clock, account, userId } = await seeded();
    const empty = comparableWorld(emptyWorld(userId));
    // A clean new device, to count the writes of its two rounds.
    const probe = faultyBackend(freshIndexedDb());
    const probeDevice = await open(account, clock, probe);
    await probeDevice.storage.loadHome(userId);
    const ready = probe.writes;
    await syncUntilWhole(probeDevice, userId);
    const writes = probe.writes - ready;
    expect(writes).toBeGreaterThan(10);

    for (let k = 0; k < writes; k++) {
      const server = await serverWorldOf(userId);
      const disk = freshIndexedDb();
      const backend = faultyBackend(disk, { failAt: null, mode: "die" });
      const device = await open(account, clock, backend);
      await device.storage.loadHome(userId);
      backend.plan.failAt = backend.writes + k; // the tab is gone from this write on
      await syncUntilWhole(device, userId).catch(() => undefined);
      device.storage.close();

      // Opened again on what reached the disk: an empty account or the server's, never a part;
      // and what the user does then is kept, and reaches the server once.
      const reopened = await open(account, clock, disk);
      const seen = comparableWorld(await reopened.storage.world(userId));
      expect([empty, comparableWorld(server)], `crash at write ${k}`).toContainEqual(seen);
      // A device left empty starts over from the server's state before the user acts: the account
      // took its one history upload already (rule 26), so an empty device's own history would be refused.
      if (isDeepStrictEqual(seen, empty)) await syncUntilWhole(reopened, userId);
      clock.advance(1000);
      await act(reopened.storage, userId, { type: "habit/create", input: { title: `New ${k}`, dailyTarget: 1 } });
      await syncUntilWhole(reopened, userId);
      const after = await serverWorldOf(userId);
      const titles = Object.values(after.habits).map((habit) => habit.title);
      expect(
        titles.filter((title) => title === `New ${k}`),
        `crash at write ${k}`,
      ).toHaveLength(1);
      expect(comparableWorld(await reopened.storage.world(userId)), `crash at write ${k}`).toEqual(
        comparableWorld(after),
      );
      expect(
        (await journalOf(disk, userId)).some((entry) => entry.world),
        `crash at write ${k}`,
      ).toBe(false);
      expect(await reopened.storage.syncView(userId), `crash at write ${k}`).toMatchObject({ filling: false });
    }
  }, 300_000);
});
