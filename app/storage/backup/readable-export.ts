// The last way out after local data is damaged (the error screen's "Export what can still be
// read"): every stored value that can still be read, raw, store by store, and a list of what
// could not be. No schema is applied: it is a rescue copy, not a backup to import.
import type { Tables } from "~/storage/backend/codec";
import { STORE_NAMES } from "~/storage/backend/backend";

export type ReadableExport = {
  kind: "momentum-readable-export";
  exportedAt: number;
  stores: Record<string, Record<string, unknown>>;
  unreadable: string[];
};

export async function readableExport(tables: Tables, now: number): Promise<ReadableExport> {
  const stores: Record<string, Record<string, unknown>> = {};
  const unreadable: string[] = [];
  for (const name of STORE_NAMES) {
    const table = tables[name];
    const values: Record<string, unknown> = {};
    const keys = await table.keys().catch(() => {
      unreadable.push(name);
      return [];
    });
    for (const key of keys) {
      await table.raw(key).then(
        (raw) => void (values[key] = raw),
        () => void unreadable.push(`${name}:${key}`),
      );
    }
    stores[name] = values;
  }
  return { kind: "momentum-readable-export", exportedAt: now, stores, unreadable };
}
