// A push runs on its window (app/log/push-window.ts, ADR 0050): only the days its actions can
// reach, the older ones set aside and joined again at its end. Whatever a device did over months,
// the push's answer, log rows, witnessed days and world equal the referee's verdicts on the
// whole world, action by action.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { DAY_MS } from "~/game/day";
import { actionDay } from "~/game/settings";
import { addWitnessed, NOTHING_WITNESSED } from "~/game/witness";
import { emptyWorld, type World } from "~/game/world";
import type { CommitRecord } from "~/game/entity-schemas";
import type { Action } from "~/game/act";
import { applyAction } from "~/log/apply-action";
import type { PushedAction } from "~/log/protocol";
import { judgeAction, type RefereeState } from "~/log/referee";
import { command, toAction, type Cmd } from "~test/engine-commands";
import { ALICE, T0 } from "~test/game";
import { EngineDevice } from "~test/sync-device";
import { planPush, type PushStart } from "./push-plan.server";
import type * as Ulid from "ulid";

// Ids the device does not send (the refreshes') come from a fresh monotonic factory per push. A
// seeded one here, so the push and the reference, each with its own, make the same ids.
vi.mock("ulid", async (importOriginal) => {
  const real = await importOriginal<typeof Ulid>();
  return {
    ...real,
    monotonicFactory: () => {
      let seed = 1;
      return real.monotonicFactory(() => {
        seed = (seed * 16_807) % 2_147_483_647;
        return seed / 2_147_483_647;
      });
    },
  };
});
const { monotonicFactory } = await import("ulid");

/** A command, or whole days away: a device's months of use. */
type Op = Cmd | { t: "away"; days: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 10, arbitrary: command },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("away" as const), days: fc.integer({ min: 1, max: 40 }) }) },
);
// A start of habits that are counted: most runs then have days in months before the last push's.
const START: Op[] = [
  { t: "habit", target: 2 },
  { t: "habit", target: 1 },
  { t: "count", h: 0, delta: 1 },
  { t: "away", days: 35 },
  { t: "count", h: 1, delta: 1 },
  { t: "note", h: 0, daysBack: 2, note: "Early" },
];

const THREE_COUNTS: Op[] = Array.from({ length: 3 }, () => ({ t: "count", h: 0, delta: 1 }));

/** The device's actions as it would push them, each run on its own world first. */
function deviceActions(ops: Op[]): PushedAction[] {
  const ids = monotonicFactory();
  let world: World = emptyWorld(ALICE);
  let now = T0;
  const pushed: PushedAction[] = [];
  for (const op of ops) {
    if (op.t === "away") now += op.days * DAY_MS;
    else if (op.t === "advance") now += op.ms;
    else {
      const action = toAction(world, op, now);
      if (!action) continue;
      const { day, rule } = actionDay(world, action, now);
      const outcome = applyAction(world, { at: now, day, rule, action, ids: [] }, ALICE, (at) => ids(at));
      if (outcome.status === "refused") continue;
      world = outcome.world;
      pushed.push({ mutationId: pushed.length + 1, at: now, day, rule, action, ids: outcome.ids });
    }
    now += 60_000;
  }
  return pushed;
}

/** The referee's verdicts on the whole world, one action after another (what a push did before windows). */
function judgeWhole(state: RefereeState, actions: PushedAction[], now: number) {
  const spare = monotonicFactory();
  const referee = { userId: ALICE, accountCreatedAt: T0, now, spareId: (at: number) => spare(at) };
  const statuses: string[] = [];
  const bodies: unknown[] = [];
  const applied: CommitRecord[] = [];
  for (const item of actions) {
    const judged = judgeAction(state, item, referee);
    state = judged.state;
    applied.push(...judged.witnessed);
    statuses.push(judged.outcome.status);
    bodies.push(judged.outcome.status === "applied" ? judged.outcome.entry : judged.outcome.refusal);
  }
  return { state: { ...state, witnessed: addWitnessed(state.witnessed, applied) }, statuses, bodies };
}

/** The push planned on its window and the referee's verdicts on the whole world, asserted equal. */
async function expectAsOnTheWholeWorld(earlier: PushedAction[], push: PushedAction[], now: number) {
  const held = judgeWhole({ world: emptyWorld(ALICE), witnessed: NOTHING_WITNESSED, lastDay: null }, earlier, now);
  const start: PushStart = { createdAt: T0, seq: earlier.length, ...held.state, lastMutation: 0, logged: new Set() };
  const plan = await planPush(start, { clientId: "phone", actions: push }, ALICE, now, () => 0);
  const whole = judgeWhole(held.state, push, now);
  expect(plan.response.results.map((result) => result.status)).toEqual(whole.statuses);
  expect(plan.rows.map((row) => JSON.parse(row.body))).toEqual(JSON.parse(JSON.stringify(whole.bodies)));
  expect(plan.world).toEqual(whole.state.world);
  expect(plan.witnessed).toEqual(whole.state.witnessed);
  expect(plan.lastDay).toBe(whole.state.lastDay);
  return { plan, held };
}

