import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { act, type Action } from "./act";
import type { CommitRecord } from "./entity-schemas";
import { GameError } from "./errors";
import { replay } from "./projection";
import { readOriginalId } from "./record-data";
import { UNDO_DAY_OVER } from "./undo";
import { refreshWorld } from "./refresh";
import { cmds, start, toAction } from "~test/engine-commands";
import { ALICE, DAY, deepFreeze, events, expectGameError, run, testCtx } from "~test/game";
import { baseOf, emptyWorld, type World } from "./world";

const habit = (title = "Read", dailyTarget = 1): Action => ({ type: "habit/create", input: { title, dailyTarget } });
const undoOf = (world: World): Action => ({ type: "game/undo", recordId: world.game.lastRecord!.id });
const onlyHabit = (world: World) => Object.values(world.habits)[0]!;

/** A world with a reached goal (1,000+ XP and 25 coins to lose), made by 95 +1s. */
function richWorld(): World {
  const ctx = testCtx();
  const { world } = run([habit("Walk", 1)], ctx);
  const walk = onlyHabit(world);
  const goal: Action = {
    type: "goal/create",
    input: { title: "Fit", description: "D", xpTarget: 100, commitments: [walk.commitmentId] },
  };
  const counts: Action[] = Array.from({ length: 95 }, () => ({ type: "habit/count", habitId: walk.id, delta: 1 }));
  return run([goal, ...counts], ctx, world).world;
}

