// The sign-in flow behind the /auth/* routes: start (POST), callback (GET), demo, logout.
import { createCookie, redirect } from "@remix-run/node";
import { OAuth2RequestError } from "remix-auth-oauth2";
import { ulid } from "ulid";
import { getEnv, type Env } from "~/server/env.server";
import { DEMO_PROFILE } from "~/account/account";
import { getDatabase } from "~/db/database.server";
import type { TierSource } from "~/db/schema.server";
import { findUserByAccount, signInAccount, type AccountProfile } from "~/db/users.server";
import { takeCreation } from "./creation-limits.server";
import { getAuth, getSignInOptions } from "./authenticator.server";
import { isProviderId, type ProviderId } from "~/account/providers";
import { AttemptReusedError, TokenExchangeError } from "~/server/auth/providers/oauth-provider.server";
import { ProfileError } from "~/server/auth/providers/profiles.server";
import { safeReturnTo } from "./return-to";
import { isSameOrigin } from "./same-origin";
import { errorPath, type SignInErrorCode } from "~/account/sign-in-errors";
import { startSession, cookieName, signOut } from "./session.server";
import { STATE_COOKIE_MAX_AGE_SECONDS } from "~/server/auth/providers/state-replay.server";

export const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });

/** For GETs of the POST-only routes (a link or a reload must never sign anyone in or out). */
export const methodNotAllowed = () =>
  new Response("Method Not Allowed: use POST.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain" },
  });

/** Throws a 404 unless `value` names one of the three providers. */
export function requireProvider(value: string | undefined): ProviderId {
  if (!isProviderId(value)) throw notFound();
  return value;
}

/**
 * Refuses cross-site POSTs (login CSRF: signing someone into another account, or out); the
 * rule itself is isSameOrigin (same-origin.ts), which the server's front door also applies.
 */
export function assertSameOrigin(
  request: Request,
  env: Env = getEnv(),
  refusal = "Cross-site sign-in requests are not allowed.",
): void {
  const headers = {
    origin: request.headers.get("Origin"),
    secFetchSite: request.headers.get("Sec-Fetch-Site"),
  };
  if (!isSameOrigin(headers, env.appUrl, new URL(request.url).origin)) {
    throw new Response(refusal, {
      status: 403,
      headers: { "Content-Type": "text/plain" },
    });
  }
}

async function formReturnTo(request: Request): Promise<string> {
  const form = await request.formData().catch(() => null);
  return safeReturnTo(form?.get("returnTo"));
}

// ---- returnTo across the provider round trip: a short-lived signed cookie ------------

/**
 * A signed, HTTP-only cookie that lives only as long as a sign-in attempt: what the sign-in
 * flow carries between its steps (returnTo, a suspension's reason), limited to `path`.
 */
function shortLivedSignedCookie(env: Env, name: string, path: string) {
  return createCookie(cookieName(env, name), {
    httpOnly: true,
    sameSite: "lax",
    path,
    secure: env.secureCookies,
    maxAge: STATE_COOKIE_MAX_AGE_SECONDS,
    secrets: env.sessionSecrets,
  });
}

function returnToCookie(env: Env) {
  return shortLivedSignedCookie(env, "momentum_return_to", "/");
}

