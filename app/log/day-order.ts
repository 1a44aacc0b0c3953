// Days never go back on the server either (docs/rules.md rule 24): a device's days only move
// forward (rule 18, its journal's last day), so within one client id an action's day is never
// before the day of that client's previous applied action; and a count never lands on a day
// before its habit existed (the calendar day, under the count's own rule, of the habit's
// creation). An honest device never meets either: it pulled the habit before counting on it.
import { calendarDay, type Day } from "~/game/day";
import type { World } from "~/game/world";
import { claimedRule, type DayClaim } from "./day-claim";
import type { PushedAction } from "./protocol";
import { COUNT_BEFORE_HABIT, DAY_WENT_BACK } from "./refusal";

/** Why `item` breaks the order of days (a refusal code), or null. `lastDay`: the client's previous applied day. */
export function dayOrderProblem(
  item: Pick<PushedAction, "action"> & DayClaim,
  world: World,
  lastDay: Day | null,
): typeof DAY_WENT_BACK | typeof COUNT_BEFORE_HABIT | null {
  if (lastDay !== null && item.day < lastDay) return DAY_WENT_BACK;
  if (item.action.type !== "habit/count") return null;
  const habit = world.habits[item.action.habitId];
  const rule = claimedRule(item);
  if (habit && rule && item.day < calendarDay(habit.createdAt, rule)) return COUNT_BEFORE_HABIT;
  return null;
}
