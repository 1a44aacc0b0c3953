// The browser backend: one localForage instance per store, in two IndexedDB
// databases (spec §3). The only module that imports localForage.
import localforage from "localforage";
import { STORE_DATABASE, STORE_NAMES, type Backend, type KvStore, type StoreName } from "./backend";

export type DatabaseNames = { app: string; game: string };
export const DEFAULT_DATABASES: DatabaseNames = { app: "momentum", game: "momentum-game" };

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

  return {
    store(name): KvStore {
      return {
        getItem: async (key) => (await instance(name)).getItem(key),
        setItem: async (key, value) => void (await (await instance(name)).setItem(key, value)),
        removeItem: async (key) => (await instance(name)).removeItem(key),
        keys: async () => (await instance(name)).keys(),
        clear: async () => (await instance(name)).clear(),
      };
    },
  };
}
