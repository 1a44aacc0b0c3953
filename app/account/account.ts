// Who is signed in, as the client app sees it (shared: `/auth/session` answers it, the browser
// parses it with the same schema and keeps a copy for offline use). Never tokens or secrets.
import { z } from "zod";
import { idSchema, tierSchema, usernameSchema } from "../game/field-schemas";

export const AccountSchema = z.object({
  provider: z.enum(["google", "discord", "twitter", "demo"]),
  /** The provider's stable user id. Accounts are keyed by provider + providerId, never by email. */
  providerId: z.string().min(1).max(128),
  name: z.string().min(1).max(48),
  handle: z.string().min(1).max(64).optional(),
  /** Only to fill in a new local user's email; the copy kept on the device drops it. */
  email: z.string().min(3).max(320).optional(),
  pictureUrl: z.string().max(512).optional(),
  /** Computed by the server from its configuration on every request (rule 12, docs/rules.md). */
  tier: tierSchema,
  /** The server's user: the local user takes its id and its username (the server's is authoritative). */
  userId: idSchema.optional(),
  username: usernameSchema.optional(),
  /** Listed in ADMIN_ACCOUNTS. */
  isAdmin: z.boolean().optional(),
});
export type Account = z.infer<typeof AccountSchema>;

/** What `/auth/session` answers for a signed-in person: always with the server's user. */
export const SignedInAccountSchema = AccountSchema.required({ userId: true, username: true, isAdmin: true });
export type SignedInAccount = z.infer<typeof SignedInAccountSchema>;

/** Body of `GET /auth/session`. */
export type AccountResponse = { account: SignedInAccount | null };

/**
 * What every "Try the demo" signs in with: the spec's sample user, with a fresh provider id
 * each time, so each demo is its own user (rule 19). Demo users are PREMIUM (rule 12; docs/rules.md).
 */
export const DEMO_PROFILE = {
  provider: "demo",
  name: "Demo User",
  handle: "demo",
  email: "demo@example.com",
} as const;

/** Stable key of an account across sign-ins: `provider:providerId` (the PREMIUM_ACCOUNTS format). */
export function accountKey(account: Pick<Account, "provider" | "providerId">): string {
  return `${account.provider}:${account.providerId}`;
}
