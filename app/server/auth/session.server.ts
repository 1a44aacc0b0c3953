// The app's own sessions, kept on the server (issue #20, ADR 0015). The cookie carries only a
// random 256-bit secret, signed with SESSION_SECRET; the database keeps its SHA-256, the user,
// the account it signed in with, the device, and when it was made, last seen and expires.
// Every read checks expiry and suspension and computes the tier from configuration, so a
// sign-out, a suspension or a change to PREMIUM_ACCOUNTS takes effect at the next request.
import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { monotonicFactory } from "ulid";
import { accountKey, type AccountResponse, type SignedInAccount } from "~/account/account";
import type { AccountProvider } from "~/account/providers";
import { getDatabase } from "~/db/database.server";
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  endOldestSessions,
  findSession,
  listSessions,
  touchSession,
  type SessionRecord,
} from "~/db/sessions.server";
import type { ServerUser } from "~/db/users.server";
import { Tier } from "~/game/constants";
import { getEnv, type Env } from "~/server/env.server";
import { deviceLabel } from "./device-label";

/** 30 days without a visit ends a session (Cookie Policy); each visit moves the end forward. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_SECONDS * 1000;
/** "Last seen" is written at most this often per session: a page load's requests cost one write, not ten. */
export const TOUCH_EVERY_MS = 10 * 60 * 1000;

/** Sessions one user keeps at once (devices, browsers); a sign-in past it ends the oldest (issue #30). */
export const MAX_SESSIONS_PER_USER = 20;

/** Session ids sort in the order they were made, even within one millisecond (the oldest ends first). */
const sessionId = monotonicFactory();

/** base64url of 32 random bytes. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A session that passed every check on this request. */
export type ActiveSession = SessionRecord & {
  token: string;
  tier: Tier;
  isAdmin: boolean;
  /** Its expiry moved forward on this request: the cookie should be sent again with a fresh Max-Age. */
  renewed: boolean;
};

/** `__Host-` binds the cookie to this exact origin (Secure, Path=/, no Domain): production over https only. */
export function cookieName(env: Env, base: string): string {
  return env.secureCookies ? `__Host-${base}` : base;
}

let cache: { env: Env; cookie: ReturnType<typeof createCookie> } | undefined;

