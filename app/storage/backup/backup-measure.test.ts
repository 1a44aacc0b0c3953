// Backups of measured habits (issue #33, rules 31 and 32): a measure's unit, direction, values,
// past days and notes come back exactly; a file written before measures existed still imports, as counts.
import { describe, expect, it } from "vitest";
import { readValue } from "~/game/record-data";
import { memoryBackend } from "~/storage/backend/backend";
import { ALICE_ACCOUNT, DAY, expectConsistent, HOUR, testClock, testStorage } from "~test/storage-assertions";
import type { MomentumStorage } from "../api";

const KM = { unit: "km", direction: "atLeast" } as const;
const COFFEE = { unit: "coffees", direction: "atMost" } as const;

/** A week of a runner who also counts coffees: values added and taken back, a day in grace set, an old day set. */
async function measuredWeek() {
  const backend = memoryBackend();
  const clock = testClock();
  const storage = testStorage(backend, clock);
  const user = await storage.signIn(ALICE_ACCOUNT);
  const run = (action: Parameters<MomentumStorage["dispatch"]>[1]) => storage.dispatch(user.id, action);
  await run({ type: "habit/create", input: { title: "Run", dailyTarget: 500, measure: KM } });
  await run({ type: "habit/create", input: { title: "Coffee", dailyTarget: 200, measure: COFFEE } });
  await run({ type: "habit/create", input: { title: "Read", dailyTarget: 2 } });
  const [runHabit, coffee, read] = (await storage.loadHome(user.id)).habits.map((card) => card.habit);
  clock.advance(HOUR);
  await run({ type: "habit/addValue", habitId: runHabit!.id, value: 250 });
  await run({ type: "habit/addValue", habitId: runHabit!.id, value: 333 });
  await run({ type: "habit/removeValue", habitId: runHabit!.id, value: 333 });
  await run({ type: "habit/addValue", habitId: coffee!.id, value: 150 });
  await run({ type: "habit/count", habitId: read!.id, delta: 1 });
  for (let day = 1; day <= 9; day++) {
    clock.advance(DAY);
    await run({ type: "habit/addValue", habitId: runHabit!.id, value: 100 * day + 5 });
    await run({ type: "habit/addValue", habitId: coffee!.id, value: day % 3 === 0 ? 300 : 100 });
  }
  const home = await storage.loadHome(user.id);
  const today = home.day.today;
  const dayBefore = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
  // In the grace window: pays; a week back: past_edit, pays nothing.
  await run({ type: "habit/setPastDay", habitId: runHabit!.id, day: dayBefore(1), count: 1234 });
  await run({ type: "habit/setPastDay", habitId: runHabit!.id, day: dayBefore(7), count: 0 });
  await run({ type: "habit/setPastDay", habitId: coffee!.id, day: dayBefore(2), count: 50 });
  // Notes (rule 32) come back with the values: an old day's, today's, and one removed.
  await run({
    type: "habit/setNote",
    habitId: runHabit!.id,
    day: dayBefore(7),
    note: "Hills, see https://example.com",
  });
  await run({ type: "habit/setNote", habitId: coffee!.id, day: today, note: "Two, then tea" });
  await run({ type: "habit/setNote", habitId: read!.id, day: dayBefore(3), note: "Gone soon" });
  await run({ type: "habit/setNote", habitId: read!.id, day: dayBefore(3), note: "" });
  await storage.flush();
  return { backend, clock, storage, user, ids: { run: runHabit!.id, coffee: coffee!.id, read: read!.id } };
}

type Seeded = Awaited<ReturnType<typeof measuredWeek>>;

/** What the user sees of their measures: home, every record, each habit's page, XP, and /life's totals. */
async function snapshot({ storage, ids }: Seeded, userId: string) {
  return {
    home: { ...(await storage.loadHome(userId)), seq: "any" },
    records: (await storage.feed(userId, { limit: 200 })).items,
    pages: await Promise.all(Object.values(ids).map((id) => storage.habitPage(userId, id))),
    xp: await storage.xpHistory(userId),
  };
}

