// One synced action run through the engine, the same way on the server (the referee) and in
// the browser (re-running pending actions on top of the server's state): the daily refresh
// when the action opens a newer day, then act(), with the ids the device made. The action
// counts for the day the device counted it for (rule 18), never for the server's own today.
// Pure: the caller passes the world and gets the new world plus what to log.
import { act, type Action } from "~/game/act";
import type { Day, DayRule } from "~/game/day";
import { isGameError, type GameError } from "~/game/errors";
import { dailyRefresh, lastRefreshDay, todayOf } from "~/game/refresh";
import type { ActionResult } from "~/game/settle";
import { checkUniqueCommitments } from "~/game/unique-commitments";
import type { World } from "~/game/world";
import { diffEntry } from "~/storage/entry";
import type { EntryBody, Refusal } from "./protocol";
import { describeRefusal } from "./refusal";

export type ActionToApply = { at: number; day: Day; rule: DayRule; action: Action; ids: readonly string[] };

export type AppliedAction =
  /** `ids`: the ids the action itself made, in order (what a device pushes with it). */
  | { status: "applied"; world: World; entry: EntryBody; ids: string[] }
  | { status: "refused"; world: World; refusal: Refusal };

/**
 * Runs `item` on `world` at its own time and on its own day. `spareId` makes the ids the device
 * did not send: the refresh's, and any the engine asks for once the device's run out.
 * A GameError becomes a refusal (the world unchanged); anything else is a bug and throws.
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
  const { at, day } = item;
  // The refresh's records (freezes spent) get spare ids: whether it runs here or ran earlier on
  // the device, the action itself always gets the device's ids, so its habits keep their ids.
  const refreshCtx = (d: Day) => ({ now: at, day: d, newId: () => spareId(at), userId });
  try {
    // As storage.dispatch does: the day before the action, the action on its day, then (a day
    // rule that moved today forward) that day's refresh. A change of rule left today under the
    // old rule; any other action's day is the day before it too.
    const dayBefore = item.action.type === "game/setDayRule" ? earlier(day, todayOf(world.game, at)) : day;
    const start = refreshOn(world, dayBefore, refreshCtx(dayBefore));
    const result = act(start.state, item.action, { now: at, day, newId, userId });
    const end = refreshOn(result.state, day, refreshCtx(day));
    const changes = diffEntry(world, end.state);
    checkUniqueCommitments(world, [...(changes.habits ?? []), ...(changes.goals ?? [])]);
    const records = [...start.records, ...result.records, ...end.records];
    const entry: EntryBody = { day, rule: item.rule, records, ...changes };
    return { status: "applied", world: end.state, entry, ids: made };
  } catch (error) {
    if (!isGameError(error)) throw error;
    return { status: "refused", world, refusal: describeRefusal(item.action, world, error as GameError) };
  }
}

/**
 * The daily refresh for `day` when it is newer than the last one: a device offline for days
 * runs its old actions on their own days, and only a newer day refreshes (once per day).
 */
function refreshOn(world: World, day: Day, ctx: Parameters<typeof dailyRefresh>[1]): ActionResult {
  const last = lastRefreshDay(world.game);
  return last === null || day > last ? dailyRefresh(world, ctx) : { state: world, records: [] };
}

const earlier = (a: Day, b: Day): Day => (b < a ? b : a);
