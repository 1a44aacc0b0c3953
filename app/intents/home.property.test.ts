// What the home page accepts from a submission: the engine's habit and goal actions
// parse as they are; anything else (the Market's actions included) is a zod failure,
// never a crash.
import fc from "fast-check";
import { describe, it } from "vitest";
import {
  expectParsedUnchanged,
  expectRefusedOrSound,
  goalActions,
  habitActions,
  marketActions,
  spoilt,
} from "~test/actions";
import { HomeIntentSchema } from "./home";

const VALID = fc.oneof(habitActions, goalActions);
// Home takes the engine's habit and goal actions as they are (two unions of the ActionSchema).
const TYPES = HomeIntentSchema.options.flatMap((union) => union.options.map((option) => option.shape.type.value));

describe("home intents under generated input", { timeout: 30_000 }, () => {
  it("every valid intent parses unchanged", () => {
    expectParsedUnchanged(HomeIntentSchema, VALID, 1000);
  });

  it("anything else, or a valid intent with one field spoilt, is a zod failure", () => {
    expectRefusedOrSound(HomeIntentSchema, TYPES, fc.oneof(spoilt(VALID), fc.anything()), 2000);
  });

  it("another page's actions are not home's", () => {
    expectRefusedOrSound(HomeIntentSchema, [], marketActions, 300);
  });
});
