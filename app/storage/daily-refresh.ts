// The daily refresh as storage runs it (spec §4): once per UTC day, before
// anything is read or written. It reads the whole XP history (and may spend
// streak freezes: FREEZE_USE records, dated now); the cache keeps its window.
import type { Ctx } from "~/game/context";
import type { Day } from "~/game/day";
import { dailyRefresh, isRefreshDue } from "~/game/refresh";
import type { ActionResult } from "~/game/settle";
import type { Tables } from "./codec";
import { fullXpWorld, loadAllYears, type UserCache } from "./user-cache";

/** The refreshed world and its records when the refresh has not run on `ctx.now`'s day yet, else null. */
export async function refreshIfDue(tables: Tables, c: UserCache, ctx: Ctx): Promise<ActionResult | null> {
  if (!isRefreshDue(c.world.game, ctx.now)) return null;
  await loadAllYears(tables, c);
  const { state, records } = dailyRefresh(fullXpWorld(c), ctx);
  const window = c.world.game.xpHistory;
  const xpHistory: Record<Day, number> = {};
  for (const [day, xp] of Object.entries(state.game.xpHistory)) {
    if (day >= c.xpFrom || day in window) xpHistory[day] = xp;
  }
  return { state: { ...state, game: { ...state.game, xpHistory } }, records };
}
