// Provider endpoints, shared by the strategies and the msw mocks (tests/mocks).
import type { ProviderId } from "../../account/providers";

export type ProviderEndpoints = {
  authorization: string;
  token: string;
  /** The profile ("who am I") endpoint, without query. */
  profile: string;
  scopes: string[];
};

export const PROVIDER_ENDPOINTS: Record<ProviderId, ProviderEndpoints> = {
  // OpenID Connect endpoints from https://accounts.google.com/.well-known/openid-configuration
  google: {
    authorization: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    profile: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: ["openid", "email", "profile"],
  },
  discord: {
    authorization: "https://discord.com/oauth2/authorize",
    token: "https://discord.com/api/oauth2/token",
    profile: "https://discord.com/api/v10/users/@me",
    scopes: ["identify", "email"],
  },
  // X (Twitter) OAuth 2.0 with PKCE; X shares no email address.
  twitter: {
    authorization: "https://x.com/i/oauth2/authorize",
    token: "https://api.x.com/2/oauth2/token",
    profile: "https://api.x.com/2/users/me",
    scopes: ["users.read", "tweet.read"],
  },
};
