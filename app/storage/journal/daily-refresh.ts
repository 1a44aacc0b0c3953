// The daily refresh as storage runs it (spec §4): once per day (the user's day,
// rule 18), before anything is read or written. It reads the whole XP history
// (and may spend streak freezes: FREEZE_USE records, dated now); the cache keeps
// its window.
import { dayOfCtx, type Ctx } from "~/game/context";
import type { Day } from "~/game/day";
import { dailyRefresh, isRefreshDue } from "~/game/refresh";
import type { ActionResult } from "~/game/settle";
import type { Refresh } from "~/log/apply-action";
import type { Tables } from "~/storage/backend/codec";
import { fullXpWorld, loadAllYears, type UserCache } from "./user-cache";

/**
 * The refresh of a world made from the cache `c`, once the cache holds every year of XP
 * (loadAllYears): run on the whole history, kept to the cache's window.
 */
export const windowedRefresh =
  (c: UserCache): Refresh =>
  (world, ctx) => {
    if (!isRefreshDue(world.game, ctx.now, dayOfCtx(ctx))) return null;
    const { state, records } = dailyRefresh(fullXpWorld(c, world), ctx);
    const window = world.game.xpHistory;
    const xpHistory: Record<Day, number> = {};
    for (const [day, xp] of Object.entries(state.game.xpHistory)) {
      if (day >= c.xpFrom || day in window) xpHistory[day] = xp;
    }
    return { state: { ...state, game: { ...state.game, xpHistory } }, records };
  };

/**
 * The cache's world refreshed for `ctx.day`, with the refresh's records, when the refresh
 * has not run for that day yet; else null.
 */
export async function refreshIfDue(tables: Tables, c: UserCache, ctx: Ctx): Promise<ActionResult | null> {
  if (!isRefreshDue(c.world.game, ctx.now, dayOfCtx(ctx))) return null;
  await loadAllYears(tables, c);
  return windowedRefresh(c)(c.world, ctx);
}
