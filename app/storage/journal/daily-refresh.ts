// The daily refresh as storage runs it (spec §4): once per day (the user's day,
// rule 18), before anything is read or written. It reads the whole XP history and
// the habits' days since it last ran (it may spend streak freezes, FREEZE_USE records
// dated now, and settles at-most measures' closed days, rule 31); the cache keeps its window.
import { dayOfCtx, type Ctx } from "~/game/context";
import { isRefreshDue } from "~/game/refresh";
import { refreshIfNewer } from "~/game/run-action";
import type { ActionResult } from "~/game/settle";
import type { Tables } from "~/storage/backend/codec";
import { loadForRefresh, xpBeforeOf, type UserCache } from "./user-cache";

/**
 * The cache's world refreshed for `ctx.day`, with the refresh's records, when the refresh
 * has not run for that day yet; else null.
 */
export async function refreshIfDue(tables: Tables, c: UserCache, ctx: Ctx): Promise<ActionResult | null> {
  if (!isRefreshDue(c.world.game, ctx.now, dayOfCtx(ctx))) return null;
  await loadForRefresh(tables, c);
  return refreshIfNewer(c.world, ctx, xpBeforeOf(c));
}
