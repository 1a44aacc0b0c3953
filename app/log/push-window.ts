// The part of a user's world a push's actions can read or change, as browser storage runs a click
// (app/storage/dispatch.ts): XP per day and each habit's days (counts and notes) from the start of
// the earliest month the push can reach, and no deleted item it cannot reach; the rest waits aside
// and joins again after the push (ADR 0050). The engine copies the XP history and a touched
// habit's days on every action: run on the whole world, an account's years made each action of its
// pushes slower (issue #30). Pure.
import { editedDayOf, importedDaysOf } from "~/game/act";
import { isValidDay, monthStartOf, xpWindowStart, type Day } from "~/game/day";
import { lastRefreshDay } from "~/game/refresh";
import type { XpBefore } from "~/game/run-action";
import type { Habit } from "~/game/entity-schemas";
import type { World } from "~/game/world";
import type { PushedAction } from "./protocol";
import { putDeletedBack, setDeletedAside, type DeletedAside } from "./deleted-aside";

/** A habit's days before the window. */
type OlderDays = Pick<Habit, "history" | "notes">;

export type PushWindow = {
  /** The world with only the window's days: what the referee runs the push on. */
  world: World;
  /** XP of the days before the window, as the engine's daily refresh reads them. */
  xpBefore: XpBefore;
  /** Each habit's days before the window, by habit id. */
  older: ReadonlyMap<string, OlderDays>;
  /** The deleted habits and goals the push cannot reach, with their entries (app/log/deleted-aside.ts). */
  deleted: DeletedAside | null;
};

/**
 * The first day of the window: the start of the month of the earliest day a pushed action can
 * touch. That is browser storage's window for its own day (`xpWindowStart`), the past day it edits,
 * an imported day, and the days since the last daily refresh, which the next one reads.
 */
export function pushWindowStart(world: World, actions: readonly Pick<PushedAction, "day" | "action">[]): Day | null {
  const days: Day[] = [];
  const lastRefresh = lastRefreshDay(world.game);
  if (lastRefresh !== null) days.push(lastRefresh);
  for (const { day, action } of actions) {
    // An action whose day is not a day is refused before it runs (its day claim).
    if (isValidDay(day)) days.push(xpWindowStart(day));
    const edited = editedDayOf(action);
    if (edited) days.push(edited);
    days.push(...importedDaysOf(action));
  }
  if (days.length === 0) return null;
  return monthStartOf(days.reduce((a, b) => (b < a ? b : a)));
}

type Split<V> = { recent: Record<Day, V>; older: Record<Day, V>; olderCount: number };

function split<V>(days: Readonly<Record<Day, V>>, from: Day): Split<V> {
  const recent: Record<Day, V> = {};
  const older: Record<Day, V> = {};
  let olderCount = 0;
  for (const day of Object.keys(days)) {
    if (day < from) {
      older[day] = days[day]!;
      olderCount += 1;
    } else recent[day] = days[day]!;
  }
  return { recent, older, olderCount };
}

/** `older`'s days, then `recent`'s, in a new map (key by key: faster than a spread on maps of many days). */
function joined<V>(older: Readonly<Record<Day, V>>, recent: Readonly<Record<Day, V>>): Record<Day, V> {
  const days: Record<Day, V> = {};
  for (const day of Object.keys(older)) days[day] = older[day]!;
  for (const day of Object.keys(recent)) days[day] = recent[day]!;
  return days;
}

/**
 * Cutting a habit's days and joining them again costs about what two or three copies of them do,
 * and each action on the habit copies its days once: a habit named by fewer actions stays whole.
 */
const ACTIONS_WORTH_A_CUT = 3;

/** The habits named by at least ACTIONS_WORTH_A_CUT of `actions`. */
function busyHabits(actions: readonly Pick<PushedAction, "action">[]): string[] {
  const named = new Map<string, number>();
  for (const { action } of actions)
    if ("habitId" in action) named.set(action.habitId, (named.get(action.habitId) ?? 0) + 1);
  return [...named].filter(([, count]) => count >= ACTIONS_WORTH_A_CUT).map(([id]) => id);
}

/**
 * `whole` cut to the window of `actions` (all its days, when they reach no day), without the
 * deleted items they cannot reach when `deletedAside`. Only the habits many of them name are cut:
 * the others keep all their days, which the engine reads as it reads the window's (days before the
 * window change nothing it decides).
 */
export function openPushWindow(
  whole: World,
  actions: readonly Pick<PushedAction, "day" | "action" | "at" | "ids">[],
  { deletedAside }: { deletedAside: boolean },
): PushWindow {
  const { world, aside: deleted } = deletedAside ? setDeletedAside(whole, actions) : { world: whole, aside: null };
  const from = pushWindowStart(world, actions) ?? "0000-01-01";
  const xp = split(world.game.xpHistory, from);
  const habits: World["habits"] = { ...world.habits };
  const older = new Map<string, OlderDays>();
  for (const id of busyHabits(actions)) {
    const habit = world.habits[id];
    if (!habit) continue;
    const history = split(habit.history, from);
    const notes = habit.notes ? split(habit.notes, from) : null;
    if (history.olderCount === 0 && (!notes || notes.olderCount === 0)) continue;
    older.set(id, { history: history.older, ...(notes ? { notes: notes.older } : {}) });
    habits[id] = { ...habit, history: history.recent, ...(notes ? { notes: notes.recent } : {}) };
  }
  return {
    world: { ...world, game: { ...world.game, xpHistory: xp.recent }, habits },
    xpBefore: { days: xp.older, from },
    older,
    deleted,
  };
}

/** Whether the push wrote a day before its window (no action may: the window is then wrong). */
function wroteBefore(world: World, window: PushWindow): boolean {
  const { from } = window.xpBefore;
  const before = (days: object | undefined) => Object.keys(days ?? {}).some((day) => day < from);
  if (before(world.game.xpHistory)) return true;
  for (const id of window.older.keys())
    if (before(world.habits[id]?.history) || before(world.habits[id]?.notes)) return true;
  return false;
}

/**
 * The whole world again after the push: the days set aside joined to what the push left in the
 * window. Null when the push wrote a day before its window: the caller runs it on the whole world.
 */
export function closePushWindow(world: World, window: PushWindow): World | null {
  if (wroteBefore(world, window)) return null;
  const habits: World["habits"] = { ...world.habits };
  for (const [id, older] of window.older) {
    const habit = habits[id];
    if (!habit) continue;
    const notes = older.notes || habit.notes ? { notes: joined(older.notes ?? {}, habit.notes ?? {}) } : {};
    habits[id] = { ...habit, history: joined(older.history, habit.history), ...notes };
  }
  const xpHistory = joined(window.xpBefore.days, world.game.xpHistory);
  return putDeletedBack({ ...world, game: { ...world.game, xpHistory }, habits }, window.deleted);
}
