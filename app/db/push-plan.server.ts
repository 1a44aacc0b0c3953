// What a push does to a user's log, worked out before anything is written (ADR 0029): each new
// action is refused by the server's own checks or run through the engine on the state so far.
// The work is cut into slices of at most SLICE_MS of the event loop: between slices the loop
// serves other requests, so one account's push never holds it for long.
import { monotonicFactory } from "ulid";
import { DAY_MS, type Day } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import { addWitnessed, witnessedRecords, type WitnessedXp } from "~/game/witness";
import type { World } from "~/game/world";
import { applyAction } from "~/sync/apply-action";
import { claimedRule, dayClaimProblem } from "~/sync/day-claim";
import { dayOrderProblem } from "~/sync/day-order";
import {
  MAX_CLOCK_AHEAD_MS,
  type PushedAction,
  type PushRequest,
  type PushResponse,
  type Refusal,
} from "~/sync/protocol";
import { refusalOf, TIME_OUT_OF_RANGE } from "~/sync/refusal";
import type { Insertable } from "kysely";
import type { SyncLogTable } from "./schema.server";

/** How long one slice of a push's engine work may hold the event loop before it yields. */
export const SLICE_MS = 10;

/** Where the user's log stood when the push was read: what the plan starts from. */
export type PushStart = {
  createdAt: number;
  seq: number;
  world: World;
  /** XP per day the server received in time so far (rule 26). */
  witnessed: WitnessedXp;
  /** The newest mutation id and applied day seen from the push's client. */
  lastMutation: number;
  lastDay: Day | null;
  /** The push's first ids already in the log. */
  logged: ReadonlySet<string>;
};

export type PushPlan = {
  response: PushResponse;
  rows: Insertable<SyncLogTable>[];
  world: World;
  witnessed: WitnessedXp;
  /** Records applied by this push that the server received in time, in order (the social projection's input). */
  applied: CommitRecord[];
  lastMutation: number;
  lastDay: Day | null;
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Why the server itself refuses `item` before the engine sees it, or null. */
function serverRefusal(item: PushedAction, world: World, start: PushStart, lastDay: Day | null, now: number) {
  // The account's first day counts whole: a device's clock may run a little behind the server's.
  if (item.at < start.createdAt - DAY_MS || item.at > now + MAX_CLOCK_AHEAD_MS) {
    return refusalOf(item.action, world, TIME_OUT_OF_RANGE, "");
  }
  // The server counts the action on the device's day (rule 18), so that day must fit its time,
  // and, within this device's sequence, never fall before its previous day or its habit (rule 24).
  const dayProblem = dayClaimProblem(item) ?? dayOrderProblem(item, world, lastDay);
  return dayProblem ? refusalOf(item.action, world, dayProblem, "") : null;
}

/**
 * The push's outcome from `start`: actions already seen from this client (by mutation id) or
 * already in the log (by their first id) are duplicates; the rest are refused or applied in
 * order. `clock` measures the slices (performance.now in production).
 */
export async function planPush(
  start: PushStart,
  push: PushRequest,
  userId: string,
  now: number,
  clock: () => number = () => performance.now(),
): Promise<PushPlan> {
  let { seq, world, witnessed, lastMutation, lastDay } = start;
  const logged = new Set(start.logged);
  const spare = monotonicFactory();
  const results: PushResponse["results"] = [];
  const applied: CommitRecord[] = [];
  const rows: Insertable<SyncLogTable>[] = [];
  let sliceStart = clock();
  for (const item of push.actions) {
    if (clock() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = clock();
    }
    const firstId = item.ids[0];
    if (item.mutationId <= lastMutation || (firstId !== undefined && logged.has(firstId))) {
      results.push({ mutationId: item.mutationId, status: "duplicate", seq: null });
      lastMutation = Math.max(lastMutation, item.mutationId);
      continue;
    }
    const refused: Refusal | null = serverRefusal(item, world, start, lastDay, now);
    const outcome = refused
      ? ({ status: "refused", world, refusal: refused } as const)
      : applyAction(world, item, userId, (at) => spare(at));
    seq += 1;
    world = outcome.world;
    if (outcome.status === "applied") {
      // Public numbers count what arrives by 48 h after its day ends, under the action's own rule.
      const seen = witnessedRecords(outcome.entry.records, claimedRule(item) ?? world.game.dayRule, now);
      witnessed = addWitnessed(witnessed, seen);
      applied.push(...seen);
      lastDay = item.day;
    }
    rows.push({
      user_id: userId,
      seq,
      client_id: push.clientId,
      mutation_id: item.mutationId,
      type: item.action.type,
      at: item.at,
      status: outcome.status,
      body: JSON.stringify(outcome.status === "applied" ? outcome.entry : outcome.refusal),
      first_id: firstId ?? null,
      created_at: now,
    });
    if (firstId !== undefined) logged.add(firstId);
    results.push({ mutationId: item.mutationId, status: outcome.status, seq });
    lastMutation = item.mutationId;
  }
  return { response: { results, head: seq }, rows, world, witnessed, applied, lastMutation, lastDay };
}
