// The first sync of a device that holds history from before sync (issue #21 point 3, ADR 0021),
// on both engines: browser storages on fake-indexeddb against the real route handlers. (a) The
// server has nothing: one upload carries the whole history; (b) it has history: the device's is
// merged after it, and what cannot be merged is refused item by item, listed once; a second
// device's upload is refused (an account takes one, rule 26). A lost answer,
// a doubled request, or a crash at any storage write of the round loses nothing and stores the
// upload once.
import { describe, expect, it } from "vitest";
import { getDatabase } from "~/db/database.server";
import { HISTORY_ALREADY_UPLOADED } from "~/log/upload";
import { exportSyncData } from "~/db/sync-pull.server";
import type { MomentumStorage } from "~/storage";
import { ENGINES, useServerDatabase } from "~test/db";
import { faultyBackend } from "~test/faulty-backend";
import { act, habitIdByTitle, noonUtcDaysAgo, testClock, type Clock } from "~test/storage";
import { comparableWorld, freshIndexedDb, serverAccount, serverWorldOf, useDevices } from "~test/sync-accounts";
import { routeTransport } from "~test/sync-transport";
import { useEnv } from "../auth/helpers";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Two days of use before sync: two habits, a goal over one, counts, and a daily target of 7. */
async function historyBeforeSync(storage: MomentumStorage, userId: string, clock: Clock, prefix = "") {
  await act(storage, userId, { type: "habit/create", input: { title: `${prefix}Read`, dailyTarget: 2 } });
  await act(storage, userId, { type: "habit/create", input: { title: `${prefix}Run`, dailyTarget: 1 } });
  const read = await habitIdByTitle(storage, userId, `${prefix}Read`);
  const home = await storage.loadHome(userId);
  const commitment = home.habits.find((card) => card.habit.id === read)!.habit.commitmentId;
  const goal = { title: `${prefix}Fit`, description: "Get fit", xpTarget: 150, commitments: [commitment] };
  await act(storage, userId, { type: "goal/create", input: goal });
  clock.advance(HOUR);
  for (let i = 0; i < 3; i++) await act(storage, userId, { type: "habit/count", habitId: read, delta: 1 });
  clock.advance(DAY);
  await act(storage, userId, { type: "habit/count", habitId: read, delta: 1 });
  await act(storage, userId, { type: "game/setDailyTarget", dailyTarget: 7 });
  clock.advance(HOUR);
}

const importsIn = async (userId: string) =>
  (await exportSyncData(await getDatabase(), userId)).log.filter((entry) => entry.type === "import");

