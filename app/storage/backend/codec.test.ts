import fc from "fast-check";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { encode } from "./codec";

describe("encode", () => {
  it("writes exactly superjson's text, for plain JSON and for anything else", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(encode(value)).toBe(superjson.stringify(value));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.anything({ withDate: true, withMap: true, withSet: true, withNullPrototype: true }), (value) => {
        let expected: string;
        try {
          expected = superjson.stringify(value);
        } catch (error) {
          expect(() => encode(value)).toThrow((error as Error).message);
          return;
        }
        expect(encode(value)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("leaves to superjson what plain JSON would change or lose", () => {
    const date = new Date(0);
    for (const value of [
      { a: undefined },
      [1, undefined],
      { n: Number.NaN, i: Number.POSITIVE_INFINITY, z: -0 },
      { when: date },
      new Map([["a", 1]]),
      { big: 1n },
    ]) {
      expect(encode(value)).toBe(superjson.stringify(value));
      expect(encode(value)).toContain('"meta"');
    }
  });

  it("writes an array with holes as superjson does", () => {
    // eslint-disable-next-line no-sparse-arrays
    const value = [1, , 3];
    expect(encode(value)).toBe(superjson.stringify(value));
  });

  it("reads shared objects back as equal copies", () => {
    const shared = { timeZone: "Europe/Paris", startHour: 4 };
    const value = { a: shared, b: [shared] };
    expect(superjson.parse(encode(value))).toEqual(value);
  });

  it("refuses a prototype-polluting key as superjson does", () => {
    const value = JSON.parse('{"__proto__": {"x": 1}}') as unknown;
    expect(() => encode(value)).toThrow(/prototype pollution/);
  });
});
