// An import through storage (rule 33): one journal entry whose days reach months the cache has
// not loaded. Those months are read first, so another habit's days there are kept, and the XP
// history (which an import never changes) is neither read nor written for them.
import { describe, expect, it } from "vitest";
import { addDays } from "~/game/day";
import { memoryBackend } from "~/storage/backend/backend";
import { ALICE_ACCOUNT, DAY, expectConsistent, testClock, testStorage } from "~test/storage-assertions";

describe("importing habits through storage", () => {
  it("writes years of days into months not loaded, keeps what those months held, and undoes whole", async () => {
    const backend = memoryBackend();
    const clock = testClock();
    let storage = testStorage(backend, clock);
    const user = await storage.signIn(ALICE_ACCOUNT);
    await storage.dispatch(user.id, { type: "habit/create", input: { title: "Walk", dailyTarget: 1 } });
    const walk = (await storage.loadHome(user.id)).habits[0]!.habit.id;
    const first = (await storage.loadHome(user.id)).day.today;
    await storage.dispatch(user.id, { type: "habit/count", habitId: walk, delta: 1 });
    clock.advance(400 * DAY);
    await storage.dispatch(user.id, { type: "habit/count", habitId: walk, delta: 1 });
    await storage.flush();
    storage.close();

    const before = await expectConsistent(backend, user.id, clock);
    storage = testStorage(backend, clock);
    const home = await storage.loadHome(user.id);
    const today = home.day.today;
    const xpBefore = home.game.xp;
    const days = Array.from({ length: 600 }, (_, i) => [addDays(today, -1 - i), 1 + (i % 3)] as [string, number]);
    await storage.dispatch(user.id, {
      type: "habit/import",
      importId: "loop-file",
      source: "Loop Habit Tracker",
      habits: [
        {
          input: { title: "Read", dailyTarget: 2 },
          archived: false,
          days,
          skips: [addDays(today, -700)],
          notes: [[first, "Same day as the first walk"]],
        },
      ],
    });
    await storage.flush();
    const world = await expectConsistent(backend, user.id, clock);
    const read = Object.values(world.habits).find((habit) => habit.title === "Read")!;
    expect(Object.keys(read.history)).toHaveLength(600);
    expect(read.notes).toEqual({ [first]: "Same day as the first walk" });
    expect(world.habits[walk]!.history[first]).toBe(1);
    expect(world.game.xp).toBe(xpBefore);
    expect(world.game.xpHistory).toEqual(before.game.xpHistory);
    // The feed tells of the import once: its days are the habit's history, not news.
    const feed = await storage.feed(user.id, { limit: 50 });
    expect(feed.items.map((item) => item.record.event).filter((event) => event === "IMPORT")).toEqual(["IMPORT"]);
    expect([feed.items[0]!.record.event, feed.items[0]!.title]).toEqual(["IMPORT", "Read"]);
    expect(feed.next).toBeNull();

    await storage.dispatch(user.id, { type: "habit/undoImport", importId: "loop-file" });
    await storage.flush();
    const undone = await expectConsistent(backend, user.id, clock);
    expect(undone.habits[read.id]!.isDeleted).toBe(true);
    expect(undone.habits[walk]!.history[first]).toBe(1);
    expect((await storage.loadHome(user.id)).habits.map((card) => card.habit.title)).toEqual(["Walk"]);
    storage.close();
  });
});
