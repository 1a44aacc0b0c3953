// Property tests of the entity schemas: generated valid entities parse, and any
// other value is a zod failure.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { day, text, timestamp, username, whole } from "~test/schema-arbitraries";
import { LIMITS } from "./constants";
import {
  CommitmentSchema,
  CommitRecordSchema,
  GameStateSchema,
  GoalSchema,
  HabitSchema,
  UserSchema,
} from "./entity-schemas";
import { GOAL_EVENTS, HABIT_EVENTS, KINDS } from "./events";

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
