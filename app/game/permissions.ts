// What a tier may do. Spec §6: the `premium` flag unlocks the news feed. The
// higher tiers include everything in Premium (app/content/tiers.ts).
import { Tier } from "./constants";

export type Permissions = { premium: boolean };

export function permissionsOf(user: { tier: number }): Permissions {
  return { premium: user.tier >= Tier.PREMIUM };
}
