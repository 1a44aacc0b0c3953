// What the settings page accepts: generated intents parse as they are; erasing
// needs the literal ERASE; anything else is a zod failure, never a crash.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  expectParsedUnchanged,
  expectRefusedOrSound,
  habitActions,
  setDailyTargetActions,
  setDayRuleActions,
  vacationActions,
} from "~test/actions";
import { SettingsIntentSchema } from "./settings";

const TYPES = SettingsIntentSchema.options.map((option) => option.shape.type.value);

const VALID = fc.oneof(
  setDailyTargetActions,
  setDayRuleActions,
  vacationActions,
  fc.record({ type: fc.constant("backup/export") }),
  fc.record({ type: fc.constantFrom("backup/preview", "backup/import"), text: fc.string({ maxLength: 200 }) }),
  fc.record({ type: fc.constant("data/erase"), confirm: fc.constant("ERASE") }),
);

describe("settings intents under generated input", { timeout: 30_000 }, () => {
  it("every valid intent parses unchanged", () => {
    expectParsedUnchanged(SettingsIntentSchema, VALID);
  });

  it("erase is refused unless confirmed with exactly ERASE", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.mixedCase(fc.constant("erase")), fc.anything()), (confirm) => {
        const result = SettingsIntentSchema.safeParse({ type: "data/erase", confirm });
        expect(result.success).toBe(confirm === "ERASE");
      }),
      { numRuns: 1000 },
    );
  });

  it("anything at all, or another page's action, is parsed or a zod failure", () => {
    expectRefusedOrSound(SettingsIntentSchema, TYPES, fc.oneof(fc.anything(), habitActions));
  });
});
