// Entity schemas of spec §3 with the rules of spec §5. Storage parses every
// value it reads with these; the types below are what the engine works on.
import { z } from "zod";
import { DAILY_TARGET_RANGE, HABIT_DAILY_TARGET_MAX, LIMITS, NOTE_MAX } from "./constants";
import {
  dayStringSchema,
  storedDayRuleSchema,
  FIELD_MESSAGES as FIELD,
  bioSchema,
  emailSchema,
  idSchema,
  locationSchema,
  nameSchema,
  pictureUrlSchema,
  tierSchema,
  timestampSchema,
  urlSchema,
  usernameSchema,
} from "./field-schemas";
import { KINDS, RECORD_EVENTS, RECORD_KINDS, type RecordEvent } from "./events";
import { MeasureSchema } from "./measure";
import { ScheduleChangeSchema } from "./schedule";

const stop = (error: string) => ({ error, abort: true });

// Spec §5's own messages have no final period ('Title cannot be empty'); habit and goal messages follow them.
export const ENTITY_MESSAGES = {
  habitTitleEmpty: "Title cannot be empty",
  habitTitleTooLong: `Title must be at most ${LIMITS.habitTitle} characters`,
  habitDescriptionTooLong: `Description must be at most ${LIMITS.habitDescription} characters`,
  dailyTargetMin: "Daily target must be at least 1",
  dailyTargetInt: "Daily target must be a whole number",
  dailyTargetMax: `Daily target must be at most ${HABIT_DAILY_TARGET_MAX.toLocaleString("en-US")}`,
  dailyXpTargetMin: `Daily XP target must be at least ${DAILY_TARGET_RANGE.min}`,
  dailyXpTargetMax: `Daily XP target must be at most ${DAILY_TARGET_RANGE.max.toLocaleString("en-US")}`,
  countMin: "Count cannot be negative",
  countInt: "Count must be a whole number",
  goalTitleEmpty: "Title cannot be empty",
  goalTitleTooLong: `Title must be at most ${LIMITS.goalTitle} characters`,
  goalDescriptionEmpty: "Description cannot be empty",
  goalDescriptionTooLong: `Description must be at most ${LIMITS.goalDescription} characters`,
  xpTargetMin: "XP target must be at least 1",
  xpTargetInt: "XP target must be a whole number",
  goalNeedsHabit: "A goal needs at least one habit",
  commitmentsUnique: "Each habit can be part of a goal only once",
  kind: "Kind must be Habit or Goal",
  recordKind: "Kind must be Habit, Goal or Market",
  event: "Unknown event",
  balanceMin: "Balance cannot be negative",
} as const;
const M = ENTITY_MESSAGES;

// Spec §5's generic messages: 'Required' when missing, 'Invalid input' when of the wrong type.
const typeError = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? FIELD.required : FIELD.invalid),
};
const wholeNumber = (message: string) => z.number(typeError).int(message);

/** Text a person must type: trimmed, not empty and at most `max` long (the first broken rule's message stops). */
export const requiredText = (max: number, messages: { empty: string; tooLong: string }) =>
  z.string(FIELD.required).trim().min(1, stop(messages.empty)).max(max, stop(messages.tooLong));

// ---- Habit fields -------------------------------------------------------
export const habitTitleSchema = requiredText(LIMITS.habitTitle, {
  empty: M.habitTitleEmpty,
  tooLong: M.habitTitleTooLong,
});
export const habitDescriptionSchema = z
  .string(typeError)
  .trim()
  .max(LIMITS.habitDescription, stop(M.habitDescriptionTooLong));
export const habitDailyTargetSchema = wholeNumber(M.dailyTargetInt).min(1, M.dailyTargetMin);

// ---- Goal fields --------------------------------------------------------
export const goalTitleSchema = requiredText(LIMITS.goalTitle, { empty: M.goalTitleEmpty, tooLong: M.goalTitleTooLong });
export const goalDescriptionSchema = requiredText(LIMITS.goalDescription, {
  empty: M.goalDescriptionEmpty,
  tooLong: M.goalDescriptionTooLong,
});
export const xpTargetSchema = wholeNumber(M.xpTargetInt).min(1, M.xpTargetMin);
const commitmentIds = z.array(idSchema, typeError);
const distinct = (ids: string[]) => new Set(ids).size === ids.length;
export const goalCommitmentsSchema = commitmentIds.refine(distinct, M.commitmentsUnique);
/** A new goal's habits: at least one (rule 17), or it could never move. Stored goals keep what they have. */
export const newGoalCommitmentsSchema = commitmentIds
  .min(1, stop(M.goalNeedsHabit))
  .refine(distinct, M.commitmentsUnique);
