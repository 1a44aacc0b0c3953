import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { LIMITS, TIER_LIMITS, Tier } from "./constants";
import {
  CommitRecordSchema,
  CommitmentSchema,
  GameStateSchema,
  GoalSchema,
  HabitSchema,
  ProfileSchema,
  UserSchema,
  habitDailyTargetSchema,
  xpTargetSchema,
} from "./entity-schemas";
import { initialGameState } from "./game-state";
import { GoalInputSchema, HabitInputSchema, ProfileInputSchema, parseInput } from "./input-schemas";
import { ALICE, expectGameError } from "~test/game";

const ID = "01J0000000000000000000000C";
const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

const habit = {
  id: ID,
  userId: ALICE,
  commitmentId: ID,
  title: "Read",
  dailyTarget: 1,
  count: 0,
  createdAt: 1,
  lastUpdated: 1,
  history: {},
  isDeleted: false,
  giveupAt: null,
};
const goal = {
  id: ID,
  userId: ALICE,
  title: "Fit",
  description: "Get fit",
  xpTarget: 1,
  commitments: [],
  xpCurrent: 0,
  createdAt: 1,
  completedAt: null,
  giveupAt: null,
  lastUpdated: 1,
  commitmentId: ID,
  isDeleted: false,
};
const user = {
  id: ALICE,
  username: "alice",
  name: "Alice",
  bio: "",
  email: "a@b.co",
  pictureUrl: "https://x.io/a.png",
  location: "",
  url: "https://a.io",
  birthDate: 0,
  joinedAt: 1,
  tier: Tier.PREMIUM,
};

describe("constants", () => {
  it("limits of spec §9", () => {
    expect(LIMITS).toMatchObject({
      username: 16,
      name: 48,
      email: 320,
      bio: 500,
      location: 100,
      password: 8,
      goalTitle: 100,
      goalDescription: 500,
      weekStrip: 7,
      tierMin: 0,
      tierMax: 3,
    });
    expect(TIER_LIMITS).toBe(LIMITS);
    expect(Tier).toEqual({ FREE: 0, PREMIUM: 1, BUSINESS: 2, SUPERFAN: 3 });
  });
});

describe("Habit schema", () => {
  it("accepts a valid habit", () => expect(HabitSchema.parse(habit)).toEqual(habit));
  it("title min 1: 'Title cannot be empty'", () => {
    expect(messages(HabitSchema, { ...habit, title: "" })).toEqual(["title: Title cannot be empty"]);
    expect(HabitSchema.parse({ ...habit, title: "R" }).title).toBe("R");
  });
  it("dailyTarget min 1: 'Daily target must be at least 1'", () => {
    expect(messages(HabitSchema, { ...habit, dailyTarget: 0 })).toEqual([
      "dailyTarget: Daily target must be at least 1",
    ]);
    expect(messages(HabitSchema, { ...habit, dailyTarget: 1.5 })).toEqual([
      "dailyTarget: Daily target must be a whole number",
    ]);
  });
  it("count min 0", () => {
    expect(messages(HabitSchema, { ...habit, count: -1 })).toEqual(["count: Count cannot be negative"]);
    expect(HabitSchema.parse({ ...habit, count: 0 }).count).toBe(0);
  });
});

