// JSON text written in parts (ADR 0048): an entry of an import's 110,000 records is 20 MB of
// text, about 100 ms of JSON.stringify in one go. Walked a level at a time, and long arrays and
// maps a slice at a time, it pauses between parts. Browser storage (with superjson's checks) and
// the server's log (JSON.stringify's own rules) both write their large values through it.
import type { Steps } from "~/game/steps";

/** Array items or object keys written per part: a few milliseconds of JSON. */
const ITEMS_PER_PART = 2_000;

/**
 * The text of one part: `undefined` leaves an object's member out (an array's item becomes
 * null), as JSON.stringify does; `null` says the value cannot be written so, and ends the walk.
 */
export type JsonLeaf = (value: unknown, depth: number) => string | undefined | null;

export type JsonWalk = {
  leaf: JsonLeaf;
  /** How deep containers are walked; deeper ones are one leaf each. */
  maxDepth: number;
  /** Whether an object may be walked (its prototype, its keys); else the walk ends with null. */
  walkable?: (value: object, keys: readonly string[]) => boolean;
};

/** `value`'s text, part by part, pausing after each long container's slice; null if a part refused. */
export function* jsonSteps(value: unknown, walk: JsonWalk, depth = 0): Steps<string | null | undefined> {
  if (depth === walk.maxDepth || value === null || typeof value !== "object") return walk.leaf(value, depth);
  if (Array.isArray(value)) return yield* arraySteps(value, walk, depth);
  const keys = Object.keys(value);
  if (walk.walkable && !walk.walkable(value, keys)) return null;
  const record = value as Record<string, unknown>;
  const parts: string[] = [];
  if (keys.length > ITEMS_PER_PART) {
    for (let i = 0; i < keys.length; i += ITEMS_PER_PART) {
      // No prototype: a key such as "__proto__" is a member like any other.
      const part = Object.create(null) as Record<string, unknown>;
      for (const key of keys.slice(i, i + ITEMS_PER_PART)) part[key] = record[key];
      const text = walk.leaf(part, depth);
      if (text === null) return null;
      if (text !== undefined && text !== "{}") parts.push(text.slice(1, -1));
      yield;
    }
    return `{${parts.join(",")}}`;
  }
  for (const key of keys) {
    const text = yield* jsonSteps(record[key], walk, depth + 1);
    if (text === null) return null;
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(",")}}`;
}

function* arraySteps(value: unknown[], walk: JsonWalk, depth: number): Steps<string | null> {
  const parts: string[] = [];
  if (value.length > ITEMS_PER_PART) {
    for (let i = 0; i < value.length; i += ITEMS_PER_PART) {
      const text = walk.leaf(value.slice(i, i + ITEMS_PER_PART), depth);
      if (text === null || text === undefined) return null;
      parts.push(text.slice(1, -1));
      yield;
    }
    return `[${parts.join(",")}]`;
  }
  for (let i = 0; i < value.length; i++) {
    const text = yield* jsonSteps(value[i], walk, depth + 1);
    if (text === null) return null;
    parts.push(text ?? "null");
  }
  return `[${parts.join(",")}]`;
}

/** Whether `value` holds at most `limit` objects and arrays: small enough to write in one go. */
export function isSmallJson(value: unknown, limit: number): boolean {
  let left = limit;
  const visit = (node: unknown): boolean => {
    if (node === null || typeof node !== "object") return true;
    if (--left < 0) return false;
    if (Array.isArray(node)) return node.every(visit);
    for (const key in node) if (!visit((node as Record<string, unknown>)[key])) return false;
    return true;
  };
  return visit(value);
}

/**
 * A value of at most this many objects and arrays is written in one go (a few milliseconds of
 * JSON; the walk is 3× slower than JSON.stringify on a +1's journal page); a larger one is walked
 * this deep: a journal page's entries' records are at depth 3, an import action's days at depth 7.
 */
export const LARGE_JSON = { containers: 5_000, depth: 8 } as const;

/** JSON.stringify(value) in parts for a large value, in one go for a small one. */
export function* stringifySteps(value: unknown): Steps<string> {
  if (isSmallJson(value, LARGE_JSON.containers)) return JSON.stringify(value);
  const text = yield* jsonSteps(value, {
    leaf: (part) => JSON.stringify(part),
    maxDepth: LARGE_JSON.depth,
    // A value with its own toJSON (a Date) is written by JSON.stringify whole.
    walkable: (part) => typeof (part as { toJSON?: unknown }).toJSON !== "function",
  });
  return text ?? JSON.stringify(value);
}