describe.each(ENGINES)("first sync of history from before sync on %s", (engine) => {
  useServerDatabase(engine, (url) => useEnv({ DATABASE_URL: url, SYNC: "on" }));
  const open = useDevices();
  /** Two devices of one account made `accountAge` ago, on a clock set `clockAge` back. */
  const twoDevices = async (clockAge: number, accountAge: number) => {
    const clock = testClock(noonUtcDaysAgo(clockAge / DAY));
    const account = await serverAccount(await getDatabase(), Date.now() - accountAge);
    return { clock, userId: account.user.id, a: await open(account, clock), b: await open(account, clock) };
  };

  it("(a) the server has nothing: one upload carries the whole history, and a new device gets all of it", async () => {
    // Near the real clock: the +1 at the end must come after the account's creation a day ago.
    const clock = testClock(Date.now() - 3 * DAY);
    // The account is older than the history: times before the account existed are refused (rule 26).
    const account = await serverAccount(await getDatabase(), Date.now() - 4 * DAY);
    const userId = account.user.id;
    const a = await open(account, clock);
    await historyBeforeSync(a.storage, userId, clock);
    const before = await a.storage.world(userId);

    const run = await a.storage.syncNow(userId, a.transport);
    expect(run).toMatchObject({ rebuilt: true, refusals: [], uploadRefusals: [] });
    const clientId = (await a.storage.syncView(userId))!.clientId;
    expect((await importsIn(userId)).map((entry) => entry.clientId)).toEqual([clientId]);
    const server = await serverWorldOf(userId);
    expect(comparableWorld(server)).toEqual(comparableWorld(before));
    expect(server.game.dailyTarget).toBe(7);
    expect(comparableWorld(await a.storage.world(userId))).toEqual(comparableWorld(server));
    // The journal is the server's log now: the next round sends and rebuilds nothing.
    expect(await a.storage.syncNow(userId, a.transport)).toMatchObject({ pushed: 0, pulled: 0, rebuilt: false });

    // A new device gets the whole history; a +1 on the first reaches it.
    const b = await open(account, clock);
    await b.storage.syncNow(userId, b.transport);
    expect(comparableWorld(await b.storage.world(userId))).toEqual(comparableWorld(server));
    await act(a.storage, userId, {
      type: "habit/count",
      habitId: await habitIdByTitle(a.storage, userId, "Run"),
      delta: 1,
    });
    await a.storage.syncNow(userId, a.transport);
    await b.storage.syncNow(userId, b.transport);
    expect((await b.storage.loadHome(userId)).habits.find((card) => card.habit.title === "Run")?.habit.count).toBe(1);
    expect(await importsIn(userId)).toHaveLength(1);
  });

  it("(b) both have history: the second device's upload is refused (409, an account takes one), nothing changes, and it is not sent again unasked", async () => {
    const { clock, userId, a, b } = await twoDevices(3 * DAY, 4 * DAY);
    await historyBeforeSync(a.storage, userId, clock, "A ");
    await historyBeforeSync(b.storage, userId, clock, "B ");
    const worldB = await b.storage.world(userId);

    await a.storage.syncNow(userId, a.transport);
    const server = await serverWorldOf(userId);
    await expect(b.storage.syncNow(userId, b.transport)).rejects.toThrow(HISTORY_ALREADY_UPLOADED);
    expect(await serverWorldOf(userId)).toEqual(server);
    expect((await importsIn(userId)).length).toBe(1);
    // The second device keeps its history as it was.
    expect(await b.storage.world(userId)).toEqual(worldB);

    // The refusal is kept: later rounds (each page load starts one) say it again without building
    // and sending the same history; the user's Sync now sends it once more.
    let uploads = 0;
    const counting = {
      ...b.transport,
      upload: (...args: Parameters<typeof b.transport.upload>) => (uploads++, b.transport.upload(...args)),
    };
    await expect(b.storage.syncNow(userId, counting)).rejects.toThrow(HISTORY_ALREADY_UPLOADED);
    await expect(b.storage.syncNow(userId, counting)).rejects.toThrow(HISTORY_ALREADY_UPLOADED);
    expect(uploads).toBe(0);
    await expect(b.storage.syncNow(userId, counting, { retryUpload: true })).rejects.toThrow(HISTORY_ALREADY_UPLOADED);
    expect(uploads).toBe(1);
    expect((await importsIn(userId)).length).toBe(1);
    expect(await b.storage.world(userId)).toEqual(worldB);
    // What waits is what was done since sync came on, never the history that waits to go up.
    const read = await habitIdByTitle(b.storage, userId, "B Read");
    await act(b.storage, userId, { type: "habit/count", habitId: read, delta: 1 });
    expect(await b.storage.syncView(userId)).toMatchObject({ pending: 1, uploadWaiting: true });
  });

  it("(b) what cannot be merged is refused item by item with its sentence, listed once, on that device only", async () => {
    const { clock, userId, a, b } = await twoDevices(2 * DAY, 3 * DAY);
    // A syncs from the start (its actions are pushes); B's history is the account's one upload.
    await a.storage.syncNow(userId, a.transport);
    // Both devices hold "Read" from one backup; then each goes on alone.
    await act(a.storage, userId, { type: "habit/create", input: { title: "Read", dailyTarget: 5 } });
    await b.storage.importBackup(userId, await a.storage.exportBackup(userId));
    const read = await habitIdByTitle(a.storage, userId, "Read");
    clock.advance(HOUR);
    await act(a.storage, userId, { type: "habit/count", habitId: read, delta: 1 });
    clock.advance(HOUR);
    // The day B's two refused +1s count for (UTC days): later steps may cross midnight.
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    await act(b.storage, userId, { type: "habit/count", habitId: read, delta: 1 }); // before A's last: too old
    await act(b.storage, userId, { type: "habit/create", input: { title: "Run", dailyTarget: 5 } });
    await act(b.storage, userId, {
      type: "habit/count",
      habitId: await habitIdByTitle(b.storage, userId, "Run"),
      delta: 1,
    });
    // B's history as a file whose +1 on Run claims 50 XP, imported back (the browser's import checks shapes, not rewards).
    const file = JSON.parse(await b.storage.exportBackup(userId)) as { records: { event: string; reward: object }[] };
    file.records.findLast((record) => record.event === "COUNT_UP")!.reward = { xp: 50, coins: 0 };
    await b.storage.importBackup(userId, JSON.stringify(file));
    clock.advance(HOUR);
    await act(a.storage, userId, { type: "habit/count", habitId: read, delta: 1 });
    await act(a.storage, userId, { type: "habit/edit", habitId: read, changes: { title: "Read more" } });
    clock.advance(HOUR);
    await act(b.storage, userId, { type: "habit/count", habitId: read, delta: 1 }); // after A's last: merged

    await a.storage.syncNow(userId, a.transport);
    const run = await b.storage.syncNow(userId, b.transport);
    const sentences = [
      "Your habit “Read” from before sync was not merged: the server already holds a different version of it.",
      `Your +1 on “Read more” of ${day} from before sync was not merged: the server's history of “Read more” already goes past it.`,
      `Your +1 on “Run” of ${day} from before sync was not merged: its reward (50 XP and 0 coins) is not what the rules give (1 XP and 0 coins).`,
    ];
    expect(run.uploadRefusals.map((refusal) => refusal.message)).toEqual(sentences);
    expect(run.refusals).toEqual([]);
    const server = await serverWorldOf(userId);
    expect(server.habits[read]).toMatchObject({ title: "Read more", count: 3 });
    expect(Object.values(server.habits).find((h) => h.title === "Run")?.count).toBe(0);
    expect(comparableWorld(await b.storage.world(userId))).toEqual(comparableWorld(server));

    // Listed once: more rounds, and new actions, add nothing to the list.
    await b.storage.syncNow(userId, b.transport);
    await act(b.storage, userId, { type: "habit/count", habitId: read, delta: 1 });
    expect((await b.storage.syncNow(userId, b.transport)).uploadRefusals).toEqual([]);
    expect((await b.storage.syncView(userId))?.refusals.map((refusal) => refusal.message)).toEqual(sentences);
    await a.storage.syncNow(userId, a.transport);
    expect((await a.storage.syncView(userId))?.refusals).toEqual([]);
  });

  it("an upload whose answer was lost, or that went twice, is stored once; nothing of the history is lost", async () => {
    const clock = testClock(noonUtcDaysAgo(3));
    const account = await serverAccount(await getDatabase(), Date.now() - 4 * DAY);
    const userId = account.user.id;
    const a = await open(account, clock);
    await historyBeforeSync(a.storage, userId, clock);
    const before = await a.storage.world(userId);

    a.line.fault = "lost-answer";
    await expect(a.storage.syncNow(userId, a.transport)).rejects.toThrow(/lost/);
    expect(await importsIn(userId)).toHaveLength(1);
    expect(await a.storage.world(userId)).toEqual(before); // still the history from before sync, whole
    a.line.fault = "twice";
    await a.storage.syncNow(userId, a.transport);
    a.line.fault = "none";
    await a.storage.syncNow(userId, a.transport);
    expect(await importsIn(userId)).toHaveLength(1);
    expect(comparableWorld(await a.storage.world(userId))).toEqual(comparableWorld(before));
    expect(comparableWorld(await serverWorldOf(userId))).toEqual(comparableWorld(before));
  });

  it("a crash at any storage write of the first sync loses nothing and stores the upload once", async () => {
    const start = noonUtcDaysAgo(3);
    // A clean first sync, to count its writes.
    const probe = faultyBackend(freshIndexedDb());
    const probeAccount = await serverAccount(await getDatabase(), start);
    const probeClock = testClock(start);
    const probeDevice = await open(probeAccount, probeClock, probe);
    await historyBeforeSync(probeDevice.storage, probeAccount.user.id, probeClock);
    const ready = probe.writes;
    await probeDevice.storage.syncNow(probeAccount.user.id, probeDevice.transport);
    const writes = probe.writes - ready;
    expect(writes).toBeGreaterThan(5);

    for (let k = 0; k < writes; k++) {
      const clock = testClock(start);
      const account = await serverAccount(await getDatabase(), start);
      const userId = account.user.id;
      const backend = faultyBackend(freshIndexedDb());
      const device = await open(account, clock, backend);
      await historyBeforeSync(device.storage, userId, clock);
      const before = await device.storage.world(userId);
      backend.plan.failAt = backend.writes + k; // this write and every later one fail: the tab is gone
      await device.storage.syncNow(userId, device.transport).catch(() => undefined);
      device.storage.close();

      // The page is opened again on what reached the disk.
      backend.plan.failAt = null;
      const reopened = await open(account, clock, backend);
      const transport = routeTransport(device.line);
      await reopened.storage.syncNow(userId, transport);
      await reopened.storage.syncNow(userId, transport);
      expect(await importsIn(userId), `crash at write ${k}`).toHaveLength(1);
      expect(comparableWorld(await reopened.storage.world(userId)), `crash at write ${k}`).toEqual(
        comparableWorld(before),
      );
      expect(comparableWorld(await serverWorldOf(userId)), `crash at write ${k}`).toEqual(comparableWorld(before));
    }
  }, 300_000);
});
