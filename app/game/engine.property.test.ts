// Property tests over random action sequences: live state equals replay, and
// the invariants of docs/architecture.md §2 and docs/rules.md hold after every step (Market included).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { act } from "./act";
import type { Action } from "./action-schema";
import { MARKET } from "./constants";
import { DAY_MS, dayOf } from "./day";
import type { Ctx } from "./context";
import { CommitRecordSchema, type CommitRecord } from "./entity-schemas";
import { GameError } from "./errors";
import { MARKET_EVENTS, MILESTONE_EVENTS } from "./events";
import { goalPercent } from "./goal-progress";
import { activeRewards } from "./market";
import { momentumFromStats, momentumOf, xpStatsOf } from "./momentum";
import { applyRecords, replay } from "./projection";
import { readOriginalId } from "./record-data";
import { dailyRefresh, refreshWorld } from "./refresh";
import { ALICE, HOUR, deepFreeze, testCtx } from "~test/game";
import { baseOf, emptyWorld, type World } from "./world";

type Cmd =
  | { t: "habit"; target: number }
  | { t: "goal"; xpTarget: number; members: number[] }
  | { t: "count"; h: number; delta: 1 | -1 }
  | { t: "add" | "drop"; g: number; h: number }
  | { t: "giveUpHabit" | "deleteHabit"; h: number }
  | { t: "giveUpGoal" | "deleteGoal"; g: number }
  | { t: "editHabit"; h: number; target: number }
  | { t: "editGoal"; g: number; xpTarget: number }
  | { t: "publishHabit"; h: number; on: boolean }
  | { t: "publishGoal"; g: number; on: boolean }
  | { t: "dailyTarget"; value: number }
  | { t: "bad" }
  | { t: "advance"; ms: number }
  | { t: "refresh" }
  | { t: "reward"; price: number }
  | { t: "redeem" | "deleteReward"; r: number }
  | { t: "buyFreeze" };
/** Many +1s in a row on a goal's first habit: how a goal of 100 XP or more (the only kind that pays, rule 17) is reached. Only at the start of a run: they are slow. */
type Burst = { t: "burst"; g: number; n: number };

const idx = fc.nat({ max: 5 });
// Small goals (rule 17: milestones for no bonus) and goals that pay, which the bursts can reach.
const xpTarget = fc.oneof(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 100, max: 110 }));
type Step = Cmd | Burst;
const cmd: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ t: fc.constant("habit" as const), target: fc.integer({ min: 1, max: 3 }) }), weight: 2 },
  {
    arbitrary: fc.record({
      t: fc.constant("goal" as const),
      xpTarget,
      members: fc.uniqueArray(idx, { maxLength: 3 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ t: fc.constant("count" as const), h: idx, delta: fc.constantFrom(1 as const, -1 as const) }),
    weight: 12,
  },
  { arbitrary: fc.record({ t: fc.constantFrom("add" as const, "drop" as const), g: idx, h: idx }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constantFrom("giveUpHabit" as const, "deleteHabit" as const), h: idx }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constantFrom("giveUpGoal" as const, "deleteGoal" as const), g: idx }), weight: 1 },
  {
    arbitrary: fc.record({ t: fc.constant("editHabit" as const), h: idx, target: fc.integer({ min: 1, max: 4 }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ t: fc.constant("editGoal" as const), g: idx, xpTarget }),
    weight: 1,
  },
  // The Public toggle (issue #22): a definition change that replay must keep.
  { arbitrary: fc.record({ t: fc.constant("publishHabit" as const), h: idx, on: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant("publishGoal" as const), g: idx, on: fc.boolean() }), weight: 1 },
  {
    arbitrary: fc.record({ t: fc.constant("dailyTarget" as const), value: fc.integer({ min: -3, max: 20 }) }),
    weight: 1,
  },
  { arbitrary: fc.constant({ t: "bad" as const }), weight: 1 },
  {
    arbitrary: fc.record({ t: fc.constant("advance" as const), ms: fc.integer({ min: 0, max: 30 * HOUR }) }),
    weight: 3,
  },
  // A device clock can jump back; live and replay must still agree.
  {
    arbitrary: fc.record({ t: fc.constant("advance" as const), ms: fc.integer({ min: -3 * HOUR, max: -1 }) }),
    weight: 1,
  },
  { arbitrary: fc.constant({ t: "refresh" as const }), weight: 2 },
  // Whole days away: missed days for the freezes to cover (or not).
  {
    arbitrary: fc.record({
      t: fc.constant("advance" as const),
      ms: fc.integer({ min: 1, max: 3 }).map((d) => d * DAY_MS),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ t: fc.constant("reward" as const), price: fc.integer({ min: 1, max: 20 }) }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constantFrom("redeem" as const, "deleteReward" as const), r: idx }), weight: 2 },
  { arbitrary: fc.constant({ t: "buyFreeze" as const }), weight: 2 },
);