/** Expires the state cookies remix-auth-oauth2 left (`<name>:<uuid>`, one per attempt) and the returnTo cookie. */
async function cleanupHeaders(request: Request, env: Env): Promise<Headers> {
  const headers = new Headers();
  const prefix = cookieName(env, "momentum_oauth");
  const secure = env.secureCookies ? "; Secure" : "";
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const name = part.split("=")[0]?.trim() ?? "";
    if (name.startsWith(prefix) && /^[\w.:-]+$/.test(name)) {
      headers.append("Set-Cookie", `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
    }
  }
  headers.append("Set-Cookie", await returnToCookie(env).serialize("", { maxAge: 0 }));
  return headers;
}

// ---- Start: POST /auth/{provider} ------------------------------------------------------

export async function beginSignIn(request: Request, providerParam: string | undefined): Promise<Response> {
  const provider = requireProvider(providerParam);
  const env = getEnv();
  assertSameOrigin(request, env);
  if (!getSignInOptions()[provider]) return redirect(errorPath(`${provider}_not_configured`));

  const returnTo = await formReturnTo(request);
  const authenticator = await authenticatorFor(provider);
  if (!authenticator) return redirect(errorPath("provider_error"));
  // A clean GET without query or body: the strategy starts the flow only when no `state` is present.
  const start = new Request(new URL(`/auth/${provider}`, request.url), { method: "GET", headers: request.headers });
  try {
    await authenticator.authenticate(provider, start);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.has("Location")) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", await returnToCookie(env).serialize(returnTo));
      if (env.mocks) {
        // Stay on the host the browser uses (localhost vs 127.0.0.1), so its cookies follow.
        const location = new URL(thrown.headers.get("Location") ?? "/", env.appUrl);
        if (location.origin === env.appUrl) headers.set("Location", `${location.pathname}${location.search}`);
      }
      return new Response(null, { status: 302, headers });
    }
    console.error(`[auth] ${provider}: could not start sign-in`, thrown);
  }
  return redirect(errorPath("sign_in_failed"));
}

// ---- Callback: GET /auth/{provider}/callback -------------------------------------------

function providerErrorCode(error: string): SignInErrorCode {
  return error === "access_denied" ? "access_denied" : "provider_error";
}

/** One line for operators (a wrong client secret shows up here as invalid_client). */
function logProviderFailure(provider: ProviderId, error: Error) {
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  console.warn(`[auth] ${provider} sign-in failed. ${error.message}${cause}`);
}

function classify(error: unknown, url: URL, provider: ProviderId): SignInErrorCode {
  if (error instanceof AttemptReusedError) return "state_reused";
  if (error instanceof TokenExchangeError) {
    logProviderFailure(provider, error);
    return "token_failed";
  }
  if (error instanceof ProfileError) {
    logProviderFailure(provider, error);
    return "profile_failed";
  }
  if (error instanceof OAuth2RequestError) {
    const fromProvider = url.searchParams.get("error");
    return fromProvider ? providerErrorCode(fromProvider) : "token_failed";
  }
  if (error instanceof RangeError) return "state_mismatch"; // state in URL is not the one in the cookie
  if (error instanceof ReferenceError) {
    return /code in the URL/i.test(error.message) ? "code_missing" : "state_missing";
  }
  console.error(`[auth] ${provider}: sign-in failed`, error);
  return "sign_in_failed";
}

export async function completeSignIn(
  request: Request,
  providerParam: string | undefined,
  context?: unknown,
): Promise<Response> {
  const provider = requireProvider(providerParam);
  const env = getEnv();
  const url = new URL(request.url);
  const headers = await cleanupHeaders(request, env);
  const fail = (code: SignInErrorCode) => redirect(errorPath(code), { headers });

  if (!getSignInOptions()[provider]) return fail(`${provider}_not_configured`);
  const state = url.searchParams.get("state");
  const providerError = url.searchParams.get("error");
  // Without `state` the strategy would start a new flow; a callback must never do that.
  if (!state) return fail(providerError ? providerErrorCode(providerError) : "state_missing");
  if (state.length > 512) return fail("state_mismatch"); // ours are 43 characters
  // A replay is refused inside the strategy, once the state has matched its cookie (state-replay.server.ts).

  const authenticator = await authenticatorFor(provider);
  if (!authenticator) return fail("provider_error");
  let profile;
  try {
    profile = await authenticator.authenticate(provider, request);
  } catch (error) {
    if (error instanceof Response) return fail("sign_in_failed");
    return fail(classify(error, url, provider));
  }
  const returnTo = safeReturnTo(await returnToCookie(env).parse(request.headers.get("Cookie")));
  // A first sign-in makes an account: counted per client address (a known account is never refused).
  if (!(await findUserByAccount(await getDatabase(), profile.provider, profile.providerId))) {
    const refused = takeCreation("account", context);
    if (refused) return refused;
  }
  return finishSignIn(request, profile, "accounts", returnTo, headers);
}

/** The provider strategies; null (logged) when GOOGLE_ISSUER's discovery failed. */
async function authenticatorFor(provider: ProviderId) {
  try {
    return (await getAuth()).authenticator;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    console.warn(`[auth] ${provider}: ${error instanceof Error ? error.message : String(error)}${cause}`);
    return null;
  }
}

// ---- The server user and its session ----------------------------------------------------

/**
 * The account's user on the server (made on its first sign-in), then a session for it; a
 * suspended user gets no session and lands on /error with the reason (spec §6).
 */
async function finishSignIn(
  request: Request,
  profile: AccountProfile,
  tierSource: TierSource,
  to: string,
  headers: Headers = new Headers(),
): Promise<Response> {
  const now = Date.now();
  const { user } = await signInAccount(await getDatabase(), profile, tierSource, { now, newId: () => ulid(now) });
  if (user.suspension) {
    headers.append("Set-Cookie", await suspensionCookie(getEnv()).serialize(user.suspension.reason));
    return redirect(errorPath("account_suspended"), { headers });
  }
  return startSession(request, user, profile, to, headers, now);
}

/** Carries a suspension's reason to /error, signed: the page never shows text from its URL. */
function suspensionCookie(env: Env) {
  return shortLivedSignedCookie(env, "momentum_suspension", "/error");
}

/** The reason of the suspension that just refused a sign-in in this browser, if any. */
export async function suspensionReason(request: Request): Promise<string | null> {
  const value: unknown = await suspensionCookie(getEnv())
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  return typeof value === "string" && value.length > 0 ? value.slice(0, 500) : null;
}

// ---- Demo and logout --------------------------------------------------------------------

export async function demoSignIn(request: Request, context?: unknown): Promise<Response> {
  const env = getEnv();
  if (!env.demoSignin) throw notFound();
  assertSameOrigin(request, env);
  const refused = takeCreation("demo", context);
  if (refused) return refused;
  // A fresh demo user every time (rule 19): no two visitors ever share demo data.
  const profile: AccountProfile = { ...DEMO_PROFILE, providerId: ulid() };
  return finishSignIn(request, profile, "demo", await formReturnTo(request));
}

export async function logout(request: Request): Promise<Response> {
  assertSameOrigin(request);
  return signOut(request, "/");
}
