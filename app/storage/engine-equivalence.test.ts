// Storage against the engine alone: the same actions, with the same clock and
// ids, through storage (with checkpoints and reloads at random points) and
// through act() on a plain world must give the same home and the same world.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { act } from "~/game/act";
import { isGameError } from "~/game/errors";
import { dayOfRecord } from "~/game/day";
import { dailyRefresh, isRefreshDue, refreshWorld, todayOf } from "~/game/refresh";
import { actionDay } from "~/game/settings";
import { emptyWorld } from "~/game/world";
import { command, toAction, type Cmd } from "~test/engine-commands";
import { memoryBackend } from "~/storage/backend/backend";
import {
  ALICE_ACCOUNT,
  expectConsistent,
  idSequence,
  journalOf,
  testClock,
  testStorage,
  type Clock,
} from "~test/storage-assertions";
import { homeOf } from "./views";

/** A command of the engine's generator, or a storage step: a checkpoint now, or a reload. */
type Op = Cmd | { t: "flush" } | { t: "reopen" };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 12, arbitrary: command },
  { weight: 1, arbitrary: fc.constantFrom<Op>({ t: "flush" }, { t: "reopen" }) },
);

/**
 * A habit (target 1) in a goal of 100 XP: 95 +1s (95 XP + DAILYCHECK 5) reach it: 25 coins. Goals
 * under 100 XP pay no REACH bonus (rule 17), so a smaller goal would leave the Market nothing to spend.
 */
const RICH_START: Op[] = [
  { t: "habit", target: 1 },
  { t: "goal", xpTarget: 100, members: [0] },
  ...Array.from({ length: 95 }, (): Op => ({ t: "count", h: 0, delta: 1 })),
  // A reward to spend them on: the short random tails rarely make one before a redeem.
  { t: "reward", price: 5 },
];

const codeOf = (error: unknown) => (isGameError(error) ? error.code : `not a GameError: ${String(error)}`);

async function runBoth(ops: Op[], clock: Clock) {
  const backend = memoryBackend();
  const ids = idSequence();
  let storage = testStorage(backend, clock, { newId: ids.next });
  const user = await storage.signIn(ALICE_ACCOUNT);
  const engineIds = idSequence(ids.position);
  let world = emptyWorld(user.id);
  for (const op of ops) {
    if (op.t === "advance") clock.advance(op.ms);
    else if (op.t === "flush") await storage.flush();
    else if (op.t === "reopen") {
      storage.close();
      storage = testStorage(backend, clock, { newId: ids.next });
    } else {
      // "refresh" asks for nothing here: storage refreshes by itself before a new day's first action.
      const now = clock.now();
      const action = toAction(world, op, now);
      if (!action) continue;
      // Days as storage passes them (rule 18): never before the day the refresh last ran for,
      // also when the clock goes back across midnight.
      const refreshCtx = { now, day: todayOf(world.game, now), newId: engineIds.next, userId: user.id };
      // Storage runs the refresh (which may spend freezes) before a new day's first action.
      const start = isRefreshDue(world.game, now, todayOf(world.game, now))
        ? dailyRefresh(world, refreshCtx).state
        : world;
      const ctx = { ...refreshCtx, day: actionDay(start, action, now).day };
      let expected: string | null = null;
      try {
        const result = act(start, action, ctx);
        // A past day's paid edit (rule 30) changes an earlier day's XP: streak and momentum are recomputed.
        const past = result.records.some((r) => r.reward.xp !== 0 && dayOfRecord(r) < ctx.day);
        world = past ? refreshWorld(result.state, now, ctx.day) : result.state;
      } catch (error) {
        expected = codeOf(error);
      }
      const got = await storage.dispatch(user.id, action).then(
        () => null,
        (error: unknown) => codeOf(error),
      );
      expect(got).toBe(expected);
    }
  }
  const home = await storage.loadHome(user.id);
  const now = clock.now();
  if (isRefreshDue(world.game, now, todayOf(world.game, now)))
    world = dailyRefresh(world, { now, day: todayOf(world.game, now), newId: engineIds.next, userId: user.id }).state;
  storage.close();
  return { backend, user, home, world };
}

describe("storage ≡ engine", () => {
  it(
    "home and world equal the engine's, through checkpoints, reloads, days passing and the Market",
    { timeout: 120_000 },
    async () => {
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 60 }), fc.boolean(), async (tail, rich) => {
          // Half the runs start with a reached goal (25 coins) and a reward, so the Market has something to spend.
          const ops: Op[] = rich ? [...RICH_START, ...tail] : tail;
          const clock = testClock();
          const { backend, user, home, world } = await runBoth(ops, clock);
          const journal = await journalOf(backend, user.id);
          expect(home).toEqual(homeOf(world, user, clock.now(), journal.at(-1)?.seq ?? 0));
          const stored = await expectConsistent(backend, user.id, clock);
          expect(stored).toEqual(world);
          for (const entry of journal) for (const r of entry.records) seen.add(r.event);
        }),
        { numRuns: 120, seed: 5 },
      );
      // The runs went through the Market, freezes spent by the refresh included, and notes (rule 32).
      expect([...seen]).toEqual(
        expect.arrayContaining(["REWARD_REDEEM", "FREEZE_BUY", "FREEZE_USE", "REWARD_DELETE", "NOTE"]),
      );
    },
  );
});
