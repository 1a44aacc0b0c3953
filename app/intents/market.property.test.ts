// What /market accepts from a submission: the engine's Market actions parse as they
// are; anything else is a zod failure, never a crash.
import fc from "fast-check";
import { describe, it } from "vitest";
import { expectParsedUnchanged, expectRefusedOrSound, habitActions, marketActions, spoilt } from "~test/actions";
import { MarketIntentSchema } from "./market";

const TYPES = MarketIntentSchema.options.map((option) => option.shape.type.value);

describe("market intents under generated input", { timeout: 30_000 }, () => {
  it("every valid intent parses unchanged", () => {
    expectParsedUnchanged(MarketIntentSchema, marketActions);
  });

  it("a spoilt one, another page's action or anything else is a zod failure", () => {
    expectRefusedOrSound(MarketIntentSchema, TYPES, fc.oneof(spoilt(marketActions), fc.anything()));
    expectRefusedOrSound(MarketIntentSchema, [], habitActions, 300);
  });
});