describe("Goal schema", () => {
  it("accepts a valid goal and trims texts", () => {
    expect(GoalSchema.parse({ ...goal, title: " Fit ", description: " d " })).toMatchObject({
      title: "Fit",
      description: "d",
    });
  });
  it("title trimmed 1 to 100", () => {
    expect(GoalSchema.parse({ ...goal, title: "t".repeat(100) }).title).toHaveLength(100);
    expect(messages(GoalSchema, { ...goal, title: " " })).toEqual(["title: Title cannot be empty"]);
    expect(messages(GoalSchema, { ...goal, title: "t".repeat(101) })).toEqual([
      "title: Title must be at most 100 characters",
    ]);
  });
  it("description trimmed 1 to 500", () => {
    expect(GoalSchema.parse({ ...goal, description: "d".repeat(500) }).description).toHaveLength(500);
    expect(messages(GoalSchema, { ...goal, description: "  " })).toEqual(["description: Description cannot be empty"]);
    expect(messages(GoalSchema, { ...goal, description: "d".repeat(501) })).toEqual([
      "description: Description must be at most 500 characters",
    ]);
  });
  it("xpTarget min 1", () => {
    expect(GoalSchema.parse({ ...goal, xpTarget: 1 }).xpTarget).toBe(1);
    expect(messages(GoalSchema, { ...goal, xpTarget: 0 })).toEqual(["xpTarget: XP target must be at least 1"]);
  });
  it("commitments: a list of distinct ULIDs", () => {
    expect(GoalSchema.parse({ ...goal, commitments: [ID] }).commitments).toEqual([ID]);
    expect(messages(GoalSchema, { ...goal, commitments: ["x"] })).toEqual(["commitments.0: Id must be a valid ULID."]);
    expect(messages(GoalSchema, { ...goal, commitments: [ID, ID] })).toEqual([
      "commitments: Each habit can be part of a goal only once",
    ]);
  });
});

describe("User, Profile, Commitment, CommitRecord, GameState", () => {
  it("User needs id, username, name, joinedAt, tier; the profile may also omit the id", () => {
    expect(UserSchema.parse(user)).toEqual(user);
    const { id: _id, pictureUrl: _p, location: _l, url: _u, bio: _b, ...profile } = user;
    expect(messages(UserSchema, profile)).toEqual(["id: Id must be a valid ULID."]);
    // A first sign-in knows no more than this (rule 14, docs/rules.md).
    const signedIn = { id: ALICE, username: "alice", name: "Alice", joinedAt: 1, tier: Tier.FREE };
    expect(UserSchema.parse(signedIn)).toEqual(signedIn);
    expect(messages(UserSchema, { id: ALICE, name: "Alice", joinedAt: 1, tier: Tier.FREE })).toEqual([
      "username: Required",
    ]);
    expect(ProfileSchema.parse(profile)).toEqual(profile);
    expect(messages(UserSchema, { ...user, tier: 7 })).toEqual(["tier: Tier must be 0, 1, 2 or 3."]);
  });
  it("Commitment kind is Habit or Goal", () => {
    const c = {
      id: ID,
      kind: "Habit",
      userId: ALICE,
      createdAt: 1,
      lastActivity: 1,
      completedAt: null,
      isDeleted: false,
    };
    expect(CommitmentSchema.parse(c)).toEqual(c);
    expect(messages(CommitmentSchema, { ...c, kind: "Task" })).toEqual(["kind: Kind must be Habit or Goal"]);
  });
  it("CommitRecord: known event, integer timestamp, reward", () => {
    const r = {
      id: ID,
      event: "ROLLBACK_DAILYCHECK",
      kind: "Habit",
      instanceId: ID,
      timestamp: 1,
      data: null,
      reward: { xp: -5, coins: 0 },
      userId: ALICE,
    };
    expect(CommitRecordSchema.parse(r)).toEqual(r);
    expect(messages(CommitRecordSchema, { ...r, event: "JUMP" })).toEqual(["event: Unknown event"]);
    expect(messages(CommitRecordSchema, { ...r, timestamp: 1.5 })).toEqual([
      "timestamp: Time must be a whole number of milliseconds.",
    ]);
  });
  it("GameState: initial daily target 10, balances never negative", () => {
    const game = initialGameState(ALICE);
    expect(game.dailyTarget).toBe(10);
    expect(GameStateSchema.parse(game)).toEqual(game);
    expect(messages(GameStateSchema, { ...game, xp: -1 })).toEqual(["xp: Balance cannot be negative"]);
    expect(messages(GameStateSchema, { ...game, coins: -1 })).toEqual(["coins: Balance cannot be negative"]);
  });
});

