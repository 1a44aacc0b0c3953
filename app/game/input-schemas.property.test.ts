// Property tests of the form inputs and entity schemas: generated valid values
// parse, and any other value is a zod failure (a VALIDATION GameError through
// parseInput) whose field messages are the spec's, word for word.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DAILY_TARGET_RANGE, LIMITS, MARKET } from "./constants";
import {
  CommitmentSchema,
  CommitRecordSchema,
  dailyXpTargetSchema,
  ENTITY_MESSAGES,
  GameStateSchema,
  GoalSchema,
  HabitSchema,
  UserSchema,
} from "./entity-schemas";
import { GameError } from "./errors";
import { GOAL_EVENTS, HABIT_EVENTS, KINDS } from "./events";
import { FIELD_MESSAGES } from "./field-schemas";
import {
  GoalEditSchema,
  GoalInputSchema,
  HabitEditSchema,
  HabitInputSchema,
  ProfileInputSchema,
  parseInput,
} from "./input-schemas";
import { MARKET_MESSAGES, RewardInputSchema } from "./market";

const CATALOGUE = new Set<string>([
  ...Object.values(FIELD_MESSAGES),
  ...Object.values(ENTITY_MESSAGES),
  ...Object.values(MARKET_MESSAGES),
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

// ---- Valid values ----------------------------------------------------------------------
const pad = fc.constantFrom("", " ", "  ", "\t", "\n");
/** Text whose trimmed length (in code points) is within [min, max]. */
const text = (min: number, max: number) =>
  fc
    .string({ unit: fc.constantFrom("a", "Z", "é", "😀", " ", "<", "&", "@", "'"), minLength: min, maxLength: max })
    .filter((s) => [...s.trim()].length >= min && s.trim() === s.trim().replace(/^\s+|\s+$/g, ""))
    .chain((s) => pad.map((p) => ({ raw: `${p}${s}${p}`, value: s.trim() })));
const username = fc
  .stringMatching(/^[A-Za-z0-9]{1,6}([._][A-Za-z0-9]{1,4})?$/)
  .filter((s) => s.length <= LIMITS.username);
const whole = (min: number, max: number) => fc.integer({ min, max });
const day = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const timestamp = fc.integer({ min: 0, max: 4_102_444_800_000 });

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

  it("numbers from forms: 'Required' when missing, 'Invalid input' when not a number, else the range message", () => {
    const numberFields = [
      { schema: HabitInputSchema, base: { title: "t" }, key: "dailyTarget", min: 1, max: Infinity },
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
      dailyTarget: { int: ENTITY_MESSAGES.dailyTargetInt, min: ENTITY_MESSAGES.dailyTargetMin },
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
const user = fc.record(
  {
    id: fc.ulid(),
    username,
    name: text(1, LIMITS.name).map((t) => t.value),
    bio: text(0, LIMITS.bio).map((t) => t.value),
    email: fc.constant("ada@example.com"),
    pictureUrl: fc.webUrl(),
    location: text(0, LIMITS.location).map((t) => t.value),
    url: fc.webUrl(),
    birthDate: timestamp,
    joinedAt: timestamp,
    tier: fc.constantFrom(0, 1, 2, 3),
  },
  { requiredKeys: ["id", "username", "name", "joinedAt", "tier"] },
);
const habit = fc.record({
  id: fc.ulid(),
  userId: fc.ulid(),
  commitmentId: fc.ulid(),
  title: text(1, LIMITS.habitTitle).map((t) => t.value),
  dailyTarget: whole(1, 100),
  count: whole(0, 10_000),
  createdAt: timestamp,
  lastUpdated: timestamp,
  history: fc.dictionary(day, whole(0, 50), { maxKeys: 5 }),
  isDeleted: fc.boolean(),
  giveupAt: fc.option(timestamp),
});
const goal = fc.record({
  id: fc.ulid(),
  userId: fc.ulid(),
  title: text(1, LIMITS.goalTitle).map((t) => t.value),
  description: text(1, LIMITS.goalDescription).map((t) => t.value),
  xpTarget: whole(1, 100_000),
  commitments: fc.uniqueArray(fc.ulid(), { maxLength: 4 }),
  xpCurrent: fc.integer({ min: -1000, max: 100_000 }),
  createdAt: timestamp,
  completedAt: fc.option(timestamp),
  giveupAt: fc.option(timestamp),
  lastUpdated: timestamp,
  commitmentId: fc.ulid(),
  isDeleted: fc.boolean(),
});
const commitment = fc.record({
  id: fc.ulid(),
  kind: fc.constantFrom(...KINDS),
  userId: fc.ulid(),
  createdAt: timestamp,
  lastActivity: timestamp,
  completedAt: fc.option(timestamp),
  isDeleted: fc.boolean(),
});
const record = fc.record(
  {
    id: fc.ulid(),
    event: fc.constantFrom(...GOAL_EVENTS, ...HABIT_EVENTS),
    kind: fc.constantFrom(...KINDS),
    instanceId: fc.ulid(),
    timestamp,
    // Rule 18: the day it counted for, when not its UTC day.
    day,
    // zod rightly drops a "__proto__" key from a record, so a generated one would not come back unchanged.
    data: fc.option(
      fc.dictionary(
        fc.string().filter((k) => k !== "__proto__"),
        fc.jsonValue(),
        { maxKeys: 3 },
      ),
    ),
    reward: fc.record({ xp: fc.integer({ min: -100, max: 1000 }), coins: fc.integer({ min: -1, max: 25 }) }),
    userId: fc.ulid(),
  },
  { requiredKeys: ["id", "event", "kind", "instanceId", "timestamp", "data", "reward", "userId"] },
);
const game = fc.record({
  user: fc.ulid(),
  xp: whole(0, 1e6),
  coins: whole(0, 1e4),
  momentum: whole(0, 1e3),
  streak: whole(0, 1e3),
  dailyTarget: whole(0, 1e3),
  lastActive: fc.option(timestamp),
  lastXp: fc.integer({ min: -100, max: 1000 }),
  lastStreak: whole(0, 1e3),
  lastDailyCheck: fc.option(timestamp),
  xpHistory: fc.dictionary(day, fc.integer({ min: -100, max: 1000 }), { maxKeys: 5 }),
  // Rule 18: the day rule, the refresh's day and the days a change of rule bridged.
  dayRule: fc.record({
    timeZone: fc.constantFrom("UTC", "Asia/Kolkata", "Australia/Lord_Howe", "America/Los_Angeles"),
    startHour: whole(0, 6),
  }),
  lastDay: fc.option(day),
  bridgedDays: fc.uniqueArray(day, { maxLength: 3 }),
});

const ENTITIES = [
  ["User", UserSchema, user],
  ["Habit", HabitSchema, habit],
  ["Goal", GoalSchema, goal],
  ["Commitment", CommitmentSchema, commitment],
  ["CommitRecord", CommitRecordSchema, record],
  ["GameState", GameStateSchema, game],
] as const;

describe("entity schemas under generated input", { timeout: 30_000 }, () => {
  it.each(ENTITIES)("%s: generated valid values parse unchanged", (_name, schema, arbitrary) => {
    fc.assert(
      fc.property(arbitrary as fc.Arbitrary<unknown>, (value) => {
        expect((schema as z.ZodType).parse(value)).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it.each(ENTITIES)(
    "%s: a value with one field replaced by anything parses or is a zod failure",
    (_name, schema, arbitrary) => {
      const mutated = fc
        .tuple(arbitrary as fc.Arbitrary<Record<string, unknown>>, fc.anything(), fc.nat())
        .map(([value, replacement, pick]) => {
          const keys = Object.keys(value);
          return { ...value, [keys[pick % keys.length]!]: replacement };
        });
      fc.assert(
        fc.property(fc.oneof(mutated, fc.anything()), (value) => {
          const result = (schema as z.ZodType).safeParse(value);
          if (!result.success) {
            expect(result.error).toBeInstanceOf(z.ZodError);
            for (const issue of result.error.issues) expect(issue.message.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: 500 },
      );
    },
  );
});
