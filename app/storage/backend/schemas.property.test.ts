// Every value storage reads goes through decode() and its zod schema. Generated
// damage to real stored values (a field replaced, removed, the text cut or
// swapped for junk) is either still valid or an INDEXEDDB_ERROR: never a crash.
import fc from "fast-check";
import superjson from "superjson";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { GameError } from "~/game/errors";
import type { StoreName } from "./backend";
import { decode } from "./codec";
import {
  CommitmentsPartSchema,
  CoreSchema,
  GoalsPartSchema,
  HabitsPartSchema,
  HistShardSchema,
  InstanceChunkSchema,
  JournalPageSchema,
  SchemaMetaSchema,
  UserIdSchema,
  UserRootSchema,
  XpShardSchema,
} from "./schemas";
import { twoDaysOfAlice } from "~test/storage-assertions";

/** Which schema reads which key (see keys.ts). */
const READERS: [StoreName, RegExp, z.ZodType][] = [
  ["meta", /^schema$/, SchemaMetaSchema],
  ["users", /^user\//, UserRootSchema],
  ["users", /^(account|username)\//, UserIdSchema],
  ["game", /\/core$/, CoreSchema],
  ["game", /\/hist\//, HistShardSchema],
  ["game", /\/xp\//, XpShardSchema],
  ["commitRecords", /\/log\//, JournalPageSchema],
  ["commitRecords", /\/inst\//, InstanceChunkSchema],
  ["habits", /\/\d{12}$/, HabitsPartSchema],
  ["goals", /\/\d{12}$/, GoalsPartSchema],
  ["commitments", /\/\d{12}$/, CommitmentsPartSchema],
];

type Stored = { where: string; schema: z.ZodType; raw: string; value: unknown };
let stored: Stored[] = [];

beforeAll(async () => {
  const { backend, storage, user } = await twoDaysOfAlice();
  await storage.dispatch(user.id, { type: "market/createReward", input: { title: "Tea", price: 1 } });
  await storage.flush();
  storage.close();
  stored = Object.entries(backend.dump()).flatMap(([store, values]) =>
    Object.entries(values ?? {}).map(([key, raw]) => {
      const reader = READERS.find(([s, pattern]) => s === store && pattern.test(key));
      if (!reader) throw new Error(`no schema known for ${store}:${key}`);
      return { where: `${store}:${key}`, schema: reader[2], raw: raw as string, value: superjson.parse(raw as string) };
    }),
  );
});

type Path = (string | number)[];
function paths(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== "object" || value instanceof Date) return [path];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [path, ...entries.flatMap(([key, child]) => paths(child, [...path, key]))];
}

function damaged(value: unknown, path: Path, replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** decode() returns or throws INDEXEDDB_ERROR naming the key; anything else fails the test. */
function decodesOrRefuses(schema: z.ZodType, raw: unknown, where: string): void {
  try {
    decode(schema, raw, where);
  } catch (error) {
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).code).toBe("INDEXEDDB_ERROR");
    expect((error as GameError).message).toBe("An error occured with local IndexedDB.");
    expect(String((error as GameError).detail)).toContain(where);
  }
}

describe("stored values under generated damage", { timeout: 60_000 }, () => {
  it("every stored value is read by the schema this test maps it to", () => {
    expect(stored.length).toBeGreaterThanOrEqual(10);
    for (const { schema, raw, where } of stored) expect(() => decode(schema, raw, where)).not.toThrow();
  });

  it("a field replaced by anything, or removed: still valid, or INDEXEDDB_ERROR", () => {
    const damage = fc.constantFrom(...stored).chain((item) =>
      fc.record({
        item: fc.constant(item),
        path: fc.constantFrom(...paths(item.value)),
        replacement: fc.oneof(
          fc.anything({ withDate: true, withMap: true, withSet: true, withBigInt: true }),
          fc.constant(undefined),
        ),
        remove: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(damage, ({ item, path, replacement, remove }) => {
        let raw: string;
        try {
          raw = superjson.stringify(damaged(item.value, path, replacement, remove));
        } catch {
          // superjson refuses to write some values (a "__proto__" key): storage could never have stored them.
          return;
        }
        decodesOrRefuses(item.schema, raw, item.where);
      }),
      { numRuns: 2000 },
    );
  });

  it("the stored text cut short, or junk in its place: INDEXEDDB_ERROR", () => {
    const junk = fc.constantFrom(...stored).chain((item) =>
      fc.record({
        item: fc.constant(item),
        raw: fc.oneof(
          fc.integer({ min: 0, max: item.raw.length - 1 }).map((cut) => item.raw.slice(0, cut)),
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v) ?? ""),
          fc.anything(),
        ),
      }),
    );
    fc.assert(
      fc.property(junk, ({ item, raw }) => decodesOrRefuses(item.schema, raw, item.where)),
      { numRuns: 2000 },
    );
  });
});
