// What the settings page accepts: generated intents parse as they are; erasing
// needs the literal ERASE; anything else is a zod failure, never a crash.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SettingsIntentSchema } from "./settings";

const VALID = fc.oneof(
  fc.record({
    type: fc.constant("game/setDailyTarget"),
    dailyTarget: fc.double({ noNaN: true, noDefaultInfinity: true }),
  }),
  fc.record({ type: fc.constant("backup/export") }),
  fc.record({ type: fc.constantFrom("backup/preview", "backup/import"), text: fc.string({ maxLength: 200 }) }),
  fc.record({ type: fc.constant("data/erase"), confirm: fc.constant("ERASE") }),
);

describe("settings intents under generated input", { timeout: 30_000 }, () => {
  it("every valid intent parses unchanged", () => {
    fc.assert(
      fc.property(VALID, (intent) => {
        expect(SettingsIntentSchema.parse(intent)).toEqual(intent);
      }),
      { numRuns: 500 },
    );
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

  it("anything at all is parsed or a zod failure", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = SettingsIntentSchema.safeParse(value);
        if (!result.success) expect(result.error).toBeInstanceOf(z.ZodError);
      }),
      { numRuns: 1000 },
    );
  });
});
