// One action run through the engine: the one sequence the browser's storage (a click), the
// server's referee (a pushed action) and a device re-running its pending actions all use.
// The daily refresh when the action opens a newer day, then act(), then (a day rule that moved
// today forward) that day's refresh; what the action changed, checked for duplicate titles.
// Pure: the caller passes the world and the ids, and gets the new world plus what to log.
import { actSteps, type Action } from "./act";
import { dayOfCtx, type Ctx } from "./context";
import type { CommitRecord } from "./entity-schemas";
import { dayOfRecord, type Day } from "./day";
import { definitionChanges, type DefinitionChanges } from "./definitions";
import { dailyRefresh, lastRefreshDay, refreshWorld, todayOf } from "./refresh";
import type { ActionResult } from "./settle";
import { finishSteps, type Steps } from "./steps";
import { checkUniqueCommitments } from "./unique-commitments";
import type { World } from "./world";

/**
 * The XP of the days before a world's window: browser storage keeps the recent years in its
 * world and the older ones aside, and a refresh reads them all (streaks, momentum).
 */
export type XpBefore = { days: Readonly<Record<Day, number>>; from: Day };

/**
 * The daily refresh for `ctx`'s day when it is newer than the last one (once per day: a device
 * offline for days runs its old actions on their own days). With `xpBefore`, it reads the whole
 * history and gives back a world with its window only.
 */
export function refreshIfNewer(world: World, ctx: Ctx, xpBefore?: XpBefore): ActionResult | null {
  const last = lastRefreshDay(world.game);
  if (last !== null && dayOfCtx(ctx) <= last) return null;
  if (!xpBefore) return dailyRefresh(world, ctx);
  const window = world.game.xpHistory;
  const whole = { ...world, game: { ...world.game, xpHistory: { ...xpBefore.days, ...window } } };
  const { state, records } = dailyRefresh(whole, ctx);
  const xpHistory: Record<Day, number> = {};
  for (const [day, xp] of Object.entries(state.game.xpHistory)) {
    if (day >= xpBefore.from || day in window) xpHistory[day] = xp;
  }
  return { state: { ...state, game: { ...state.game, xpHistory } }, records };
}

export type ActionRun = { state: World; records: CommitRecord[]; changes: DefinitionChanges };

/**
 * Runs `action` at `now` on `day`, the day it counts for (rule 18). `newId` makes the action's
 * own ids, `refreshId` the refresh's: whether the refresh runs here or ran earlier on a device,
 * the action always gets the same ids, so its habits keep them. A GameError is thrown.
 */
export function runAction(...args: Parameters<typeof runActionSteps>): ActionRun {
  return finishSteps(runActionSteps(...args));
}

/** `runAction` with pauses where the action has them (an import's, ADR 0048). */
export function* runActionSteps(
  world: World,
  action: Action,
  { now, day, userId }: { now: number; day: Day; userId: string },
  ids: { newId: () => string; refreshId: () => string },
  xpBefore?: XpBefore,
): Steps<ActionRun> {
  // The day before the action, the action on its day, then that day's refresh. A change of rule
  // left today under the old rule; any other action's day is the day before it too.
  const dayBefore = action.type === "game/setDayRule" ? earlier(day, todayOf(world.game, now)) : day;
  const ctxOf = (d: Day): Ctx => ({ now, day: d, newId: ids.refreshId, userId });
  const start = refreshIfNewer(world, ctxOf(dayBefore), xpBefore) ?? { state: world, records: [] };
  const result = yield* actSteps(start.state, action, { now, day, newId: ids.newId, userId });
  const end = refreshIfNewer(result.state, ctxOf(day), xpBefore);
  const acted = end?.state ?? result.state;
  const state = changesPastXp(result.records, day) ? restreaked(acted, now, day, xpBefore) : acted;
  const changes = definitionChanges(world, state);
  checkUniqueCommitments(world, [...(changes.habits ?? []), ...(changes.goals ?? [])]);
  return { state, records: [...start.records, ...result.records, ...(end?.records ?? [])], changes };
}

const earlier = (a: Day, b: Day): Day => (b < a ? b : a);

/** Whether records change the XP of a day before `day` (a past day's edit in the grace window, rule 30). */
const changesPastXp = (records: readonly CommitRecord[], day: Day) =>
  records.some((record) => record.reward.xp !== 0 && dayOfRecord(record) < day);

/** Streak and momentum recomputed over the whole XP history, the world keeping its window. */
function restreaked(world: World, now: number, day: Day, xpBefore?: XpBefore): World {
  const xpHistory = xpBefore ? { ...xpBefore.days, ...world.game.xpHistory } : world.game.xpHistory;
  const { game } = refreshWorld({ ...world, game: { ...world.game, xpHistory } }, now, day);
  return { ...world, game: { ...game, xpHistory: world.game.xpHistory } };
}
