import { z } from "zod";

/** The join / leave button of a community page: form fields, so `join` is the string "true" or "false". */
export const CommunityIntentSchema = z.object({
  type: z.literal("community/join"),
  communityId: z.string().min(1).max(80),
  join: z.enum(["true", "false"]),
});
export type CommunityIntent = z.infer<typeof CommunityIntentSchema>;
/** Whether this device is now a member. */
export type CommunityValues = { "community/join": boolean };
