// The app's own session: one signed cookie holding the Account, nothing else.
import { createCookieSessionStorage, redirect, type SessionStorage } from "@remix-run/node";
import { getEnv, type Env } from "../env.server";
import { AccountSchema, type Account } from "../account/account";

/** 30 days: the longest a session lives (Cookie Policy). */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

type SessionData = { account: Account };
export type AccountSessionStorage = SessionStorage<SessionData>;

/** `__Host-` binds the cookie to this exact origin (Secure, Path=/, no Domain): production over https only. */
export function cookieName(env: Env, base: string): string {
  return env.secureCookies ? `__Host-${base}` : base;
}

export function createAccountSessionStorage(env: Env): AccountSessionStorage {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: cookieName(env, "momentum_session"),
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.secureCookies,
      maxAge: SESSION_MAX_AGE_SECONDS,
      secrets: env.sessionSecrets,
    },
  });
}

let cache: { env: Env; storage: AccountSessionStorage } | undefined;

export function getSessionStorage(): AccountSessionStorage {
  const env = getEnv();
  if (cache?.env !== env) cache = { env, storage: createAccountSessionStorage(env) };
  return cache.storage;
}

/** The signed-in account, or null (no cookie, bad signature, or data that no longer parses). */
export async function getSessionAccount(request: Request): Promise<Account | null> {
  const session = await getSessionStorage().getSession(request.headers.get("Cookie"));
  const parsed = AccountSchema.safeParse(session.get("account"));
  return parsed.success ? parsed.data : null;
}

/**
 * Signs in: a brand-new session (nothing of a previous one is kept) committed over the old
 * cookie, then a redirect. With cookie sessions there is no server-side id that could be
 * fixed by an attacker; writing a fresh cookie is the renewal.
 */
export async function startSession(account: Account, to: string, headers: Headers = new Headers()): Promise<Response> {
  const storage = getSessionStorage();
  const session = await storage.getSession();
  session.set("account", AccountSchema.parse(account));
  headers.append("Set-Cookie", await storage.commitSession(session));
  return redirect(to, { headers });
}

/** Signs out: the session cookie is expired, then a redirect. */
export async function signOut(request: Request, to = "/"): Promise<Response> {
  const storage = getSessionStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  return redirect(to, { headers: { "Set-Cookie": await storage.destroySession(session) } });
}