const pick = <T>(items: T[], i: number): T | undefined => (items.length === 0 ? undefined : items[i % items.length]);

/** Turns an abstract command into an action on the current world (undefined: nothing to act on). */
function toAction(world: World, c: Cmd): Action | undefined {
  const habits = Object.values(world.habits).sort((a, b) => (a.id < b.id ? -1 : 1));
  const goals = Object.values(world.goals).sort((a, b) => (a.id < b.id ? -1 : 1));
  const habit = "h" in c ? pick(habits, c.h) : undefined;
  const goal = "g" in c ? pick(goals, c.g) : undefined;
  // Deleted rewards stay in the pick list: redeeming one must be refused.
  const rewards = Object.values(world.market.rewards).sort((a, b) => (a.id < b.id ? -1 : 1));
  const reward = "r" in c ? pick(rewards, c.r) : undefined;
  switch (c.t) {
    case "reward":
      return { type: "market/createReward", input: { title: ` Reward ${rewards.length} `, price: c.price } };
    case "redeem":
      return reward && { type: "market/redeem", rewardId: reward.id };
    case "deleteReward":
      return reward && { type: "market/deleteReward", rewardId: reward.id };
    case "buyFreeze":
      return { type: "market/buyFreeze" };
    case "habit":
      return { type: "habit/create", input: { title: `H${habits.length}`, dailyTarget: c.target } };
    case "goal": {
      const members = [
        ...new Set(c.members.map((i) => pick(habits, i)?.commitmentId).filter((id): id is string => !!id)),
      ];
      return {
        type: "goal/create",
        input: { title: "G", description: "D", xpTarget: c.xpTarget, commitments: members },
      };
    }
    case "bad":
      return { type: "goal/create", input: { title: " ", description: "", xpTarget: 0, commitments: [] } };
    case "dailyTarget":
      return { type: "game/setDailyTarget", dailyTarget: c.value };
    case "count":
      return habit && { type: "habit/count", habitId: habit.id, delta: c.delta };
    case "editHabit":
      return habit && { type: "habit/edit", habitId: habit.id, changes: { dailyTarget: c.target } };
    case "giveUpHabit":
      return habit && { type: "habit/giveUp", habitId: habit.id };
    case "deleteHabit":
      return habit && { type: "habit/delete", habitId: habit.id };
    case "add":
    case "drop":
      return (
        goal &&
        habit && {
          type: c.t === "add" ? "goal/addCommitment" : "goal/dropCommitment",
          goalId: goal.id,
          commitmentId: habit.commitmentId,
        }
      );
    case "editGoal":
      return goal && { type: "goal/edit", goalId: goal.id, changes: { xpTarget: c.xpTarget } };
    case "publishHabit":
      return habit && { type: "habit/edit", habitId: habit.id, changes: { isPublic: c.on } };
    case "publishGoal":
      return goal && { type: "goal/edit", goalId: goal.id, changes: { isPublic: c.on } };
    case "giveUpGoal":
      return goal && { type: "goal/giveUp", goalId: goal.id };
    case "deleteGoal":
      return goal && { type: "goal/delete", goalId: goal.id };
    default:
      return undefined;
  }
}

type Run = { world: World; log: CommitRecord[]; now: number; refused: number; codes: Set<string> };

