// The feed's items name a measured habit's unit (rule 31), so its values read as amounts.
import { describe, expect, it } from "vitest";
import { memoryBackend } from "~/storage/backend/backend";
import { ALICE_ACCOUNT, HOUR, testClock, testStorage } from "~test/storage-assertions";

describe("feed items of a measured habit", () => {
  it("carry the habit's unit and direction; a count's and the game's records carry none", async () => {
    const clock = testClock();
    const storage = testStorage(memoryBackend(), clock);
    const user = await storage.signIn(ALICE_ACCOUNT);
    const KM = { unit: "km", direction: "atLeast" } as const;
    await storage.dispatch(user.id, { type: "habit/create", input: { title: "Run", dailyTarget: 200, measure: KM } });
    await storage.dispatch(user.id, { type: "habit/create", input: { title: "Read", dailyTarget: 1 } });
    const [run, read] = (await storage.loadHome(user.id)).habits.map((card) => card.habit);
    clock.advance(HOUR);
    await storage.dispatch(user.id, { type: "habit/addValue", habitId: run!.id, value: 250 });
    await storage.dispatch(user.id, { type: "habit/count", habitId: read!.id, delta: 1 });
    const { items } = await storage.feed(user.id);
    expect(items.map((item) => [item.title, item.record.event, item.measure ?? null])).toEqual([
      ["Read", "DAILYCHECK", null],
      ["Read", "COUNT_UP", null],
      ["Run", "DAILYCHECK", KM],
      ["Run", "COUNT_UP", KM],
      ["Read", "START", null],
      ["Run", "START", KM],
    ]);
  });
});
