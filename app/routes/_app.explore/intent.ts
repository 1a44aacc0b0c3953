import { z } from "zod";

/** What /explore may ask for: add one template by its id (the catalogue decides if it exists). */
export const ExploreIntentSchema = z.object({ type: z.literal("explore/add"), templateId: z.string().min(1).max(80) });
