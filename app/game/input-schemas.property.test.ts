// Property tests of the form inputs: generated valid values parse, and any other
// value is a zod failure (a VALIDATION GameError through parseInput) whose field
// messages are the spec's, word for word. Entity schemas: entity-schemas.property.test.ts.
import fc from "fast-check";
import { MEASURE_MESSAGES } from "./measure";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { day, text, username, whole } from "~test/schema-arbitraries";
import { DAILY_TARGET_RANGE, HABIT_DAILY_TARGET_MAX, LIMITS, MARKET } from "./constants";
import { dailyXpTargetSchema, ENTITY_MESSAGES, HabitSchema } from "./entity-schemas";
import { GameError } from "./errors";
import { FIELD_MESSAGES } from "./field-schemas";
import {
  GoalEditSchema,
  GoalInputSchema,
  HabitEditSchema,
  HabitInputSchema,
  ProfileInputSchema,
  parseInput,
  targetTooHigh,
} from "./input-schemas";
import { MARKET_MESSAGES, RewardInputSchema } from "./market";
import { SCHEDULE_MESSAGES } from "./schedule";

const CATALOGUE = new Set<string>([
  ...Object.values(FIELD_MESSAGES),
  ...Object.values(ENTITY_MESSAGES),
  ...Object.values(MARKET_MESSAGES),
  ...Object.values(SCHEDULE_MESSAGES),
  ...Object.values(MEASURE_MESSAGES),
]);

const FORMS = {
  HabitInputSchema,
  HabitEditSchema,
  GoalInputSchema,
  GoalEditSchema,
  ProfileInputSchema,
  RewardInputSchema,
};
const FORM_FIELDS = [
  ...new Set(Object.values(FORMS).flatMap((schema) => Object.keys(schema.shape))),
  "constructor",
  "__proto__",
  "toString",
];

/** A value a form field might be sent: form text, numbers of every sort, or anything. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 600 }),
  fc.constantFrom("", " ", "0", "1", "2024-01-01", "https://x.io", "javascript:alert(1)", "a@b.co"),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.ulid(), fc.string())),
  fc.anything(),
);
/** An object shaped like a form submission: some known fields, some unknown ones. */
const formLike = fc.dictionary(fc.oneof(fc.constantFrom(...FORM_FIELDS), fc.string()), fieldValue, { maxKeys: 10 });

