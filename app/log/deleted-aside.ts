// Deleted habits and goals a push cannot reach, set aside while it runs (ADR 0050). A deleted item
// stays in the world for good (the log names it), and the engine copies the maps that hold it on
// every action: an account that made and deleted habits by the thousand made each of its actions
// slower. A push reaches a deleted item only when one of its actions names it, when it is the last
// record's (an undo brings it back), or when it came from an import of the day before (the import
// limit counts undone imports); every other part of the engine passes deleted items by. Pure.
import { DAY_MS } from "~/game/day";
import type { Commitment, Goal, Habit } from "~/game/entity-schemas";
import type { GoalTrack, HabitTrack, World } from "~/game/world";
import type { PushedAction } from "./protocol";

type Aside<T, Track> = { item: T; commitment: Commitment | undefined; track: Track | undefined };

export type DeletedAside = {
  habits: ReadonlyMap<string, Aside<Habit, HabitTrack>>;
  goals: ReadonlyMap<string, Aside<Goal, GoalTrack>>;
};

/** Every string in the actions: ids wherever an action keeps them (a goal's habits, a membership…). */
function namesIn(actions: readonly Pick<PushedAction, "action">[]): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") names.add(value);
    else if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === "object") for (const item of Object.values(value)) visit(item);
  };
  // An import names no item of the world: its days are many and need no walk.
  for (const { action } of actions) if (action.type !== "habit/import") visit(action);
  return names;
}

/** `world` without the deleted habits and goals `actions` cannot reach, and those set aside. */
export function setDeletedAside(
  world: World,
  actions: readonly Pick<PushedAction, "action" | "at">[],
): { world: World; aside: DeletedAside } {
  const names = namesIn(actions);
  const lastRecordOf = world.game.lastRecord?.instanceId;
  const firstAt = actions.reduce((first, { at }) => Math.min(first, at), Infinity);
  const reachable = (item: Habit | Goal) =>
    names.has(item.id) || names.has(item.commitmentId) || item.commitmentId === lastRecordOf;
  const habitsAside = new Map<string, Aside<Habit, HabitTrack>>();
  const goalsAside = new Map<string, Aside<Goal, GoalTrack>>();
  for (const habit of Object.values(world.habits)) {
    if (!habit.isDeleted || reachable(habit) || (habit.imported && habit.imported.at > firstAt - DAY_MS)) continue;
    habitsAside.set(habit.id, {
      item: habit,
      commitment: world.commitments[habit.commitmentId],
      track: world.tracks.habits[habit.id],
    });
  }
  for (const goal of Object.values(world.goals)) {
    if (!goal.isDeleted || reachable(goal)) continue;
    goalsAside.set(goal.id, {
      item: goal,
      commitment: world.commitments[goal.commitmentId],
      track: world.tracks.goals[goal.id],
    });
  }
  if (habitsAside.size === 0 && goalsAside.size === 0)
    return { world, aside: { habits: habitsAside, goals: goalsAside } };
  const without = <T>(map: Readonly<Record<string, T>>, out: (key: string) => boolean) => {
    const kept: Record<string, T> = {};
    for (const key of Object.keys(map)) if (!out(key)) kept[key] = map[key]!;
    return kept;
  };
  const commitmentsAside = new Set(
    [...habitsAside.values(), ...goalsAside.values()].map(({ item }) => item.commitmentId),
  );
  return {
    world: {
      ...world,
      habits: without(world.habits, (id) => habitsAside.has(id)),
      goals: without(world.goals, (id) => goalsAside.has(id)),
      commitments: without(world.commitments, (id) => commitmentsAside.has(id)),
      tracks: {
        habits: without(world.tracks.habits, (id) => habitsAside.has(id)),
        goals: without(world.tracks.goals, (id) => goalsAside.has(id)),
      },
    },
    aside: { habits: habitsAside, goals: goalsAside },
  };
}

/** `world` with the items set aside back, the very objects; an entry the push made under the same id wins. */
export function putDeletedBack(world: World, { habits, goals }: DeletedAside): World {
  if (habits.size === 0 && goals.size === 0) return world;
  const back = <T>(map: Readonly<Record<string, T>>, entries: Iterable<[string, T | undefined]>) => {
    const joined: Record<string, T> = { ...map };
    for (const [key, value] of entries) if (value !== undefined && !(key in joined)) joined[key] = value;
    return joined;
  };
  const all = [...habits.values(), ...goals.values()];
  return {
    ...world,
    habits: back(
      world.habits,
      [...habits].map(([id, aside]) => [id, aside.item]),
    ),
    goals: back(
      world.goals,
      [...goals].map(([id, aside]) => [id, aside.item]),
    ),
    commitments: back(
      world.commitments,
      all.map(({ item, commitment }) => [item.commitmentId, commitment]),
    ),
    tracks: {
      habits: back(
        world.tracks.habits,
        [...habits].map(([id, aside]) => [id, aside.track]),
      ),
      goals: back(
        world.tracks.goals,
        [...goals].map(([id, aside]) => [id, aside.track]),
      ),
    },
  };
}