/** The game's daily XP target as a person sets it (rule 2). */
export const dailyXpTargetSchema = wholeNumber(M.dailyTargetInt)
  .min(DAILY_TARGET_RANGE.min, M.dailyXpTargetMin)
  .max(DAILY_TARGET_RANGE.max, M.dailyXpTargetMax);

// ---- Entities -----------------------------------------------------------
/**
 * A local user. Only id, username, name, joinedAt and tier are always known: the first
 * sign-in creates the user from the provider account (rule 14, docs/rules.md), which may carry no
 * email or picture and never a bio, location, website or birth date, and the profile
 * form (ProfileInputSchema) lets the user leave those blank.
 */
export const UserSchema = z.object({
  id: idSchema,
  username: usernameSchema,
  name: nameSchema,
  bio: bioSchema.optional(),
  email: emailSchema.optional(),
  pictureUrl: pictureUrlSchema.optional(),
  location: locationSchema.optional(),
  url: urlSchema.optional(),
  birthDate: timestampSchema.optional(),
  joinedAt: timestampSchema,
  tier: tierSchema,
});
export type User = z.infer<typeof UserSchema>;

/** The combined profile may omit these (spec §3). */
export const ProfileSchema = UserSchema.partial({ id: true, pictureUrl: true, location: true, url: true, bio: true });
export type Profile = z.infer<typeof ProfileSchema>;

export const KindSchema = z.enum(KINDS, M.kind);
/** A record's kind: a commitment's, or Market (spending coins; ADR 0007). */
export const RecordKindSchema = z.enum(RECORD_KINDS, M.recordKind);

export const CommitmentSchema = z.object({
  id: idSchema,
  kind: KindSchema,
  userId: idSchema,
  createdAt: timestampSchema,
  lastActivity: timestampSchema,
  completedAt: timestampSchema.nullable(),
  isDeleted: z.boolean(),
});
export type Commitment = z.infer<typeof CommitmentSchema>;

export const RewardSchema = z.object({ xp: z.number().int(), coins: z.number().int() });

export const RecordDataSchema = z.record(z.string(), z.unknown()).nullable();
export type RecordData = z.infer<typeof RecordDataSchema>;

export const RecordEventSchema = z.enum(RECORD_EVENTS as [RecordEvent, ...RecordEvent[]], M.event);

export const ActivitySchema = z.object({
  id: idSchema,
  event: RecordEventSchema,
  kind: RecordKindSchema,
  instanceId: idSchema,
  timestamp: timestampSchema,
  /**
   * Not in spec §3: the day the record counted for, when it is not the UTC day of
   * its timestamp (rule 18: the user's day rule made it). Read it with dayOfRecord.
   */
  day: dayStringSchema.optional(),
  data: RecordDataSchema,
});

export type Activity = z.infer<typeof ActivitySchema>;

export const CommitRecordSchema = ActivitySchema.extend({
  reward: RewardSchema,
  userId: idSchema,
});
export type CommitRecord = z.infer<typeof CommitRecordSchema>;

const historySchema = z.record(dayStringSchema, wholeNumber(M.countInt).min(0, M.countMin));

