// /explore adds a template by id: short non-empty ids pass the shape check, the
// rest (empty, over 80 characters, not text, another type) is a zod failure.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ExploreIntentSchema } from "./explore";

describe("explore intent under generated input", () => {
  it("passes only explore/add with a 1 to 80 character id", () => {
    const templateId = fc.oneof(fc.string({ maxLength: 100 }), fc.anything());
    const type = fc.oneof(fc.constant("explore/add"), fc.string());
    fc.assert(
      fc.property(type, templateId, (t, id) => {
        const length = typeof id === "string" ? [...id].length : -1;
        const expected = t === "explore/add" && length >= 1 && length <= 80;
        expect(ExploreIntentSchema.safeParse({ type: t, templateId: id }).success).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
