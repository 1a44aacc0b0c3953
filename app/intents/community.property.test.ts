// The join button sends its community and "true" or "false"; any other submission is a zod failure.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CommunityIntentSchema } from "./community";

const intent = (join: unknown, communityId: unknown) => ({ type: "community/join", communityId, join });

describe("community join intent under generated input", () => {
  it("accepts exactly the two strings", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom("true", "false"), fc.mixedCase(fc.constantFrom("true", "false")), fc.anything()),
        (join) => {
          const result = CommunityIntentSchema.safeParse(intent(join, "running"));
          expect(result.success).toBe(join === "true" || join === "false");
          if (!result.success) expect(result.error).toBeInstanceOf(z.ZodError);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("names a community by a 1 to 80 character id", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 100 }), fc.anything()), (communityId) => {
        const length = typeof communityId === "string" ? [...communityId].length : -1;
        expect(CommunityIntentSchema.safeParse(intent("true", communityId)).success).toBe(length >= 1 && length <= 80);
      }),
      { numRuns: 500 },
    );
  });
});
