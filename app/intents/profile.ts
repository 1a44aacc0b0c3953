import { z } from "zod";

const text = z.string().max(10_000);

/** The profile form's fields as the form sends them: all text, the rules are checked by storage (ProfileInputSchema). */
const ProfileFieldsSchema = z.object({
  name: text,
  username: text,
  email: text,
  bio: text,
  location: text,
  url: text,
  pictureUrl: text,
  birthDate: text,
});
export const PROFILE_FIELDS = ProfileFieldsSchema.keyof().options;
export type ProfileFormValues = z.infer<typeof ProfileFieldsSchema>;

/** Saving the profile form; the field rules are checked by storage, word for word, each at its field. */
export const ProfileIntentSchema = ProfileFieldsSchema.extend({ type: z.literal("profile/save") });
export type ProfileIntent = z.infer<typeof ProfileIntentSchema>;
/** Saving goes on to the saved profile: it answers only when it fails. */
export type ProfileValues = { "profile/save": never };
