// What a push does to a user's log, worked out before anything is written (ADR 0029): actions
// already seen are duplicates, each new one is judged by the referee (app/log/referee.ts).
// The work is cut into slices of at most SLICE_MS of the event loop: between slices the loop
// serves other requests, so one account's push never holds it for long.
import { monotonicFactory } from "ulid";
import type { Day } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import type { World } from "~/game/world";
import type { PushRequest, PushResponse } from "~/log/protocol";
import { addWitnessed, type Witnessed } from "~/game/witness";
import { judgeActionSteps } from "~/log/referee";
import { closePushWindow, openPushWindow, type PushWindow } from "~/log/push-window";
import { stringifySteps } from "~/log/json-steps";
import { Slicer } from "~/log/slices";
import type { Insertable } from "kysely";
import type { SyncLogTable } from "./schema.server";

/** How long one slice of a push's engine work may hold the event loop before it yields. */
export const SLICE_MS = 10;

/** Where the user's log stood when the push was read: what the plan starts from. */
export type PushStart = {
  createdAt: number;
  seq: number;
  world: World;
  /** What the server received in time so far (rules 26 and 28). */
  witnessed: Witnessed;
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
  witnessed: Witnessed;
  /** Records applied by this push that the server received in time, in order (the social projection's input). */
  applied: CommitRecord[];
  lastMutation: number;
  lastDay: Day | null;
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

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
  // The push runs on the days and items it can reach; the rest joins again at its end (ADR 0050).
  // A state from before the witnessed skips were kept reads them from every habit, deleted ones too.
  const window = openPushWindow(start.world, push.actions, { deletedAside: start.witnessed.skips !== undefined });
  const plan = await planOn(start, window, push, userId, now, clock);
  const world = closePushWindow(plan.world, window);
  if (world) return { ...plan, world };
  // A record landed before the window, which no action should reach: the push on the whole world.
  return planOn(start, null, push, userId, now, clock);
}

async function planOn(
  start: PushStart,
  window: PushWindow | null,
  push: PushRequest,
  userId: string,
  now: number,
  clock: () => number,
): Promise<PushPlan> {
  let { seq, witnessed, lastMutation, lastDay } = start;
  let world = window?.world ?? start.world;
  const logged = new Set(start.logged);
  const spare = monotonicFactory();
  const referee = {
    userId,
    accountCreatedAt: start.createdAt,
    now,
    spareId: (at: number) => spare(at),
    xpBefore: window?.xpBefore,
  };
  const results: PushResponse["results"] = [];
  const applied: CommitRecord[] = [];
  const rows: Insertable<SyncLogTable>[] = [];
  const slicer = new Slicer(SLICE_MS, nextTurn, clock);
  for (const item of push.actions) {
    await slicer.breathe();
    const firstId = item.ids[0];
    if (item.mutationId <= lastMutation || (firstId !== undefined && logged.has(firstId))) {
      results.push({ mutationId: item.mutationId, status: "duplicate", seq: null });
      lastMutation = Math.max(lastMutation, item.mutationId);
      continue;
    }
    // An import pauses inside itself too: one action of 110,000 days is most of a second of work.
    const judged = await slicer.run(judgeActionSteps({ world, witnessed, lastDay }, item, referee));
    ({ world, witnessed, lastDay } = judged.state);
    applied.push(...judged.witnessed);
    const outcome = judged.outcome;
    seq += 1;
    rows.push({
      user_id: userId,
      seq,
      client_id: push.clientId,
      mutation_id: item.mutationId,
      type: item.action.type,
      at: item.at,
      status: outcome.status,
      // An import's entry is 20 MB of text: written in parts too.
      body: await slicer.run(stringifySteps(outcome.status === "applied" ? outcome.entry : outcome.refusal)),
      first_id: firstId ?? null,
      created_at: now,
    });
    if (firstId !== undefined) logged.add(firstId);
    results.push({ mutationId: item.mutationId, status: outcome.status, seq });
    lastMutation = item.mutationId;
  }
  witnessed = addWitnessed(witnessed, applied);
  return { response: { results, head: seq }, rows, world, witnessed, applied, lastMutation, lastDay };
}
