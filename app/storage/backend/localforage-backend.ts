// The browser backend: one localForage instance per store, in two IndexedDB
// databases (spec §3). The only module that imports localForage.
import localforage from "localforage";
import { STORE_DATABASE, STORE_NAMES, type Backend, type KvStore, type StoreName } from "./backend";

export type DatabaseNames = { app: string; game: string };
export const DEFAULT_DATABASES: DatabaseNames = { app: "momentum", game: "momentum-game" };

/** A bulk write goes to IndexedDB in transactions of about this many bytes of text. */
const BATCH_CHARS = 4 * 1024 * 1024;

/** Where localForage 1.10 (its last release, pinned) keeps its IndexedDB connection once ready. */
type Internals = { _dbInfo?: { db?: unknown; storeName?: unknown } };

/** Consecutive runs of `entries` of about BATCH_CHARS each. */
function batchesOf(entries: ReadonlyArray<readonly [string, unknown]>): (readonly [string, unknown])[][] {
  const batches: (readonly [string, unknown])[][] = [];
  let batch: (readonly [string, unknown])[] = [];
  let chars = 0;
  for (const entry of entries) {
    batch.push(entry);
    chars += typeof entry[1] === "string" ? entry[1].length : 1024;
    if (chars >= BATCH_CHARS) {
      batches.push(batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * One readwrite transaction putting every entry, as localForage's setItem puts one: a thousand
 * keys cost one commit instead of a thousand. Null where localForage's connection is not there
 * (then the caller writes them one by one).
 */
function putAll(instance: LocalForage, entries: ReadonlyArray<readonly [string, unknown]>): Promise<void> | null {
  const info = (instance as unknown as Internals)._dbInfo;
  const db = info?.db;
  const storeName = info?.storeName;
  if (typeof IDBDatabase === "undefined" || !(db instanceof IDBDatabase) || typeof storeName !== "string") return null;
  return new Promise<void>((resolve, reject) => {
    const tx = db.transaction(storeName, "readwrite");
    const store = tx.objectStore(storeName);
    // localForage stores null as undefined (its getItem reads both back as null).
    for (const [key, value] of entries) store.put(value === null ? undefined : value, key);
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new DOMException("The transaction was aborted.", "AbortError"));
  });
}

export function localForageBackend(names: DatabaseNames = DEFAULT_DATABASES): Backend {
  const instances = new Map<StoreName, LocalForage>();
  let opened: Promise<void> | null = null;

  // Opening the stores of a database one after the other creates every object
  // store in as few version upgrades as possible (parallel first opens race).
  const openAll = () =>
    (opened ??= (async () => {
      for (const storeName of STORE_NAMES) {
        // IndexedDB only: when it is blocked, localForage would quietly fall back to localStorage and
        // show an empty account (and split new writes from the data in IndexedDB). It must fail loudly.
        const created = localforage.createInstance({
          name: names[STORE_DATABASE[storeName]],
          storeName,
          driver: localforage.INDEXEDDB,
        });
        instances.set(storeName, created);
        await created.ready();
      }
    })().catch((error: unknown) => {
      opened = null;
      throw error;
    }));

  const instance = async (name: StoreName): Promise<LocalForage> => {
    await openAll();
    return instances.get(name)!;
  };

  const setItems = async (name: StoreName, entries: ReadonlyArray<readonly [string, unknown]>) => {
    const store = await instance(name);
    for (const batch of batchesOf(entries)) {
      let put: Promise<void> | null;
      try {
        put = putAll(store, batch);
      } catch {
        // The connection was closed (another tab upgraded the database): localForage reconnects.
        put = null;
      }
      await (put ?? Promise.all(batch.map(([key, value]) => store.setItem(key, value))));
    }
  };

  return {
    store(name): KvStore {
      return {
        getItem: async (key) => (await instance(name)).getItem(key),
        setItem: async (key, value) => void (await (await instance(name)).setItem(key, value)),
        setItems: (entries) => setItems(name, entries),
        removeItem: async (key) => (await instance(name)).removeItem(key),
        keys: async () => (await instance(name)).keys(),
        clear: async () => (await instance(name)).clear(),
      };
    },
  };
}
