// A synced action (pushed to the server, or pending on a device) run through the engine's one
// sequence (app/game/run-action.ts) with the ids the device made: what the server's referee and
// a device re-running its pending actions both do. A refusal becomes its sentence. Pure.
import type { Action } from "~/game/act";
import type { Day, DayRule } from "~/game/day";
import { isGameError, type GameError } from "~/game/errors";
import { runActionSteps, type XpBefore } from "~/game/run-action";
import { finishSteps, type Steps } from "~/game/steps";
import type { World } from "~/game/world";
import type { EntryBody, Refusal } from "./protocol";
import { describeRefusal } from "./refusal";

export type ActionToApply = { at: number; day: Day; rule: DayRule; action: Action; ids: readonly string[] };

export type AppliedAction =
  /** `ids`: the ids the action itself made, in order (what a device pushes with it). */
  | { status: "applied"; world: World; entry: EntryBody; ids: string[] }
  | { status: "refused"; world: World; refusal: Refusal };

/**
 * A synced action (pushed, or pending on a device) run at its own time and on its own day, with
 * the ids the device made. `spareId` makes the ids the device did not send: the refresh's, and
 * any the engine asks for once the device's run out. A GameError becomes a refusal (the world
 * unchanged); anything else is a bug and throws. `xpBefore`: the XP of the days before `world`'s
 * window, when it holds only the recent ones (a push's window, app/log/push-window.ts).
 */
export function applyAction(...args: Parameters<typeof applyActionSteps>): AppliedAction {
  return finishSteps(applyActionSteps(...args));
}

/** `applyAction` with the action's pauses (an import's, ADR 0048). */
export function* applyActionSteps(
  world: World,
  item: ActionToApply,
  userId: string,
  spareId: (now: number) => string,
  xpBefore?: XpBefore,
): Steps<AppliedAction> {
  const made: string[] = [];
  const newId = () => {
    const id = made.length < item.ids.length ? item.ids[made.length]! : spareId(item.at);
    made.push(id);
    return id;
  };
  try {
    const run = yield* runActionSteps(
      world,
      item.action,
      { now: item.at, day: item.day, userId },
      {
        newId,
        refreshId: () => spareId(item.at),
      },
      xpBefore,
    );
    const entry: EntryBody = { day: item.day, rule: item.rule, records: run.records, ...run.changes };
    return { status: "applied", world: run.state, entry, ids: made };
  } catch (error) {
    if (!isGameError(error)) throw error;
    return { status: "refused", world, refusal: describeRefusal(item.action, world, error as GameError) };
  }
}
