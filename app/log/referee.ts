// The server as referee of a push (ADR "sync protocol", rules 18, 24 and 26): each pushed action
// is refused by the server's own checks (its time, the day it claims, the order of days) or
// run through the engine on the state so far, exactly as the device ran it; what it earned
// counts for public numbers only when the server received it in time. Pure: the caller (the
// database's push plan) reads the state, and writes what comes out.
import { DAY_MS, type Day } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import { witnessedRecords, witnessSkip, witnessVacation, type Witnessed } from "~/game/witness";
import type { World } from "~/game/world";
import { finishSteps, type Steps } from "~/game/steps";
import type { XpBefore } from "~/game/run-action";
import { applyActionSteps, type AppliedAction } from "./apply-action";
import { claimedRule, dayClaimProblem } from "./day-claim";
import { dayOrderProblem } from "./day-order";
import { MAX_CLOCK_AHEAD_MS, type PushedAction, type Refusal } from "./protocol";
import { refusalOf, TIME_OUT_OF_RANGE } from "./refusal";

/** What the referee holds between a push's actions. */
export type RefereeState = {
  world: World;
  /**
   * What the server received in time before this push (rules 26 and 28), and the vacations this
   * push planned in time. The push's witnessed records are added once, at its end (`addWitnessed`):
   * each map copied per action made a push's cost grow with the account's days.
   */
  witnessed: Witnessed;
  /** The day of this client's previous applied action. */
  lastDay: Day | null;
};

export type RefereeContext = {
  userId: string;
  /** When the account was created (ms): nothing happened before it. */
  accountCreatedAt: number;
  /** The server's clock. */
  now: number;
  /** Ids for what the device did not make (a monotonic ULID factory). */
  spareId: (at: number) => string;
  /** The XP of the days before the world's window, when the push runs on one (app/log/push-window.ts). */
  xpBefore?: XpBefore;
};

export type Judgement = {
  state: RefereeState;
  outcome: AppliedAction;
  /** The applied action's records the server received in time: the push adds them to `witnessed` at its end. */
  witnessed: CommitRecord[];
};

/** Why the server itself refuses `item` before the engine sees it, or null. */
function serverRefusal(item: PushedAction, state: RefereeState, ctx: RefereeContext): Refusal | null {
  // The account's first day counts whole: a device's clock may run a little behind the server's.
  if (item.at < ctx.accountCreatedAt - DAY_MS || item.at > ctx.now + MAX_CLOCK_AHEAD_MS) {
    return refusalOf(item.action, state.world, TIME_OUT_OF_RANGE, "");
  }
  // The server counts the action on the device's day (rule 18), so that day must fit its time,
  // and, within this device's sequence, never fall before its previous day or its habit (rule 24).
  const dayProblem = dayClaimProblem(item) ?? dayOrderProblem(item, state.world, state.lastDay);
  return dayProblem ? refusalOf(item.action, state.world, dayProblem, "") : null;
}

/** The referee's verdict on one pushed action that is not a duplicate, and the state after it. */
export function judgeAction(...args: Parameters<typeof judgeActionSteps>): Judgement {
  return finishSteps(judgeActionSteps(...args));
}

/** `judgeAction` with the action's pauses (an import's, ADR 0048): the push lets others run between them. */
export function* judgeActionSteps(state: RefereeState, item: PushedAction, ctx: RefereeContext): Steps<Judgement> {
  const refusal = serverRefusal(item, state, ctx);
  if (refusal) return { state, outcome: { status: "refused", world: state.world, refusal }, witnessed: [] };
  const outcome = yield* applyActionSteps(state.world, item, ctx.userId, ctx.spareId, ctx.xpBefore);
  if (outcome.status === "refused") return { state, outcome, witnessed: [] };
  // Public numbers count what arrives by 48 h after its day ends, under the action's own rule.
  const rule = claimedRule(item) ?? outcome.world.game.dayRule;
  const seen = witnessedRecords(outcome.entry.records, rule, ctx.now);
  const { action } = item;
  let witnessed = state.witnessed;
  if (action.type === "game/planVacation" || action.type === "game/endVacation") {
    const planned = action.type === "game/planVacation" ? { from: action.from, to: action.to } : null;
    witnessed = witnessVacation(witnessed, outcome.world, planned, rule, ctx.now);
  }
  if (action.type === "habit/skip") {
    const habit = outcome.world.habits[action.habitId];
    if (habit) witnessed = witnessSkip(witnessed, state.world, habit, action, rule, ctx.now);
  }
  const next = { world: outcome.world, witnessed, lastDay: item.day };
  return { state: next, outcome, witnessed: seen };
}