function sessionCookie() {
  const env = getEnv();
  if (cache?.env !== env) {
    cache = {
      env,
      cookie: createCookie(cookieName(env, "momentum_session"), {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: env.secureCookies,
        maxAge: SESSION_MAX_AGE_SECONDS,
        secrets: env.sessionSecrets,
      }),
    };
  }
  return cache.cookie;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The cookie's secret if it is present, signed by one of our secrets and well formed; else null. */
async function tokenOf(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const value: unknown = await sessionCookie()
    .parse(header)
    .catch(() => null);
  return typeof value === "string" && TOKEN_PATTERN.test(value) ? value : null;
}

/** PREMIUM for demo users and for accounts in PREMIUM_ACCOUNTS, FREE otherwise (rule 12, docs/rules.md). */
export function tierOf(user: ServerUser, key: string, env: Env): Tier {
  return user.tierSource === "demo" || env.premiumAccounts.has(key) ? Tier.PREMIUM : Tier.FREE;
}

/** The session of this request: null without one, or when it was ended, expired or its user suspended. */
export async function readSession(request: Request, now: number = Date.now()): Promise<ActiveSession | null> {
  const token = await tokenOf(request);
  if (!token) return null;
  const db = await getDatabase();
  const record = await findSession(db, hashToken(token));
  if (!record || record.expiresAt <= now || record.user.suspension) return null;
  const renewed =
    record.lastSeenAt <= now - TOUCH_EVERY_MS &&
    (await touchSession(db, record.id, now, now + SESSION_MAX_AGE_MS, now - TOUCH_EVERY_MS));
  const env = getEnv();
  const key = accountKey(record.account);
  return { ...record, token, tier: tierOf(record.user, key, env), isAdmin: env.adminAccounts.has(key), renewed };
}

/**
 * The user of the session a Cookie header names, or null: what the server's front door asks
 * before it reads a body that only a signed-in user may send (server/front-door.ts).
 */
export async function sessionUserId(cookie: string | null): Promise<string | null> {
  if (!cookie) return null;
  const session = await readSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  return session?.userId ?? null;
}

/** What `/auth/session` tells the browser: the server's user and the account, never the session's secret. */
export function signedInAccount(session: ActiveSession): SignedInAccount {
  const { account, user } = session;
  return {
    provider: account.provider,
    providerId: account.providerId,
    name: user.name,
    ...(account.handle ? { handle: account.handle } : {}),
    ...(account.email ? { email: account.email } : {}),
    ...(account.pictureUrl ? { pictureUrl: account.pictureUrl } : {}),
    tier: session.tier,
    userId: user.id,
    username: user.username,
    isAdmin: session.isAdmin,
  };
}

/** The Set-Cookie value that keeps a renewed session's cookie as long as the session itself. */
export function renewedCookie(session: ActiveSession): Promise<string> {
  return sessionCookie().serialize(session.token);
}

/** Deletes the session this request's cookie names, if any (whoever it belongs to). */
async function endRequestSession(request: Request): Promise<void> {
  const token = await tokenOf(request);
  if (!token) return;
  const db = await getDatabase();
  const record = await findSession(db, hashToken(token));
  if (record) await deleteSession(db, record.userId, record.id);
}

/**
 * Signs in: a new session for `user` through the account `provider:providerId`, its cookie,
 * then a redirect. The browser's previous session, if any, ends: a fresh secret on every
 * sign-in, so a session id planted before sign-in is worthless (fixation).
 */
export async function startSession(
  request: Request,
  user: ServerUser,
  account: { provider: AccountProvider; providerId: string },
  to: string,
  headers: Headers = new Headers(),
  now: number = Date.now(),
): Promise<Response> {
  await endRequestSession(request);
  const token = randomBytes(32).toString("base64url");
  const db = await getDatabase();
  // By the server's own clock: ids order the sessions by when they were made, whatever `now` says
  // (end-to-end tests move `now`; a session made "later" must not look older than the rest).
  const id = sessionId(Date.now());
  await createSession(db, {
    id,
    token_hash: hashToken(token),
    user_id: user.id,
    provider: account.provider,
    provider_id: account.providerId,
    created_at: now,
    expires_at: now + SESSION_MAX_AGE_MS,
    device: deviceLabel(request.headers.get("User-Agent")),
  });
  await endOldestSessions(db, user.id, MAX_SESSIONS_PER_USER, id);
  headers.append("Set-Cookie", await sessionCookie().serialize(token));
  return redirect(to, { headers });
}

/** Expires the cookie in this browser. */
export function clearedCookie(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0 });
}

/** Signs out: the session is deleted (its cookie stops working anywhere), the cookie expired, then a redirect. */
export async function signOut(request: Request, to = "/"): Promise<Response> {
  await endRequestSession(request);
  return redirect(to, { headers: { "Set-Cookie": await clearedCookie() } });
}

export type DeviceView = { id: string; device: string; createdAt: number; lastSeenAt: number; current: boolean };

/** The user's signed-in devices, most recently seen first, with this one marked. */
export async function devicesOf(session: ActiveSession, now: number = Date.now()): Promise<DeviceView[]> {
  const sessions = await listSessions(await getDatabase(), session.userId, now);
  return sessions.map((each) => ({ ...each, current: each.id === session.id }));
}

/** Ends one of the user's sessions (another device, or this one); false when there is no such session. */
export async function endDevice(session: ActiveSession, deviceId: string): Promise<boolean> {
  return deleteSession(await getDatabase(), session.userId, deviceId);
}

/** Ends every session of the user, this one included. Returns how many ended. */
export async function endEverywhere(session: ActiveSession): Promise<number> {
  return deleteUserSessions(await getDatabase(), session.userId);
}

/**
 * The answer of `GET /auth/session`: `{ account }` (the server's user and the account, tier and
 * admin flag) or `{ account: null }`, never cached; a renewed session gets its cookie again with
 * a fresh Max-Age. server.ts answers this path with it before express and Remix (ADR 0015).
 */
export async function sessionResponse(request: Request): Promise<Response> {
  const session = await readSession(request);
  const body: AccountResponse = {
    account: session ? signedInAccount(session) : null,
    // Only when on: with SYNC=off the answer is exactly the local-only app's.
    ...(getEnv().sync ? { sync: true } : {}),
  };
  const headers = new Headers({ "Cache-Control": "no-store", Vary: "Cookie" });
  if (session?.renewed) headers.append("Set-Cookie", await renewedCookie(session));
  return Response.json(body, { headers });
}
