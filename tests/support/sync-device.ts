// A device for server-side sync tests: it runs actions on its own copy of the world through
// the same engine step the browser uses, and keeps them as pending pushes (with the ids its
// engine made and the day it counted each for under its day rule, rule 18), numbered by its
// own strictly increasing mutation ids.
import { monotonicFactory } from "ulid";
import type { Action } from "~/game/act";
import type { CommitRecord } from "~/game/entity-schemas";
import { actionDay } from "~/game/settings";
import { emptyWorld, type World } from "~/game/world";
import { applyAction } from "~/log/apply-action";
import { PushRequestSchema, type PushedAction, type PushRequest } from "~/log/protocol";

export class EngineDevice {
  world: World;
  pending: PushedAction[] = [];
  /** Every record its actions made, in order (what a backup of its history holds). */
  records: CommitRecord[] = [];
  private nextMutation = 1;
  private readonly newId = monotonicFactory();

  constructor(
    readonly userId: string,
    readonly clientId: string,
  ) {
    this.world = emptyWorld(userId);
  }

  /** Runs `action` at `at` locally, on the day its day rule gives; returns its pushed form (also kept as pending). */
  act(action: Action, at: number): PushedAction {
    const { day, rule } = actionDay(this.world, action, at);
    const outcome = applyAction(this.world, { at, day, rule, action, ids: [] }, this.userId, (now) => this.newId(now));
    if (outcome.status === "refused") throw new Error(`The device refused its own action: ${outcome.refusal.message}`);
    this.world = outcome.world;
    this.records.push(...outcome.entry.records);
    const pushed: PushedAction = { mutationId: this.nextMutation++, at, day, rule, action, ids: outcome.ids };
    this.pending.push(pushed);
    return pushed;
  }

  /** Creates a habit at `at` (pushed like any action); returns the new habit's id. */
  createHabit(input: Extract<Action, { type: "habit/create" }>["input"], at: number): string {
    const before = new Set(Object.keys(this.world.habits));
    this.act({ type: "habit/create", input }, at);
    return Object.keys(this.world.habits).find((id) => !before.has(id))!;
  }

  /** The pending actions as the server reads a push: through the protocol's schema, its limits included. */
  push(): PushRequest {
    return PushRequestSchema.parse({ clientId: this.clientId, actions: [...this.pending] });
  }
}
