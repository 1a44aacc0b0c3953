// Editing a day in a month the cache has not loaded (rules 30 and 32): the edit reads that month
// first, and notes live in the month shards beside the counts.
import { describe, expect, it } from "vitest";
import { memoryBackend } from "~/storage/backend/backend";
import { ALICE_ACCOUNT, DAY, expectConsistent, testClock, testStorage } from "~test/storage-assertions";

describe("a past day in a month not loaded", () => {
  it("sets the day from its stored count, and the next checkpoint keeps the month", async () => {
    const backend = memoryBackend();
    const clock = testClock();
    let storage = testStorage(backend, clock);
    const user = await storage.signIn(ALICE_ACCOUNT);
    await storage.dispatch(user.id, { type: "habit/create", input: { title: "Read", dailyTarget: 3 } });
    const habitId = (await storage.loadHome(user.id)).habits[0]!.habit.id;
    const first = (await storage.loadHome(user.id)).day.today;
    await storage.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    await storage.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    clock.advance(DAY);
    await storage.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    clock.advance(100 * DAY);
    await storage.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    await storage.flush();
    storage.close();
    storage = testStorage(backend, clock);
    await storage.loadHome(user.id);
    await storage.dispatch(user.id, { type: "habit/setPastDay", habitId, day: first, count: 5 });
    await storage.flush();
    const { page } = await storage.habitPage(user.id, habitId);
    expect(page.months[0]!.days.find((d) => d.day === first)?.count).toBe(5);
    const world = await expectConsistent(backend, user.id, clock);
    expect(world.habits[habitId]!.history[first]).toBe(5);
    // The day keeps its XP (START and two +1s): an edit this old pays nothing and takes nothing.
    expect(world.game.xpHistory[first]).toBe(7);
    storage.close();
  });

  it("keeps notes in their month's shard: written on an old day, changed, removed, and read back after a reload", async () => {
    const backend = memoryBackend();
    const clock = testClock();
    let storage = testStorage(backend, clock);
    const user = await storage.signIn(ALICE_ACCOUNT);
    await storage.dispatch(user.id, { type: "habit/create", input: { title: "Run", dailyTarget: 1 } });
    const habitId = (await storage.loadHome(user.id)).habits[0]!.habit.id;
    const first = (await storage.loadHome(user.id)).day.today;
    await storage.dispatch(user.id, {
      type: "habit/setNote",
      habitId,
      day: first,
      note: "  Easy 5k, see https://example.com  ",
    });
    await storage.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    clock.advance(70 * DAY);
    await storage.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    const today = (await storage.loadHome(user.id)).day.today;
    await storage.dispatch(user.id, { type: "habit/setNote", habitId, day: today, note: "Rainy" });
    await storage.flush();
    storage.close();

    storage = testStorage(backend, clock);
    await storage.loadHome(user.id);
    expect((await storage.habitPage(user.id, habitId)).notes).toEqual({
      [first]: "Easy 5k, see https://example.com",
      [today]: "Rainy",
    });
    await storage.dispatch(user.id, { type: "habit/setNote", habitId, day: first, note: "Easy 5k" });
    await storage.dispatch(user.id, { type: "habit/setNote", habitId, day: today, note: "" });
    await storage.flush();
    storage.close();

    storage = testStorage(backend, clock);
    expect((await storage.habitPage(user.id, habitId)).notes).toEqual({ [first]: "Easy 5k" });
    const world = await expectConsistent(backend, user.id, clock);
    expect(world.habits[habitId]!.notes).toEqual({ [first]: "Easy 5k" });
    // A note earns nothing: START, one +1 and its daily check on the first day.
    expect(world.game.xpHistory[first]).toBe(11);
    storage.close();
  });
});
