// One synced action run through the engine, the same way on the server (the referee) and in
// the browser (re-running pending actions on top of the server's state): the daily refresh
// when the action opens a newer day, then act(), with the ids the device made. Pure: the
// caller passes the world and gets the new world plus what to log.
import { act, type Action } from "~/game/act";
import { dayOf } from "~/game/day";
import { isGameError, type GameError } from "~/game/errors";
import { dailyRefresh, isRefreshDue } from "~/game/refresh";
import { checkUniqueCommitments } from "~/game/unique-commitments";
import type { World } from "~/game/world";
import { diffEntry } from "~/storage/entry";
import type { EntryBody, Refusal } from "./protocol";
import { describeRefusal } from "./refusal";

export type ActionToApply = { at: number; action: Action; ids: readonly string[] };

export type AppliedAction =
  /** `ids`: the ids the action itself made, in order (what a device pushes with it). */
  | { status: "applied"; world: World; entry: EntryBody; ids: string[] }
  | { status: "refused"; world: World; refusal: Refusal };

/**
 * Runs `item` on `world` at its own time. `spareId` makes the ids the device did not send: the
 * refresh's, and any the engine asks for once the device's run out.
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
  const ctx = { now: item.at, newId, userId };
  try {
    // A device offline for days runs its old actions on their own days: only a newer day refreshes.
    // The refresh's records (freezes spent) get spare ids: whether it runs here or ran earlier on
    // the device, the action itself always gets the device's ids, so its habits keep their ids.
    const refreshCtx = { ...ctx, newId: () => spareId(item.at) };
    const refresh = refreshOpensDay(world, item.at) ? dailyRefresh(world, refreshCtx) : { state: world, records: [] };
    const result = act(refresh.state, item.action, ctx);
    const changes = diffEntry(world, result.state);
    checkUniqueCommitments(world, [...(changes.habits ?? []), ...(changes.goals ?? [])]);
    const entry: EntryBody = { records: [...refresh.records, ...result.records], ...changes };
    return { status: "applied", world: result.state, entry, ids: made };
  } catch (error) {
    if (!isGameError(error)) throw error;
    return { status: "refused", world, refusal: describeRefusal(item.action, world, error as GameError) };
  }
}

function refreshOpensDay(world: World, at: number): boolean {
  const last = world.game.lastDailyCheck;
  return isRefreshDue(world.game, at) && (last === null || dayOf(at) > dayOf(last));
}