export const HabitSchema = z.object({
  id: idSchema,
  userId: idSchema,
  commitmentId: idSchema,
  title: habitTitleSchema,
  description: habitDescriptionSchema.optional(),
  dailyTarget: habitDailyTargetSchema,
  count: wholeNumber(M.countInt).min(0, M.countMin),
  createdAt: timestampSchema,
  lastUpdated: timestampSchema,
  history: historySchema,
  isDeleted: z.boolean(),
  /** Not in spec §3: when the habit was given up (from its GIVEUP record). */
  giveupAt: timestampSchema.nullable(),
  /** Not in spec §3 (issue #22): shown on the owner's public profile. Absent = private. */
  isPublic: z.boolean().optional(),
  /** Not in spec §3 (issue #32, rule 27): the habit's schedules, oldest first. Absent = every day. */
  schedules: z.array(ScheduleChangeSchema).optional(),
  /** Not in spec §3 (issue #32): days skipped for this habit, sorted. Absent = none. */
  skips: z.array(dayStringSchema).optional(),
  /**
   * Not in spec §3 (issue #33, rule 31): a measured habit's unit and direction. Then dailyTarget,
   * count and history are in hundredths of the unit. Absent = a count, as the spec's habits are.
   */
  measure: MeasureSchema.optional(),
  /**
   * Not in spec §3 (issue #33, rule 32): the habit's note per day, rebuilt from its NOTE records as
   * history is from its counts (so storage keeps it beside history, by month). Absent = none.
   */
  notes: z.record(dayStringSchema, z.string().max(NOTE_MAX)).optional(),
  /**
   * Not in spec §3 (issue #34, rule 33): the habit came from another app's file, by the import
   * `id` (the file's fingerprint), from `source` (the app), at `at`. Absent = made here.
   */
  imported: z
    .object({ id: z.string().min(1).max(64), source: z.string().min(1).max(60), at: timestampSchema })
    .optional(),
});
export type Habit = z.infer<typeof HabitSchema>;

export const GoalSchema = z.object({
  id: idSchema,
  userId: idSchema,
  title: goalTitleSchema,
  description: goalDescriptionSchema,
  xpTarget: xpTargetSchema,
  commitments: goalCommitmentsSchema,
  /** Raw sum of member XP; may dip below 0, progress never does. */
  xpCurrent: z.number().int(),
  createdAt: timestampSchema,
  completedAt: timestampSchema.nullable(),
  giveupAt: timestampSchema.nullable(),
  lastUpdated: timestampSchema,
  commitmentId: idSchema,
  /** Not in spec §3 for goals: mirrors the commitment's flag (rule 8, docs/rules.md). */
  isDeleted: z.boolean(),
  /** Not in spec §3 (issue #22): shown on the owner's public profile. Absent = private. */
  isPublic: z.boolean().optional(),
});
export type Goal = z.infer<typeof GoalSchema>;

/**
 * Not in spec §3 (rule 29): the last record the projection applied, and what it took from or
 * gave to XP and coins once rule 3 clamped it (a give-up at 0 coins takes nothing).
 */
export const LastRecordSchema = z.object({
  id: idSchema,
  event: RecordEventSchema,
  kind: RecordKindSchema,
  instanceId: idSchema,
  data: RecordDataSchema,
  taken: RewardSchema,
  /** The day it counted for: an undo is of the same day only (absent in states from before). */
  day: dayStringSchema.optional(),
});
export type LastRecord = z.infer<typeof LastRecordSchema>;

export const GameStateSchema = z.object({
  /** Id of the user this game belongs to. */
  user: idSchema,
  xp: wholeNumber(M.countInt).min(0, M.balanceMin),
  coins: wholeNumber(M.countInt).min(0, M.balanceMin),
  momentum: wholeNumber(M.countInt).min(0),
  streak: wholeNumber(M.countInt).min(0),
  dailyTarget: wholeNumber(M.dailyTargetInt).min(0),
  /** Timestamp of the last applied record, null before any. */
  lastActive: timestampSchema.nullable(),
  /** Nominal XP of the last applied record. */
  lastXp: z.number().int(),
  /** Streak of the days before today (what today can extend). */
  lastStreak: wholeNumber(M.countInt).min(0),
  /** When the daily refresh last ran, null before any. */
  lastDailyCheck: timestampSchema.nullable(),
  /** Day → nominal XP earned that day (may be negative after penalties). */
  xpHistory: z.record(dayStringSchema, z.number().int()),
  /** Not in spec §3 (rule 18): when the user's day starts. Data from before it counted UTC days. */
  dayRule: storedDayRuleSchema,
  /** Rule 18: the day the daily refresh last ran for; day keys never go back before it. */
  lastDay: dayStringSchema.nullable().default(null),
  /** Rule 18: days a change of the day rule skipped or cut short; they never break the streak. */
  bridgedDays: z.array(dayStringSchema).default(() => []),
  /** Rule 28: the vacations planned, oldest first (absent before the first). */
  vacations: z.array(z.object({ from: dayStringSchema, to: dayStringSchema })).optional(),
  /** Rule 29: the last applied record and what it changed in the balances, so an Undo gives back exactly that. */
  lastRecord: LastRecordSchema.nullable().optional(),
});
export type GameState = z.infer<typeof GameStateSchema>;