describe("form inputs under generated input", { timeout: 30_000 }, () => {
  it("never throw: a form-like object parses or fails with catalogue messages on its fields", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.entries(FORMS)), formLike, ([name, schema], value) => {
        const result = schema.safeParse(value);
        if (result.success) return;
        expect(result.error).toBeInstanceOf(z.ZodError);
        for (const issue of result.error.issues) {
          expect(CATALOGUE, `${name}.${issue.path.join(".")}: ${issue.message}`).toContain(issue.message);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("parseInput throws only a VALIDATION GameError, with one issue per zod issue, for anything at all", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(FORMS)), fc.oneof(formLike, fc.anything()), (schema, value) => {
        const result = schema.safeParse(value);
        try {
          parseInput(schema, value);
          expect(result.success).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(GameError);
          expect((error as GameError).code).toBe("VALIDATION");
          expect((error as GameError).issues.map((i) => i.message)).toEqual(result.error?.issues.map((i) => i.message));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("valid habits, goals, rewards and profiles parse, trimmed", () => {
    const habit = fc.record({
      title: text(1, LIMITS.habitTitle),
      description: text(0, LIMITS.habitDescription),
      dailyTarget: whole(1, 1000),
    });
    const goal = fc.record({
      title: text(1, LIMITS.goalTitle),
      description: text(1, LIMITS.goalDescription),
      xpTarget: whole(1, 1_000_000),
      commitments: fc.uniqueArray(fc.ulid(), { minLength: 1, maxLength: 5 }),
    });
    const reward = fc.record({ title: text(1, MARKET.rewardTitle), price: whole(MARKET.priceMin, MARKET.priceMax) });
    const profile = fc.record({
      username: username,
      name: text(1, LIMITS.name),
      bio: text(0, LIMITS.bio),
      location: text(0, LIMITS.location),
      url: fc.webUrl(),
      birthDate: day,
    });
    fc.assert(
      fc.property(habit, goal, reward, profile, (h, g, r, p) => {
        const description = h.description.value === "" ? {} : { description: h.description.value };
        expect(
          HabitInputSchema.parse({ title: h.title.raw, description: h.description.raw, dailyTarget: h.dailyTarget }),
        ).toEqual({ title: h.title.value, dailyTarget: h.dailyTarget, ...description });
        expect(HabitEditSchema.parse({ title: h.title.raw })).toEqual({ title: h.title.value });
        expect(GoalInputSchema.parse({ ...g, title: g.title.raw, description: g.description.raw })).toEqual({
          ...g,
          title: g.title.value,
          description: g.description.value,
        });
        expect(GoalEditSchema.parse({ xpTarget: g.xpTarget })).toEqual({ xpTarget: g.xpTarget });
        expect(RewardInputSchema.parse({ title: r.title.raw, price: r.price })).toEqual({
          title: r.title.value,
          price: r.price,
        });
        const values = ProfileInputSchema.parse({
          ...p,
          name: p.name.raw,
          bio: p.bio.raw,
          location: p.location.raw,
          email: "",
          pictureUrl: " ",
        });
        expect(values.username).toBe(p.username);
        expect(values.name).toBe(p.name.value);
        expect(values.birthDate).toBe(Date.parse(`${p.birthDate}T00:00:00Z`));
        expect(values.email).toBeUndefined();
        expect(values.pictureUrl).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it("a habit's daily target stops at HABIT_DAILY_TARGET_MAX on input; a stored habit keeps a larger one", () => {
    const refused = HabitInputSchema.safeParse({ title: "Typo", dailyTarget: 1_000_000_000 });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(["Daily target must be at most 10,000"]);
    // An edit's bound is the habit's kind's (rule 31): the engine checks it once it knows the habit.
    expect(targetTooHigh(10_001, undefined)).toBe("Daily target must be at most 10,000");
    expect(targetTooHigh(10_001, { unit: "km", direction: "atLeast" })).toBeNull();
    expect(targetTooHigh(10_000_001, { unit: "km", direction: "atMost" })).toBe("Target must be at most 100,000");
    expect(HabitInputSchema.parse({ title: "Steps", dailyTarget: 10_000 }).dailyTarget).toBe(10_000);
    const stored = { id: "01J00000000000000000000001", userId: "01J00000000000000000000002" };
    expect(
      HabitSchema.safeParse({
        ...stored,
        commitmentId: "01J00000000000000000000003",
        title: "Old",
        dailyTarget: 50_000_000,
        count: 0,
        createdAt: 0,
        lastUpdated: 0,
        history: {},
        isDeleted: false,
        giveupAt: null,
      }).success,
    ).toBe(true);
  });

  it("numbers from forms: 'Required' when missing, 'Invalid input' when not a number, else the range message", () => {
    const numberFields = [
      { schema: HabitInputSchema, base: { title: "t" }, key: "dailyTarget", min: 1, max: HABIT_DAILY_TARGET_MAX },
      {
        schema: GoalInputSchema,
        base: { title: "t", description: "d", commitments: ["01J00000000000000000000003"] },
        key: "xpTarget",
        min: 1,
        max: Infinity,
      },
      {
        schema: z.object({ dailyXpTarget: dailyXpTargetSchema }),
        base: {},
        key: "dailyXpTarget",
        min: DAILY_TARGET_RANGE.min,
        max: DAILY_TARGET_RANGE.max,
      },
      { schema: RewardInputSchema, base: { title: "t" }, key: "price", min: MARKET.priceMin, max: MARKET.priceMax },
    ] as const;
    const messageFor: Record<string, { int: string; min: string; max?: string }> = {
      dailyTarget: {
        int: ENTITY_MESSAGES.dailyTargetInt,
        min: ENTITY_MESSAGES.dailyTargetMin,
        max: ENTITY_MESSAGES.dailyTargetMax,
      },
      xpTarget: { int: ENTITY_MESSAGES.xpTargetInt, min: ENTITY_MESSAGES.xpTargetMin },
      dailyXpTarget: {
        int: ENTITY_MESSAGES.dailyTargetInt,
        min: ENTITY_MESSAGES.dailyXpTargetMin,
        max: ENTITY_MESSAGES.dailyXpTargetMax,
      },
      price: { int: MARKET_MESSAGES.priceInt, min: MARKET_MESSAGES.priceMin, max: MARKET_MESSAGES.priceMax },
    };
    const value = fc.oneof(fc.constant(undefined), fc.integer(), fc.double(), fc.string(), fc.constant(null));
    fc.assert(
      fc.property(fc.constantFrom(...numberFields), value, (field, raw) => {
        const result = field.schema.safeParse({ ...field.base, [field.key]: raw });
        const found = result.error?.issues.map((i) => i.message) ?? [];
        const m = messageFor[field.key]!;
        if (raw === undefined) expect(found).toEqual([FIELD_MESSAGES.required]);
        else if (typeof raw !== "number" || !Number.isFinite(raw)) expect(found).toEqual([FIELD_MESSAGES.invalid]);
        else if (!Number.isSafeInteger(raw)) expect(found[0]).toBe(m.int);
        else if (raw < field.min) expect(found).toEqual([m.min]);
        else if (raw > field.max) expect(found).toEqual([m.max]);
        else expect(found).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});

// ---- Entities, as storage reads them ------------------------------------------------------
