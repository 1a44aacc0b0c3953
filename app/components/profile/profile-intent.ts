import { z } from "zod";

const text = z.string().max(10_000);

/** The profile form's shape; the field rules are the storage's (ProfileInputSchema), checked there word for word. */
export const ProfileIntentSchema = z.object({
  name: text,
  username: text,
  email: text,
  bio: text,
  location: text,
  url: text,
  pictureUrl: text,
  birthDate: text,
});