/** A device's actions pushed by another device later: their own mutation ids and client, same ids. */
const onAnotherDevice = (actions: PushedAction[], from = 1) =>
  actions.map((action, i) => ({ ...action, mutationId: from + i }));

describe("a push reaches the deleted items it names, undoes and counts", () => {
  const HOUR = DAY_MS / 24;
  const old = Array.from({ length: 12 }, (_, i) => `Old ${i}`);

  /** A device that made habits, deleted all but "Kept", and the habit ids by title. */
  function deviceWithDeleted() {
    const device = new EngineDevice(ALICE, "laptop");
    const ids = new Map<string, string>();
    for (const title of [...old, "Kept"]) ids.set(title, device.createHabit({ title, dailyTarget: 1 }, T0 + HOUR));
    for (const title of old) device.act({ type: "habit/delete", habitId: ids.get(title)! }, T0 + 2 * HOUR);
    return { device, ids };
  }

  it("undoes a delete pushed before it: the deleted habit comes back", async () => {
    const { device } = deviceWithDeleted();
    const earlier = [...device.pending];
    device.pending = [];
    const last = device.world.game.lastRecord!;
    device.act({ type: "game/undo", recordId: last.id }, T0 + 3 * HOUR);
    const { plan } = await expectAsOnTheWholeWorld(earlier, device.pending, T0 + 4 * HOUR);
    expect(plan.response.results.map((result) => result.status)).toEqual(["applied"]);
    expect(Object.values(plan.world.habits).filter((habit) => !habit.isDeleted)).toHaveLength(2);
  });

  it("refuses a +1 on a habit deleted by another device, naming it", async () => {
    const { device, ids } = deviceWithDeleted();
    const plusOne: PushedAction = {
      ...device.pending.at(-1)!,
      mutationId: 1,
      at: T0 + 3 * HOUR,
      action: { type: "habit/count", habitId: ids.get("Old 3")!, delta: 1 },
      ids: [],
    };
    const { plan } = await expectAsOnTheWholeWorld(onAnotherDevice(device.pending), [plusOne], T0 + 4 * HOUR);
    expect(plan.rows[0]!.body).toContain("Old 3");
  });

  it("refuses a new habit under a deleted one's commitment id, as on the whole world", async () => {
    const { device, ids } = deviceWithDeleted();
    const gone = device.world.habits[ids.get("Old 5")!]!;
    const fresh = monotonicFactory();
    const create: PushedAction = {
      ...device.pending.at(-1)!,
      mutationId: 1,
      at: T0 + 3 * HOUR,
      action: { type: "habit/create", input: { title: "New", dailyTarget: 1 } },
      ids: [gone.commitmentId, fresh(T0 + 3 * HOUR), fresh(T0 + 3 * HOUR)],
    };
    const { plan } = await expectAsOnTheWholeWorld(onAnotherDevice(device.pending), [create], T0 + 4 * HOUR);
    expect(plan.response.results.map((result) => result.status)).toEqual(["refused"]);
  });

  it("counts the undone imports of the last day against the import limit", async () => {
    const device = new EngineDevice(ALICE, "laptop");
    const file = (n: number): Action => ({
      type: "habit/import",
      importId: `import${n}`,
      source: "Loop Habit Tracker",
      habits: [{ input: { title: `Imported ${n}`, dailyTarget: 1 }, archived: false, days: [], skips: [], notes: [] }],
    });
    for (let n = 0; n < 10; n++) {
      device.act(file(n), T0 + HOUR + n * 60_000);
      device.act({ type: "habit/undoImport", importId: `import${n}` }, T0 + HOUR + n * 60_000 + 1);
    }
    const earlier = [...device.pending];
    const eleventh: PushedAction = { ...earlier.at(-1)!, mutationId: 1, at: T0 + 2 * HOUR, action: file(10), ids: [] };
    const { plan } = await expectAsOnTheWholeWorld(earlier, [eleventh], T0 + 3 * HOUR);
    expect(plan.response.results.map((result) => result.status)).toEqual(["refused"]);
  });
});

describe("a push on its window", () => {
  it("answers, logs and leaves the world as the referee does on the whole world", { timeout: 120_000 }, async () => {
    let windowed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 70 }),
        fc.array(opArb, { minLength: 1, maxLength: 40 }),
        async (history, tail) => {
          const earlier = deviceActions([...START, ...history]);
          // Three +1s on the first habit: a habit the push names that often is cut to the window.
          const all = deviceActions([...START, ...history, ...tail, ...THREE_COUNTS]);
          const last = all.at(-1)!;
          const now = last.at + 60_000;
          // The server holds the history (pushed earlier); the tail is the push.
          const push = all.slice(earlier.length);
          fc.pre(push.length > 0);
          const { held } = await expectAsOnTheWholeWorld(earlier, push, now);
          const firstDay = Object.keys(held.state.world.game.xpHistory).sort()[0];
          if (firstDay && firstDay.slice(0, 7) < push[0]!.day.slice(0, 7)) windowed += 1;
        },
      ),
      { numRuns: 100, seed: 30 },
    );
    // Most runs had XP in months before their push's window: the window set days aside.
    expect(windowed).toBeGreaterThan(50);
  });
});
