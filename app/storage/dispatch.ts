// The two kinds of journal entry the app writes by itself or for a click: an
// action (dispatchAction) and the daily refresh before anything is read
// (refreshedWorld). Both run on the user's cache under the storage lock.
import { editedDayOf, importedDaysOf, type Action } from "~/game/act";
import { isGameError } from "~/game/errors";
import { isRefreshDue, todayOf } from "~/game/refresh";
import { actionDay } from "~/game/settings";
import type { World } from "~/game/world";
import { runActionSteps } from "~/game/run-action";
import { pageSlicer } from "~/log/slices";
import type { DispatchResult } from "./api";
import { refreshIfDue } from "~/storage/journal/daily-refresh";
import { gameFieldsOf } from "~/game/definitions";
import { isEmptyEntry } from "~/log/entry";
import type { JournalEntry } from "~/log/entry-schema";
import type { StorageCore } from "./storage-core";
import { monthOfDay } from "~/storage/journal/partitions";
import { loadForRefresh, loadShards, pullDays, xpBeforeOf, type UserCache } from "~/storage/journal/user-cache";
import { homeOf } from "./views";

/**
 * The daily refresh, once per day (the user's, rule 18) before anything is
 * read: recomputes streak and momentum and spends streak freezes on days just
 * missed (its records and results are one journal entry). Returns the world to show.
 */
export async function refreshedWorld(core: StorageCore, c: UserCache, now: number): Promise<World> {
  const day = todayOf(c.world.game, now);
  const refresh = await refreshIfDue(core.tables, c, { now, day, newId: core.newId, userId: c.userId });
  if (!refresh) return c.world;
  const { state, records } = refresh;
  const entry: JournalEntry = {
    seq: c.seq + 1,
    type: "game/refresh",
    at: now,
    day,
    rule: state.game.dayRule,
    records,
    game: gameFieldsOf(state.game),
  };
  try {
    await core.appendEntry(c, entry, state);
  } catch (error) {
    // The refresh is a pure function of the log: show it even if it could not be saved.
    if (!isGameError(error) || error.code !== "INDEXEDDB_ERROR") throw error;
    core.notifier.emit({ type: "error", error, origin: "local" });
    return state;
  }
  return c.world;
}

/**
 * One action, one journal entry. A new day's first action carries the refresh
 * (and any freezes it spent) in its entry. The action counts for today under
 * the day rule in force after it (rule 18: a new rule applies from its own
 * change on); when that moves today forward, the new day's refresh follows in
 * the same entry.
 */
export function dispatchAction(core: StorageCore, userId: string, action: Action): Promise<DispatchResult> {
  return core.withUser(userId, async (c, now) => {
    const { before: dayBefore, day, rule } = actionDay(c.world, action, now);
    // A past day's edit reads its month (counts and notes) and its XP before it changes them.
    const edited = editedDayOf(action);
    await pullDays(core.tables, c, new Set([dayBefore, day, ...(edited ? [edited] : [])]));
    const months = new Set([...(edited ? [edited] : []), ...importedDaysOf(action)].map(monthOfDay));
    if (months.size > 0) await loadShards(core.tables, c, { months: [...months] });
    // A refresh on either day reads the whole XP history and the habits' days since the last one.
    if (isRefreshDue(c.world.game, now, dayBefore) || isRefreshDue(c.world.game, now, day)) {
      await loadForRefresh(core.tables, c);
    }
    // Taken once everything it needs is loaded: each load above replaces the cache's world.
    const before = c.world;
    // The ids the action itself makes go with it to the server, which makes the same ones.
    const ids: string[] = [];
    const newId = () => {
      const id = core.newId();
      ids.push(id);
      return id;
    };
    // An import is most of a second of engine work: it lets the page paint between its habits.
    const steps = runActionSteps(before, action, { now, day, userId }, { newId, refreshId: core.newId }, xpBeforeOf(c));
    const run = await pageSlicer().run(steps);
    const seq = c.seq + 1;
    const sync = c.root.sync;
    const entry: JournalEntry = {
      seq,
      type: action.type,
      at: now,
      day,
      rule,
      records: run.records,
      ...run.changes,
      // Written with the action itself: one write, so a pending action is never lost or doubled.
      ...(sync ? { sync: { mutationId: sync.mutationBase + seq, action, ids } } : {}),
    };
    if (!isEmptyEntry(entry)) {
      await core.appendEntry(c, entry, run.state);
      core.onSaved();
    }
    return { records: run.records, seq: c.seq, home: homeOf(c.world, c.root.user, now, c.seq) };
  });
}
