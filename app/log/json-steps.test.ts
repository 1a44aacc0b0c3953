import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { finishSteps, type Steps } from "~/game/steps";
import { stringifySteps } from "./json-steps";

function run<T>(steps: Steps<T>): { pauses: number; value: T } {
  let pauses = 0;
  let step = steps.next();
  for (; !step.done; step = steps.next()) pauses += 1;
  return { pauses, value: step.value };
}

/** A log entry as large as an import's: records with an optional member left undefined. */
const bigEntry = (records: number) => ({
  day: "2026-11-29",
  rule: undefined,
  records: Array.from({ length: records }, (_, i) => ({
    id: `r${i}`,
    day: i % 3 === 0 ? undefined : "2026-11-28",
    data: { amount: i, note: i % 7 === 0 ? `a "quoted" note` : undefined },
    reward: { xp: 0, coins: 0 },
  })),
  habits: [{ history: Object.fromEntries(Array.from({ length: 4_500 }, (_, i) => [`d${i}`, i])) }],
});

describe("stringifySteps", () => {
  it("writes what JSON.stringify writes, for any JSON value and for values with undefined, Dates and functions", () => {
    fc.assert(
      fc.property(fc.anything({ withDate: true, withNullPrototype: true }), (value) => {
        expect(finishSteps(stringifySteps(value))).toBe(JSON.stringify(value));
      }),
      { numRuns: 500 },
    );
  });

  it("writes a large entry a part at a time, to JSON.stringify's text", () => {
    const entry = bigEntry(12_000);
    const { pauses, value } = run(stringifySteps(entry));
    expect(value).toBe(JSON.stringify(entry));
    // Six slices of records, three of the long map.
    expect(pauses).toBe(9);
  });

  it("writes a small entry in one go", () => {
    const entry = bigEntry(10);
    entry.habits = [];
    expect(run(stringifySteps(entry))).toEqual({ pauses: 0, value: JSON.stringify(entry) });
  });

  it("writes a large value holding a Date, arrays with holes and a __proto__ key as JSON.stringify does", () => {
    const holes: unknown[] = Array.from({ length: 6_000 }, (_, n) => ({ n }));
    delete holes[10];
    const odd = JSON.parse('{"__proto__": {"x": 1}}') as object;
    const value = {
      holes,
      when: new Date(0),
      odd,
      keys: Object.fromEntries(Array.from({ length: 2_500 }, (_, i) => [i === 5 ? "__proto__" : `k${i}`, { i }])),
    };
    expect(finishSteps(stringifySteps(value))).toBe(JSON.stringify(value));
  });
});