describe("undo (rule 29)", () => {
  it("takes back a new habit: ROLLBACK_START, −5 XP, the habit gone, and replay agrees", () => {
    const ctx = testCtx();
    const created = run([habit()], ctx);
    const undone = run([undoOf(created.world)], ctx, created.world);
    expect(events(undone.log)).toEqual(["Habit:ROLLBACK_START"]);
    expect(undone.log[0]!.reward).toEqual({ xp: -5, coins: 0 });
    expect(readOriginalId(undone.log[0]!.data)).toBe(created.log[0]!.id);
    expect(undone.world.game.xp).toBe(0);
    expect(onlyHabit(undone.world).isDeleted).toBe(true);
    const log = [...created.log, ...undone.log];
    expect(replay(log, baseOf(undone.world))).toEqual(undone.world);
  });

  it("takes back a delete that found no coins: the give-up took nothing, so the undo gives nothing", () => {
    const ctx = testCtx();
    const created = run([habit()], ctx);
    const id = onlyHabit(created.world).id;
    const deleted = run([{ type: "habit/delete", habitId: id }], ctx, created.world);
    expect(deleted.log[0]!.reward).toEqual({ xp: 0, coins: -1 });
    expect(deleted.world.game.coins).toBe(0);
    const undone = run([undoOf(deleted.world)], ctx, deleted.world);
    expect(events(undone.log)).toEqual(["Habit:ROLLBACK_GIVEUP"]);
    expect(undone.log[0]!.reward).toEqual({ xp: 0, coins: 0 });
    expect(undone.world.game).toMatchObject({ xp: 5, coins: 0 });
    expect(onlyHabit(undone.world)).toMatchObject({ isDeleted: false, giveupAt: null });
    expect(undone.world.commitments[onlyHabit(undone.world).commitmentId]!.isDeleted).toBe(false);
    const log = [...created.log, ...deleted.log, ...undone.log];
    expect(replay(log, baseOf(undone.world))).toEqual(undone.world);
  });

  it("gives back exactly what a goal's give-up took, clamped or not", () => {
    const ctx = testCtx();
    const rich = richWorld();
    const goalId = Object.keys(rich.goals)[0]!;
    expect(rich.game.coins).toBe(25);
    const { xp, coins } = rich.game;
    const gaveUp = run([{ type: "goal/delete", goalId }], ctx, rich);
    // Reached goals cannot be given up: make a fresh one and give that up instead.
    expect(gaveUp.log).toEqual([]);
    const member = onlyHabit(rich).commitmentId;
    const second = run(
      [{ type: "goal/create", input: { title: "More", description: "D", xpTarget: 5000, commitments: [member] } }],
      ctx,
      rich,
    ).world;
    const secondId = Object.keys(second.goals).find((id) => id !== goalId)!;
    const given = run([{ type: "goal/giveUp", goalId: secondId }], ctx, second);
    expect(given.world.game).toMatchObject({ xp: xp + 25 - 100, coins: coins - 1 });
    const undone = run([undoOf(given.world)], ctx, given.world);
    expect(undone.log[0]!.reward).toEqual({ xp: 100, coins: 1 });
    expect(undone.world.game).toMatchObject({ xp: xp + 25, coins });
    expect(undone.world.goals[secondId]!.giveupAt).toBeNull();
  });

  it("gives back only what was there when a give-up was clamped at 0", () => {
    const ctx = testCtx();
    const { world } = run([habit()], ctx);
    const member = onlyHabit(world).commitmentId;
    const withGoal = run(
      [{ type: "goal/create", input: { title: "G", description: "D", xpTarget: 500, commitments: [member] } }],
      ctx,
      world,
    ).world;
    const goalId = Object.keys(withGoal.goals)[0]!;
    const given = run([{ type: "goal/giveUp", goalId }], ctx, withGoal);
    expect(given.world.game).toMatchObject({ xp: 0, coins: 0 });
    const undone = run([undoOf(given.world)], ctx, given.world);
    expect(undone.log[0]!.reward).toEqual({ xp: 30, coins: 0 });
    expect(undone.world.game).toMatchObject({ xp: 30, coins: 0 });
  });

  it("refuses anything but the last record, a count, a second undo and a give-up since removed", () => {
    const ctx = testCtx();
    const first = run([habit("A")], ctx);
    const firstStart = first.world.game.lastRecord!.id;
    const second = run([habit("B")], ctx, first.world);
    expectGameError(
      () => act(deepFreeze(second.world), { type: "game/undo", recordId: firstStart }, ctx),
      "NOTHING_TO_UNDO",
    );

    const a = Object.values(second.world.habits).find((h) => h.title === "A")!;
    const counted = run([{ type: "habit/count", habitId: a.id, delta: 1 }], ctx, second.world).world;
    expectGameError(() => act(deepFreeze(counted), undoOf(counted), ctx), "NOTHING_TO_UNDO");

    const undone = run([undoOf(second.world)], ctx, second.world).world;
    expectGameError(() => act(deepFreeze(undone), undoOf(undone), ctx), "NOTHING_TO_UNDO");

    const gaveUp = run([{ type: "habit/giveUp", habitId: a.id }], ctx, second.world).world;
    const removed = run([{ type: "habit/delete", habitId: a.id }], ctx, gaveUp).world;
    expect(removed.habits[a.id]!.isDeleted).toBe(true);
    expectGameError(() => act(deepFreeze(removed), undoOf(removed), ctx), "NOTHING_TO_UNDO");
    expectGameError(
      () => act(deepFreeze(emptyWorld(ALICE)), { type: "game/undo", recordId: "x" }, ctx),
      "NOTHING_TO_UNDO",
    );
  });

  it("is refused once the day it counted for is over, the log unchanged", () => {
    const ctx = testCtx();
    const created = run([habit()], ctx);
    ctx.advance(DAY);
    const error = expectGameError(() => act(deepFreeze(created.world), undoOf(created.world), ctx), "NOTHING_TO_UNDO");
    expect(error.message).toBe(UNDO_DAY_OVER);
  });

  it("under generated actions, an undo leaves balances and items as they were before what it undid", () => {
    let undos = 0;
    fc.assert(
      fc.property(start, cmds, (t0, list) => {
        const ctx = testCtx(t0);
        let world = deepFreeze(emptyWorld(ALICE));
        const before = new Map<string, World>();
        const log: CommitRecord[] = [];
        for (const c of list) {
          if (c.t === "advance") ctx.advance(c.ms);
          if (c.t === "advance" || c.t === "refresh" || c.t === "burst") continue;
          const action = toAction(world, c, ctx.now);
          if (!action) continue;
          try {
            const result = act(world, action, ctx);
            if (result.records.length === 1) before.set(result.records[0]!.id, world);
            if (action.type === "game/undo") {
              undos += 1;
              const [rollback, ...follow] = result.records;
              const earlier = before.get(readOriginalId(rollback!.data)!)!;
              const sum = (key: "xp" | "coins") => follow.reduce((total, r) => total + r.reward[key], 0);
              expect(result.state.game.xp).toBe(earlier.game.xp + sum("xp"));
              expect(result.state.game.coins).toBe(earlier.game.coins + sum("coins"));
              // The item comes back to where it was before what was undone (a new one: deleted); every
              // other item stays as it is (an item removed from the archive since, with no record, stays removed).
              const state = (w: World, id: string) => {
                const item = w.habits[id] ?? w.goals[id];
                return item && { isDeleted: item.isDeleted, giveupAt: item.giveupAt };
              };
              const undone = rollback!.kind === "Habit" ? result.state.index.habitOf : result.state.index.goalOf;
              const undoneId = undone[rollback!.instanceId]!;
              for (const id of [...Object.keys(result.state.habits), ...Object.keys(result.state.goals)]) {
                if (id !== undoneId) expect(state(result.state, id)).toEqual(state(world, id));
              }
              expect(state(result.state, undoneId)).toEqual(
                state(earlier, undoneId) ?? { isDeleted: true, giveupAt: null },
              );
            }
            log.push(...result.records);
            world = deepFreeze(result.state);
          } catch (error) {
            if (!(error instanceof GameError)) throw error;
          }
        }
        // A flat replay over the latest definitions (what an uploaded history is) agrees too.
        expect(refreshWorld(replay(log, baseOf(world)), ctx.now)).toEqual(refreshWorld(world, ctx.now));
      }),
      { numRuns: 150 },
    );
    // The generator reaches undos that land, not only refused ones.
    expect(undos).toBeGreaterThan(20);
  });
});