describe("form inputs", () => {
  it("HabitInput: '' description is absent; messages per field", () => {
    expect(parseInput(HabitInputSchema, { title: " Read ", description: " ", dailyTarget: 3 })).toEqual({
      title: "Read",
      dailyTarget: 3,
    });
    expect(parseInput(HabitInputSchema, { title: "Read", description: " a ", dailyTarget: 3 }).description).toBe("a");
    const error = expectGameError(() => parseInput(HabitInputSchema, { title: "", dailyTarget: 0 }), "VALIDATION");
    expect(error.issues).toEqual([
      { path: ["title"], message: "Title cannot be empty" },
      { path: ["dailyTarget"], message: "Daily target must be at least 1" },
    ]);
  });
  it("GoalInput: at least one habit; none given is the same message as an empty list (rule 17)", () => {
    const habit = "01J00000000000000000000003";
    expect(parseInput(GoalInputSchema, { title: "G", description: "D", xpTarget: 5, commitments: [habit] })).toEqual({
      title: "G",
      description: "D",
      xpTarget: 5,
      commitments: [habit],
    });
    for (const commitments of [undefined, []]) {
      const error = expectGameError(
        () => parseInput(GoalInputSchema, { title: "G", description: "D", xpTarget: 5, commitments }),
        "VALIDATION",
      );
      expect(error.fieldErrors).toEqual({ commitments: ["A goal needs at least one habit"] });
    }
  });
  it("ProfileInput: optional blanks, birthDate as midnight UTC", () => {
    const values = parseInput(ProfileInputSchema, {
      username: " al ",
      name: "Al",
      email: "a@b.co",
      bio: "",
      url: "",
      birthDate: "1990-07-01",
    });
    expect(values).toEqual({ username: "al", name: "Al", email: "a@b.co", birthDate: Date.UTC(1990, 6, 1) });
    const error = expectGameError(
      () =>
        parseInput(ProfileInputSchema, {
          username: "a..b",
          name: "",
          email: "x",
          url: "javascript:x",
          birthDate: "01/07/1990",
        }),
      "VALIDATION",
    );
    expect(error.fieldErrors).toEqual({
      username: ["Username must not have two underscores or dots in a row."],
      name: ["Name cannot be empty."],
      email: ["Email must be a valid email address."],
      url: ["URL must be a valid http or https address."],
      birthDate: ["Date must be in YYYY-MM-DD format."],
    });
  });
});

describe("values zod itself cannot compare", () => {
  it("a field whose length has no valueOf/toString is a VALIDATION error, not a TypeError", () => {
    // zod 4.6 throws here from its length check; found by field-schemas.property.test.ts.
    const title = JSON.parse('{"length":{"valueOf":1,"toString":1}}');
    const error = expectGameError(() => parseInput(HabitInputSchema, { title, dailyTarget: 1 }), "VALIDATION");
    expect(error.issues).toEqual([{ path: [], message: "Invalid input" }]);
  });
});

describe("number fields from forms", () => {
  it("says 'Required' when a number is missing and 'Invalid input' when it is not a number", () => {
    expect(habitDailyTargetSchema.safeParse(undefined).error?.issues[0]?.message).toBe("Required");
    expect(habitDailyTargetSchema.safeParse(Number.NaN).error?.issues[0]?.message).toBe("Invalid input");
    expect(xpTargetSchema.safeParse("12").error?.issues[0]?.message).toBe("Invalid input");
    // Found by the property tests: these two said zod's "Invalid input: expected …" instead.
    const habitInput = { title: "t", description: 5, dailyTarget: 1 };
    expect(HabitInputSchema.safeParse(habitInput).error?.issues[0]?.message).toBe("Invalid input");
    const goalInput = { title: "t", description: "d", xpTarget: 1, commitments: "01J0000000000000000000000C" };
    expect(GoalInputSchema.safeParse(goalInput).error?.issues[0]?.message).toBe("Invalid input");
  });
});
