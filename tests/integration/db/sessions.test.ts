// Server-side sessions through the real route modules, on SQLite and on PostgreSQL: sign-out
// revokes, expiry (sliding) is checked, a suspended user's session is refused, the tier follows
// configuration, forged or tampered cookies are refused, and the devices list ends sessions.
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AccountResponse, SignedInAccount } from "~/account/account";
import { SESSION_MAX_AGE_SECONDS, startSession, TOUCH_EVERY_MS } from "~/server/auth/session.server";
import { getDatabase } from "~/db/database.server";
import { signInAccount, suspendAccount, type AccountProfile } from "~/db/users.server";
import { Tier } from "~/game/constants";
import { USERNAME_TAKEN } from "~/game/username";
import { loader as devicesLoader, action as devicesAction } from "~/routes/auth.devices";
import { action as claimAction } from "~/routes/auth.claim";
import { action as demoAction } from "~/routes/auth.demo";
import { action as logoutAction } from "~/routes/auth.logout";
import { action as profileAction } from "~/routes/auth.profile";
import { loader as errorLoader } from "~/routes/_www.error";
import { ulid } from "ulid";
import { ENGINES, useServerDatabase } from "~test/db";
import { oauthHandlers } from "~/server/auth/mock-oauth-handlers.server";
import {
  approve,
  call,
  context,
  formPost,
  Jar,
  ORIGIN,
  SECRET,
  sessionCookieOf,
  sessionOf,
  startFlow,
  useEnv,
} from "../auth/helpers";

const DAY_MS = 24 * 60 * 60 * 1000;

// The providers' token and profile endpoints (the callback path of a suspended account).
const providers = setupServer(...oauthHandlers());
beforeAll(() => providers.listen({ onUnhandledRequest: "bypass" }));
afterAll(() => providers.close());
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const ADA: AccountProfile = { provider: "google", providerId: "1001", name: "Ada Lovelace", email: "ada@example.com" };
const GRACE: AccountProfile = { provider: "discord", providerId: "2002", name: "Grace Hopper", handle: "grace" };

/** A new account for one test (the tests of an engine share its database). */
let nextId = 5000;
const someone = (name: string): AccountProfile => ({ provider: "google", providerId: String(nextId++), name });

async function accountOf(cookie: string): Promise<SignedInAccount | null> {
  return ((await (await sessionOf(cookie)).json()) as AccountResponse).account;
}

/** Signs `profile` in the way the OAuth callback does (its server user, then a session) from a browser. */
async function signIn(profile: AccountProfile, userAgent = FIREFOX): Promise<Jar> {
  const db = await getDatabase();
  const { user } = await signInAccount(db, profile, "accounts", { now: Date.now(), newId: () => ulid() });
  const request = new Request(`${ORIGIN}/auth/google/callback`, { headers: { "User-Agent": userAgent } });
  return new Jar().apply(await startSession(request, user, profile, "/home"));
}

const json = (path: string, body: unknown, cookie: string) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: ORIGIN },
  });

/** The profile form's save (POST /auth/profile) as the holder of `cookie`. */
const saveProfile = (fields: { username: string; name: string }, cookie: string) =>
  call(() => profileAction({ request: json("/auth/profile", fields, cookie), params: {}, context }));

const devices = async (cookie: string) =>
  call(() =>
    devicesLoader({
      request: new Request(`${ORIGIN}/auth/devices`, { headers: { Cookie: cookie } }),
      params: {},
      context,
    }),
  );

