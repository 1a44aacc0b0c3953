// Generated engine actions and route intents, and the checks every intent schema
// must pass under them (property tests of app/game/action-schema and app/intents).
import fc from "fast-check";
import { expect } from "vitest";
import { z } from "zod";

// zod drops a "__proto__" key from records (no prototype pollution), so the output would differ.
const recordKey = fc.string().filter((k) => k !== "__proto__");
/** Ids as the engine makes them, or any 1 to 64 characters. */
export const anyId = fc.oneof(fc.ulid(), fc.string({ minLength: 1, maxLength: 64 }));
/** A form's values: any JSON under any keys (the engine checks them, not the shape). */
const fields = fc.dictionary(recordKey, fc.jsonValue(), { maxKeys: 4 });

export const habitActions = fc.oneof(
  fc.record({ type: fc.constant("habit/create"), input: fields }),
  fc.record({ type: fc.constant("habit/count"), habitId: anyId, delta: fc.constantFrom(1, -1) }),
  fc.record({ type: fc.constant("habit/edit"), habitId: anyId, changes: fields }),
  fc.record({
    type: fc.constant("habit/skip"),
    habitId: anyId,
    day: fc.oneof(fc.string(), fc.constantFrom("2024-05-10", "2024-05-09", "2024-02-30")),
    skipped: fc.boolean(),
  }),
  fc.record({
    type: fc.constant("habit/setPastDay"),
    habitId: anyId,
    day: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("2024-05-09", "2024-02-30")),
    count: fc.oneof(fc.integer({ min: -2, max: 20_000 }), fc.double({ noNaN: true })),
  }),
  fc.record({
    type: fc.constant("habit/setNote"),
    habitId: anyId,
    day: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("2024-05-09", "2024-02-30")),
    note: fc.string({ maxLength: 2000 }),
  }),
  fc.record({
    type: fc.constantFrom("habit/addValue", "habit/removeValue"),
    habitId: anyId,
    value: fc.oneof(fc.integer({ min: -2, max: 20_000_000 }), fc.double({ noNaN: true })),
  }),
  fc.record({ type: fc.constantFrom("habit/giveUp", "habit/delete"), habitId: anyId }),
);

export const goalActions = fc.oneof(
  fc.record({ type: fc.constant("goal/create"), input: fields }),
  fc.record({ type: fc.constant("goal/edit"), goalId: anyId, changes: fields }),
  fc.record({
    type: fc.constantFrom("goal/addCommitment", "goal/dropCommitment"),
    goalId: anyId,
    commitmentId: anyId,
  }),
  fc.record({ type: fc.constantFrom("goal/giveUp", "goal/delete"), goalId: anyId }),
);

export const marketActions = fc.oneof(
  fc.record({ type: fc.constant("market/createReward"), input: fields }),
  fc.record({ type: fc.constantFrom("market/redeem", "market/deleteReward"), rewardId: anyId }),
  fc.record({ type: fc.constant("market/buyFreeze") }),
);

export const setDailyTargetActions = fc.record({
  type: fc.constant("game/setDailyTarget"),
  dailyTarget: fc.double({ noNaN: true, noDefaultInfinity: true }),
});

/** Rule 18: zones are checked by the engine, so any string up to 64 characters has the action's shape. */
export const setDayRuleActions = fc.record({
  type: fc.constant("game/setDayRule"),
  timeZone: fc.oneof(fc.constantFrom("UTC", "Asia/Kolkata", "Pacific/Chatham"), fc.string({ maxLength: 64 })),
  startHour: fc.double({ noNaN: true, noDefaultInfinity: true }),
});

/** Rule 28: the days are checked by the engine, so any string up to 10 characters has the action's shape. */
export const vacationActions = fc.oneof(
  fc.record({
    type: fc.constant("game/planVacation"),
    from: fc.oneof(fc.constantFrom("2024-05-11", "2024-02-30"), fc.string({ maxLength: 10 })),
    to: fc.oneof(fc.constantFrom("2024-05-12", "2025-05-12"), fc.string({ maxLength: 10 })),
  }),
  fc.record({ type: fc.constant("game/endVacation") }),
);

export const undoActions = fc.record({
  type: fc.constant("game/undo"),
  recordId: fc.string({ minLength: 1, maxLength: 64 }),
});

const dayString = fc.oneof(fc.constantFrom("2024-05-11", "2024-02-30"), fc.string({ maxLength: 10 }));

export const importActions = fc.oneof(
  fc.record({
    type: fc.constant("habit/import"),
    importId: fc.string({ minLength: 1, maxLength: 64 }),
    source: fc.string({ minLength: 1, maxLength: 60 }),
    habits: fc.array(
      fc.record({
        input: fields,
        archived: fc.boolean(),
        days: fc.array(fc.tuple(dayString, fc.double({ noNaN: true })), { maxLength: 4 }),
        skips: fc.array(dayString, { maxLength: 3 }),
        notes: fc.array(fc.tuple(dayString, fc.string({ maxLength: 40 })), { maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  }),
  fc.record({ type: fc.constant("habit/undoImport"), importId: fc.string({ minLength: 1, maxLength: 64 }) }),
);

/** An action's keys that carry ids (bounded to 1 to 64 characters). */
export const ID_KEYS = ["habitId", "goalId", "commitmentId", "rewardId", "importId"] as const;

/** A valid intent with one of its fields replaced by something likely wrong. */
export function spoilt(valid: fc.Arbitrary<object>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(valid, fc.constantFrom("type", ...ID_KEYS, "delta", "input", "changes", "dailyTarget"))
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
}

/** Every generated intent parses as it is. */
export function expectParsedUnchanged(schema: z.ZodType, valid: fc.Arbitrary<unknown>, numRuns = 500): void {
  fc.assert(
    fc.property(valid, (intent) => {
      expect(schema.parse(intent)).toEqual(intent);
    }),
    { numRuns },
  );
}

/**
 * Anything is either a zod failure (never a crash) or, when it passes, an intent of
 * one of `types` whose ids are in bounds.
 */
export function expectRefusedOrSound(
  schema: z.ZodType,
  types: readonly string[],
  values: fc.Arbitrary<unknown>,
  numRuns = 1000,
): void {
  fc.assert(
    fc.property(values, (value) => {
      const result = schema.safeParse(value);
      if (!result.success) {
        expect(result.error).toBeInstanceOf(z.ZodError);
        return;
      }
      const intent = result.data as Record<string, unknown>;
      expect(types).toContain(intent.type);
      for (const key of ID_KEYS) {
        if (intent[key] === undefined) continue;
        expect(String(intent[key]).length).toBeGreaterThan(0);
        expect(String(intent[key]).length).toBeLessThanOrEqual(64);
      }
    }),
    { numRuns },
  );
}
