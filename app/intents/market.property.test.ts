// What /market accepts from a submission: generated intents parse as they are,
// anything else is a zod failure, never a crash.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MarketIntentSchema } from "./market";

// zod drops a "__proto__" key from records (no prototype pollution), so the output would differ.
const recordKey = fc.string().filter((k) => k !== "__proto__");
const rewardId = fc.oneof(fc.ulid(), fc.string({ minLength: 1, maxLength: 64 }));
const VALID = fc.oneof(
  fc.record({
    type: fc.constant("market/createReward"),
    input: fc.dictionary(recordKey, fc.jsonValue(), { maxKeys: 3 }),
  }),
  fc.record({ type: fc.constantFrom("market/redeem", "market/deleteReward"), rewardId }),
  fc.record({ type: fc.constant("market/buyFreeze") }),
);

describe("market intents under generated input", { timeout: 30_000 }, () => {
  it("every valid intent parses unchanged; a spoilt one or anything else is a zod failure", () => {
    fc.assert(
      fc.property(VALID, (intent) => {
        expect(MarketIntentSchema.parse(intent)).toEqual(intent);
      }),
      { numRuns: 500 },
    );
    const spoilt = fc
      .tuple(
        fc.constantFrom("market/redeem", "market/deleteReward"),
        fc.oneof(fc.constant(""), fc.string({ minLength: 65 }), fc.integer(), fc.constant(null)),
      )
      .map(([type, value]) => ({ type, rewardId: value }));
    fc.assert(
      fc.property(spoilt, (value) => {
        expect(MarketIntentSchema.safeParse(value).error).toBeInstanceOf(z.ZodError);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = MarketIntentSchema.safeParse(value);
        if (!result.success) expect(result.error).toBeInstanceOf(z.ZodError);
      }),
      { numRuns: 1000 },
    );
  });
});
