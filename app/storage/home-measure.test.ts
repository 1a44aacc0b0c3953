// Home's cards of measures (rule 31), through the real localForage backend on fake-indexeddb:
// today's total, the value the card's undo takes back, the quick amounts, and an at-most day
// that is met only once it has ended within its limit.
import { describe, expect, it } from "vitest";
import { localForageBackend, type MomentumStorage } from "~/storage";
import { ALICE_ACCOUNT, DAY, testClock, testStorage, type Clock } from "~test/storage";

let dbCount = 0;
const databases = () => {
  dbCount += 1;
  return { app: `measure-app-${Date.now()}-${dbCount}`, game: `measure-game-${Date.now()}-${dbCount}` };
};

async function withMeasure(direction: "atLeast" | "atMost", unit: string, target: number) {
  const names = databases();
  const clock = testClock();
  const storage = testStorage(localForageBackend(names), clock);
  const user = await storage.signIn(ALICE_ACCOUNT);
  const input = { title: "Habit", dailyTarget: target, measure: { unit, direction } };
  const { home } = await storage.dispatch(user.id, { type: "habit/create", input });
  const habitId = home.habits[0]!.habit.id;
  const log = (type: "habit/addValue" | "habit/removeValue", value: number) =>
    storage.dispatch(user.id, { type, habitId, value });
  const card = async (from: MomentumStorage = storage) => (await from.loadHome(user.id)).habits[0]!;
  const reopen = () => testStorage(localForageBackend(names), clock);
  return { storage, user, log, card, reopen, clock: clock as Clock };
}

describe("home's card of a measure", () => {
  it("holds today's total, the last value for its undo and the recent amounts; a reopen reads the same", async () => {
    const { storage, log, card, reopen, clock } = await withMeasure("atLeast", "km", 500);
    await log("habit/addValue", 250);
    const { records } = await log("habit/addValue", 300);
    expect(records.map((r) => r.event)).toEqual(["COUNT_UP", "DAILYCHECK"]);
    expect(await card()).toMatchObject({ today: 550, done: true, lastValue: 300, recent: [300, 250] });

    await log("habit/removeValue", 300);
    expect(await card()).toMatchObject({ today: 250, done: false, lastValue: 250, recent: [300, 250] });
    storage.close();

    const again = reopen();
    expect(await card(again)).toMatchObject({ today: 250, lastValue: 250, recent: [300, 250] });
    // A new day: nothing to undo yet, the quick amounts stay.
    clock.advance(DAY);
    expect(await card(again)).toMatchObject({ today: 0, lastValue: null, recent: [300, 250] });
    again.close();
  });

  it("at most: never done during the day; a day over the limit is missed, one within it met once it ends", async () => {
    const { storage, log, card, clock, user } = await withMeasure("atMost", "cups", 200);
    const xp = async () => (await storage.loadHome(user.id)).game.xp;
    await log("habit/addValue", 300);
    expect(await card()).toMatchObject({ today: 300, done: false });
    const before = await xp();

    clock.advance(DAY);
    expect((await card()).week.at(-2)).toMatchObject({ count: 300, mark: "missed" });
    expect(await xp()).toBe(before);

    await log("habit/addValue", 100);
    expect(await card()).toMatchObject({ today: 100, done: false });
    clock.advance(DAY);
    expect((await card()).week.at(-2)).toMatchObject({ count: 100, mark: "met" });
    // The day within the limit earned its DAILYCHECK (+5 XP) when it closed; the value itself +1.
    expect(await xp()).toBe(before + 1 + 5);
    storage.close();
  });
});

describe("an at-most day settled after weeks away (rule 31)", () => {
  it("reads the day's total from its month, not from the months home keeps: over the limit stays unmet", async () => {
    const { storage, log, reopen, clock, user } = await withMeasure("atMost", "cups", 200);
    await log("habit/addValue", 300);
    const before = (await storage.loadHome(user.id)).game;
    // Checkpointed: a reopen reads the months home keeps from their shards, not the journal.
    await storage.flush();
    storage.close();

    // Six weeks later, on another device session: the day of the three cups is in a month home does not read.
    clock.advance(45 * DAY);
    const again = reopen();
    const home = await again.loadHome(user.id);
    const settled = (await again.exportBackup(user.id)).match(/"event":"DAILYCHECK"/g) ?? [];
    // The 44 days after it, with nothing logged, closed within the limit; the day of three cups did not.
    expect(settled).toHaveLength(44);
    expect(home.game.xp).toBe(before.xp + 44 * 5);
    again.close();
  });
});
