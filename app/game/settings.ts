// Game settings the user changes: the daily XP target (rule 2) and the day rule
// (rule 18). Settings, not records: they change what counts, not what was earned.
import { z } from "zod";
import type { Action } from "./action-schema";
import type { ActionResult } from "./settle";
import { dayOfCtx, requireWorldOwner, type Ctx } from "./context";
import { currentDay, daysBetween, daysFromTo, MAX_RULE_JUMP_DAYS, type Day, type DayRule } from "./day";
import { dailyXpTargetSchema } from "./entity-schemas";
import { dayRuleSchema } from "./field-schemas";
import { parseInput, type Fields } from "./input-schemas";
import { lastRefreshDay, todayOf } from "./refresh";
import type { World } from "./world";

const DailyTargetSchema = z.object({ dailyTarget: dailyXpTargetSchema });

/**
 * Sets the game's daily XP target: a whole number from 0 to 10,000 (rule 2). Out of range is
 * refused with a message, not quietly clamped: −1 stored as 0 made every day count as met.
 */
export function setDailyTarget(world: World, input: { dailyTarget: number }, ctx: Ctx): ActionResult {
  requireWorldOwner(world, ctx);
  const { dailyTarget } = parseInput(DailyTargetSchema, input);
  return { state: { ...world, game: { ...world.game, dailyTarget } }, records: [] };
}

/** A day rule from a form or an action: an IANA zone and a start hour 0–6, with field messages. */
export function parseDayRule(input: Fields): DayRule {
  const { timeZone, startHour } = parseInput(dayRuleSchema, input);
  return { timeZone, startHour };
}

/** The rule `action` counts its day under: the one it sets, or the one in force. */
export function dayRuleAfter(world: Pick<World, "game">, action: Action): DayRule {
  return action.type === "game/setDayRule" ? parseDayRule(action) : world.game.dayRule;
}

/**
 * Where `action` at `now` falls (rule 18): `before`, today before it under the rule in force;
 * `day`, the day it counts for under the rule after it (a new rule applies from its own change
 * on, and never takes today back); `rule`, that rule. What storage and sync pass as ctx.day.
 */
export function actionDay(
  world: Pick<World, "game">,
  action: Action,
  now: number,
): { before: Day; day: Day; rule: DayRule } {
  const before = todayOf(world.game, now);
  const rule = dayRuleAfter(world, action);
  const day = rule === world.game.dayRule ? before : currentDay(now, rule, before);
  return { before, day, rule };
}

/**
 * Sets the day rule (rule 18). It applies from this action on: `ctx.day` is today
 * under the new rule, never before the day the refresh last ran for (the caller
 * keeps days from going back). When the new rule moves today forward, the day
 * left early and any day jumped over are bridged: they never break the streak,
 * and a day left early still counts when it was met.
 */
export function setDayRule(world: World, input: Fields, ctx: Ctx): ActionResult {
  requireWorldOwner(world, ctx);
  const rule = parseDayRule(input);
  const last = lastRefreshDay(world.game);
  const today = dayOfCtx(ctx);
  // A longer jump cannot come from a change of rule: those days were missed, not bridged.
  const jump = last === null ? 0 : daysBetween(last, today);
  const bridged = jump > 0 && jump <= MAX_RULE_JUMP_DAYS ? daysFromTo(last!, today) : [];
  const bridgedDays = [...new Set([...world.game.bridgedDays, ...bridged])].sort();
  return { state: { ...world, game: { ...world.game, dayRule: rule, bridgedDays } }, records: [] };
}
