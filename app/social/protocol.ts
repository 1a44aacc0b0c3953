// The social endpoints' requests and answers (issue #22), shared by the server and the browser.
//   POST /social/follow   {username, intent: follow|unfollow}   form (no JavaScript) or JSON
//   GET  /social/friends?before=<cursor>                        the Friends feed, a page at a time
//   GET  /social/me        whether my profile is public, and my follow lists
//   POST /social/me        {public, profile?}                   turn Public profile on or off
import { z } from "zod";
import { bioSchema, locationSchema, pictureUrlSchema, urlSchema, usernameSchema } from "~/game/field-schemas";

// Control and direction-override characters (not line breaks): text shown to others must read as written.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g;

/** '' or absent is no value; anything else must pass the field's own rules (spec §5), hidden characters removed. */
const field = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== "string") return value;
    const text = value.replace(HIDDEN_CHARACTERS, "");
    return text.trim() === "" ? null : text;
  }, schema.nullable());

/** The public profile's own fields as the owner saved them in /profile/edit. */
export const ProfileFieldsSchema = z.object({
  bio: field(bioSchema),
  pictureUrl: field(pictureUrlSchema),
  location: field(locationSchema),
  url: field(urlSchema),
});
export type ProfileFieldsInput = z.input<typeof ProfileFieldsSchema>;

export const FollowRequestSchema = z.object({
  username: usernameSchema,
  intent: z.enum(["follow", "unfollow"], "intent must be follow or unfollow."),
});

export const PublicProfileChangeSchema = z.object({
  public: z.boolean("public must be true or false."),
  profile: ProfileFieldsSchema.optional(),
});

const PersonSchema = z.object({
  username: z.string(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  since: z.number(),
});
const FollowListSchema = z.object({ people: z.array(PersonSchema), privateCount: z.number() });
export type FollowListView = z.infer<typeof FollowListSchema>;

export const SocialMeSchema = z.object({
  public: z.boolean(),
  publicSince: z.number().nullable(),
  following: FollowListSchema,
  followers: FollowListSchema,
});
export type SocialMe = z.infer<typeof SocialMeSchema>;

export const FeedPageSchema = z.object({
  lines: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(["habit_started", "day_met", "goal_reached"]),
      at: z.number(),
      day: z.string(),
      author: z.object({ username: z.string(), name: z.string(), pictureUrl: z.string().nullable() }),
      item: z.object({ kind: z.enum(["habit", "goal"]), id: z.string(), title: z.string() }).nullable(),
    }),
  ),
  next: z.string().nullable(),
});
export type FeedPageView = z.infer<typeof FeedPageSchema>;
