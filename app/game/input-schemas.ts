// Form inputs. Operations parse their input with these, so bad input gives
// field messages (GameError VALIDATION) and changes nothing.
import { z } from "zod";
import { GameError } from "./errors";
import {
  FIELD_MESSAGES,
  bioSchema,
  dateSchema,
  emailSchema,
  isPublicSchema,
  locationSchema,
  nameSchema,
  pictureUrlSchema,
  urlSchema,
  usernameSchema,
} from "./field-schemas";
import { HABIT_DAILY_TARGET_MAX } from "./constants";
import { MEASURE_LIMITS, MEASURE_MESSAGES, MeasureSchema, type Measure } from "./measure";
import { ScheduleInputSchema, type ScheduleInput } from "./schedule";
import {
  ENTITY_MESSAGES,
  goalDescriptionSchema,
  goalTitleSchema,
  habitDailyTargetSchema,
  habitDescriptionSchema,
  habitTitleSchema,
  newGoalCommitmentsSchema,
  xpTargetSchema,
} from "./entity-schemas";

/** A form's values as an action carries them, before the operation's schema checks them. */
export type Fields = Readonly<Record<string, unknown>>;

/** Forms send '' for an untouched optional field; treat it as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

// `isPublic` (issue #22): the item shows on the owner's public profile; absent means private.
// `schedule` (issue #32): how often, from the day of the create or edit on; absent = as it was.
// `measure` (issue #33, rule 31): unit and direction of a measured habit, whose dailyTarget is in
// hundredths of the unit (a count's is capped lower: see countTargetIssue).
const habitFields = {
  title: habitTitleSchema,
  description: habitDescriptionSchema,
  dailyTarget: habitDailyTargetSchema,
  isPublic: isPublicSchema,
  schedule: ScheduleInputSchema,
  measure: MeasureSchema,
};

/**
 * The message when a daily target is above its kind's bound, else null: a count's is one click
 * per +1 (issue #36), a measure's is in hundredths (rule 31).
 */
export function targetTooHigh(dailyTarget: number | undefined, measure: Measure | undefined): string | null {
  if (dailyTarget === undefined) return null;
  if (measure) return dailyTarget > MEASURE_LIMITS.value ? MEASURE_MESSAGES.targetMax : null;
  return dailyTarget > HABIT_DAILY_TARGET_MAX ? ENTITY_MESSAGES.dailyTargetMax : null;
}

export const HabitInputSchema = z
  .object({
    ...habitFields,
    description: optional(habitDescriptionSchema),
    isPublic: isPublicSchema.optional(),
    schedule: optional(ScheduleInputSchema),
    measure: MeasureSchema.optional(),
  })
  .superRefine((values, ctx) => {
    const message = targetTooHigh(values.dailyTarget, values.measure);
    if (message) ctx.addIssue({ code: "custom", path: ["dailyTarget"], message });
  });
// Input types are written out: z.preprocess widens its input to `unknown`.
export type HabitInput = {
  title: string;
  description?: string;
  dailyTarget: number;
  isPublic?: boolean;
  schedule?: ScheduleInput;
  measure?: Measure;
};

/** Edit: any subset; an empty description clears it. */
export const HabitEditSchema = z.object(habitFields).partial();
export type HabitEdit = Partial<HabitInput>;

const goalFields = {
  title: goalTitleSchema,
  description: goalDescriptionSchema,
  xpTarget: xpTargetSchema,
  isPublic: isPublicSchema,
};

/** A missing habit list is an empty one, so the form shows "A goal needs at least one habit". */
export const GoalInputSchema = z.object({
  ...goalFields,
  isPublic: isPublicSchema.optional(),
  commitments: newGoalCommitmentsSchema.prefault([]),
});
export type GoalInput = {
  title: string;
  description: string;
  xpTarget: number;
  isPublic?: boolean;
  commitments?: string[];
};

/** Edit: any subset. */
export const GoalEditSchema = z.object(goalFields).partial();
export type GoalEdit = { title?: string; description?: string; xpTarget?: number; isPublic?: boolean };

export const ProfileInputSchema = z.object({
  username: usernameSchema,
  name: nameSchema,
  /** Optional: some providers (X) share no email address, and a user may clear it. */
  email: optional(emailSchema),
  bio: optional(bioSchema),
  location: optional(locationSchema),
  url: optional(urlSchema),
  pictureUrl: optional(pictureUrlSchema),
  /** 'YYYY-MM-DD', read as midnight UTC. */
  birthDate: optional(dateSchema),
});
export type ProfileInput = {
  username: string;
  name: string;
  email?: string;
  bio?: string;
  location?: string;
  url?: string;
  pictureUrl?: string;
  birthDate?: string;
};
export type ProfileValues = z.output<typeof ProfileInputSchema>;

/** Parse or throw a VALIDATION GameError carrying every field message. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  let result: z.ZodSafeParseResult<z.output<T>>;
  try {
    result = schema.safeParse(value);
  } catch {
    // zod 4.6 throws a TypeError on a non-string whose `length` has no valueOf/toString
    // (found by the property tests): still a wrong input, not a crash.
    throw new GameError("VALIDATION", { issues: [{ path: [], message: FIELD_MESSAGES.invalid }] });
  }
  if (result.success) return result.data;
  throw new GameError("VALIDATION", {
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
      message: issue.message,
    })),
  });
}
