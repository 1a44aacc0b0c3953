// Anything unreadable is GameError('INDEXEDDB_ERROR'): never a crash, never a
// silent default, and reading it harms nothing that is stored.
import { describe, expect, it } from "vitest";
import superjson from "superjson";
import { GameError } from "~/game/errors";
import { memoryBackend, type Backend, type MemoryDump, type StoreName } from "~/storage/backend/backend";
import { faultyBackend } from "~test/faulty-backend";
import { ALICE_ACCOUNT, seedDay, testClock, testStorage } from "~test/storage-assertions";

async function seeded() {
  const backend = memoryBackend();
  const clock = testClock();
  const storage = testStorage(backend, clock);
  const user = await storage.signIn(ALICE_ACCOUNT);
  await seedDay(storage, user.id, clock);
  await storage.flush();
  await storage.dispatch(user.id, { type: "habit/create", input: { title: "After", dailyTarget: 1 } });
  storage.close();
  return { dump: backend.dump(), clock, userId: user.id };
}

async function idbError(promise: Promise<unknown>): Promise<GameError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GameError);
  expect((error as GameError).code).toBe("INDEXEDDB_ERROR");
  expect((error as GameError).message).toBe("An error occured with local IndexedDB.");
  return error as GameError;
}

const keyOf = (dump: MemoryDump, store: StoreName, pattern: RegExp) =>
  Object.keys(dump[store] ?? {}).find((k) => pattern.test(k))!;

type Corruption = [name: string, store: StoreName, key: RegExp, value: (old: unknown) => unknown];
const CORRUPTIONS: Corruption[] = [
  ["checkpoint is not superjson", "game", /\/core$/, () => "{not json"],
  [
    "checkpoint fails its schema",
    "game",
    /\/core$/,
    (old) => superjson.stringify({ ...(superjson.parse(String(old)) as object), seq: -1 }),
  ],
  [
    "a month of history has a negative count",
    "game",
    /\/hist\//,
    () => superjson.stringify({ habits: { "01J00000000000000000000001": { "2024-05-10": -3 } } }),
  ],
  ["an XP shard has a bad day", "game", /\/xp\//, () => superjson.stringify({ days: { "2024-02-30": 1 } })],
  ["the habits partition is gone", "habits", /./, () => null],
  [
    "a journal record has a string reward",
    "commitRecords",
    /\/log\/00000000$/,
    (old) => String(old).replace('"xp":1,', '"xp":"1",'),
  ],
  ["a journal page is a plain object", "commitRecords", /\/log\/00000000$/, (old) => superjson.parse(String(old))],
  ["the journal head page is gone", "commitRecords", /\/log\/00000000$/, () => null],
  ["the user root is garbage", "users", /^user\//, () => superjson.stringify({ user: { id: "x" } })],
  // zod 4.6 throws a TypeError comparing this length; found by schemas.property.test.ts.
  [
    "the user's name has a length zod cannot compare",
    "users",
    /^user\//,
    (old) => {
      const root = superjson.parse(String(old)) as { user: Record<string, unknown> };
      return superjson.stringify({ ...root, user: { ...root.user, name: { length: { valueOf: 1, toString: 1 } } } });
    },
  ],
];

describe("corrupted values", () => {
  it.each(CORRUPTIONS)("%s → INDEXEDDB_ERROR, nothing rewritten", async (_name, store, pattern, corrupt) => {
    const { dump, clock, userId } = await seeded();
    const key = keyOf(dump, store, pattern);
    expect(key).toBeDefined();
    const value = corrupt(dump[store]![key]);
    if (value === null) delete dump[store]![key];
    else dump[store]![key] = value;
    const backend = memoryBackend(dump);
    const storage = testStorage(backend, clock);
    const error = await idbError(storage.loadHome(userId));
    expect(error.detail).toBeTruthy();
    await idbError(storage.dispatch(userId, { type: "habit/create", input: { title: "X", dailyTarget: 1 } }));
    expect(backend.dump()).toEqual(dump);
    storage.close();
  });

  it("exportReadable still saves every stored value as stored, the damaged one included", async () => {
    const { dump, clock, userId } = await seeded();
    const key = keyOf(dump, "commitRecords", /\/log\//);
    dump.commitRecords![key] = '{"json":{"k":0,"closed":false,"entries":[{"se';
    const storage = testStorage(memoryBackend(dump), clock);
    await idbError(storage.exportBackup(userId));
    const exported = JSON.parse(await storage.exportReadable()) as { stores: typeof dump; unreadable: string[] };
    expect(exported.stores).toEqual(dump);
    expect(exported.unreadable).toEqual([]);
    storage.close();
  });

  it("a newer schema version is refused, not misread", async () => {
    const { dump, clock, userId } = await seeded();
    dump.meta!.schema = superjson.stringify({ version: 99, applied: [] });
    const error = await idbError(testStorage(memoryBackend(dump), clock).loadHome(userId));
    expect(error.detail).toMatch(/schema version 99/);
  });
});

describe("storage unavailable", () => {
  const refusing: Backend = {
    store: () => {
      const no = () =>
        Promise.reject(new DOMException("The user denied permission to access the database.", "InvalidStateError"));
      return { getItem: no, setItem: no, setItems: no, removeItem: no, keys: no, clear: no };
    },
  };

  it("no IndexedDB (private mode): every call is INDEXEDDB_ERROR", async () => {
    const storage = testStorage(refusing, testClock());
    const error = await idbError(storage.signIn(ALICE_ACCOUNT));
    expect(error.detail).toMatch(/InvalidStateError/);
    await idbError(storage.getUser("01J00000000000000000000001"));
    await idbError(storage.eraseAll());
  });

  it("reads fail mid-use: INDEXEDDB_ERROR, and the storage works again when IndexedDB is back", async () => {
    const { dump, clock, userId } = await seeded();
    const faulty = faultyBackend(memoryBackend(dump));
    const storage = testStorage(faulty, clock);
    const home = await storage.loadHome(userId);
    faulty.plan.failReads = true;
    await idbError(storage.loadHome(userId));
    faulty.plan.failReads = false;
    expect(await storage.loadHome(userId)).toEqual(home);
  });
});
