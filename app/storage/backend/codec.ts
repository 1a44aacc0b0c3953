// Values go to the stores as superjson text and come back through a zod schema.
// Whatever the backend throws, and whatever does not parse, becomes
// GameError('INDEXEDDB_ERROR'): never a crash, never a silent default.
import superjson from "superjson";
import type { z } from "zod";
import { GameError } from "~/game/errors";
import type { Steps } from "~/game/steps";
import { jsonSteps, LARGE_JSON, type JsonWalk } from "~/log/json-steps";
import { pageSlicer } from "~/log/slices";
import type { Backend, KvStore, StoreName } from "./backend";

export function storageError(detail: string, cause?: unknown): GameError {
  const reason =
    cause === undefined ? "" : `: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`;
  return new GameError("INDEXEDDB_ERROR", { detail: `${detail}${reason}` });
}

/** Deeper than any value storage writes: such a value (or a cycle) goes through superjson. */
const MAX_PLAIN_DEPTH = 64;

/** An object with a plain prototype and no symbols. */
function isPlainShell(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.getOwnPropertySymbols(value).length === 0;
}

/** superjson refuses these keys: so does storage, through it. */
const isRefusedKey = (key: string) => key === "__proto__" || key === "constructor" || key === "prototype";

/**
 * Whether superjson has nothing to annotate in `value`: only strings, booleans, null, finite
 * numbers other than -0, arrays without holes and plain objects (no undefined, Date, Map…).
 */
function isPlainJson(value: unknown, depth: number, budget?: { containers: number }): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      if (depth >= MAX_PLAIN_DEPTH) return false;
      // Counted down, it stops the walk of a value too large for one go (encodeSteps).
      if (budget && --budget.containers < 0) return false;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value) || !isPlainJson(value[i], depth + 1, budget)) return false;
        }
        return true;
      }
      if (!isPlainShell(value)) return false;
      for (const key of Object.keys(value)) {
        if (isRefusedKey(key)) return false;
        if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1, budget)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/**
 * superjson's text of `value`. For plain JSON data (nearly everything storage writes) superjson
 * writes exactly `{"json":…}`, but its walk costs ~6 times as much: a new device writes
 * 90,000 records twice (journal and index), where that walk was most of the time.
 */
export const encode = (value: unknown): string =>
  isPlainJson(value, 0) ? `{"json":${JSON.stringify(value)}}` : superjson.stringify(value);

/** Plain JSON as superjson would find it (isPlainJson), written by JSON.stringify; else null. */
const PLAIN: JsonWalk = {
  leaf: (value, depth) => (isPlainJson(value, depth) ? JSON.stringify(value) : null),
  maxDepth: LARGE_JSON.depth,
  walkable: (value, keys) => isPlainShell(value) && !keys.some(isRefusedKey),
};

/**
 * `encode(value)` in steps (ADR 0048): the same text, but a large value is checked and written a
 * part at a time (jsonSteps), so a journal page holding an import of 110,000 days does not hold
 * the page for 200 ms.
 */
export function* encodeSteps(value: unknown): Steps<string> {
  // Nearly every value is small: written in one go, as encode does (the walk is 3× slower).
  const budget = { containers: LARGE_JSON.containers };
  if (isPlainJson(value, 0, budget)) return `{"json":${JSON.stringify(value)}}`;
  if (budget.containers >= 0) return superjson.stringify(value);
  const json = yield* jsonSteps(value, PLAIN);
  return typeof json === "string" ? `{"json":${json}}` : superjson.stringify(value);
}

/** Parses stored text with `schema`; `where` names the key in the error. */
export function decode<S extends z.ZodType>(schema: S, raw: unknown, where: string): z.output<S> {
  if (typeof raw !== "string") throw storageError(`${where}: expected superjson text, found ${typeof raw}`);
  let value: unknown;
  try {
    value = superjson.parse(raw);
  } catch (error) {
    throw storageError(`${where}: unreadable`, error);
  }
  return check(schema, value, where);
}

/** Parses an already structured value (legacy v0 data was stored as plain objects). */
export function check<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  let result: z.ZodSafeParseResult<z.output<S>>;
  try {
    result = schema.safeParse(value);
  } catch (error) {
    // zod 4.6 throws a TypeError on a non-string whose `length` has no valueOf/toString.
    throw storageError(`${where}: unreadable`, error);
  }
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw storageError(`${where}: ${issue?.path.join(".") || "value"}: ${issue?.message ?? "invalid"}`);
}

async function io<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GameError) throw error;
    throw storageError(what, error);
  }
}

/** A store with every failure mapped to INDEXEDDB_ERROR. */
export class Table {
  private readonly store: KvStore;

  constructor(
    backend: Backend,
    readonly name: StoreName,
  ) {
    this.store = backend.store(name);
  }

  raw(key: string): Promise<unknown> {
    return io(`read ${this.name}:${key}`, () => this.store.getItem(key));
  }

  async get<S extends z.ZodType>(schema: S, key: string): Promise<z.output<S> | null> {
    const raw = await this.raw(key);
    return raw === null || raw === undefined ? null : decode(schema, raw, `${this.name}:${key}`);
  }

  set(key: string, value: unknown): Promise<void> {
    return this.setRaw(key, encode(value));
  }

  /** Writes many keys at once (see KvStore.setItems): nothing may point at them before it returns. */
  async setMany(entries: ReadonlyArray<readonly [string, unknown]>): Promise<void> {
    if (entries.length === 0) return;
    // A checkpoint writes every month an import reached: encoded in slices, the page stays responsive.
    const slicer = pageSlicer();
    const raw: (readonly [string, string])[] = [];
    for (const [key, value] of entries) {
      raw.push([key, await slicer.run(encodeSteps(value))]);
      await slicer.breathe();
    }
    const what = `write ${this.name}:${entries[0]![0]}${entries.length > 1 ? ` and ${entries.length - 1} more` : ""}`;
    return io(what, () => this.store.setItems(raw));
  }

  setRaw(key: string, raw: unknown): Promise<void> {
    return io(`write ${this.name}:${key}`, () => this.store.setItem(key, raw));
  }

  remove(key: string): Promise<void> {
    return io(`remove ${this.name}:${key}`, () => this.store.removeItem(key));
  }

  keys(): Promise<string[]> {
    return io(`keys ${this.name}`, () => this.store.keys());
  }

  clear(): Promise<void> {
    return io(`clear ${this.name}`, () => this.store.clear());
  }
}

export type Tables = Record<StoreName, Table>;

export function tablesOf(backend: Backend): Tables {
  const t = (name: StoreName) => new Table(backend, name);
  return {
    meta: t("meta"),
    users: t("users"),
    habits: t("habits"),
    goals: t("goals"),
    commitRecords: t("commitRecords"),
    commitments: t("commitments"),
    game: t("game"),
  };
}

/** A reference to a key in a store, as kept in garbage lists: `store|key`. */
export const storeKey = (store: StoreName, key: string) => `${store}|${key}`;

export function splitStoreKey(ref: string): { store: StoreName; key: string } {
  const at = ref.indexOf("|");
  return { store: ref.slice(0, at) as StoreName, key: ref.slice(at + 1) };
}
