// Migration v2 → v3 (rule 18, ADR 0020): days get a rule. Everything written
// before it counted UTC days; this writes that down, so no later reader has to
// guess, and replaying the journal gives exactly what the checkpoint holds:
//   journal  an action's entry gets the day it counted for (the UTC day of its
//            time) and the UTC rule; game fields gain the rule, no bridged
//            days and the day the refresh ran for (the UTC day it ran on)
//   core     its game, the same
// Records stay as they are: a record without `day` counted for its UTC day
// (dayOfRecord), and a by-instance chunk is never rewritten. Each value is
// rewritten in one setItem from what is stored, so a run cut short runs again.
import { dayOf, UTC_DAY_RULE } from "~/game/day";
import type { GameState } from "~/game/entity-schemas";
import { liveNamespaces } from "~/storage/checkpoints/cleanup";
import type { Tables } from "~/storage/backend/codec";
import { readPage } from "~/storage/journal/journal";
import { coreKey, pageKey } from "~/storage/backend/keys";
import { CoreSchema } from "~/storage/backend/schemas";
import type { GameFields, JournalEntry } from "~/log/entry-schema";

/** Entries of bulk writes (import, migration) span many days: they keep no day of their own. */
const isBulkEntry = (entry: JournalEntry) =>
  entry.type === "import" || entry.type === "migrate" || entry.type.endsWith("/records");

/** Game fields as rule 18 reads them, for data that knew only UTC days. */
function withUtcDays<T extends Pick<GameState, "lastDailyCheck"> & Partial<GameFields>>(game: T): T {
  return {
    ...game,
    dayRule: game.dayRule ?? { ...UTC_DAY_RULE },
    bridgedDays: game.bridgedDays ?? [],
    lastDay: game.lastDay ?? (game.lastDailyCheck === null ? null : dayOf(game.lastDailyCheck)),
  };
}

function migrateEntry(entry: JournalEntry): JournalEntry {
  const dated =
    entry.day !== undefined || isBulkEntry(entry)
      ? entry
      : { ...entry, day: dayOf(entry.at), rule: { ...UTC_DAY_RULE } };
  return dated.game ? { ...dated, game: withUtcDays(dated.game) } : dated;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function migrateV2(tables: Tables): Promise<void> {
  for (const ns of await liveNamespaces(tables)) {
    for (let k = 0; ; k++) {
      const page = await readPage(tables, ns, k);
      if (!page) break;
      const entries = page.entries.map(migrateEntry);
      if (!sameJson(entries, page.entries)) await tables.commitRecords.set(pageKey(ns, k), { ...page, entries });
      if (!page.closed) break;
    }
    // Read as today's schema reads it (the rule's fields default to UTC), then say so.
    const core = await tables.game.get(CoreSchema, coreKey(ns));
    if (core) await tables.game.set(coreKey(ns), { ...core, game: withUtcDays(core.game) });
  }
}
