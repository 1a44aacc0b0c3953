// Session cookie, demo sign-in, /auth/session and logout through the route modules.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_ACCOUNT } from "~/account/account";
import { startSession, SESSION_MAX_AGE_SECONDS } from "~/auth/session.server";
import { action as demoAction, loader as demoLoader } from "~/routes/auth.demo";
import { action as logoutAction, loader as logoutLoader } from "~/routes/auth.logout";
import { loader as sessionLoader } from "~/routes/auth.session";
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
  setCookies,
  useEnv,
} from "./helpers";

afterEach(() => vi.unstubAllEnvs());
beforeEach(() => useEnv());

const demo = (fields: Record<string, string> = {}, origin = ORIGIN, headers: Record<string, string> = {}) =>
  call(() => demoAction({ request: formPost(`${origin}/auth/demo`, fields, headers), params: {}, context }));

const sessionOf = (cookie: string, origin = ORIGIN) =>
  call(() =>
    sessionLoader({
      request: new Request(`${origin}/auth/session`, { headers: { Cookie: cookie } }),
      params: {},
      context,
    }),
  );

describe("demo sign-in", () => {
  it("signs in as the PREMIUM demo account and goes to /home", async () => {
    const response = await demo();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/home");
    const account = await accountIn(response);
    expect(account).toEqual(DEMO_ACCOUNT);
    expect(account?.tier).toBe(1);
    expect(account?.provider).toBe("demo");
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

  it("answers a GET with 405 (404 when the demo is off): a link never signs anyone in", async () => {
    const get = await call(() => demoLoader());
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
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

  it("holds only the account: no tokens, nothing else", async () => {
    const response = await startSession({ ...DEMO_ACCOUNT, accessToken: "secret" } as never, "/home");
    expect(await accountIn(response)).toEqual(DEMO_ACCOUNT);
  });

  it("still reads after a secret rotation (new secret first, old one kept)", async () => {
    const jar = new Jar().apply(await demo());
    useEnv({ SESSION_SECRET: `brand-new-secret-abcdefghijklmnopqrstuvwxyz, ${SECRET}` });
    expect(await (await sessionOf(jar.header())).json()).toEqual({ account: DEMO_ACCOUNT });
    useEnv({ SESSION_SECRET: "brand-new-secret-abcdefghijklmnopqrstuvwxyz" });
    expect(await (await sessionOf(jar.header())).json()).toEqual({ account: null });
  });
});

describe("GET /auth/session", () => {
  it("answers { account: null } without a session, never cached", async () => {
    const response = await sessionOf("");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ account: null });
  });

  it("answers the signed-in account", async () => {
    const jar = new Jar().apply(await demo());
    const response = await sessionOf(jar.header());
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ account: DEMO_ACCOUNT });
  });

  it("ignores a tampered cookie", async () => {
    const jar = new Jar().apply(await demo());
    const value = jar.cookies.get("momentum_session") ?? "";
    const [payload = "", signature = ""] = decodeURIComponent(value).split(".");
    const forged = Buffer.from(JSON.stringify({ account: { ...DEMO_ACCOUNT, tier: 3 } })).toString("base64");
    expect(await (await sessionOf(`momentum_session=${encodeURIComponent(`${forged}.${signature}`)}`)).json()).toEqual({
      account: null,
    });
    expect(payload).not.toBe(forged);
  });
});

describe("POST /auth/logout", () => {
  it("clears the session cookie and goes to /", async () => {
    const jar = new Jar().apply(await demo());
    const response = await call(() =>
      logoutAction({ request: formPost(`${ORIGIN}/auth/logout`, {}, { Cookie: jar.header() }), params: {}, context }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const cleared = setCookies(response).find((cookie) => cookie.name === "momentum_session");
    expect(cleared && isExpired(cleared)).toBe(true);
    jar.apply(response);
    expect(jar.cookies.has("momentum_session")).toBe(false);
    expect(await (await sessionOf(jar.header())).json()).toEqual({ account: null });
  });

  it("answers a GET with 405: a link never signs anyone out", async () => {
    expect((await call(() => logoutLoader())).status).toBe(405);
  });

  it("refuses a cross-site logout", async () => {
    const request = formPost(`${ORIGIN}/auth/logout`, {}, { "Sec-Fetch-Site": "cross-site" });
    expect((await call(() => logoutAction({ request, params: {}, context }))).status).toBe(403);
  });
});