/** Runs commands live, checking per-step invariants; refused actions must change nothing. */
/** A burst's +1s, one action after another (none when the goal has no habit left). */
function burst(world: World, c: Burst, ctx: Ctx): { state: World; records: CommitRecord[] } {
  const goals = Object.values(world.goals).sort((a, b) => (a.id < b.id ? -1 : 1));
  const member = pick(goals, c.g)?.commitments[0];
  const habitId = member === undefined ? undefined : world.index.habitOf[member];
  let state = world;
  const records: CommitRecord[] = [];
  for (let i = 0; habitId !== undefined && i < c.n; i++) {
    const result = act(state, { type: "habit/count", habitId, delta: 1 }, ctx);
    state = result.state;
    records.push(...result.records);
  }
  return { state, records };
}

function runLive(cmds: Step[], start: number): Run {
  const ctx = testCtx(start);
  let world = deepFreeze(emptyWorld(ALICE));
  const log: CommitRecord[] = [];
  const codes = new Set<string>();
  let refused = 0;
  for (const c of cmds) {
    if (c.t === "advance") {
      ctx.advance(c.ms);
      continue;
    }
    if (c.t === "refresh" || c.t === "burst") {
      // A burst is set-up: plain +1s, checked once at its end (each step's checks made runs twice as slow).
      const result = c.t === "refresh" ? dailyRefresh(world, ctx) : burst(world, c, ctx);
      log.push(...result.records);
      world = deepFreeze(result.state);
      checkStep(world);
      continue;
    }
    const action = toAction(world, c);
    if (!action) continue;
    const input = world;
    const before = JSON.stringify(input);
    try {
      const result = act(world, action, ctx);
      for (const r of result.records) {
        expect(CommitRecordSchema.parse(r)).toEqual(r);
        expect(r.timestamp).toBe(ctx.now);
      }
      // A purchase is paid in full, never clamped (ADR 0007).
      const spent = result.records.reduce((sum, r) => sum + (r.kind === "Market" ? r.reward.coins : 0), 0);
      if (spent < 0) expect(result.state.game.coins).toBe(world.game.coins + spent);
      log.push(...result.records);
      world = deepFreeze(result.state);
    } catch (error) {
      if (!(error instanceof GameError)) throw error;
      checkRefusal(world, action, error);
      codes.add(error.code);
      refused += 1;
    }
    // Frozen inputs make writes throw; this also catches changes freezing cannot see.
    expect(JSON.stringify(input)).toBe(before);
    checkStep(world);
  }
  return { world, log, now: ctx.now, refused, codes };
}

/** Market refusals say exactly why; a purchase the balance covers is never refused for coins. */
function checkRefusal(world: World, action: Action, error: GameError): void {
  if (action.type === "market/redeem") {
    const reward = world.market.rewards[action.rewardId]!;
    if (reward.deletedAt !== null) expect(error.code).toBe("ITEM_NOT_FOUND");
    else {
      expect(error.code).toBe("NOT_ENOUGH_COINS");
      expect(world.game.coins).toBeLessThan(reward.price);
    }
  }
  if (action.type === "market/buyFreeze") {
    if (world.market.freezes.length >= MARKET.maxFreezes) expect(error.code).toBe("FREEZE_LIMIT");
    else {
      expect(error.code).toBe("NOT_ENOUGH_COINS");
      expect(error.message).toBe(
        `Not enough coins: this costs ${MARKET.freezePrice} and you have ${world.game.coins}.`,
      );
    }
  }
}

function checkStep(world: World): void {
  const { market } = world;
  // The projection's aggregate is the history's, so live momentum is exact.
  const stats = xpStatsOf(world.game.xpHistory);
  expect({
    freezesHeld: market.freezes.length <= MARKET.maxFreezes,
    frozenDaysUnique: new Set(market.frozenDays).size === market.frozenDays.length,
    historyCapped: market.history.length <= MARKET.historySize,
    activeRewards: activeRewards(world).every((r) => r.deletedAt === null),
    stats: world.stats.xpSum === stats.xpSum && world.stats.activeDays === stats.activeDays,
    momentum: momentumFromStats(world.stats) === momentumOf(world.game.xpHistory),
  }).toEqual({
    freezesHeld: true,
    frozenDaysUnique: true,
    historyCapped: true,
    activeRewards: true,
    stats: true,
    momentum: true,
  });
  expect(world.game.xp).toBeGreaterThanOrEqual(0);
  expect(world.game.coins).toBeGreaterThanOrEqual(0);
  expect(world.game.dailyTarget).toBeGreaterThanOrEqual(0);
  for (const goal of Object.values(world.goals)) {
    const percent = goalPercent(goal);
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
  }
  for (const habit of Object.values(world.habits)) {
    const days = Object.values(habit.history);
    expect(days.every((n) => n >= 0)).toBe(true);
    expect(days.reduce((a, b) => a + b, 0)).toBe(habit.count);
  }
}

