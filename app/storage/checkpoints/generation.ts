// Writing a user's whole data under a fresh namespace in one go (import,
// migration): the journal as closed pages, then a full checkpoint. Nothing
// points at the namespace until the caller flips a root or index key.
import type { CommitRecord } from "~/game/entity-schemas";
import type { CommitmentDef, GoalDef, HabitDef, World } from "~/game/world";
import type { Tables } from "~/storage/backend/codec";
import { writeCheckpoint } from "./checkpoint";
import { replayJournalSteps } from "~/log/entry";
import { pageSlicer } from "~/log/slices";
import { BULK_RECORDS, emptyHead, pagesOf } from "~/storage/journal/journal";
import { namespaceOf, pageKey, userKey } from "~/storage/backend/keys";
import type { SyncMeta, UserRoot } from "~/storage/backend/schemas";
import type { GameFields, JournalEntry } from "~/log/entry-schema";
import { wholeUserCache, type UserCache } from "~/storage/journal/user-cache";

export type GenerationInput = {
  root: UserRoot;
  type: "import" | "migrate";
  at: number;
  habits: HabitDef[];
  goals: GoalDef[];
  commitments: CommitmentDef[];
  game: GameFields;
  /** In log order. */
  records: CommitRecord[];
};

/** The journal of a bulk write: the definitions first, then the records in bounded entries. */
export function generationEntries(input: GenerationInput): JournalEntry[] {
  const entries: JournalEntry[] = [
    {
      seq: 1,
      type: input.type,
      at: input.at,
      records: [],
      habits: input.habits,
      goals: input.goals,
      commitments: input.commitments,
      game: input.game,
    },
  ];
  for (let i = 0; i < input.records.length; i += BULK_RECORDS) {
    entries.push({
      seq: entries.length + 1,
      type: `${input.type}/records`,
      at: input.at,
      records: input.records.slice(i, i + BULK_RECORDS),
    });
  }
  return entries;
}

/** Writes journal and checkpoint of `input.root`'s namespace; returns the world it holds. */
export function writeGeneration(tables: Tables, input: GenerationInput): Promise<World> {
  return writeJournal(tables, input.root, generationEntries(input));
}

/** Writes `entries` (seq 1, 2, 3…) as the whole journal of `root`'s namespace, with a checkpoint. */
export async function writeJournal(tables: Tables, root: UserRoot, entries: JournalEntry[]): Promise<World> {
  // A rebuild after sync replays every record, an import's 110,000 among them: in slices.
  const world = await pageSlicer().run(replayJournalSteps(root.user.id, entries));
  const ns = namespaceOf(root.user.id, root.gen);
  const pages = pagesOf(entries);
  await tables.commitRecords.setMany(pages.map((page) => [pageKey(ns, page.k), page]));
  const last = pages.at(-1);
  const head = last ? { k: last.k, closed: true, entries: last.entries, raw: undefined } : emptyHead();
  await writeCheckpoint(tables, wholeUserCache(root, world, entries, head));
  return world;
}

/**
 * A synced user's history rewritten from the server (a snapshot, a rebuild): `entries` become
 * the journal of a new generation `gen`, the old namespace is left for cleanup, and the root,
 * with `sync`, is written last, so a crash before it keeps the old generation.
 */
export async function writeSyncedGeneration(
  tables: Tables,
  c: UserCache,
  gen: string,
  sync: SyncMeta,
  entries: JournalEntry[],
): Promise<UserRoot> {
  const root: UserRoot = { ...c.root, gen, cleanup: { namespaces: [c.ns], users: [] }, sync };
  await writeJournal(tables, root, entries);
  await tables.users.set(userKey(c.userId), root);
  return root;
}
