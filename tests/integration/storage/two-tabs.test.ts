// Two storage instances ("tabs") on one IndexedDB (fake-indexeddb through the
// real localForage backend): serialized writes, no lost update, change notices.
import { describe, expect, it } from "vitest";
import { localForageBackend, type MomentumStorage, type StorageEvent } from "~/storage";
import { ALICE_ACCOUNT, DAY, expectConsistent, testClock, testStorage, type Clock } from "~test/storage-assertions";

let dbCount = 0;
function databases() {
  dbCount += 1;
  const suffix = `${Date.now()}-${dbCount}`;
  return { app: `tabs-app-${suffix}`, game: `tabs-game-${suffix}` };
}

function tab(names: ReturnType<typeof databases>, clock: Clock, channelName: string | null = null): MomentumStorage {
  return testStorage(localForageBackend(names), clock, { channelName });
}

const nextEvent = (storage: MomentumStorage, match: (e: StorageEvent) => boolean) =>
  new Promise<StorageEvent>((resolve) => {
    const stop = storage.subscribe((event) => {
      if (!match(event)) return;
      stop();
      resolve(event);
    });
  });

describe("two tabs on one database", () => {
  it("interleaved +1s on the same habit from both tabs: none is lost, both see the total", async () => {
    const names = databases();
    const clock = testClock();
    const a = tab(names, clock);
    const b = tab(names, clock);
    const user = await a.signIn(ALICE_ACCOUNT);
    await a.dispatch(user.id, { type: "habit/create", input: { title: "Water", dailyTarget: 100 } });
    const { habits } = await b.loadHome(user.id);
    const habitId = habits[0]!.habit.id;
    const plusOne = (s: MomentumStorage) => s.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    // Both tabs fire at once; every call starts from a possibly stale memory.
    await Promise.all(Array.from({ length: 40 }, (_, i) => plusOne(i % 3 === 0 ? b : a)));
    const [homeA, homeB] = await Promise.all([a.loadHome(user.id), b.loadHome(user.id)]);
    expect(homeA.habits[0]!.today).toBe(40);
    expect(homeB).toEqual(homeA);
    await Promise.all([a.flush(), b.flush()]);
    const world = await expectConsistent(localForageBackend(names), user.id, clock);
    expect(world.habits[habitId]!.count).toBe(40);
    a.close();
    b.close();
  });

  it("a tab with an old checkpoint directory reloads when another tab's checkpoint replaced it", async () => {
    const names = databases();
    const june = testClock(Date.UTC(2024, 5, 20, 9));
    const april = testClock(Date.UTC(2024, 3, 20, 9));
    const a = tab(names, april);
    const user = await a.signIn(ALICE_ACCOUNT);
    await a.dispatch(user.id, { type: "habit/create", input: { title: "Old", dailyTarget: 1 } });
    const habitId = (await a.loadHome(user.id)).habits[0]!.habit.id;
    await a.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    await a.flush();
    // b opens in June: April's shard is named in its directory but not loaded.
    const b = tab(names, june);
    await b.loadHome(user.id);
    // a (clock in April) writes into April again and checkpoints: April's old shard is replaced.
    april.advance(DAY);
    await a.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    await a.flush();
    await a.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    const world = await b.world(user.id);
    // b's visit in June moved the user's day there, and days never go back (rule 18): a's April
    // clicks count for June 20, while their records (April timestamps) went into April's shard.
    expect(world.habits[habitId]!.history).toEqual({ "2024-04-20": 1, "2024-06-20": 2 });
    await expectConsistent(localForageBackend(names), user.id, june);
    a.close();
    b.close();
  });

  it("announces every committed action to the other tabs on BroadcastChannel", async () => {
    const names = databases();
    const clock = testClock();
    const channel = `momentum-test-${names.app}`;
    const a = tab(names, clock, channel);
    const b = tab(names, clock, channel);
    const user = await a.signIn(ALICE_ACCOUNT);
    const heard = nextEvent(b, (e) => e.type === "changed");
    const local = nextEvent(a, (e) => e.type === "changed");
    await a.dispatch(user.id, { type: "habit/create", input: { title: "Tea", dailyTarget: 1 } });
    expect(await heard).toEqual({ type: "changed", userId: user.id, origin: "remote" });
    expect(await local).toEqual({ type: "changed", userId: user.id, origin: "local" });
    expect((await b.loadHome(user.id)).habits.map((h) => h.habit.title)).toEqual(["Tea"]);
    const erased = nextEvent(b, (e) => e.type === "erased");
    await a.eraseAll();
    expect(await erased).toEqual({ type: "erased", origin: "remote" });
    a.close();
    b.close();
  });
});
