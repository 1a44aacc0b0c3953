// Common ground of the three provider strategies: remix-auth-oauth2 (authorization code
// with PKCE S256, state in its own cookie) plus a profile fetch, with failures turned into
// typed errors so the callback can say precisely what went wrong.
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import type { ProviderId } from "../../account/providers";
import { PROVIDER_ENDPOINTS, type ProviderEndpoints } from "./endpoints";

/** The token endpoint refused or failed (HTTP error, bad body, network). */
export class TokenExchangeError extends Error {
  override name = "TokenExchangeError";
}

/** The profile endpoint failed or answered something we cannot use. */
export class ProfileError extends Error {
  override name = "ProfileError";
}

/** What every provider's profile is reduced to. Keyed by provider + providerId, never email. */
export type ProviderProfile = {
  provider: ProviderId;
  providerId: string;
  name: string;
  handle?: string;
  email?: string;
  pictureUrl?: string;
};

export type ProviderVerify<User> = (args: { profile: ProviderProfile; request: Request }) => Promise<User>;

export type ProviderStrategyOptions = {
  clientId: string;
  clientSecret: string;
  /** Absolute callback URL, `${APP_URL}/auth/{provider}/callback`. */
  redirectURI: string;
  /** State cookie settings (name, Secure…); see cookies in sign-in.server.ts. */
  cookie: NonNullable<OAuth2Strategy.ConstructorOptions["cookie"]>;
  /** Replaces the provider's endpoints: the local mock flow's consent page, or OpenID Connect discovery. */
  endpoints?: Partial<Pick<ProviderEndpoints, "authorization" | "token" | "profile">>;
};

const PROFILE_TIMEOUT_MS = 10_000;

async function fetchProfileJson(url: string, accessToken: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(PROFILE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProfileError(`Profile request to ${new URL(url).host} failed`, { cause: error });
  }
  if (!response.ok) {
    response.body?.cancel().catch(() => undefined); // not awaited: nothing to wait for
    throw new ProfileError(`Profile endpoint ${new URL(url).host} answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new ProfileError("Profile endpoint answered something that is not JSON", { cause: error });
  }
}

export abstract class ProviderStrategy<User> extends OAuth2Strategy<User> {
  constructor(
    provider: ProviderId,
    options: ProviderStrategyOptions,
    verify: ProviderVerify<User>,
    profile: { url: string; parse: (json: unknown) => ProviderProfile },
  ) {
    const endpoints = PROVIDER_ENDPOINTS[provider];
    super(
      {
        clientId: options.clientId,
        clientSecret: options.clientSecret,
        redirectURI: options.redirectURI,
        authorizationEndpoint: options.endpoints?.authorization ?? endpoints.authorization,
        tokenEndpoint: options.endpoints?.token ?? endpoints.token,
        scopes: endpoints.scopes,
        codeChallengeMethod: CodeChallengeMethod.S256,
        cookie: options.cookie,
      },
      async ({ tokens, request }) => {
        let accessToken: string;
        try {
          accessToken = tokens.accessToken();
        } catch (error) {
          throw new TokenExchangeError("The token response holds no access token", { cause: error });
        }
        const json = await fetchProfileJson(profile.url, accessToken);
        return verify({ profile: profile.parse(json), request });
      },
    );
  }

  protected override async validateAuthorizationCode(code: string, codeVerifier: string) {
    try {
      return await super.validateAuthorizationCode(code, codeVerifier);
    } catch (error) {
      throw new TokenExchangeError("The token endpoint did not accept the authorization code", { cause: error });
    }
  }
}

// ---- Cleaning what providers send -----------------------------------------------------

/** Trimmed single-line text of at most `max` characters, or undefined. */
export function cleanText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return undefined;
  return Array.from(text).slice(0, max).join("").trim();
}

export function cleanHttpsUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 512 || !URL.canParse(value)) return undefined;
  return new URL(value).protocol === "https:" ? value : undefined;
}

export function cleanEmail(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const email = value.trim();
  return email.length <= 320 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
}

/** Provider ids are short tokens (digits for all three); anything else is refused. */
export function requireId(value: unknown): string {
  if (typeof value === "string" && /^[A-Za-z0-9_.-]{1,128}$/.test(value)) return value;
  throw new ProfileError("The profile has no usable user id");
}

export function profileName(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const name = cleanText(candidate, 48);
    if (name) return name;
  }
  return "Momentum user";
}
