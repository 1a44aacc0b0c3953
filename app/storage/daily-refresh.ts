// The daily refresh as storage runs it (spec §4): once per day (the user's day,
// rule 18), before anything is read or written. It reads the whole XP history
// (and may spend streak freezes: FREEZE_USE records, dated now); the cache keeps
// its window.
import { dayOfCtx, type Ctx } from "~/game/context";
import type { Day } from "~/game/day";
import { dailyRefresh, isRefreshDue } from "~/game/refresh";
import type { ActionResult } from "~/game/settle";
import type { World } from "~/game/world";
import type { Tables } from "./codec";
import { fullXpWorld, loadAllYears, type UserCache } from "./user-cache";

/**
 * `world` (the cache's, or one an action made from it) refreshed for `ctx.day`,
 * with the refresh's records, when the refresh has not run for that day yet; else null.
 */
export async function refreshIfDue(
  tables: Tables,
  c: UserCache,
  ctx: Ctx,
  world: World = c.world,
): Promise<ActionResult | null> {
  if (!isRefreshDue(world.game, ctx.now, dayOfCtx(ctx))) return null;
  await loadAllYears(tables, c);
  const { state, records } = dailyRefresh(fullXpWorld(c, world), ctx);
  const window = world.game.xpHistory;
  const xpHistory: Record<Day, number> = {};
  for (const [day, xp] of Object.entries(state.game.xpHistory)) {
    if (day >= c.xpFrom || day in window) xpHistory[day] = xp;
  }
  return { state: { ...state, game: { ...state.game, xpHistory } }, records };
}
