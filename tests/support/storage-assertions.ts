// Test assertions (vitest); the plain helpers live in storage.ts (re-exported here).
import { expect } from "vitest";
import { replay } from "~/game/projection";
import { baseOf, type World } from "~/game/world";
import type { Backend } from "~/storage/backend/backend";
import { recordsOf, replayJournal } from "~/log/entry";
import { journalOf, testStorage, type Clock } from "./storage";

export * from "./storage";

/** The world a reload shows equals the fold of the journal, and the engine's replay of its records. */
export async function expectConsistent(backend: Backend, userId: string, clock: Clock): Promise<World> {
  const fresh = testStorage(backend, clock);
  try {
    const world = await fresh.world(userId);
    const entries = await journalOf(backend, userId);
    expect(world).toEqual(replayJournal(userId, entries));
    const engine = replay(recordsOf(entries), baseOf(world));
    // The refresh's own results are game fields in the journal, not records: taken from the world.
    const { streak, momentum, lastStreak, lastDailyCheck, lastDay } = world.game;
    expect(world).toEqual({
      ...engine,
      game: { ...engine.game, streak, momentum, lastStreak, lastDailyCheck, lastDay },
    });
    return world;
  } finally {
    fresh.close();
  }
}
