// The localForage backend's bulk write (fake-indexeddb in Node, the real localForage).
import { afterEach, describe, expect, it, vi } from "vitest";
import { localForageBackend } from "./localforage-backend";

let count = 0;
const names = () => {
  count += 1;
  return { app: `lf-app-${count}-${Date.now()}`, game: `lf-game-${count}-${Date.now()}` };
};

const entries = (n: number, size: number) =>
  Array.from({ length: n }, (_, i) => [`key/${String(i).padStart(5, "0")}`, `${i}:${"x".repeat(size)}`] as const);

describe("localForage backend: setItems", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes many keys in one transaction, read back as setItem's are (also by another connection)", async () => {
    const databases = names();
    const store = localForageBackend(databases).store("commitRecords");
    await store.setItem("before", "one by one");
    const transaction = vi.spyOn(IDBDatabase.prototype, "transaction");
    const written = entries(1000, 100);
    await store.setItems(written);
    const readwrite = transaction.mock.calls.filter(([, mode]) => mode === "readwrite");
    expect(readwrite).toHaveLength(1);
    transaction.mockRestore();
    const other = localForageBackend(databases).store("commitRecords");
    for (const [key, value] of [...written, ["before", "one by one"] as const]) {
      expect(await other.getItem(key)).toBe(value);
    }
    expect(await other.keys()).toHaveLength(1001);
  });

  it("splits a large bulk write into transactions of a few megabytes", async () => {
    const store = localForageBackend(names()).store("game");
    await store.getItem("open");
    const transaction = vi.spyOn(IDBDatabase.prototype, "transaction");
    await store.setItems(entries(10, 1024 * 1024));
    expect(transaction.mock.calls.filter(([, mode]) => mode === "readwrite")).toHaveLength(3);
    transaction.mockRestore();
    expect(((await store.getItem("key/00009")) as string).length).toBe(1024 * 1024 + 2);
  });

  it("an empty bulk write writes nothing", async () => {
    const store = localForageBackend(names()).store("game");
    await store.setItems([]);
    expect(await store.keys()).toEqual([]);
  });
});
