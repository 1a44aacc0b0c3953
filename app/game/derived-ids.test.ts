import fc from "fast-check";
import { monotonicFactory } from "ulid";
import { describe, expect, it } from "vitest";
import { derivedIds } from "./derived-ids";
import { idSchema } from "./field-schemas";

const base = "01JDXYZ0000000000000000000";
const take = (next: () => string, count: number) => Array.from({ length: count }, next);

describe("derivedIds", () => {
  it("makes the same ids from the same base, on any device", () => {
    expect(take(derivedIds(base), 50)).toEqual(take(derivedIds(base), 50));
  });

  it("makes valid ULIDs with the base's time", () => {
    for (const id of take(derivedIds(base), 1000)) {
      expect(idSchema.safeParse(id).success).toBe(true);
      expect(id.slice(0, 10)).toBe(base.slice(0, 10));
    }
  });

  it("never repeats an id, nor meets the ids a device's monotonic factory makes next to its base", () => {
    const device = monotonicFactory();
    const bases = take(() => device(1_764_000_000_000), 30);
    const neighbours = new Set([...bases, ...take(() => device(1_764_000_000_000), 500)]);
    const seen = new Set<string>();
    for (const b of bases) {
      for (const id of take(derivedIds(b), 4000)) {
        expect(neighbours.has(id)).toBe(false);
        seen.add(id);
      }
    }
    expect(seen.size).toBe(30 * 4000);
  });

  it("differs for bases that differ in one character", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 25 }), (at) => {
        const other = base.slice(0, at) + (base[at] === "1" ? "2" : "1") + base.slice(at + 1);
        const ours = new Set(take(derivedIds(base), 20));
        return take(derivedIds(other), 20).every((id) => !ours.has(id));
      }),
      { numRuns: 50 },
    );
  });

  it("refuses a base that is not an id", () => {
    expect(() => derivedIds("not an id")).toThrow();
  });
});