const start = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });
// Start with habits and a goal over them so the random tail has things to act on.
const cmds = fc
  .tuple(
    fc.array(fc.record({ t: fc.constant("habit" as const), target: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.record({
      t: fc.constant("goal" as const),
      xpTarget,
      members: fc.uniqueArray(idx, { minLength: 1, maxLength: 3 }),
    }),
    // Often enough to reach a paying goal, whose coins the Market's commands then spend.
    fc.record({
      t: fc.constant("burst" as const),
      g: fc.constant(0),
      n: fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 110 })),
    }),
    fc.array(cmd, { minLength: 1, maxLength: 120, size: "medium" }),
  )
  .map(([habits, goal, burst, rest]): Step[] => [...habits, goal, burst, ...rest]);
const RUNS = { numRuns: 120 };

// Loaded CI machines: these runs take a few seconds each.
describe("engine properties", { timeout: 60_000 }, () => {
  // Guards the generator itself: if it stopped reaching these paths, the
  // properties below would pass without proving anything.
  it("the command generator reaches every event, refusals and several days", () => {
    const seen = new Set<string>();
    const codes = new Set<string>();
    let refused = 0;
    let days = 0;
    for (const [t0, list] of fc.sample(fc.tuple(start, cmds), { seed: 42, numRuns: 100 })) {
      const result = runLive(list, t0);
      for (const r of result.log) seen.add(r.event);
      refused += result.refused;
      for (const code of result.codes) codes.add(code);
      days = Math.max(days, new Set(result.log.map((r) => dayOf(r.timestamp))).size);
    }
    const events = [
      "START",
      "COUNT_UP",
      "COUNT_DOWN",
      "DAILYCHECK",
      "ROLLBACK_DAILYCHECK",
      "GIVEUP",
      "COMMITMENT_ADD",
      "COMMITMENT_DROP",
      ...MILESTONE_EVENTS,
      "REACH",
      ...MARKET_EVENTS,
    ];
    expect([...seen].sort()).toEqual(events.sort());
    expect(refused).toBeGreaterThan(0);
    expect([...codes]).toEqual(expect.arrayContaining(["NOT_ENOUGH_COINS", "FREEZE_LIMIT", "ITEM_NOT_FOUND"]));
    expect(days).toBeGreaterThan(2);
  });

  it("live state equals a full replay of the log, and any checkpoint + rest", () => {
    fc.assert(
      fc.property(start, cmds, fc.nat(), (t0, list, cutSeed) => {
        const { world, log, now } = runLive(list, t0);
        const base = deepFreeze(baseOf(world));
        const replayed = replay(deepFreeze(log), base);
        expect(refreshWorld(replayed, now)).toEqual(refreshWorld(world, now));
        const cut = log.length === 0 ? 0 : cutSeed % (log.length + 1);
        expect(applyRecords(deepFreeze(replay(log.slice(0, cut), base)), log.slice(cut))).toEqual(replayed);
      }),
      RUNS,
    );
  });

  it("balances match a plain clamped fold of the log; counts match COUNT_UP − COUNT_DOWN", () => {
    fc.assert(
      fc.property(start, cmds, (t0, list) => {
        const { world, log } = runLive(list, t0);
        let xp = 0;
        let coins = 0;
        for (const r of log) {
          xp = Math.max(0, xp + r.reward.xp);
          coins = Math.max(0, coins + r.reward.coins);
        }
        expect([world.game.xp, world.game.coins]).toEqual([xp, coins]);
        for (const habit of Object.values(world.habits)) {
          const mine = log.filter((r) => r.instanceId === habit.commitmentId);
          const net =
            mine.filter((r) => r.event === "COUNT_UP").length - mine.filter((r) => r.event === "COUNT_DOWN").length;
          expect(habit.count).toBe(net);
        }
      }),
      RUNS,
    );
  });

  it("at most one standing DAILYCHECK per habit per day", () => {
    fc.assert(
      fc.property(start, cmds, (t0, list) => {
        const { log } = runLive(list, t0);
        const rolledBack = new Set(
          log.filter((r) => r.event === "ROLLBACK_DAILYCHECK").map((r) => readOriginalId(r.data)),
        );
        const standing = new Map<string, number>();
        for (const r of log) {
          if (r.event !== "DAILYCHECK" || rolledBack.has(r.id)) continue;
          const key = `${r.instanceId}@${dayOf(r.timestamp)}`;
          standing.set(key, (standing.get(key) ?? 0) + 1);
        }
        expect([...standing.values()].every((n) => n === 1)).toBe(true);
      }),
      RUNS,
    );
  });

  it("milestones fire at most once per goal, in order, with REACH right after DONE", () => {
    fc.assert(
      fc.property(start, cmds, (t0, list) => {
        const { world, log } = runLive(list, t0);
        for (const goal of Object.values(world.goals)) {
          const tracked: readonly string[] = [...MILESTONE_EVENTS, "REACH"];
          const seq = log
            .filter((r) => r.instanceId === goal.commitmentId && tracked.includes(r.event))
            .map((r) => r.event);
          expect(seq).toEqual(tracked.slice(0, seq.length));
          expect(goal.completedAt !== null).toBe(seq.includes("REACH"));
        }
      }),
      RUNS,
    );
  });

  it("each freeze is bought once and used at most once, for a day missed before the refresh", () => {
    fc.assert(
      fc.property(start, cmds, (t0, list) => {
        const { world, log } = runLive(list, t0);
        const held: string[] = [];
        const used = new Set<string>();
        for (const r of log) {
          if (r.event === "FREEZE_BUY") {
            expect(held.includes(r.instanceId) || used.has(r.instanceId)).toBe(false);
            held.push(r.instanceId);
          }
          if (r.event === "FREEZE_USE") {
            expect(held.includes(r.instanceId)).toBe(true);
            held.splice(held.indexOf(r.instanceId), 1);
            used.add(r.instanceId);
            const day = r.data?.day as string;
            expect(day < dayOf(r.timestamp)).toBe(true);
          }
          expect(held.length).toBeLessThanOrEqual(MARKET.maxFreezes);
        }
        expect(world.market.freezes).toEqual(held);
        expect(world.market.frozenDays.length).toBe(used.size);
      }),
      RUNS,
    );
  });

  it("a ±1 walk that returns today's count to where it was leaves today's XP where it was", () => {
    fc.assert(
      fc.property(
        start,
        fc.integer({ min: 1, max: 4 }),
        fc.nat({ max: 6 }),
        fc.array(fc.constantFrom(1 as const, -1 as const), { maxLength: 40 }),
        (t0, target, startCount, walk) => {
          const ctx = testCtx(t0);
          const created = act(
            emptyWorld(ALICE),
            { type: "habit/create", input: { title: "H", dailyTarget: target } },
            ctx,
          );
          const habitId = Object.keys(created.state.habits)[0]!;
          let world = created.state;
          for (let i = 0; i < startCount; i++)
            world = act(world, { type: "habit/count", habitId, delta: 1 }, ctx).state;
          const day = dayOf(ctx.now);
          const count0 = world.habits[habitId]!.history[day] ?? 0;
          const xp0 = world.game.xpHistory[day];
          for (const delta of walk) {
            try {
              world = act(deepFreeze(world), { type: "habit/count", habitId, delta }, ctx).state;
            } catch (error) {
              if (!(error instanceof GameError) || error.code !== "COUNT_BELOW_ZERO") throw error;
            }
            if ((world.habits[habitId]!.history[day] ?? 0) === count0) expect(world.game.xpHistory[day]).toBe(xp0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
