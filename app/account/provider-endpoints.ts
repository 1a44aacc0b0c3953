// Provider endpoints, shared by the strategies, the CSP (app/security/csp.server.ts) and the
// msw mocks (app/server/auth/mock-oauth-handlers.server.ts).
import type { ProviderId } from "./providers";

export type ProviderEndpoints = {
  authorization: string;
  token: string;
  /** The profile ("who am I") endpoint, without query. */
  profile: string;
  /** The origin the provider serves profile pictures from: the only pictures we keep and show. */
  pictures: string;
  scopes: string[];
};

export const PROVIDER_ENDPOINTS: Record<ProviderId, ProviderEndpoints> = {
  // OpenID Connect endpoints from https://accounts.google.com/.well-known/openid-configuration
  google: {
    authorization: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    profile: "https://openidconnect.googleapis.com/v1/userinfo",
    pictures: "https://lh3.googleusercontent.com",
    scopes: ["openid", "email", "profile"],
  },
  discord: {
    authorization: "https://discord.com/oauth2/authorize",
    token: "https://discord.com/api/oauth2/token",
    profile: "https://discord.com/api/v10/users/@me",
    pictures: "https://cdn.discordapp.com",
    scopes: ["identify", "email"],
  },
  // X (Twitter) OAuth 2.0 with PKCE; X shares no email address.
  twitter: {
    authorization: "https://x.com/i/oauth2/authorize",
    token: "https://api.x.com/2/oauth2/token",
    profile: "https://api.x.com/2/users/me",
    pictures: "https://pbs.twimg.com",
    scopes: ["users.read", "tweet.read"],
  },
};

const PICTURE_ORIGINS = new Set(Object.values(PROVIDER_ENDPOINTS).map((endpoints) => endpoints.pictures));

/**
 * Whether a picture can be shown: https on a sign-in provider's picture host, the only image
 * hosts the CSP names (a user's own link elsewhere shows their initials instead).
 */
export function isShownPictureUrl(value: string | null | undefined): value is string {
  if (!value || !URL.canParse(value)) return false;
  const url = new URL(value);
  return PICTURE_ORIGINS.has(url.origin) && !url.username && !url.password;
}
