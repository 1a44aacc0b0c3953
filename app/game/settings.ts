// Game settings the user changes (rule 2, docs/rules.md): the daily XP target. A setting,
// not a record: it changes what counts as met, not what was earned.
import { z } from "zod";
import type { ActionResult } from "./settle";
import { requireWorldOwner, type Ctx } from "./context";
import { dailyXpTargetSchema } from "./entity-schemas";
import { parseInput } from "./input-schemas";
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
