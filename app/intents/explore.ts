import { z } from "zod";

/** The action of /explore: any page's Add button posts there. */
export const EXPLORE_ACTION = "/explore";

/** What /explore may ask for: add one template by its id (the catalogue decides if it exists). */
export const ExploreIntentSchema = z.object({ type: z.literal("explore/add"), templateId: z.string().min(1).max(80) });
export type ExploreIntent = z.infer<typeof ExploreIntentSchema>;
/** The title of what was added. */
export type ExploreValues = { "explore/add": string };
