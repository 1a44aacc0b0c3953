// Storage against the engine alone: the same actions, with the same clock and
// ids, through storage (with checkpoints and reloads at random points) and
// through act() on a plain world must give the same home and the same world.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { act, type Action } from "~/game/act";
import { isGameError } from "~/game/errors";
import { dailyRefresh, isRefreshDue } from "~/game/refresh";
import { emptyWorld, type World } from "~/game/world";
import { memoryBackend } from "./backend";
import {
  ALICE_ACCOUNT,
  DAY,
  expectConsistent,
  HOUR,
  idSequence,
  journalOf,
  testClock,
  testStorage,
  type Clock,
} from "~test/storage-assertions";
import { homeOf } from "./views";

type Op =
  | { op: "habit"; target: number }
  | { op: "count"; h: number; up: boolean }
  | { op: "editHabit"; h: number; target: number }
  | { op: "giveUpHabit" | "deleteHabit"; h: number }
  | { op: "goal"; xpTarget: number; members: number[] }
  | { op: "addMember" | "dropMember"; g: number; h: number }
  | { op: "editGoal"; g: number; xpTarget: number }
  | { op: "giveUpGoal" | "deleteGoal"; g: number }
  | { op: "dailyTarget"; value: number }
  | { op: "advance"; ms: number }
  | { op: "flush" | "reopen" }
  | { op: "reward"; price: number }
  | { op: "redeem" | "deleteReward"; r: number }
  | { op: "buyFreeze" };

const small = fc.nat({ max: 9 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ op: fc.constant("habit" as const), target: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 8, arbitrary: fc.record({ op: fc.constant("count" as const), h: small, up: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant("editHabit" as const), h: small, target: fc.integer({ min: 1, max: 3 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constantFrom("giveUpHabit" as const, "deleteHabit" as const), h: small }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("goal" as const),
      xpTarget: fc.integer({ min: 5, max: 60 }),
      members: fc.array(small, { maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constantFrom("addMember" as const, "dropMember" as const), g: small, h: small }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant("editGoal" as const), g: small, xpTarget: fc.integer({ min: 1, max: 60 }) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constantFrom("giveUpGoal" as const, "deleteGoal" as const), g: small }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant("dailyTarget" as const), value: fc.integer({ min: -2, max: 30 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("advance" as const),
      ms: fc.constantFrom(HOUR, 7 * HOUR, DAY, 2 * DAY, 3 * DAY, 40 * DAY),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constantFrom("flush" as const, "reopen" as const) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("reward" as const), price: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constantFrom("redeem" as const, "deleteReward" as const), r: small }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("buyFreeze" as const) }) },
);

/**
 * A habit (target 1) in a goal of 100 XP: 95 +1s (95 XP + DAILYCHECK 5) reach it: 25 coins. Goals
 * under 100 XP pay no REACH bonus (rule 17), so a smaller goal would leave the Market nothing to spend.
 */
const RICH_START: Op[] = [
  { op: "habit", target: 1 },
  { op: "goal", xpTarget: 100, members: [0] },
  ...Array.from({ length: 95 }, (): Op => ({ op: "count", h: 0, up: true })),
];

const pick = <T>(items: T[], i: number): T | undefined => (items.length === 0 ? undefined : items[i % items.length]);
const byAge = <T extends { createdAt: number; id: string }>(items: Record<string, T>) =>
  Object.values(items).sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));

