// Session cookie, demo sign-in, /auth/session and logout through the route modules (on SQLite;
// tests/integration/db/sessions.test.ts runs the server-side session rules on both engines).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_PROFILE } from "~/account/account";
import { SESSION_MAX_AGE_SECONDS } from "~/server/auth/session.server";
import { idSchema } from "~/game/field-schemas";
import { action as demoAction, loader as demoLoader } from "~/routes/auth.demo";
import { action as logoutAction, loader as logoutLoader } from "~/routes/auth.logout";
import {
  accountIn,
  call,
  context,
  formPost,
  isExpired,
  Jar,
  ORIGIN,
  PROD_ORIGIN,
  PRODUCTION_ENV,
  SECRET,
  sessionCookieOf,
  sessionOf,
  setCookies,
  useEnv,
} from "./helpers";

afterEach(() => vi.unstubAllEnvs());
beforeEach(() => useEnv());

/** /auth/session without a signed-in session on a server with SYNC on (the default). */
const NOBODY = { account: null, sync: true };

const demo = (fields: Record<string, string> = {}, origin = ORIGIN, headers: Record<string, string> = {}) =>
  call(() => demoAction({ request: formPost(`${origin}/auth/demo`, fields, headers), params: {}, context }));

describe("demo sign-in", () => {
  it("signs in as a fresh PREMIUM demo user and goes to /home", async () => {
    const response = await demo();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/home");
    const account = await accountIn(response);
    expect(account).toMatchObject({ ...DEMO_PROFILE, tier: 1, isAdmin: false });
    expect(idSchema.safeParse(account?.userId).success).toBe(true);
    expect(account?.username).toMatch(/^demo\d*$/);
  });

  it('makes a new demo user on every "Try the demo": no two visitors share one (rule 19, docs/rules.md)', async () => {
    const accounts = [await accountIn(await demo()), await accountIn(await demo()), await accountIn(await demo())];
    expect(new Set(accounts.map((account) => account?.userId)).size).toBe(3);
    expect(new Set(accounts.map((account) => account?.providerId)).size).toBe(3);
    expect(new Set(accounts.map((account) => account?.username)).size).toBe(3);
  });

  it("honours a safe returnTo and ignores an unsafe one", async () => {
    expect((await demo({ returnTo: "/social" })).headers.get("Location")).toBe("/social");
    expect((await demo({ returnTo: "https://evil.com" })).headers.get("Location")).toBe("/home");
    expect((await demo({ returnTo: "//evil.com" })).headers.get("Location")).toBe("/home");
  });

  it.each(["off", "OFF", "false", "0"])("answers 404 when DEMO_SIGNIN=%s", async (value) => {
    useEnv({ DEMO_SIGNIN: value });
    const response = await demo();
    expect(response.status).toBe(404);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it.each(["", "on", "true", "yes"])("stays on when DEMO_SIGNIN=%j", async (value) => {
    useEnv({ DEMO_SIGNIN: value });
    expect((await demo()).status).toBe(302);
  });

  it("sends a GET to the sign-in page (404 when the demo is off): a link never signs anyone in", async () => {
    const get = await call(() => demoLoader());
    expect(get.status).toBe(302);
    expect(get.headers.get("Location")).toBe("/create-account");
    expect(sessionCookieOf(get)).toBeUndefined();
    useEnv({ DEMO_SIGNIN: "off" });
    expect((await call(() => demoLoader())).status).toBe(404);
  });

  it("refuses a cross-site POST", async () => {
    const response = await demo({}, ORIGIN, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("accepts a same-origin POST from a browser", async () => {
    const response = await demo({}, ORIGIN, { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" });
    expect(response.status).toBe(302);
  });
});

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, at most 30 days, not Secure in development", async () => {
    const cookie = sessionCookieOf(await demo());
    expect(cookie?.name).toBe("momentum_session");
    expect(cookie?.attributes.get("httponly")).toBe(true);
    expect(String(cookie?.attributes.get("samesite")).toLowerCase()).toBe("lax");
    expect(cookie?.attributes.get("path")).toBe("/");
    const maxAge = Number(cookie?.attributes.get("max-age"));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    expect(maxAge).toBe(SESSION_MAX_AGE_SECONDS);
    expect(cookie?.attributes.has("secure")).toBe(false);
  });

  it("is Secure with the __Host- prefix in production over https", async () => {
    useEnv({ ...PRODUCTION_ENV, DEMO_SIGNIN: "on" }); // the demo is off on a public origin unless asked for
    const cookie = sessionCookieOf(await demo({}, PROD_ORIGIN));
    expect(cookie?.name).toBe("__Host-momentum_session");
    expect(cookie?.attributes.get("secure")).toBe(true);
    expect(cookie?.attributes.get("httponly")).toBe(true);
    expect(cookie?.attributes.get("path")).toBe("/");
    expect(cookie?.attributes.has("domain")).toBe(false);
  });

  it("is not Secure in production over plain http on localhost (npm start)", async () => {
    useEnv({ NODE_ENV: "production" });
    const cookie = sessionCookieOf(await demo());
    expect(cookie?.name).toBe("momentum_session");
    expect(cookie?.attributes.has("secure")).toBe(false);
  });

  it("holds only a signed random secret: no account, email or tier", async () => {
    const cookie = sessionCookieOf(await demo());
    const [value = "", signature] = decodeURIComponent(cookie?.value ?? "").split(".");
    expect(signature).toBeTruthy();
    // Remix signs base64(JSON(value)): the value is the 43-character base64url secret and nothing else.
    expect(JSON.parse(Buffer.from(value, "base64").toString("utf8"))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decodeURIComponent(cookie?.value ?? "")).not.toMatch(/demo|example|tier/i);
  });

  it("still reads after a secret rotation (new secret first, old one kept)", async () => {
    const jar = new Jar().apply(await demo());
    const signedIn = (await (await sessionOf(jar.header())).json()) as { account: unknown };
    useEnv({ SESSION_SECRET: `brand-new-secret-abcdefghijklmnopqrstuvwxyz, ${SECRET}` });
    expect(await (await sessionOf(jar.header())).json()).toEqual(signedIn);
    useEnv({ SESSION_SECRET: "brand-new-secret-abcdefghijklmnopqrstuvwxyz" });
    expect(await (await sessionOf(jar.header())).json()).toEqual(NOBODY);
  });
});

describe("GET /auth/session", () => {
  it("answers { account: null } without a session, never cached", async () => {
    const response = await sessionOf("");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual(NOBODY);
  });

  it("answers the signed-in account with the server user's id and username", async () => {
    const jar = new Jar().apply(await demo());
    const response = await sessionOf(jar.header());
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const { account } = (await response.json()) as { account: Record<string, unknown> };
    expect(Object.keys(account).sort()).toEqual(
      ["email", "handle", "isAdmin", "name", "provider", "providerId", "tier", "userId", "username"].sort(),
    );
  });

  it("ignores a tampered cookie", async () => {
    const jar = new Jar().apply(await demo());
    const value = jar.cookies.get("momentum_session") ?? "";
    const [payload = "", signature = ""] = decodeURIComponent(value).split(".");
    const forged = Buffer.from(JSON.stringify("A".repeat(43))).toString("base64");
    expect(await (await sessionOf(`momentum_session=${encodeURIComponent(`${forged}.${signature}`)}`)).json()).toEqual(
      NOBODY,
    );
    expect(payload).not.toBe(forged);
  });
});

describe("POST /auth/logout", () => {
  it("ends the session on the server, clears the cookie and goes to /", async () => {
    const jar = new Jar().apply(await demo());
    const response = await call(() =>
      logoutAction({ request: formPost(`${ORIGIN}/auth/logout`, {}, { Cookie: jar.header() }), params: {}, context }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const cleared = setCookies(response).find((cookie) => cookie.name === "momentum_session");
    expect(cleared && isExpired(cleared)).toBe(true);
    const oldCookie = jar.header();
    jar.apply(response);
    expect(jar.cookies.has("momentum_session")).toBe(false);
    expect(await (await sessionOf(jar.header())).json()).toEqual(NOBODY);
    // The old cookie, kept by someone, no longer works either.
    expect(await (await sessionOf(oldCookie)).json()).toEqual(NOBODY);
  });

  it("answers a GET with 405: a link never signs anyone out", async () => {
    expect((await call(() => logoutLoader())).status).toBe(405);
  });

  it("refuses a cross-site logout", async () => {
    const request = formPost(`${ORIGIN}/auth/logout`, {}, { "Sec-Fetch-Site": "cross-site" });
    expect((await call(() => logoutAction({ request, params: {}, context }))).status).toBe(403);
  });
});
