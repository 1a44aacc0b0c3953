// remix-auth 4 Authenticator with one strategy per configured provider. remix-auth keeps no
// session: authenticate() returns the Account (or throws), and session.server.ts owns
// the cookie. A provider without both credentials is simply not registered.
import { Authenticator } from "remix-auth";
import { Tier } from "../game/constants";
import { getEnv, type Env } from "../env.server";
import { accountKey, type Account } from "../account/account";
import { callbackPath, PROVIDER_IDS, type ProviderId, type SignInOptions } from "../account/providers";
import { ProviderStrategy, type ProviderStrategyOptions } from "./providers/oauth-provider.server";
import type { ProviderProfile } from "./providers/profiles.server";
import { cookieName } from "./session.server";
import { STATE_COOKIE_MAX_AGE_SECONDS } from "./state-replay.server";

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

/** PREMIUM for accounts listed in PREMIUM_ACCOUNTS, FREE otherwise (rule 12, docs/rules.md). */
export function accountFromProfile(profile: ProviderProfile, env: Env): Account {
  return {
    ...profile,
    tier: env.premiumAccounts.has(accountKey(profile)) ? Tier.PREMIUM : Tier.FREE,
  };
}

export function createAuth(env: Env) {
  const authenticator = new Authenticator<Account>();
  const configured = {} as Record<ProviderId, boolean>;
  for (const provider of PROVIDER_IDS) {
    const credentials = env.providers[provider];
    configured[provider] = credentials !== null;
    if (!credentials) continue;
    authenticator.use(
      new ProviderStrategy<Account>(
        provider,
        {
          ...credentials,
          redirectURI: `${env.appUrl}${callbackPath(provider)}`,
          cookie: stateCookie(env),
          ...(env.mocks ? { authorizationEndpoint: `${env.appUrl}/auth/mock-authorize?provider=${provider}` } : {}),
        },
        async ({ profile }) => accountFromProfile(profile, env),
      ),
      provider,
    );
  }
  return { env, authenticator, configured };
}

let cache: ReturnType<typeof createAuth> | undefined;

export function getAuth(): ReturnType<typeof createAuth> {
  const env = getEnv();
  if (cache?.env !== env) cache = createAuth(env);
  return cache;
}

export function getSignInOptions(): SignInOptions {
  const { env, configured } = getAuth();
  return { ...configured, demo: env.demoSignin };
}
