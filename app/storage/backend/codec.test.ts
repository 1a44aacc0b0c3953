import fc from "fast-check";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { finishSteps } from "~/game/steps";
import { encode, encodeSteps } from "./codec";

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

describe("encodeSteps", () => {
  const stepped = (value: unknown) => finishSteps(encodeSteps(value));

  it("writes exactly encode's text, for anything", () => {
    fc.assert(
      fc.property(fc.anything({ withDate: true, withMap: true, withNullPrototype: true }), (value) => {
        let expected: string;
        try {
          expected = encode(value);
        } catch (error) {
          expect(() => stepped(value)).toThrow((error as Error).message);
          return;
        }
        expect(stepped(value)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  const pausesOf = (value: unknown) => {
    const steps = encodeSteps(value);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    return { pauses, text: step.value };
  };

  it("writes a large journal page's long arrays and a checkpoint's long maps a part at a time, to the same text", () => {
    // Over 5,000 objects: too large for one go.
    const item = fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.constant(null));
    const records = fc.array(fc.record({ n: item }), { minLength: 5_100, maxLength: 6_000 });
    const history = fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), fc.nat(), {
      minKeys: 1_900,
      maxKeys: 4_200,
    });
    const page = fc.record({
      k: fc.nat(),
      entries: fc.array(fc.record({ seq: fc.nat(), records }), { minLength: 1, maxLength: 2 }),
      world: fc.record({ habits: fc.dictionary(fc.string({ maxLength: 3 }), fc.record({ history }), { maxKeys: 2 }) }),
    });
    fc.assert(
      fc.property(page, (value) => {
        const { pauses, text } = pausesOf(value);
        expect(text).toBe(encode(value));
        const longMaps = Object.values(value.world.habits).filter((habit) => Object.keys(habit.history).length > 2_000);
        // Three slices of each entry's records, two of each long map.
        expect(pauses).toBeGreaterThanOrEqual(3 * value.entries.length + 2 * longMaps.length);
      }),
      // Shrinking arrays of thousands takes minutes: the first failure is reported as it is.
      { numRuns: 15, endOnFailure: true },
    );
  });

  it("writes a small value in one go", () => {
    const page = { k: 1, entries: Array.from({ length: 30 }, (_, seq) => ({ seq, records: [{ n: seq }] })) };
    expect(pausesOf(page)).toEqual({ pauses: 0, text: encode(page) });
  });

  it("writes a long array holding undefined as superjson does, whichever part it is in", () => {
    const records: unknown[] = Array.from({ length: 6_000 }, (_, n) => ({ n }));
    records[3_000] = undefined;
    expect(stepped({ entries: [{ records }] })).toBe(superjson.stringify({ entries: [{ records }] }));
  });

  it("writes a long array with a hole as superjson does", () => {
    const holes: unknown[] = Array.from({ length: 6_000 }, (_, n) => ({ n }));
    delete holes[3_000];
    expect(stepped({ entries: [{ records: holes }] })).toBe(superjson.stringify({ entries: [{ records: holes }] }));
  });
});
