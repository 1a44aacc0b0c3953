// The key-value backend behind storage: a few named stores, each with
// getItem/setItem/removeItem/keys. localForage implements it in the browser
// (localforage-backend.ts); the in-memory one below serves tests and benches.

/** The stores of spec §3, plus `meta` for the schema version. */
export const STORE_NAMES = ["meta", "users", "habits", "goals", "commitRecords", "commitments", "game"] as const;
export type StoreName = (typeof STORE_NAMES)[number];

/** Which database each store lives in (spec §3: an app database and a game database). */
export const STORE_DATABASE: Record<StoreName, "app" | "game"> = {
  meta: "app",
  users: "app",
  habits: "app",
  goals: "app",
  commitRecords: "game",
  commitments: "game",
  game: "game",
};

/** One store. A single setItem is the only atomic write there is. */
export interface KvStore {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<void>;
  /**
   * Writes every entry, in as few transactions as the backend can (a bulk write: a new device's
   * journal and index, an import). Not atomic as a whole: callers write a pointer after it.
   */
  setItems(entries: ReadonlyArray<readonly [string, unknown]>): Promise<void>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

export interface Backend {
  store(name: StoreName): KvStore;
}

export type MemoryDump = Partial<Record<StoreName, Record<string, unknown>>>;

export type MemoryBackend = Backend & {
  /** A deep copy of every store, e.g. to start another backend from the same data. */
  dump(): MemoryDump;
};

/** Values are cloned in and out, as IndexedDB's structured clone does. */
export function memoryBackend(from: MemoryDump = {}): MemoryBackend {
  const maps = new Map<StoreName, Map<string, unknown>>();
  for (const name of STORE_NAMES) maps.set(name, new Map(Object.entries(structuredClone(from[name] ?? {}))));
  const mapOf = (name: StoreName) => maps.get(name)!;
  return {
    store(name) {
      const map = mapOf(name);
      return {
        getItem: async (key) => (map.has(key) ? structuredClone(map.get(key)) : null),
        setItem: async (key, value) => void map.set(key, structuredClone(value)),
        setItems: async (entries) => {
          for (const [key, value] of entries) map.set(key, structuredClone(value));
        },
        removeItem: async (key) => void map.delete(key),
        keys: async () => [...map.keys()].sort(),
        clear: async () => map.clear(),
      };
    },
    dump() {
      const out: MemoryDump = {};
      for (const name of STORE_NAMES) out[name] = structuredClone(Object.fromEntries(mapOf(name)));
      return out;
    },
  };
}
