// How many live habits "an account at the habit limit" holds: the product's limit,
// `ITEM_LIMITS.habits` in app/game/constants.ts (issue #30, point 2), when this checkout has it;
// else 1,000 habits, where the review measured a 500-action push at 2.7 s.
import * as constants from "~/game/constants";

/** The stand-in for a checkout without a habit limit. */
const WITHOUT_A_LIMIT = 1000;

export function habitLimit(): { habits: number; source: string } {
  // Read by name: a checkout from before the limit has no such export (the bench runs on both).
  const limits = (constants as Record<string, unknown>).ITEM_LIMITS as { habits?: unknown } | undefined;
  return typeof limits?.habits === "number"
    ? { habits: limits.habits, source: "ITEM_LIMITS.habits (app/game/constants.ts)" }
    : { habits: WITHOUT_A_LIMIT, source: "no limit in this checkout: the review's 1,000 habits" };
}
