// Game settings the user changes (rule 2, docs/rules.md): the daily XP target. A setting,
// not a record: it changes what counts as met, not what was earned.
import { z } from "zod";
import type { ActionResult } from "./settle";
import { requireWorldOwner, type Ctx } from "./context";
import { ENTITY_MESSAGES } from "./entity-schemas";
import { clampDailyTarget } from "./game-state";
import { parseInput } from "./input-schemas";
import type { World } from "./world";

const DailyTargetSchema = z.object({ dailyTarget: z.number().int(ENTITY_MESSAGES.dailyTargetInt) });

/** Sets the game's daily XP target, clamped at 0 (spec §5). */
export function setDailyTarget(world: World, input: { dailyTarget: number }, ctx: Ctx): ActionResult {
  requireWorldOwner(world, ctx);
  const { dailyTarget } = parseInput(DailyTargetSchema, input);
  return { state: { ...world, game: { ...world.game, dailyTarget: clampDailyTarget(dailyTarget) } }, records: [] };
}
