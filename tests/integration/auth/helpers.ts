// Shared pieces of the auth integration tests: environment, cookies, and the route calls.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { vi } from "vitest";
import type { AccountResponse, SignedInAccount } from "~/account/account";
import { mockAuthorizationCode } from "~/server/auth/mock-oauth.server";
import type { ProviderId } from "~/account/providers";
import { resetEnvCache } from "~/server/env.server";
import { action as startAction } from "~/routes/auth.$provider";
import { loader as callbackLoader } from "~/routes/auth.$provider.callback";
import { loader as sessionLoader } from "~/routes/auth.session";

export const ORIGIN = "http://localhost:3000";
export const PROD_ORIGIN = "https://momentum.example";
export const SECRET = "test-session-secret-0123456789-abcdefghijklmnop";

/** This test file's own SQLite database (the db suite runs the server database on both engines). */
const DATABASE_URL = `file:${join(mkdtempSync(join(tmpdir(), "momentum-auth-")), "momentum.sqlite")}`;

export const BASE_ENV: Record<string, string> = {
  NODE_ENV: "test",
  DATABASE_URL,
  PORT: "",
  APP_URL: ORIGIN,
  SESSION_SECRET: SECRET,
  GOOGLE_CLIENT_ID: "google-client-id",
  GOOGLE_CLIENT_SECRET: "google-client-secret",
  DISCORD_CLIENT_ID: "discord-client-id",
  DISCORD_CLIENT_SECRET: "discord-client-secret",
  TWITTER_CLIENT_ID: "twitter-client-id",
  TWITTER_CLIENT_SECRET: "twitter-client-secret",
  PREMIUM_ACCOUNTS: "",
  ADMIN_ACCOUNTS: "",
  GOOGLE_ISSUER: "",
  DEMO_SIGNIN: "",
  MOCKS: "",
  // Tests sign in many times from no address at all; tests/integration/db/front-door.test.ts sets them low.
  DEMO_SIGNINS_PER_HOUR: "1000000",
  NEW_ACCOUNTS_PER_HOUR: "1000000",
};

export const PRODUCTION_ENV = { NODE_ENV: "production", APP_URL: PROD_ORIGIN };

/** Sets the environment for the next route calls (vi.unstubAllEnvs() in afterEach restores it). */
export function useEnv(overrides: Record<string, string> = {}) {
  for (const [name, value] of Object.entries({ ...BASE_ENV, ...overrides })) vi.stubEnv(name, value);
  resetEnvCache();
}

export const context = {} as AppLoadContext;

/** Route functions answer by returning or throwing a Response; tests want it either way. */
export async function call(run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

// ---- Cookies -----------------------------------------------------------------------------

export type SetCookie = { name: string; value: string; attributes: Map<string, string | true>; raw: string };

export function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((raw) => {
    const [pair = "", ...rest] = raw.split(";");
    const index = pair.indexOf("=");
    const attributes = new Map<string, string | true>();
    for (const attribute of rest) {
      const [key = "", ...value] = attribute.trim().split("=");
      attributes.set(key.toLowerCase(), value.length ? value.join("=") : true);
    }
    return { name: pair.slice(0, index).trim(), value: pair.slice(index + 1).trim(), attributes, raw };
  });
}

export function isExpired(cookie: SetCookie): boolean {
  const maxAge = cookie.attributes.get("max-age");
  const expires = cookie.attributes.get("expires");
  return maxAge === "0" || (typeof expires === "string" && Date.parse(expires) <= Date.now());
}

/** A browser's cookie store for one origin, fed by responses. */
export class Jar {
  readonly cookies = new Map<string, string>();

  apply(response: Response): this {
    for (const cookie of setCookies(response)) {
      if (isExpired(cookie)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export function sessionCookieOf(response: Response): SetCookie | undefined {
  return setCookies(response).find((cookie) => /momentum_session$/.test(cookie.name) && !isExpired(cookie));
}

/** GET /auth/session with a cookie header. */
export function sessionOf(cookie: string, origin = ORIGIN): Promise<Response> {
  return call(() =>
    sessionLoader({
      request: new Request(`${origin}/auth/session`, { headers: { Cookie: cookie } }),
      params: {},
      context,
    }),
  );
}

/** Who the session a response sets belongs to, as /auth/session says (the cookie holds only a secret). */
export async function accountIn(response: Response, origin = ORIGIN): Promise<SignedInAccount | undefined> {
  const cookie = sessionCookieOf(response);
  if (!cookie) return undefined;
  const body = (await (await sessionOf(`${cookie.name}=${cookie.value}`, origin)).json()) as AccountResponse;
  return body.account ?? undefined;
}

// ---- The OAuth round trip ----------------------------------------------------------------

export function formPost(url: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

export type Flow = { response: Response; jar: Jar; authorizeUrl: URL; state: string; challenge: string };

/** POST /auth/{provider} as the sign-in form does. */
export async function startFlow(provider: string, fields: Record<string, string> = {}, origin = ORIGIN): Promise<Flow> {
  const response = await call(() =>
    startAction({ request: formPost(`${origin}/auth/${provider}`, fields), params: { provider }, context }),
  );
  const location = response.headers.get("Location") ?? "";
  const authorizeUrl = new URL(location, origin);
  return {
    response,
    jar: new Jar().apply(response),
    authorizeUrl,
    state: authorizeUrl.searchParams.get("state") ?? "",
    challenge: authorizeUrl.searchParams.get("code_challenge") ?? "",
  };
}

/** GET /auth/{provider}/callback with the given query and cookie header. */
export function callback(provider: string, query: Record<string, string>, cookie: string, origin = ORIGIN) {
  const url = `${origin}/auth/${provider}/callback?${new URLSearchParams(query)}`;
  return call(() =>
    callbackLoader({ request: new Request(url, { headers: { Cookie: cookie } }), params: { provider }, context }),
  );
}

/** The provider approved: come back with its code and the state. */
export function approve(provider: ProviderId, flow: Flow, origin = ORIGIN) {
  return callback(
    provider,
    { code: mockAuthorizationCode(provider, flow.challenge), state: flow.state },
    flow.jar.header(),
    origin,
  );
}
