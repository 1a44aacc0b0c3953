import { describe, expect, it } from "vitest";
import { act } from "./act";
import type { CommitRecord } from "./entity-schemas";
import { applyRecords, replay } from "./projection";
import { makeRecord } from "./records";
import { refreshWorld } from "./refresh";
import { ALICE, DAY, deepFreeze, run, testCtx } from "~test/game";
import { WorldSchema, baseOf, emptyWorld, worldFromBase } from "./world";

function scenario() {
  const ctx = testCtx();
  let { world, log } = run([{ type: "habit/create", input: { title: "A", dailyTarget: 2 } }], ctx);
  const habitId = Object.keys(world.habits)[0]!;
  const commitmentId = world.habits[habitId]!.commitmentId;
  const more = run(
    [
      { type: "goal/create", input: { title: "G", description: "D", xpTarget: 8, commitments: [commitmentId] } },
      { type: "habit/count", habitId, delta: 1 },
      { type: "habit/count", habitId, delta: 1 },
      { type: "habit/count", habitId, delta: -1 },
    ],
    ctx,
    world,
  );
  world = more.world;
  log = [...log, ...more.log];
  ctx.advance(DAY);
  const last = run(
    [
      { type: "habit/count", habitId, delta: 1 },
      { type: "habit/count", habitId, delta: 1 },
    ],
    ctx,
    world,
  );
  return { ctx, world: last.world, log: [...log, ...last.log], habitId };
}

describe("applying records to the game state", () => {
  it("clamps xp and coins at 0 but keeps nominal records and nominal day history (rule 3, docs/rules.md)", () => {
    const ctx = testCtx();
    const world = deepFreeze(emptyWorld(ALICE));
    const penalty = makeRecord({ event: "GIVEUP", kind: "Goal", instanceId: "01J0000000000000000000000C" }, ctx, ALICE);
    const after = applyRecords(world, [penalty]);
    expect(penalty.reward).toEqual({ xp: -100, coins: -1 });
    expect(after.game).toMatchObject({
      xp: 0,
      coins: 0,
      lastXp: -100,
      lastActive: ctx.now,
      xpHistory: { "2024-05-10": -100 },
    });
    const up = makeRecord({ event: "COUNT_UP", kind: "Habit", instanceId: "01J0000000000000000000000C" }, ctx, ALICE);
    expect(applyRecords(after, [up]).game).toMatchObject({
      xp: 1,
      coins: 0,
      lastXp: 1,
      xpHistory: { "2024-05-10": -99 },
    });
    expect(after.lastRecordId).toBe(penalty.id);
  });

  it("files XP under the UTC day of the record's timestamp", () => {
    const ctx = testCtx(Date.UTC(2024, 4, 10, 23, 59, 59, 999));
    const a = makeRecord({ event: "COUNT_UP", kind: "Habit", instanceId: "01J0000000000000000000000C" }, ctx, ALICE);
    ctx.advance(1);
    const b = makeRecord({ event: "DAILYCHECK", kind: "Habit", instanceId: "01J0000000000000000000000C" }, ctx, ALICE);
    expect(applyRecords(emptyWorld(ALICE), [a, b]).game.xpHistory).toEqual({ "2024-05-10": 1, "2024-05-11": 5 });
  });
});

describe("replay", () => {
  it("rebuilds the live world from the log and the entity definitions", () => {
    const { ctx, world, log } = scenario();
    const replayed = replay(log, deepFreeze(baseOf(world)));
    expect(refreshWorld(replayed, ctx.now)).toEqual(refreshWorld(world, ctx.now));
    expect(replayed.goals).toEqual(world.goals);
    expect(replayed.habits).toEqual(world.habits);
  });

  it("resumes from a checkpoint: applyRecords(prefix world, rest) equals a full replay", () => {
    const { world, log } = scenario();
    const base = baseOf(world);
    for (let cut = 0; cut <= log.length; cut++) {
      const checkpoint = deepFreeze(replay(log.slice(0, cut), base));
      expect(applyRecords(checkpoint, log.slice(cut))).toEqual(replay(log, base));
    }
  });

  it("ignores stale derived fields of stored entities", () => {
    const { world, log } = scenario();
    const base = baseOf(world);
    const stale = { ...base, habits: base.habits.map((h) => ({ ...h, count: 999, history: { "2000-01-01": 9 } })) };
    expect(replay(log, stale).habits).toEqual(world.habits);
  });

  it("a repeated GIVEUP in a foreign log keeps the first time", () => {
    const { ctx, world, log, habitId } = scenario();
    const instanceId = world.habits[habitId]!.commitmentId;
    const first = makeRecord({ event: "GIVEUP", kind: "Habit", instanceId }, ctx, ALICE);
    ctx.advance(1000);
    const second = makeRecord({ event: "GIVEUP", kind: "Habit", instanceId }, ctx, ALICE);
    expect(replay([...log, first, second], baseOf(world)).habits[habitId]!.giveupAt).toBe(first.timestamp);
  });

  it("the cached world survives its storage schema", () => {
    const { world } = scenario();
    expect(WorldSchema.parse(world)).toEqual(world);
  });

  it("worldFromBase(baseOf(w)) has every derived field at its start value", () => {
    const { world, habitId } = scenario();
    const fresh = worldFromBase(baseOf(world));
    expect(fresh.habits[habitId]).toMatchObject({ count: 0, history: {}, giveupAt: null });
    expect(Object.values(fresh.goals)[0]).toMatchObject({ commitments: [], xpCurrent: 0, completedAt: null });
    expect(fresh.game).toMatchObject({ xp: 0, coins: 0, xpHistory: {} });
    expect(fresh.lastRecordId).toBeNull();
  });

  it("skips records about unknown entities for entity state, still counts their reward", () => {
    const ctx = testCtx();
    const orphan: CommitRecord = makeRecord(
      { event: "COUNT_UP", kind: "Habit", instanceId: "01J0000000000000000000000C" },
      ctx,
      ALICE,
    );
    const world = replay([orphan], { game: { user: ALICE, dailyTarget: 10 }, commitments: [], habits: [], goals: [] });
    expect(world.game.xp).toBe(1);
    expect(world.habits).toEqual({});
  });

  it("an action on a replayed world behaves like on the live one", () => {
    const { ctx, world, log, habitId } = scenario();
    const replayed = replay(log, baseOf(world));
    const fromLive = act(
      world,
      { type: "habit/count", habitId, delta: -1 },
      { ...ctx, newId: () => "01J0000000000000000000000Z" },
    );
    const fromReplay = act(
      replayed,
      { type: "habit/count", habitId, delta: -1 },
      { ...ctx, newId: () => "01J0000000000000000000000Z" },
    );
    expect(fromReplay.records).toEqual(fromLive.records);
  });
});
