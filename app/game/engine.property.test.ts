// Property tests over random action sequences: live state equals replay, and
// the invariants of docs/architecture.md §2 and docs/rules.md hold after every step (Market included).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { act } from "./act";
import type { Action } from "./action-schema";
import { MARKET } from "./constants";
import { dayOf, dayOfRecord } from "./day";
import { burst, cmds, start, toAction, type Step } from "~test/engine-commands";
import { CommitRecordSchema, type CommitRecord } from "./entity-schemas";
import { GameError } from "./errors";
import { MARKET_EVENTS, MILESTONE_EVENTS } from "./events";
import { goalPercent } from "./goal-progress";
import { activeRewards } from "./market";
import { momentumFromStats, momentumOf, xpStatsOf } from "./momentum";
import { applyRecords, replay } from "./projection";
import { countDeltaOf, readOriginalId } from "./record-data";
import { dailyRefresh, refreshWorld } from "./refresh";
import { ALICE, deepFreeze, testCtx } from "~test/game";
import { baseOf, emptyWorld, type World } from "./world";

type Run = { world: World; log: CommitRecord[]; now: number; refused: number; codes: Set<string> };

/** Runs commands live, checking per-step invariants; refused actions must change nothing. */
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
    const action = toAction(world, c, ctx.now);
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
      "ROLLBACK_START",
      "ROLLBACK_GIVEUP",
      "COMMITMENT_ADD",
      "COMMITMENT_DROP",
      ...MILESTONE_EVENTS,
      "REACH",
      ...MARKET_EVENTS,
      "NOTE",
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

  it("balances match a plain clamped fold of the log; counts match the COUNT_UPs less the COUNT_DOWNs", () => {
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
          // Each moves its day by its amount (one for a click, rule 30); no day goes below 0.
          const net = mine.reduce((sum, r) => sum + countDeltaOf(r), 0);
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
          const key = `${r.instanceId}@${dayOfRecord(r)}`;
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
