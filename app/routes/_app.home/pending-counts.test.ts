// The optimistic +1/−1 layer: whatever mix of saved, reloaded and in-flight
// clicks a tab holds, the card shows each click exactly once.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memoryBackend, type HomeData } from "~/storage";
import { ALICE_ACCOUNT, testClock, testStorage } from "~test/storage";
import type { HomeIntent, HomeResult } from "~/intents/home";
import { withPendingCounts, type CountFetcher } from "./pending-counts";

type Click = { seq: number; home: HomeData };

/** A habit with target 3, then `clicks` saved +1s: each one's journal position and the home after it. */
async function savedClicks(clicks: number) {
  const storage = testStorage(memoryBackend(), testClock());
  const user = await storage.signIn(ALICE_ACCOUNT);
  const created = await storage.dispatch(user.id, { type: "habit/create", input: { title: "Tea", dailyTarget: 3 } });
  const habitId = created.home.habits[0]!.habit.id;
  const saved: Click[] = [];
  for (let i = 0; i < clicks; i++) {
    const { seq } = await storage.dispatch(user.id, { type: "habit/count", habitId, delta: 1 });
    saved.push({ seq, home: await storage.loadHome(user.id) });
  }
  storage.close();
  return { habitId, before: created.home, saved };
}

const plusOne = (habitId: string): HomeIntent => ({ type: "habit/count", habitId, delta: 1 });
const failed = (): HomeResult => ({
  ok: false,
  code: "INDEXEDDB_ERROR",
  message: "An error occured with local IndexedDB.",
  issues: [],
  fieldErrors: {},
});

describe("withPendingCounts", () => {
  it("counts a click in flight once, and not again once home has reloaded with it", async () => {
    const { habitId, before, saved } = await savedClicks(1);
    const submitting: CountFetcher = { state: "submitting", json: plusOne(habitId) };
    const loading: CountFetcher = {
      state: "loading",
      json: plusOne(habitId),
      data: { ok: true, value: { seq: saved[0]!.seq } },
    };
    const card = (home: HomeData) => home.habits[0]!;

    expect(card(withPendingCounts(before, [submitting])).today).toBe(1);
    expect(card(withPendingCounts(before, [loading])).today).toBe(1);
    expect(withPendingCounts(before, [loading]).game.xp).toBe(before.game.xp + 1);
    // Another tab's save reloaded home, and the reload already carries this click.
    expect(card(withPendingCounts(saved[0]!.home, [loading])).today).toBe(1);
    expect(withPendingCounts(saved[0]!.home, [loading])).toBe(saved[0]!.home);
  });

  it("drops a click whose save failed", async () => {
    const { habitId, before } = await savedClicks(0);
    const refused: CountFetcher = {
      state: "loading",
      json: plusOne(habitId),
      data: failed(),
    };
    expect(withPendingCounts(before, [refused])).toBe(before);
  });

  it("any reload point and any mix of in-flight states shows exactly the clicks made", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }).chain((clicks) =>
          fc.record({
            clicks: fc.constant(clicks),
            // Home as last loaded: after this many of the clicks were saved.
            reloadedAfter: fc.integer({ min: 0, max: clicks }),
            // Per click: has its fetcher's action answered yet (the save is done)?
            answered: fc.array(fc.boolean(), { minLength: clicks, maxLength: clicks }),
          }),
        ),
        async ({ clicks, reloadedAfter, answered }) => {
          const { habitId, before, saved } = await savedClicks(clicks);
          const home = reloadedAfter === 0 ? before : saved[reloadedAfter - 1]!.home;
          const fetchers: CountFetcher[] = saved.map((click, i) =>
            // A click in the reloaded home was saved, so its action has answered.
            i < reloadedAfter || answered[i]
              ? { state: "loading", json: plusOne(habitId), data: { ok: true, value: { seq: click.seq } } }
              : { state: "submitting", json: plusOne(habitId) },
          );
          const shown = withPendingCounts(home, fetchers);
          expect(shown.habits[0]!.today).toBe(clicks);
          expect(shown.habits[0]!.habit.count).toBe(clicks);
          expect(shown.game.xp).toBe(home.game.xp + clicks - reloadedAfter);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("withPendingCounts for a measure's values (rule 31)", () => {
  /** A measure "Run" in km, at least 5, with one saved value of 2.5. */
  async function measured(direction: "atLeast" | "atMost" = "atLeast") {
    const storage = testStorage(memoryBackend(), testClock());
    const user = await storage.signIn(ALICE_ACCOUNT);
    const input = { title: "Run", dailyTarget: 500, measure: { unit: "km", direction } };
    const created = await storage.dispatch(user.id, { type: "habit/create", input });
    const habitId = created.home.habits[0]!.habit.id;
    const added = await storage.dispatch(user.id, { type: "habit/addValue", habitId, value: 250 });
    const home = await storage.loadHome(user.id);
    storage.close();
    return { habitId, home, seq: added.seq };
  }
  const value = (type: "habit/addValue" | "habit/removeValue", habitId: string, amount: number): HomeIntent => ({
    type,
    habitId,
    value: amount,
  });

  it("shows a value in flight at once: its amount on today and the total, +1 XP, met, and its undo", async () => {
    const { habitId, home } = await measured();
    expect(home.habits[0]).toMatchObject({ today: 250, done: false, lastValue: 250, recent: [250] });
    const shown = withPendingCounts(home, [{ state: "submitting", json: value("habit/addValue", habitId, 300) }]);
    expect(shown.habits[0]).toMatchObject({ today: 550, done: true, lastValue: 300 });
    expect(shown.habits[0]!.habit.count).toBe(550);
    expect(shown.habits[0]!.week.at(-1)!.count).toBe(550);
    expect(shown.game.xp).toBe(home.game.xp + 1);
  });

  it("takes an undo in flight off at once and offers no second undo of it until it is saved", async () => {
    const { habitId, home } = await measured();
    const shown = withPendingCounts(home, [{ state: "submitting", json: value("habit/removeValue", habitId, 250) }]);
    expect(shown.habits[0]).toMatchObject({ today: 0, lastValue: null });
    expect(shown.game.xp).toBe(home.game.xp - 1);
  });

  it("does not count a saved value twice once home has it", async () => {
    const { habitId, home, seq } = await measured();
    const loading: CountFetcher = {
      state: "loading",
      json: value("habit/addValue", habitId, 250),
      data: { ok: true, value: { seq } },
    };
    expect(withPendingCounts(home, [loading])).toBe(home);
  });

  it("never shows an at-most day as met while it is under way", async () => {
    const { habitId, home } = await measured("atMost");
    const shown = withPendingCounts(home, [{ state: "submitting", json: value("habit/addValue", habitId, 100) }]);
    expect(shown.habits[0]).toMatchObject({ today: 350, done: false });
  });
});