describe("backup of measured habits", () => {
  it("export → erase → import brings back units, directions, values and past days exactly", async () => {
    const seeded = await measuredWeek();
    const { storage, user, clock, backend } = seeded;
    const before = await snapshot(seeded, user.id);
    // The file itself holds what a measure is: its unit and direction, and each record's value.
    const text = await storage.exportBackup(user.id);
    const file = JSON.parse(text) as {
      habits: { title: string; measure?: unknown }[];
      records: { data: unknown }[];
    };
    expect(file.habits.map((habit) => [habit.title, habit.measure ?? null])).toEqual([
      ["Run", KM],
      ["Coffee", COFFEE],
      ["Read", null],
    ]);
    const values = file.records.map((record) => readValue(record.data as never)).filter((v) => v !== null);
    expect(values).toContain(1234 - 805); // yesterday's fix: the difference, in hundredths
    expect(before.records.some((item) => item.measure?.unit === "km")).toBe(true);

    await storage.eraseAll();
    const fresh = await storage.signIn(ALICE_ACCOUNT);
    const result = await storage.importBackup(fresh.id, text);
    expect(result).toMatchObject({ user: { id: user.id }, habits: 3 });
    expect(await snapshot(seeded, user.id)).toEqual(before);
    expect(JSON.parse(await storage.exportBackup(user.id))).toEqual({ ...JSON.parse(text), exportedAt: clock.now() });
    await expectConsistent(backend, user.id, clock);
  });

  it("the imported pages show what was there: yesterday's fixed total, the old day set to nothing, the notes", async () => {
    const seeded = await measuredWeek();
    const { storage, user, ids } = seeded;
    const text = await storage.exportBackup(user.id);
    await storage.eraseAll();
    await storage.importBackup((await storage.signIn(ALICE_ACCOUNT)).id, text);
    const page = await storage.habitPage(user.id, ids.run);
    expect(page.habit.measure).toEqual(KM);
    const days = page.page.months.flatMap((month) => month.days);
    const byDay = new Map(days.map((entry) => [entry.day, entry]));
    const today = page.today;
    const back = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
    expect(byDay.get(back(1))).toMatchObject({ count: 1234, mark: "met" });
    expect(byDay.get(back(7))).toMatchObject({ count: 0, mark: "missed" });
    expect(byDay.get(today)).toMatchObject({ count: 905 });
    expect(page.notes).toEqual({ [back(7)]: "Hills, see https://example.com" });
    expect((await storage.habitPage(user.id, ids.read)).notes).toEqual({});
  });

  it("a file written before measures existed still imports: its habits are counts", async () => {
    // As exported by the app before issue #33: no `measure`, count records without data.
    const old = JSON.stringify({
      format: "momentum-backup",
      version: 1,
      exportedAt: 1715335200000,
      user: {
        id: "01HXGVP3M0S4Q08WF1ADVJJQ5N",
        username: "alice",
        name: "Alice Liddell",
        email: "alice@example.com",
        joinedAt: 1715331600000,
        tier: 0,
      },
      game: {
        dailyTarget: 10,
        streak: 0,
        lastStreak: 0,
        momentum: 0,
        lastDailyCheck: 1715331600000,
        dayRule: { timeZone: "UTC", startHour: 0 },
        lastDay: "2024-05-10",
        bridgedDays: [],
      },
      commitments: [
        {
          id: "01HXGVP3M0S4Q08WF1ADVJJQ5Q",
          kind: "Habit",
          userId: "01HXGVP3M0S4Q08WF1ADVJJQ5N",
          createdAt: 1715331600000,
          lastActivity: 1715335200000,
          completedAt: null,
          isDeleted: false,
        },
      ],
      habits: [
        {
          id: "01HXGVP3M0S4Q08WF1ADVJJQ5R",
          userId: "01HXGVP3M0S4Q08WF1ADVJJQ5N",
          commitmentId: "01HXGVP3M0S4Q08WF1ADVJJQ5Q",
          title: "Read",
          dailyTarget: 2,
          count: 1,
          createdAt: 1715331600000,
          lastUpdated: 1715331600000,
          isDeleted: false,
          giveupAt: null,
        },
      ],
      goals: [],
      records: [
        {
          id: "01HXGVP3M0S4Q08WF1ADVJJQ5S",
          event: "START",
          kind: "Habit",
          instanceId: "01HXGVP3M0S4Q08WF1ADVJJQ5Q",
          timestamp: 1715331600000,
          data: null,
          reward: { xp: 5, coins: 0 },
          userId: "01HXGVP3M0S4Q08WF1ADVJJQ5N",
        },
        {
          id: "01HXGZ3Z805TDBAGPAD5FSMGY9",
          event: "COUNT_UP",
          kind: "Habit",
          instanceId: "01HXGVP3M0S4Q08WF1ADVJJQ5Q",
          timestamp: 1715335200000,
          data: null,
          reward: { xp: 1, coins: 0 },
          userId: "01HXGVP3M0S4Q08WF1ADVJJQ5N",
        },
      ],
    });
    const backend = memoryBackend();
    const clock = testClock(1715335200000 + HOUR);
    const storage = testStorage(backend, clock);
    const fresh = await storage.signIn(ALICE_ACCOUNT);
    const result = await storage.importBackup(fresh.id, old);
    expect(result).toMatchObject({ habits: 1, from: "2024-05-10", to: "2024-05-10" });
    const home = await storage.loadHome("01HXGVP3M0S4Q08WF1ADVJJQ5N");
    expect(home.habits.map((card) => [card.habit.title, card.habit.measure ?? null, card.today])).toEqual([
      ["Read", null, 1],
    ]);
    const feed = await storage.feed("01HXGVP3M0S4Q08WF1ADVJJQ5N");
    expect(feed.items.every((item) => item.measure === undefined)).toBe(true);
    await expectConsistent(backend, "01HXGVP3M0S4Q08WF1ADVJJQ5N", clock);
  });
});
