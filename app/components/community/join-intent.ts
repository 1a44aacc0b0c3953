import { z } from "zod";

/** The join / leave button of a community page: a form field, so the strings "true" and "false". */
export const JoinIntentSchema = z.object({ join: z.enum(["true", "false"]) });