function toAction(op: Op, world: World): Action | null {
  const habits = byAge(world.habits);
  const goals = byAge(world.goals);
  const h = "h" in op ? pick(habits, op.h) : undefined;
  const g = "g" in op ? pick(goals, op.g) : undefined;
  const rewards = byAge(world.market.rewards);
  const r = "r" in op ? pick(rewards, op.r) : undefined;
  switch (op.op) {
    case "reward":
      return { type: "market/createReward", input: { title: `Reward ${rewards.length}`, price: op.price } };
    case "redeem":
      return r ? { type: "market/redeem", rewardId: r.id } : null;
    case "deleteReward":
      return r ? { type: "market/deleteReward", rewardId: r.id } : null;
    case "buyFreeze":
      return { type: "market/buyFreeze" };
    case "habit":
      return { type: "habit/create", input: { title: `Habit ${habits.length}`, dailyTarget: op.target } };
    case "count":
      return h ? { type: "habit/count", habitId: h.id, delta: op.up ? 1 : -1 } : null;
    case "editHabit":
      return h ? { type: "habit/edit", habitId: h.id, changes: { dailyTarget: op.target } } : null;
    case "giveUpHabit":
      return h ? { type: "habit/giveUp", habitId: h.id } : null;
    case "deleteHabit":
      return h ? { type: "habit/delete", habitId: h.id } : null;
    case "goal": {
      const members = [
        ...new Set(op.members.map((i) => pick(habits, i)?.commitmentId).filter((c): c is string => !!c)),
      ];
      return {
        type: "goal/create",
        input: { title: "Goal", description: "Do it", xpTarget: op.xpTarget, commitments: members },
      };
    }
    case "addMember":
      return g && h ? { type: "goal/addCommitment", goalId: g.id, commitmentId: h.commitmentId } : null;
    case "dropMember":
      return g && h ? { type: "goal/dropCommitment", goalId: g.id, commitmentId: h.commitmentId } : null;
    case "editGoal":
      return g ? { type: "goal/edit", goalId: g.id, changes: { xpTarget: op.xpTarget } } : null;
    case "giveUpGoal":
      return g ? { type: "goal/giveUp", goalId: g.id } : null;
    case "deleteGoal":
      return g ? { type: "goal/delete", goalId: g.id } : null;
    case "dailyTarget":
      return { type: "game/setDailyTarget", dailyTarget: op.value };
    default:
      return null;
  }
}

const codeOf = (error: unknown) => (isGameError(error) ? error.code : `not a GameError: ${String(error)}`);

async function runBoth(ops: Op[], clock: Clock) {
  const backend = memoryBackend();
  const ids = idSequence();
  let storage = testStorage(backend, clock, { newId: ids.next });
  const user = await storage.signIn(ALICE_ACCOUNT);
  const engineIds = idSequence(ids.position);
  let world = emptyWorld(user.id);
  for (const op of ops) {
    if (op.op === "advance") clock.advance(op.ms);
    else if (op.op === "flush") await storage.flush();
    else if (op.op === "reopen") {
      storage.close();
      storage = testStorage(backend, clock, { newId: ids.next });
    } else {
      const action = toAction(op, world);
      if (!action) continue;
      const now = clock.now();
      const ctx = { now, newId: engineIds.next, userId: user.id };
      // Storage runs the refresh (which may spend freezes) before a new day's first action.
      const start = isRefreshDue(world.game, now) ? dailyRefresh(world, ctx).state : world;
      let expected: string | null = null;
      try {
        world = act(start, action, ctx).state;
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
  if (isRefreshDue(world.game, now)) world = dailyRefresh(world, { now, newId: engineIds.next, userId: user.id }).state;
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
          // Half the runs start with a reached goal (25 coins) so the Market has something to spend.
          const ops: Op[] = rich ? [...RICH_START, ...tail] : tail;
          const clock = testClock();
          const { backend, user, home, world } = await runBoth(ops, clock);
          const journal = await journalOf(backend, user.id);
          expect(home).toEqual(homeOf(world, user, clock.now(), journal.at(-1)?.seq ?? 0));
          const stored = await expectConsistent(backend, user.id, clock);
          expect(stored).toEqual(world);
          for (const entry of journal) for (const r of entry.records) seen.add(r.event);
        }),
        { numRuns: 120, seed: 7 },
      );
      // The runs went through the Market, freezes spent by the refresh included.
      expect([...seen]).toEqual(expect.arrayContaining(["REWARD_REDEEM", "FREEZE_BUY", "FREEZE_USE", "REWARD_DELETE"]));
    },
  );
});
