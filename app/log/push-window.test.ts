// A push's window (ADR 0050): where it starts, what it sets aside, and that closing it gives the
// world back whole, or nothing when the push wrote before it (planPush then runs it whole).
import { describe, expect, it } from "vitest";
import { act } from "~/game/act";
import type { Action } from "~/game/action-schema";
import { emptyWorld, type World } from "~/game/world";
import { ALICE, testCtx } from "~test/game";
import type { PushedAction } from "./protocol";
import { closePushWindow, openPushWindow, pushWindowStart } from "./push-window";

const RULE = { timeZone: "UTC", startHour: 0 };
const pushed = (day: string, action: Action): PushedAction => ({
  mutationId: 1,
  at: Date.parse(`${day}T12:00:00Z`),
  day,
  rule: RULE,
  action,
  ids: [],
});

/** Two habits ("Read" with years of days and notes, "Gone" deleted before a +1) and years of XP. */
function worldWithYears(): { world: World; read: string; gone: string } {
  const ctx = testCtx(Date.parse("2026-11-20T09:00:00Z"));
  let world = emptyWorld(ALICE);
  const make = (title: string) => {
    world = act(world, { type: "habit/create", input: { title, dailyTarget: 1 } }, ctx).state;
    return Object.values(world.habits).find((habit) => habit.title === title)!.id;
  };
  const read = make("Read");
  const gone = make("Gone");
  world = act(world, { type: "habit/delete", habitId: gone }, ctx).state;
  // Not the last record's: an undo could not bring it back.
  world = act(world, { type: "habit/count", habitId: read, delta: 1 }, ctx).state;
  const days = ["2019-03-01", "2024-12-31", "2026-10-15", "2026-11-02", "2026-11-20"];
  const history = Object.fromEntries(days.map((day) => [day, 1]));
  const notes = { "2019-03-01": "First", "2026-11-02": "Recent" };
  world = {
    ...world,
    game: { ...world.game, xpHistory: { ...Object.fromEntries(days.map((day) => [day, 6])), ...world.game.xpHistory } },
    habits: { ...world.habits, [read]: { ...world.habits[read]!, history, notes } },
  };
  return { world, read, gone };
}

describe("a push's window", () => {
  it("starts at the month of a week before its earliest day, or of a past day it edits", () => {
    const { world, read } = worldWithYears();
    const count = pushed("2026-11-29", { type: "habit/count", habitId: read, delta: 1 });
    expect(pushWindowStart(world, [count])).toBe("2026-11-01");
    expect(pushWindowStart(world, [pushed("2026-11-03", { type: "habit/count", habitId: read, delta: 1 })])).toBe(
      "2026-10-01",
    );
    const pastDay = pushed("2026-11-29", { type: "habit/setPastDay", habitId: read, day: "2025-06-10", count: 1 });
    expect(pushWindowStart(world, [count, pastDay])).toBe("2025-06-01");
  });

  it("reaches back to the last daily refresh, which the next one reads from", () => {
    const { world, read } = worldWithYears();
    const stale = { ...world, game: { ...world.game, lastDay: "2026-08-14" } };
    expect(pushWindowStart(stale, [pushed("2026-11-29", { type: "habit/count", habitId: read, delta: 1 })])).toBe(
      "2026-08-01",
    );
  });

  it("holds the window's days and no unreachable deleted habit, and closes to the whole world", () => {
    const { world, read, gone } = worldWithYears();
    const actions = Array.from({ length: 3 }, () =>
      pushed("2026-11-29", { type: "habit/count", habitId: read, delta: 1 }),
    );
    const window = openPushWindow(world, actions, { deletedAside: true });
    expect(Object.keys(window.world.game.xpHistory).sort()).toEqual(["2026-11-02", "2026-11-20"]);
    expect(window.xpBefore).toEqual({
      days: { "2019-03-01": 6, "2024-12-31": 6, "2026-10-15": 6 },
      from: "2026-11-01",
    });
    expect(window.world.habits[read]!.history).toEqual({ "2026-11-02": 1, "2026-11-20": 1 });
    expect(window.world.habits[read]!.notes).toEqual({ "2026-11-02": "Recent" });
    expect(window.world.habits[gone]).toBeUndefined();
    expect(window.world.tracks.habits[gone]).toBeUndefined();
    expect(window.world.index.habitOf[world.habits[gone]!.commitmentId]).toBeUndefined();
    expect(closePushWindow(window.world, window)).toEqual(world);
  });

  it("keeps a habit named by fewer than three actions whole", () => {
    const { world, read } = worldWithYears();
    const window = openPushWindow(world, [pushed("2026-11-29", { type: "habit/count", habitId: read, delta: 1 })], {
      deletedAside: false,
    });
    expect(window.world.habits[read]).toBe(world.habits[read]);
  });

  it("gives nothing back when the push wrote a day before the window", () => {
    const { world, read } = worldWithYears();
    const actions = Array.from({ length: 3 }, () =>
      pushed("2026-11-29", { type: "habit/count", habitId: read, delta: 1 }),
    );
    const window = openPushWindow(world, actions, { deletedAside: true });
    const xpBefore = { ...window.world, game: { ...window.world.game, xpHistory: { "2019-03-01": 1 } } };
    expect(closePushWindow(xpBefore, window)).toBeNull();
    const habit = window.world.habits[read]!;
    const dayBefore = {
      ...window.world,
      habits: { ...window.world.habits, [read]: { ...habit, history: { "2024-12-31": 2 } } },
    };
    expect(closePushWindow(dayBefore, window)).toBeNull();
  });
});
