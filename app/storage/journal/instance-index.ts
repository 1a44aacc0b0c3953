// The commitRecords "by instanceId" index: each commitment's records in
// chunks of CHUNK_SIZE under `{ns}/inst/{commitmentId}/{n}`, appended by the
// checkpoint. Items carry their journal position, so a chunk written ahead of
// the checkpoint that counts it is read only up to that checkpoint.
import type { CommitRecord } from "~/game/entity-schemas";
import { storageError, type Tables } from "~/storage/backend/codec";
import { chunkKey } from "~/storage/backend/keys";
import { InstanceChunkSchema, type InstanceItem } from "~/storage/backend/schemas";
import type { JournalEntry } from "~/log/entry-schema";

export const CHUNK_SIZE = 64;

export function itemsByInstance(entries: readonly JournalEntry[]): Map<string, InstanceItem[]> {
  const out = new Map<string, InstanceItem[]>();
  for (const entry of entries) {
    entry.records.forEach((record: CommitRecord, index) => {
      let items = out.get(record.instanceId);
      if (!items) out.set(record.instanceId, (items = []));
      items.push([entry.seq, index, record]);
    });
  }
  return out;
}

export async function readChunk(tables: Tables, ns: string, commitmentId: string, n: number): Promise<InstanceItem[]> {
  const key = chunkKey(ns, commitmentId, n);
  return (await tables.commitRecords.get(InstanceChunkSchema, key))?.items ?? [];
}

/**
 * Appends the records of `entries` (all after `baseSeq`) to the chunks whose
 * counts at `baseSeq` are `counts`. Returns the new counts; writes only the
 * open chunk of each commitment and any new ones.
 */
export async function appendToIndex(
  tables: Tables,
  ns: string,
  counts: Readonly<Record<string, number>>,
  baseSeq: number,
  entries: readonly JournalEntry[],
): Promise<Record<string, number>> {
  const next = { ...counts };
  const chunks: [string, { items: InstanceItem[] }][] = [];
  for (const [commitmentId, added] of itemsByInstance(entries.filter((e) => e.seq > baseSeq))) {
    const before = counts[commitmentId] ?? 0;
    let n = Math.floor(before / CHUNK_SIZE);
    let items: InstanceItem[] = [];
    if (before % CHUNK_SIZE > 0) {
      items = (await readChunk(tables, ns, commitmentId, n)).filter(([seq]) => seq <= baseSeq);
      if (items.length !== before % CHUNK_SIZE) {
        throw storageError(
          `commitRecords:${chunkKey(ns, commitmentId, n)}: holds ${items.length} records, expected ${before % CHUNK_SIZE}`,
        );
      }
    }
    items.push(...added);
    for (let start = 0; start < items.length; start += CHUNK_SIZE, n += 1) {
      chunks.push([chunkKey(ns, commitmentId, n), { items: items.slice(start, start + CHUNK_SIZE) }]);
    }
    next[commitmentId] = before + added.length;
  }
  // Every chunk first: the open chunks it rewrites were all read above.
  await tables.commitRecords.setMany(chunks);
  return next;
}
