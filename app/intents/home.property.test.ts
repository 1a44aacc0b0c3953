// What the home page accepts from a submission: generated intents of every type
// parse as they are; anything else is a zod failure, never a crash.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HomeIntentSchema as IntentSchema } from "./home";

// zod drops a "__proto__" key from records (no prototype pollution), so the output would differ.
const recordKey = fc.string().filter((k) => k !== "__proto__");
const id = fc.oneof(fc.ulid(), fc.string({ minLength: 1, maxLength: 64 }));
const fields = fc.dictionary(recordKey, fc.jsonValue(), { maxKeys: 4 });
const VALID = fc.oneof(
  fc.record({ type: fc.constant("habit/create"), input: fields }),
  fc.record({ type: fc.constant("habit/count"), habitId: id, delta: fc.constantFrom(1, -1) }),
  fc.record({ type: fc.constant("habit/edit"), habitId: id, changes: fields }),
  fc.record({ type: fc.constantFrom("habit/giveUp", "habit/delete"), habitId: id }),
  fc.record({ type: fc.constant("goal/create"), input: fields }),
  fc.record({ type: fc.constant("goal/edit"), goalId: id, changes: fields }),
  fc.record({ type: fc.constantFrom("goal/addCommitment", "goal/dropCommitment"), goalId: id, commitmentId: id }),
  fc.record({ type: fc.constantFrom("goal/giveUp", "goal/delete"), goalId: id }),
);

// Home takes the engine's habit and goal actions as they are (two unions of the ActionSchema).
const TYPES = IntentSchema.options.flatMap((union) => union.options.map((option) => option.shape.type.value));

describe("home intents under generated input", { timeout: 30_000 }, () => {
  it("every valid intent parses unchanged", () => {
    fc.assert(
      fc.property(VALID, (intent) => {
        expect(IntentSchema.parse(intent)).toEqual(intent);
      }),
      { numRuns: 1000 },
    );
  });

  it("anything else, or a valid intent with one field spoilt, is a zod failure", () => {
    const spoilt = fc
      .tuple(VALID, fc.constantFrom("type", "habitId", "goalId", "commitmentId", "delta", "input", "changes"))
      .chain(([intent, key]) =>
        fc
          .oneof(
            fc.constant(undefined),
            fc.string({ minLength: 65 }),
            fc.constant(""),
            fc.integer({ min: 2 }),
            fc.string(),
          )
          .map((value) => ({ ...intent, [key]: value })),
      );
    fc.assert(
      fc.property(fc.oneof(spoilt, fc.anything()), (value) => {
        const result = IntentSchema.safeParse(value);
        if (!result.success) expect(result.error).toBeInstanceOf(z.ZodError);
        // Whatever passes is a known intent whose ids are in bounds.
        else {
          expect(TYPES).toContain(result.data.type);
          for (const key of ["habitId", "goalId", "commitmentId"] as const) {
            const value = (result.data as Record<string, unknown>)[key];
            if (value !== undefined) expect(String(value).length).toBeGreaterThan(0);
            if (value !== undefined) expect(String(value).length).toBeLessThanOrEqual(64);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
