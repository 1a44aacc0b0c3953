// The profile form as submitted: every field is text. Whatever is typed passes
// the shape check (up to 10,000 characters a field) and then gets the spec's
// field messages from the storage rules, never a crash.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENTITY_MESSAGES } from "~/game/entity-schemas";
import { GameError } from "~/game/errors";
import { FIELD_MESSAGES } from "~/game/field-schemas";
import { parseInput, ProfileInputSchema } from "~/game/input-schemas";
import { PROFILE_FIELDS, ProfileIntentSchema } from "./profile";

const CATALOGUE = new Set<string>([...Object.values(FIELD_MESSAGES), ...Object.values(ENTITY_MESSAGES)]);
const FIELDS = PROFILE_FIELDS;
const typed = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.webUrl(),
  fc.emailAddress(),
);

describe("profile form under generated input", { timeout: 30_000 }, () => {
  it("typed text passes the shape check, then parses or fails with the spec's field messages", () => {
    const form = fc.record(
      Object.fromEntries(FIELDS.map((field) => [field, typed])) as Record<string, fc.Arbitrary<string>>,
    );
    fc.assert(
      fc.property(form, (values) => {
        const { type: _, ...shaped } = ProfileIntentSchema.parse({ type: "profile/save", ...values });
        try {
          parseInput(ProfileInputSchema, shaped);
        } catch (error) {
          expect(error).toBeInstanceOf(GameError);
          for (const issue of (error as GameError).issues) expect(CATALOGUE).toContain(issue.message);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("a missing field or type, a non-text value or over 10,000 characters fails the shape check", () => {
    const complete = { type: "profile/save", ...Object.fromEntries(FIELDS.map((field) => [field, ""])) };
    expect(ProfileIntentSchema.safeParse(complete).success).toBe(true);
    const spoilt = fc.tuple(
      fc.constantFrom("type", ...FIELDS),
      fc.oneof(
        fc.constant(undefined),
        fc.integer(),
        fc.array(fc.string()),
        fc.string({ minLength: 10_001, maxLength: 10_050 }),
      ),
    );
    fc.assert(
      fc.property(spoilt, ([field, value]) => {
        expect(ProfileIntentSchema.safeParse({ ...complete, [field]: value }).success).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
