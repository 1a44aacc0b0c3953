// Field validators of spec §5. Each check aborts on failure so a form shows one
// precise message per field; spec texts are kept word for word.
import { z } from "zod";
import { LIMITS, Tier } from "./constants";
import { dayToTimestamp, isValidDay, isValidTimeZone, MAX_DAY_START_HOUR, UTC_DAY_RULE } from "./day";

const stop = (error: string) => ({ error, abort: true });

/** Username pattern for text rendering: 1–16 letters/digits, single separators inside. */
export const USERNAME_PATTERN = /[A-Za-z0-9]+(?:[._][A-Za-z0-9]+)*/;
/** A mention inside free text: '@' then a username not glued to more name characters. */
export const MENTION_PATTERN =
  /(?<![A-Za-z0-9_.])@([A-Za-z0-9](?:[A-Za-z0-9]|[._](?=[A-Za-z0-9])){0,15})(?![A-Za-z0-9_])/g;

export const FIELD_MESSAGES = {
  usernameEmpty: "Username cannot be empty.",
  usernameTooLong: `Username must be at most ${LIMITS.username} characters.`,
  usernameChars: "Username may only contain letters, digits, underscores and dots.",
  usernameEdges: "Username must not start or end with an underscore or a dot.",
  usernameRepeat: "Username must not have two underscores or dots in a row.",
  mentionAt: "Mention must start with @.",
  nameEmpty: "Name cannot be empty.",
  nameTooLong: `Name must be at most ${LIMITS.name} characters.`,
  emailTooLong: `Email must be at most ${LIMITS.email} characters.`,
  emailInvalid: "Email must be a valid email address.",
  urlInvalid: "URL must be a valid http or https address.",
  idInvalid: "Id must be a valid ULID.",
  bioTooLong: `Bio must be at most ${LIMITS.bio} characters.`,
  locationTooLong: `Location must be at most ${LIMITS.location} characters.`,
  passwordTooShort: `Password must be at least ${LIMITS.password} characters.`,
  date: "Date must be in YYYY-MM-DD format.",
  tier: "Tier must be 0, 1, 2 or 3.",
  timestamp: "Time must be a whole number of milliseconds.",
  timeZone: "Time zone must be a time zone name, such as Europe/London.",
  dayStartHour: `Your day must start at a whole hour from 0 to ${MAX_DAY_START_HOUR}.`,
  isPublic: "Public must be on (true) or off (false).",
  required: "Required",
  invalid: "Invalid input",
} as const;

export const usernameSchema = z
  .string(FIELD_MESSAGES.required)
  .trim()
  .min(1, stop(FIELD_MESSAGES.usernameEmpty))
  .max(LIMITS.username, stop(FIELD_MESSAGES.usernameTooLong))
  .regex(/^[A-Za-z0-9_.]+$/, stop(FIELD_MESSAGES.usernameChars))
  .refine((s) => !/^[_.]|[_.]$/.test(s), stop(FIELD_MESSAGES.usernameEdges))
  .refine((s) => !/[_.]{2}/.test(s), stop(FIELD_MESSAGES.usernameRepeat));

/** '@' + a username; keeps the '@' in the output. */
export const mentionSchema = z
  .string(FIELD_MESSAGES.required)
  .trim()
  .refine((s) => s.startsWith("@"), stop(FIELD_MESSAGES.mentionAt))
  .superRefine((s, ctx) => {
    const result = usernameSchema.safeParse(s.slice(1));
    for (const issue of result.error?.issues ?? []) ctx.addIssue({ code: "custom", message: issue.message });
  });

export const nameSchema = z
  .string(FIELD_MESSAGES.required)
  .trim()
  .min(LIMITS.nameMin, stop(FIELD_MESSAGES.nameEmpty))
  .max(LIMITS.name, stop(FIELD_MESSAGES.nameTooLong));

export const emailSchema = z
  .string(FIELD_MESSAGES.required)
  .trim()
  .max(LIMITS.email, stop(FIELD_MESSAGES.emailTooLong))
  .pipe(z.email(FIELD_MESSAGES.emailInvalid));

// Only http(s): these URLs end up in href/src attributes, and other schemes
// (javascript:, data:, file:) can run script or read local files when clicked.
const httpUrl = z.url({ protocol: /^https?$/, error: FIELD_MESSAGES.urlInvalid });

/**
 * Website link: valid http(s) URL. The spec does not say "trimmed" here, but a
 * URL parser ignores outer spaces anyway, so we trim to store the clean link.
 */
export const urlSchema = z.string(FIELD_MESSAGES.required).trim().pipe(httpUrl);

/** Picture link: trimmed, then a valid http(s) URL. */
export const pictureUrlSchema = z.string(FIELD_MESSAGES.required).trim().pipe(httpUrl);

export const idSchema = z.ulid(FIELD_MESSAGES.idInvalid);

/** A habit's or goal's "Public" toggle (issue #22): shown on the owner's public profile when on. */
export const isPublicSchema = z.boolean(FIELD_MESSAGES.isPublic);

export const bioSchema = z.string(FIELD_MESSAGES.required).trim().max(LIMITS.bio, stop(FIELD_MESSAGES.bioTooLong));

export const locationSchema = z
  .string(FIELD_MESSAGES.required)
  .trim()
  .max(LIMITS.location, stop(FIELD_MESSAGES.locationTooLong));

export const passwordSchema = z
  .string(FIELD_MESSAGES.required)
  .min(LIMITS.password, stop(FIELD_MESSAGES.passwordTooShort));

/** A 'YYYY-MM-DD' day that exists on the calendar; output stays the string. */
export const dayStringSchema = z.string(FIELD_MESSAGES.required).refine(isValidDay, stop(FIELD_MESSAGES.date));

/** An IANA time zone this runtime knows (rule 18). */
export const timeZoneSchema = z
  .string(FIELD_MESSAGES.required)
  .trim()
  .refine(isValidTimeZone, stop(FIELD_MESSAGES.timeZone));

/** The hour a user's day starts, 0 to 6 (rule 18). */
export const dayStartHourSchema = z
  .number({ error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.dayStartHour) })
  .int(stop(FIELD_MESSAGES.dayStartHour))
  .min(0, stop(FIELD_MESSAGES.dayStartHour))
  .max(MAX_DAY_START_HOUR, stop(FIELD_MESSAGES.dayStartHour));

/** A user's day boundary (rule 18). */
export const dayRuleSchema = z.object({ timeZone: timeZoneSchema, startHour: dayStartHourSchema });

/** A stored day rule; data from before rule 18 has none and counted UTC days. */
export const storedDayRuleSchema = dayRuleSchema.default(() => ({ ...UTC_DAY_RULE }));

/** A 'YYYY-MM-DD' day read as midnight UTC, output in ms since epoch. */
export const dateSchema = dayStringSchema.transform(dayToTimestamp);

export const tierSchema = z.union(
  [z.literal(Tier.FREE), z.literal(Tier.PREMIUM), z.literal(Tier.BUSINESS), z.literal(Tier.SUPERFAN)],
  FIELD_MESSAGES.tier,
);

export const timestampSchema = z.number().int(FIELD_MESSAGES.timestamp);
