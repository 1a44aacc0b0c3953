// remix-auth 4 Authenticator with one strategy per configured provider. remix-auth keeps no
// session: authenticate() returns the provider's profile (or throws), and the sign-in flow
// makes the server user and session from it. A provider without both credentials is simply
// not registered. With GOOGLE_ISSUER, Google's endpoints come from OpenID Connect discovery.
import { Authenticator } from "remix-auth";
import { getEnv, type Env } from "~/server/env.server";
import { callbackPath, PROVIDER_IDS, type ProviderId, type SignInOptions } from "~/account/providers";
import { discoverEndpoints, type DiscoveredEndpoints } from "~/server/auth/providers/discovery.server";
import { ProviderStrategy, type ProviderStrategyOptions } from "~/server/auth/providers/oauth-provider.server";
import type { ProviderProfile } from "~/server/auth/providers/profiles.server";
import { cookieName } from "./session.server";
import { STATE_COOKIE_MAX_AGE_SECONDS } from "~/server/auth/providers/state-replay.server";

/**
 * Options for remix-auth-oauth2's own state cookie. It appends `:<uuid>` to the name for
 * each attempt and already defaults to HttpOnly, SameSite=Lax, Path=/; Secure is ours to add.
 */
export function stateCookie(env: Env): ProviderStrategyOptions["cookie"] {
  return {
    name: cookieName(env, "momentum_oauth"),
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge: STATE_COOKIE_MAX_AGE_SECONDS,
    ...(env.secureCookies ? { secure: true as const } : {}),
  };
}

export function createAuth(env: Env, google: DiscoveredEndpoints | null = null) {
  const authenticator = new Authenticator<ProviderProfile>();
  const configured = configuredProviders(env);
  for (const provider of PROVIDER_IDS) {
    const credentials = env.providers[provider];
    if (!credentials) continue;
    const endpoints =
      provider === "google" && google
        ? google
        : env.mocks
          ? { authorization: `${env.appUrl}/auth/mock-authorize?provider=${provider}` }
          : undefined;
    authenticator.use(
      new ProviderStrategy<ProviderProfile>(
        provider,
        {
          ...credentials,
          redirectURI: `${env.appUrl}${callbackPath(provider)}`,
          cookie: stateCookie(env),
          ...(endpoints ? { endpoints } : {}),
        },
        async ({ profile }) => profile,
      ),
      provider,
    );
  }
  return { env, authenticator, configured };
}

export type Auth = ReturnType<typeof createAuth>;

function configuredProviders(env: Env): Record<ProviderId, boolean> {
  return Object.fromEntries(PROVIDER_IDS.map((provider) => [provider, env.providers[provider] !== null])) as Record<
    ProviderId,
    boolean
  >;
}

let cache: { env: Env; auth: Promise<Auth> } | undefined;

/**
 * The strategies for this configuration. With GOOGLE_ISSUER the first sign-in asks the issuer for
 * its endpoints; a failed discovery is not kept, so the next sign-in asks again.
 */
export function getAuth(): Promise<Auth> {
  const env = getEnv();
  if (cache?.env === env) return cache.auth;
  const issuer = env.providers.google ? env.googleIssuer : null;
  const auth = issuer
    ? discoverEndpoints(issuer).then((google) => createAuth(env, google))
    : Promise.resolve(createAuth(env));
  const entry = { env, auth };
  cache = entry;
  auth.catch(() => {
    if (cache === entry) cache = undefined;
  });
  return auth;
}

export function getSignInOptions(): SignInOptions {
  const env = getEnv();
  return { ...configuredProviders(env), demo: env.demoSignin };
}
