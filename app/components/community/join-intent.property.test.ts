// The join button sends "true" or "false"; any other submission is a zod failure.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { JoinIntentSchema } from "./join-intent";

describe("community join intent under generated input", () => {
  it("accepts exactly the two strings", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom("true", "false"), fc.mixedCase(fc.constantFrom("true", "false")), fc.anything()),
        (join) => {
          const result = JoinIntentSchema.safeParse({ join });
          expect(result.success).toBe(join === "true" || join === "false");
          if (!result.success) expect(result.error).toBeInstanceOf(z.ZodError);
        },
      ),
      { numRuns: 500 },
    );
  });
});
