// What a session holds about the signed-in person (shared: the client app parses
// `/auth/session` with the same schema). Never tokens: only what the profile needs.
import { z } from "zod";
import { Tier } from "../game/constants";
import { tierSchema } from "../game/field-schemas";

export const AccountSchema = z.object({
  provider: z.enum(["google", "discord", "twitter", "demo"]),
  /** The provider's stable user id. Accounts are keyed by provider + providerId, never by email. */
  providerId: z.string().min(1).max(128),
  name: z.string().min(1).max(48),
  handle: z.string().min(1).max(64).optional(),
  email: z.string().min(3).max(320).optional(),
  pictureUrl: z.string().max(512).optional(),
  tier: tierSchema,
});
export type Account = z.infer<typeof AccountSchema>;

/** Body of `GET /auth/session`. */
export type AccountResponse = { account: Account | null };

/**
 * The demo account: the spec's hard-coded sample user, PREMIUM so every feature can be
 * tried (rule 12, docs/rules.md). The app area creates the matching local user from it.
 */
export const DEMO_ACCOUNT: Account = {
  provider: "demo",
  providerId: "demo",
  name: "Demo User",
  handle: "demo",
  email: "demo@example.com",
  tier: Tier.PREMIUM,
};

/** Stable key of an account across sign-ins: `provider:providerId` (the PREMIUM_ACCOUNTS format). */
export function accountKey(account: Pick<Account, "provider" | "providerId">): string {
  return `${account.provider}:${account.providerId}`;
}
