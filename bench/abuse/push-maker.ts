// Push bodies made by hand for the abuse bench: habit/create and habit/count actions shaped
// exactly as a device pushes them (app/log/protocol.ts), each with fresh ids, but without
// running the engine for each: a device at 1,000 habits takes about as long to make a push as
// the server takes to apply it, and the bench would measure itself. The server runs every
// action through the engine with the ids given (app/log/apply-action.ts) and makes any more it
// needs, so these are real actions to it.
import { monotonicFactory, ulid } from "ulid";
import type { Action } from "~/game/act";
import { actionDay } from "~/game/settings";
import { emptyWorld, type World } from "~/game/world";
import type { PushedAction, PushRequest, PushResponse } from "~/log/protocol";
import { EngineDevice } from "../../tests/support/sync-device";

/** How many ids a device's engine makes for a habit/create, and which of them is the habit's id. */
function createShape(): { ids: number; habitAt: number } {
  const device = new EngineDevice(ulid(), "bench-shape-probe");
  const habitId = device.createHabit({ title: "Probe", dailyTarget: 1 }, Date.now());
  const ids = device.pending[0]!.ids;
  const habitAt = ids.indexOf(habitId);
  if (habitAt < 0) throw new Error("A habit/create's pushed ids do not hold the habit's id");
  return { ids: ids.length, habitAt };
}

let shape: { ids: number; habitAt: number } | undefined;

/** One device of one account: its client id, mutation ids and clock, and the pushes it made. */
export class PushMaker {
  private nextMutation = 1;
  private lastAt = 0;
  private readonly newId = monotonicFactory();
  /** The account's world as far as the day rule goes: these accounts never change it. */
  private readonly world: Pick<World, "game">;

  constructor(
    userId: string,
    readonly clientId: string,
  ) {
    this.world = emptyWorld(userId);
    shape ??= createShape();
  }

  private pushed(action: Action, ids: string[]): PushedAction {
    // Strictly later than the last action, never behind the clock: days never go back.
    const at = Math.max(Date.now(), this.lastAt + 1);
    this.lastAt = at;
    const { day, rule } = actionDay(this.world, action, at);
    return { mutationId: this.nextMutation++, at, day, rule, action, ids };
  }

  /** A new habit (target 1: each +1 meets it, the heavier case); its pushed form and its id. */
  create(title: string): { action: PushedAction; habitId: string } {
    const ids = Array.from({ length: shape!.ids }, () => this.newId());
    const action = this.pushed({ type: "habit/create", input: { title, dailyTarget: 1 } }, ids);
    return { action, habitId: ids[shape!.habitAt]! };
  }

  /** A +1 on `habitId`. */
  count(habitId: string): PushedAction {
    return this.pushed({ type: "habit/count", habitId, delta: 1 }, [this.newId()]);
  }

  /** Deletes `habitId` (its GIVEUP record's id is the one the device sends). */
  delete(habitId: string): PushedAction {
    return this.pushed({ type: "habit/delete", habitId }, [this.newId()]);
  }

  body(actions: PushedAction[]): string {
    const push: PushRequest = { clientId: this.clientId, actions };
    return JSON.stringify(push);
  }
}

/** The mutation ids of a push's actions the server applied. */
export function appliedOf(answer: string): Set<number> {
  const { results } = JSON.parse(answer) as PushResponse;
  return new Set(results.filter((r) => r.status === "applied").map((r) => r.mutationId));
}
