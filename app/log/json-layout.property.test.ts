// The backup check's JSON reader against JSON.parse itself: the same texts accepted and
// refused, the same members (the last of a name wins), the same array items.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arrayItems, JsonSyntaxError, MAX_DEPTH, scanJson } from "./json-layout";

const accepts = (text: string) => {
  try {
    scanJson(text, new Set());
    return true;
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return false;
  }
};
const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON texts with any of JSON's four white-space characters between tokens. */
const spaced = fc
  .tuple(fc.jsonValue(), fc.stringMatching(/^[ \t\n\r]{0,3}$/))
  .map(([value, space]) => JSON.stringify(value, null, space.length ? space : undefined));

/** Small edits of JSON texts: most are broken, some still valid. */
const edited = fc
  .tuple(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.nat(),
    fc.string({ maxLength: 3 }),
    fc.nat({ max: 3 }),
  )
  .map(([text, at, insert, cut]) => {
    const i = text.length ? at % text.length : 0;
    return text.slice(0, i) + insert + text.slice(i + cut);
  });

describe("scanJson agrees with JSON.parse", () => {
  it("accepts every JSON text", () => {
    fc.assert(
      fc.property(spaced, (text) => {
        expect(accepts(text)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("accepts and refuses the same edited texts and junk", () => {
    const texts = fc.oneof(
      edited,
      fc.string(),
      fc.constantFrom("", " ", "\ufeff{}", "01", "1.", "-0", "1e5", '"\\u12"'),
    );
    fc.assert(
      fc.property(texts, (text) => {
        expect(accepts(text)).toBe(parses(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("finds the wanted members of an object, the last of a name winning, and each item of an array", () => {
    const member = fc.tuple(fc.constantFrom("a", "b", "records", "__proto__", "x\\u0041"), fc.jsonValue());
    fc.assert(
      fc.property(fc.array(member, { maxLength: 6 }), fc.array(fc.jsonValue(), { maxLength: 5 }), (members, items) => {
        const pairs = [...members.map(([k, v]) => `"${k}":${JSON.stringify(v)}`), `"list": ${JSON.stringify(items)}`];
        const text = `{ ${pairs.join(" ,\n")} }`;
        const found = scanJson(text, new Set(["a", "records", "xA", "__proto__", "list"]))!;
        const parsed = JSON.parse(text) as Record<string, unknown>;
        for (const [name, span] of found)
          expect(JSON.parse(text.slice(span.start, span.end))).toEqual(
            Object.getOwnPropertyDescriptor(parsed, name)!.value,
          );
        expect([...found.keys()].sort()).toEqual(
          ["a", "records", "xA", "__proto__", "list"].filter((k) => Object.hasOwn(parsed, k)).sort(),
        );
        const list = [...arrayItems(text, found.get("list")!)].map((s) => JSON.parse(text.slice(s.start, s.end)));
        expect(list).toEqual(JSON.parse(JSON.stringify(items)));
      }),
      { numRuns: 500 },
    );
  });

  it("a value that is not an object is checked whole and gives no members", () => {
    fc.assert(
      fc.property(
        fc.jsonValue().filter((v) => typeof v !== "object" || v === null || Array.isArray(v)),
        (value) => {
          expect(scanJson(JSON.stringify(value), new Set(["a"]))).toBeNull();
        },
      ),
    );
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} levels without building anything`, () => {
    expect(accepts(`${"[".repeat(MAX_DEPTH)}${"]".repeat(MAX_DEPTH)}`)).toBe(true);
    const deep = "[".repeat(5_000_000);
    expect(() => scanJson(deep, new Set())).toThrow(`more than ${MAX_DEPTH} levels of nesting`);
  });
});
