// Raw IndexedDB access from a page, beside the app (not through it): to take a
// copy of everything stored, and to damage one value on purpose.
import type { Page } from "@playwright/test";

/** database → store → key → value, for every database of the origin. */
export type Dump = Record<string, Record<string, Record<string, unknown>>>;

/** Every database of the origin but those named in `skip`. */
export function dumpIndexedDb(page: Page, skip: string[] = []): Promise<Dump> {
  return page.evaluate(async (skip) => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>(
        (resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))),
      );
    const out: Record<string, Record<string, Record<string, unknown>>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name || skip.includes(name)) continue;
      const db = await request(indexedDB.open(name));
      out[name] = {};
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store, "readonly").objectStore(store);
        const [keys, values] = await Promise.all([request(tx.getAllKeys()), request(tx.getAll())]);
        out[name][store] = Object.fromEntries(keys.map((key, i) => [String(key), values[i]]));
      }
      db.close();
    }
    return out;
  }, skip);
}

/** Writes `value` under `key` straight into a store, as a disk fault or another program might. */
export function putRaw(page: Page, database: string, store: string, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    async ({ database, store, key, value }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(database);
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(store, "readwrite");
        tx.objectStore(store).put(value, key);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { database, store, key, value },
  );
}