describe.each(ENGINES)("sessions on %s", (engine) => {
  const server = useServerDatabase(engine, (url) => useEnv({ DATABASE_URL: url }));

  it("sign-out deletes the session: the old cookie no longer works anywhere", async () => {
    const jar = new Jar().apply(
      await call(() => demoAction({ request: formPost(`${ORIGIN}/auth/demo`), params: {}, context })),
    );
    const stolen = jar.header();
    expect((await accountOf(stolen))?.provider).toBe("demo");
    const out = await call(() =>
      logoutAction({ request: formPost(`${ORIGIN}/auth/logout`, {}, { Cookie: stolen }), params: {}, context }),
    );
    expect(out.status).toBe(302);
    expect(await accountOf(stolen)).toBeNull();
  });

  it("refuses a session idle for 30 days, and slides the expiry while it is used", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2026-01-01T00:00:00Z");
    vi.setSystemTime(start);
    const jar = await signIn(ADA);
    // Used on day 29: alive, and its cookie comes back with a fresh 30-day Max-Age.
    vi.setSystemTime(start + 29 * DAY_MS);
    const used = await sessionOf(jar.header());
    expect(((await used.json()) as AccountResponse).account?.providerId).toBe("1001");
    const renewed = sessionCookieOf(used);
    expect(Number(renewed?.attributes.get("max-age"))).toBe(SESSION_MAX_AGE_SECONDS);
    // A second request right after writes nothing and sends no cookie (throttled).
    expect(sessionCookieOf(await sessionOf(jar.header()))).toBeUndefined();
    // Day 58: 29 days after the last use, still alive; then 30 idle days end it.
    vi.setSystemTime(start + 58 * DAY_MS);
    expect(await accountOf(jar.header())).not.toBeNull();
    vi.setSystemTime(start + 58 * DAY_MS + 30 * DAY_MS + TOUCH_EVERY_MS);
    expect(await accountOf(jar.header())).toBeNull();
  });

  it("refuses the sessions of a suspended user, and its sign-in lands on /error with the reason", async () => {
    const jar = await signIn(GRACE);
    expect(await accountOf(jar.header())).not.toBeNull();
    await suspendAccount(await getDatabase(), "discord", "2002", "Spam in community boards.", Date.now());
    expect(await accountOf(jar.header())).toBeNull();
    expect((await devices(jar.header())).status).toBe(401);
    // Even a session row made after the suspension does not authenticate.
    expect(await accountOf((await signIn(GRACE)).header())).toBeNull();
  });

  it("follows PREMIUM_ACCOUNTS and ADMIN_ACCOUNTS on every request, without signing in again", async () => {
    const jar = await signIn(ADA);
    expect(await accountOf(jar.header())).toMatchObject({ tier: Tier.FREE, isAdmin: false });
    useEnv({ DATABASE_URL: server.url, PREMIUM_ACCOUNTS: "google:1001", ADMIN_ACCOUNTS: "discord:9, google:1001" });
    expect(await accountOf(jar.header())).toMatchObject({ tier: Tier.PREMIUM, isAdmin: true });
    useEnv({ DATABASE_URL: server.url, PREMIUM_ACCOUNTS: "" });
    expect(await accountOf(jar.header())).toMatchObject({ tier: Tier.FREE, isAdmin: false });
  });

  it("refuses forged, tampered and foreign cookies", async () => {
    const jar = await signIn(ADA);
    const value = jar.cookies.get("momentum_session") ?? "";
    const [payload = "", signature = ""] = decodeURIComponent(value).split(".");
    // A cookie signed with a secret this server does not hold.
    useEnv({ DATABASE_URL: server.url, SESSION_SECRET: "another-secret-of-at-least-32-characters-xyz" });
    const foreign = (await signIn(ADA)).cookies.get("momentum_session") ?? "";
    useEnv({ DATABASE_URL: server.url, SESSION_SECRET: SECRET });
    const forgedToken = Buffer.from(JSON.stringify("B".repeat(43))).toString("base64");
    for (const cookie of [
      `momentum_session=${encodeURIComponent(`${forgedToken}.${signature}`)}`, // another token under our signature
      `momentum_session=${encodeURIComponent(`${payload}.${signature.slice(0, -2)}AA`)}`, // signature changed
      `momentum_session=${encodeURIComponent(payload)}`, // unsigned
      `momentum_session=${foreign}`, // signed with a secret we do not hold
      "momentum_session=",
    ]) {
      expect(await accountOf(cookie), cookie).toBeNull();
    }
    expect(await accountOf(jar.header())).not.toBeNull();
  });

  it("lists the user's devices and signs out one of them, or all of them", async () => {
    const linus = someone("Linus");
    const laptop = await signIn(linus, FIREFOX);
    const phone = await signIn(linus, SAFARI_IPHONE);
    const other = await signIn(someone("Margaret"));
    const listed = (await (await devices(laptop.header())).json()) as {
      devices: { id: string; device: string; current: boolean; lastSeenAt: number }[];
    };
    expect(listed.devices.map((device) => [device.device, device.current]).sort()).toEqual([
      ["Firefox on Linux", true],
      ["Safari on iPhone", false],
    ]);
    const phoneId = listed.devices.find((device) => !device.current)?.id ?? "";

    // Another user cannot end Ada's phone session.
    const foreign = await call(() =>
      devicesAction({
        request: json("/auth/devices", { intent: "sign-out-device", id: phoneId }, other.header()),
        params: {},
        context,
      }),
    );
    expect(foreign.status).toBe(404);
    expect(await accountOf(phone.header())).not.toBeNull();

    const ended = await call(() =>
      devicesAction({
        request: json("/auth/devices", { intent: "sign-out-device", id: phoneId }, laptop.header()),
        params: {},
        context,
      }),
    );
    expect(await ended.json()).toEqual({ ended: 1, signedOut: false });
    expect(await accountOf(phone.header())).toBeNull();
    expect(await accountOf(laptop.header())).not.toBeNull();

    const again = await signIn(linus, SAFARI_IPHONE);
    const everywhere = await call(() =>
      devicesAction({
        request: json("/auth/devices", { intent: "sign-out-everywhere" }, laptop.header()),
        params: {},
        context,
      }),
    );
    expect(await everywhere.json()).toEqual({ ended: 2, signedOut: true });
    expect(sessionCookieOf(everywhere)).toBeUndefined(); // this browser's cookie is expired too
    expect(await accountOf(laptop.header())).toBeNull();
    expect(await accountOf(again.header())).toBeNull();
    expect(await accountOf(other.header())).not.toBeNull();
  });

  it("checks a username change on the server: taken in any case is refused with the spec's message", async () => {
    const ada = await signIn(someone("Ada Byron"));
    const grace = await signIn(someone("Grace Brewster"));
    expect((await accountOf(grace.header()))?.username).toBe("grace_brewster");
    const taken = await saveProfile({ username: "GRACE_Brewster", name: "Ada" }, ada.header());
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({
      saved: false,
      issues: [{ path: ["username"], message: USERNAME_TAKEN }],
    });
    const renamed = await saveProfile({ username: "Ada.L", name: "Ada L." }, ada.header());
    expect(renamed.status).toBe(200);
    expect(await accountOf(ada.header())).toMatchObject({ username: "Ada.L", name: "Ada L." });
    // Grace cannot take "ada.l" either.
    const clash = await saveProfile({ username: "ada.l", name: "G" }, grace.header());
    expect(await clash.json()).toMatchObject({ saved: false });
  });

  it("lets a brand-new server user take the local id, and only then", async () => {
    const fresh: AccountProfile = { provider: "twitter", providerId: "3003", name: "Alan Turing" };
    const jar = await signIn(fresh);
    const localId = ulid();
    const claim = (cookie: string, userId: string) =>
      call(() => claimAction({ request: json("/auth/claim", { userId }, cookie), params: {}, context }));

    // Another session of the account exists: the server user is not new any more.
    const second = await signIn(fresh, SAFARI_IPHONE);
    expect(await (await claim(jar.header(), localId)).json()).toEqual({ claimed: false, reason: "not-new" });
    await call(() =>
      logoutAction({
        request: formPost(`${ORIGIN}/auth/logout`, {}, { Cookie: second.header() }),
        params: {},
        context,
      }),
    );

    // An id another user holds is refused.
    const ada = await accountOf((await signIn(ADA)).header());
    const takenAnswer = await claim(jar.header(), ada?.userId ?? "");
    expect(await takenAnswer.json()).toEqual({ claimed: false, reason: "id-taken" });

    const claimed = await claim(jar.header(), localId);
    expect(claimed.status).toBe(200);
    expect(((await claimed.json()) as AccountResponse).account?.userId).toBe(localId);
    // The session followed the user to its new id.
    expect((await accountOf(jar.header()))?.userId).toBe(localId);
    expect((await claim(jar.header(), "not-a-ulid")).status).toBe(400);
  });

  it("sends a suspended account's sign-in to /error with its reason, and no session", async () => {
    const google = "109876543210987654321"; // MOCK_PROFILES.google
    expect(sessionCookieOf(await approve("google", await startFlow("google")))).toBeDefined();
    await suspendAccount(await getDatabase(), "google", google, "Impersonating <b>staff</b>.", Date.now());
    const response = await approve("google", await startFlow("google"));
    expect(response.headers.get("Location")).toBe("/error?code=account_suspended");
    expect(sessionCookieOf(response)).toBeUndefined();
    const jar = new Jar().apply(response);
    const page = await errorLoader({
      request: new Request(`${ORIGIN}/error?code=account_suspended`, { headers: { Cookie: jar.header() } }),
      params: {},
      context,
    });
    expect(page).toMatchObject({ code: "account_suspended", reason: "Impersonating <b>staff</b>." });
    // Without the signed cookie, nothing in the URL becomes a reason.
    const bare = await errorLoader({
      request: new Request(`${ORIGIN}/error?code=account_suspended&reason=Call+us`),
      params: {},
      context,
    });
    expect(bare.reason).toBeNull();
  });
});
