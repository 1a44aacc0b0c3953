// One action run through the engine: the one sequence the browser's storage (a click), the
// server's referee (a pushed action) and a device re-running its pending actions all use.
// The daily refresh when the action opens a newer day, then act(), then (a day rule that moved
// today forward) that day's refresh; what the action changed, checked for duplicate titles.
// Pure: the caller passes the world and the ids, and gets the new world plus what to log.
import { act, type Action } from "~/game/act";
import { dayOfCtx, type Ctx } from "~/game/context";
import type { CommitRecord } from "~/game/entity-schemas";
import type { Day, DayRule } from "~/game/day";
import { isGameError, type GameError } from "~/game/errors";
import { dailyRefresh, lastRefreshDay, todayOf } from "~/game/refresh";
import type { ActionResult } from "~/game/settle";
import { checkUniqueCommitments } from "~/game/unique-commitments";
import type { World } from "~/game/world";
import { diffEntry, type EntryChanges } from "./entry";
import type { EntryBody, Refusal } from "./protocol";
import { describeRefusal } from "./refusal";

/** The daily refresh of `world` for `ctx.day`, or null when it is not due for that day. */
export type Refresh = (world: World, ctx: Ctx) => ActionResult | null;

/**
 * The refresh for a day newer than the last one: a device offline for days runs its old
 * actions on their own days, and only a newer day refreshes (once per day).
 */
export const refreshIfNewer: Refresh = (world, ctx) => {
  const last = lastRefreshDay(world.game);
  return last === null || dayOfCtx(ctx) > last ? dailyRefresh(world, ctx) : null;
};

export type ActionRun = { state: World; records: CommitRecord[]; changes: EntryChanges };

/**
 * Runs `action` at `now` on `day`, the day it counts for (rule 18). `newId` makes the action's
 * own ids, `refreshId` the refresh's: whether the refresh runs here or ran earlier on a device,
 * the action always gets the same ids, so its habits keep them. A GameError is thrown.
 */
export function runAction(
  world: World,
  action: Action,
  { now, day, userId }: { now: number; day: Day; userId: string },
  ids: { newId: () => string; refreshId: () => string },
  refresh: Refresh = refreshIfNewer,
): ActionRun {
  // The day before the action, the action on its day, then that day's refresh. A change of rule
  // left today under the old rule; any other action's day is the day before it too.
  const dayBefore = action.type === "game/setDayRule" ? earlier(day, todayOf(world.game, now)) : day;
  const ctxOf = (d: Day): Ctx => ({ now, day: d, newId: ids.refreshId, userId });
  const start = refresh(world, ctxOf(dayBefore)) ?? { state: world, records: [] };
  const result = act(start.state, action, { now, day, newId: ids.newId, userId });
  const end = refresh(result.state, ctxOf(day));
  const state = end?.state ?? result.state;
  const changes = diffEntry(world, state);
  checkUniqueCommitments(world, [...(changes.habits ?? []), ...(changes.goals ?? [])]);
  return { state, records: [...start.records, ...result.records, ...(end?.records ?? [])], changes };
}

export type ActionToApply = { at: number; day: Day; rule: DayRule; action: Action; ids: readonly string[] };

export type AppliedAction =
  /** `ids`: the ids the action itself made, in order (what a device pushes with it). */
  | { status: "applied"; world: World; entry: EntryBody; ids: string[] }
  | { status: "refused"; world: World; refusal: Refusal };

/**
 * A synced action (pushed, or pending on a device) run at its own time and on its own day, with
 * the ids the device made. `spareId` makes the ids the device did not send: the refresh's, and
 * any the engine asks for once the device's run out. A GameError becomes a refusal (the world
 * unchanged); anything else is a bug and throws.
 */
export function applyAction(
  world: World,
  item: ActionToApply,
  userId: string,
  spareId: (now: number) => string,
): AppliedAction {
  const made: string[] = [];
  const newId = () => {
    const id = made.length < item.ids.length ? item.ids[made.length]! : spareId(item.at);
    made.push(id);
    return id;
  };
  try {
    const run = runAction(
      world,
      item.action,
      { now: item.at, day: item.day, userId },
      {
        newId,
        refreshId: () => spareId(item.at),
      },
    );
    const entry: EntryBody = { day: item.day, rule: item.rule, records: run.records, ...run.changes };
    return { status: "applied", world: run.state, entry, ids: made };
  } catch (error) {
    if (!isGameError(error)) throw error;
    return { status: "refused", world, refusal: describeRefusal(item.action, world, error as GameError) };
  }
}

const earlier = (a: Day, b: Day): Day => (b < a ? b : a);
