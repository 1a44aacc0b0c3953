// The one strategy behind all three providers: remix-auth-oauth2 (authorization code with
// PKCE S256, state in its own cookie), our own token and profile requests (each with a time
// limit), and failures turned into typed errors so the callback can say what went wrong.
// A provider is its endpoints (endpoints.ts) and its profile parser (profiles.server.ts).
import { OAuth2Tokens } from "arctic";
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import type { ProviderId } from "~/account/providers";
import { claimSignInAttempt } from "./state-replay.server";
import { PROVIDER_ENDPOINTS, type ProviderEndpoints } from "~/account/provider-endpoints";
import { PROFILE_SOURCES, ProfileError, type ProviderProfile } from "./profiles.server";

/** The token endpoint refused or failed (HTTP error, bad body, network, no answer in time). */
export class TokenExchangeError extends Error {
  override name = "TokenExchangeError";
}

/** This attempt's callback was already used (a replay). */
export class AttemptReusedError extends Error {
  override name = "AttemptReusedError";
}

export type ProviderVerify<User> = (args: { profile: ProviderProfile; request: Request }) => Promise<User>;

export type ProviderStrategyOptions = {
  clientId: string;
  clientSecret: string;
  /** Absolute callback URL, `${APP_URL}/auth/{provider}/callback`. */
  redirectURI: string;
  /** State cookie settings (name, Secure…); see cookies in sign-in.server.ts. */
  cookie: NonNullable<OAuth2Strategy.ConstructorOptions["cookie"]>;
  /** Replaces the provider's endpoints: the local mock flow's consent page, or OpenID Connect discovery (GOOGLE_ISSUER). */
  endpoints?: Partial<Pick<ProviderEndpoints, "authorization" | "token" | "profile">>;
};

/** A provider that has not answered in 10 s will not: the visitor gets an error page, not a spinner. */
const REQUEST_TIMEOUT_MS = 10_000;

/** A JSON answer from a provider within the time limit; every failure is a `fail(message, cause)`. */
async function providerJson(url: string, init: RequestInit, fail: (message: string, cause?: unknown) => Error) {
  const host = new URL(url).host;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw fail(`The request to ${host} failed or timed out`, error);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw fail(`${host} answered HTTP ${response.status} with something that is not JSON`, error);
  }
  if (!response.ok) {
    // An OAuth error code (invalid_grant, invalid_client…) says what to fix.
    const code = (json as { error?: unknown } | null)?.error;
    throw fail(`${host} answered HTTP ${response.status}${typeof code === "string" ? ` (${code.slice(0, 64)})` : ""}`);
  }
  return json;
}

export class ProviderStrategy<User> extends OAuth2Strategy<User> {
  private readonly tokenRequest: { endpoint: string; clientId: string; clientSecret: string; redirectURI: string };

  constructor(provider: ProviderId, options: ProviderStrategyOptions, verify: ProviderVerify<User>) {
    const endpoints = { ...PROVIDER_ENDPOINTS[provider], ...options.endpoints };
    const profile = {
      ...PROFILE_SOURCES[provider],
      ...(options.endpoints?.profile ? { url: options.endpoints.profile } : {}),
    };
    super(
      {
        clientId: options.clientId,
        clientSecret: options.clientSecret,
        redirectURI: options.redirectURI,
        authorizationEndpoint: endpoints.authorization,
        tokenEndpoint: endpoints.token,
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
        const json = await providerJson(
          profile.url,
          { headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" } },
          (message, cause) => new ProfileError(`Profile: ${message}`, { cause }),
        );
        return verify({ profile: profile.parse(json), request });
      },
    );
    this.name = provider;
    this.tokenRequest = { endpoint: endpoints.token, ...options };
  }

  /**
   * Runs only once the state has matched its cookie (remix-auth-oauth2 checks that first).
   * The request is the one arctic would send (client_secret_basic, PKCE verifier), with a time limit.
   */
  protected override async validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    if (!claimSignInAttempt(codeVerifier)) throw new AttemptReusedError("This sign-in's callback was already used");
    const { endpoint, clientId, clientSecret, redirectURI } = this.tokenRequest;
    const body = new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectURI,
      code_verifier: codeVerifier,
    });
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString("base64");
    const json = await providerJson(
      endpoint,
      {
        method: "POST",
        headers: {
          Authorization: `Basic ${basic}`,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body,
      },
      (message, cause) => new TokenExchangeError(`Token: ${message}`, { cause }),
    );
    if (typeof json !== "object" || json === null) throw new TokenExchangeError("Token: the answer is not an object");
    return new OAuth2Tokens(json);
  }
}
