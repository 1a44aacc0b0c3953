// What the home page accepts from a submission: the engine's habit and goal actions and
// Undo parse as they are; anything else (the Market's actions included) is a zod failure,
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
  undoActions,
} from "~test/actions";
import { HomeIntentSchema } from "./home";

const VALID = fc.oneof(habitActions, goalActions, undoActions);
// Home takes the engine's habit and goal actions and Undo as they are (parts of the ActionSchema).
const TYPES = HomeIntentSchema.options.flatMap((part) =>
  "options" in part ? part.options.map((option) => option.shape.type.value) : [part.shape.type.value],
);

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
