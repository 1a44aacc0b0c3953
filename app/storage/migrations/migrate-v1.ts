// Migration v1 → v2 (ADR 0007). Checkpoint cores gain two derived parts:
//   stats   XP sum and non-zero days of the whole history (live momentum on
//           home without reading years of XP on a click), from the XP shards
//           the core names; journal entries after it are folded on open;
//   market  rewards, freezes held, frozen days, recent history: empty, since
//           v1 had no Market records.
// Each core is rewritten in one setItem; a run cut short simply runs again.
import type { Day } from "~/game/day";
import { xpStatsOf } from "~/game/momentum";
import { emptyMarket } from "~/game/world";
import { liveNamespaces } from "~/storage/checkpoints/cleanup";
import { storageError, type Tables } from "~/storage/backend/codec";
import { coreKey, xpKey } from "~/storage/backend/keys";
import { CoreSchema, XpShardSchema } from "~/storage/backend/schemas";

/** A v1 core: today's shape without the v2 parts (a v2 core also parses, and is recomputed the same). */
const CoreV1Schema = CoreSchema.extend({
  stats: CoreSchema.shape.stats.optional(),
  market: CoreSchema.shape.market.optional(),
});

export async function migrateV1(tables: Tables): Promise<void> {
  for (const ns of await liveNamespaces(tables)) {
    const core = await tables.game.get(CoreV1Schema, coreKey(ns));
    if (!core) continue;
    const xp: Record<Day, number> = {};
    for (const [year, version] of Object.entries(core.dir.xp)) {
      const shard = await tables.game.get(XpShardSchema, xpKey(ns, year, version));
      if (!shard) throw storageError(`game:${xpKey(ns, year, version)}: the checkpoint names it but it is missing`);
      Object.assign(xp, shard.days);
    }
    await tables.game.set(coreKey(ns), { ...core, stats: xpStatsOf(xp), market: core.market ?? emptyMarket() });
  }
}
