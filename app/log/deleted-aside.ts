// Deleted habits and goals a push cannot reach, set aside while it runs (ADR 0050). A deleted item
// stays in the world for good (the log names it), and the engine copies the maps that hold it on
// every action: an account that made and deleted habits by the thousand made each of its actions
// slower. A push reaches a deleted item only when one of its actions names it (or makes an item
// under one of its ids), when it is the last record's (an undo brings it back), or when an import
// made it the day before (the import limit counts undone imports); every other part of the engine
// passes deleted items by. Pure.
import { DAY_MS } from "~/game/day";
import type { Goal, Habit } from "~/game/entity-schemas";
import type { World } from "~/game/world";
import type { PushedAction } from "./protocol";

/** The items that cannot be reached, by id, and their commitment ids. */
type Unreachable = { habits: ReadonlySet<string>; goals: ReadonlySet<string>; commitments: ReadonlySet<string> };

/** The world's entries that wait aside while the push runs. */
export type DeletedAside = Pick<World, "habits" | "goals" | "commitments" | "tracks" | "index">;

/**
 * Every string in the actions, ids wherever an action keeps them (a goal's habits, a membership…),
 * and the ids the device made for them: a new item under a deleted one's id meets it as it would
 * on the whole world.
 */
function namesIn(actions: readonly Pick<PushedAction, "action" | "ids">[]): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") names.add(value);
    else if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === "object") for (const item of Object.values(value)) visit(item);
  };
  for (const { action, ids } of actions) {
    visit(ids);
    // An import names no item of the world: its days are many and need no walk.
    if (action.type !== "habit/import") visit(action);
  }
  return names;
}

/** The deleted items `actions` cannot reach in `world`. */
function unreachable(world: World, actions: readonly Pick<PushedAction, "action" | "at" | "ids">[]): Unreachable {
  const names = namesIn(actions);
  const lastRecordOf = world.game.lastRecord?.instanceId;
  const firstAt = actions.reduce((first, { at }) => Math.min(first, at), Infinity);
  const reachable = (item: Habit | Goal) =>
    names.has(item.id) || names.has(item.commitmentId) || item.commitmentId === lastRecordOf;
  const recentImport = (habit: Habit) => habit.imported !== undefined && habit.imported.at > firstAt - DAY_MS;
  const habits = new Set<string>();
  const goals = new Set<string>();
  const commitments = new Set<string>();
  for (const habit of Object.values(world.habits)) {
    if (!habit.isDeleted || reachable(habit) || recentImport(habit)) continue;
    habits.add(habit.id);
    commitments.add(habit.commitmentId);
  }
  for (const goal of Object.values(world.goals)) {
    if (!goal.isDeleted || reachable(goal)) continue;
    goals.add(goal.id);
    commitments.add(goal.commitmentId);
  }
  return { habits, goals, commitments };
}

/** `map` split by `out`: the entries kept, and those set aside. */
function part<T>(map: Readonly<Record<string, T>>, out: ReadonlySet<string>) {
  const kept: Record<string, T> = {};
  const aside: Record<string, T> = {};
  for (const key of Object.keys(map)) (out.has(key) ? aside : kept)[key] = map[key]!;
  return { kept, aside };
}

/** `map` with the entries of `aside` back; an entry the push made under the same key wins. */
function rejoined<T>(map: Readonly<Record<string, T>>, aside: Readonly<Record<string, T>>): Record<string, T> {
  const joined: Record<string, T> = { ...map };
  for (const key of Object.keys(aside)) if (!(key in joined)) joined[key] = aside[key]!;
  return joined;
}

/** `world` without the deleted habits and goals `actions` cannot reach, and those entries. */
export function setDeletedAside(
  world: World,
  actions: readonly Pick<PushedAction, "action" | "at" | "ids">[],
): { world: World; aside: DeletedAside | null } {
  const out = unreachable(world, actions);
  if (out.habits.size === 0 && out.goals.size === 0) return { world, aside: null };
  const habits = part(world.habits, out.habits);
  const goals = part(world.goals, out.goals);
  const commitments = part(world.commitments, out.commitments);
  const habitTracks = part(world.tracks.habits, out.habits);
  const goalTracks = part(world.tracks.goals, out.goals);
  // Each new habit or goal copies its index: the deleted ones' entries wait aside too.
  const habitOf = part(world.index.habitOf, out.commitments);
  const goalOf = part(world.index.goalOf, out.commitments);
  return {
    world: {
      ...world,
      habits: habits.kept,
      goals: goals.kept,
      commitments: commitments.kept,
      tracks: { habits: habitTracks.kept, goals: goalTracks.kept },
      index: { habitOf: habitOf.kept, goalOf: goalOf.kept },
    },
    aside: {
      habits: habits.aside,
      goals: goals.aside,
      commitments: commitments.aside,
      tracks: { habits: habitTracks.aside, goals: goalTracks.aside },
      index: { habitOf: habitOf.aside, goalOf: goalOf.aside },
    },
  };
}

/** `world` with the entries set aside back, the very objects. */
export function putDeletedBack(world: World, aside: DeletedAside | null): World {
  if (!aside) return world;
  return {
    ...world,
    habits: rejoined(world.habits, aside.habits),
    goals: rejoined(world.goals, aside.goals),
    commitments: rejoined(world.commitments, aside.commitments),
    tracks: {
      habits: rejoined(world.tracks.habits, aside.tracks.habits),
      goals: rejoined(world.tracks.goals, aside.tracks.goals),
    },
    index: {
      habitOf: rejoined(world.index.habitOf, aside.index.habitOf),
      goalOf: rejoined(world.index.goalOf, aside.index.goalOf),
    },
  };
}
