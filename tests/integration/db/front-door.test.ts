// Issue 30, points 1, 9 and 10 where the database decides, on both engines: the pipeline's
// session check before a body is read is the real one (a forged cookie is no one); JSON nested
// deeper than the bound is a 400, not a RangeError; a user keeps at most MAX_SESSIONS_PER_USER
// sessions (the oldest ends); demo users and new accounts per client address and hour are
// limited, answered 429 with Retry-After and a page that says what happened.
import { setupServer } from "msw/node";
import type { Socket } from "node:net";
import { ulid } from "ulid";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetCreationLimits } from "~/server/auth/creation-limits.server";
import { mockAuthorizationCode } from "~/server/auth/mock-oauth.server";
import { MAX_SESSIONS_PER_USER, sessionUserId, startSession } from "~/server/auth/session.server";
import { getDatabase } from "~/db/database.server";
import { listSessions } from "~/db/sessions.server";
import { signInAccount } from "~/db/users.server";
import { action as demoAction } from "~/routes/auth.demo";
import { action as pushAction } from "~/routes/sync.push";
import { action as uploadAction } from "~/routes/sync.upload";
import { ENGINES, useServerDatabase } from "~test/db";
import { openSocket, rawRequest, startTestApp, type TestApp } from "~test/server-app";
import { oauthHandlers } from "~/server/auth/mock-oauth-handlers.server";
import { call, callback, formPost, Jar, ORIGIN, sessionCookieOf, startFlow, useEnv } from "../auth/helpers";

const providers = setupServer(...oauthHandlers());
beforeAll(() => providers.listen({ onUnhandledRequest: "bypass" }));
afterAll(() => providers.close());

let app: TestApp | undefined;
const sockets: Socket[] = [];
beforeEach(() => resetCreationLimits());
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});

function within<T>(ms: number, promise: Promise<T>, why: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(why)), ms))]);
}

let nextAccount = 1;
async function signedIn(): Promise<{ userId: string; cookie: () => Promise<string> }> {
  const db = await getDatabase();
  const profile = { provider: "google" as const, providerId: `door-${nextAccount++}-${ulid()}`, name: "Ada" };
  const { user } = await signInAccount(db, profile, "accounts", { now: Date.now(), newId: () => ulid() });
  const cookie = async () =>
    new Jar().apply(await startSession(new Request(`${ORIGIN}/auth/google/callback`), user, profile, "/home")).header();
  return { userId: user.id, cookie };
}

const UPLOAD = "/sync/upload?clientId=laptop-0001&mutationId=3";

describe.each(ENGINES)("the front door on %s", (engine) => {
  useServerDatabase(engine, (url) =>
    useEnv({ DATABASE_URL: url, SYNC: "on", DEMO_SIGNINS_PER_HOUR: "10", NEW_ACCOUNTS_PER_HOUR: "2" }),
  );

  it("asks the database for the session before reading a body: none or a forged one is a 401, unread", async () => {
    app = await startTestApp({}, { sessionUserId });
    for (const cookie of [null, "momentum_session=forged", "momentum_session=s%3Anot-signed.abc"]) {
      const held = await openSocket(app.port);
      sockets.push(held.socket);
      const cookieLine = cookie ? `Cookie: ${cookie}\r\n` : "";
      held.socket.write(
        `POST ${UPLOAD} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${cookieLine}Content-Length: ${32 * 1024 * 1024 - 1}\r\n\r\n`,
      );
      held.socket.write("x".repeat(64 * 1024));
      await within(5_000, held.closed, `no answer before the body was sent; got: ${held.received()}`);
      expect(held.received()).toMatch(/^HTTP\/1\.1 401 /);
    }
    expect(app.seen.sync).toEqual([]);
    const { cookie } = await signedIn();
    const answer = await rawRequest(app.port, UPLOAD, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: await cookie() },
      body: "{}",
    });
    expect(answer.status).toBe(200);
    expect(app.seen.sync.map((each) => each.path)).toEqual(["/sync/upload"]);
  });

  it("answers a push or an upload nested 10,000 deep with a 400 that says so", async () => {
    const { cookie } = await signedIn();
    const deep = `{"clientId":"laptop-0001","actions":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const headers = { "Content-Type": "application/json", Cookie: await cookie(), Origin: ORIGIN };
    for (const [path, run] of [
      ["/sync/push", pushAction],
      [UPLOAD, uploadAction],
    ] as const) {
      const request = new Request(`${ORIGIN}${path}`, { method: "POST", body: deep, headers });
      const response = await call(() => run({ request, params: {}, context: {} }));
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/nested too deeply: at most 32 levels/);
    }
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user: a sign-in past it ends the oldest`, async () => {
    const { userId, cookie } = await signedIn();
    const cookies: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 5; i += 1) cookies.push(await cookie());
    expect(await listSessions(await getDatabase(), userId, Date.now())).toHaveLength(MAX_SESSIONS_PER_USER);
    for (const old of cookies.slice(0, 5)) expect(await sessionUserId(old)).toBeNull();
    for (const kept of cookies.slice(5)) expect(await sessionUserId(kept)).toBe(userId);
  });

  it("limits demo sign-ins per client address and hour: 429, Retry-After and a page saying why", async () => {
    const demo = (clientAddress: string) =>
      call(() => demoAction({ request: formPost(`${ORIGIN}/auth/demo`), params: {}, context: { clientAddress } }));
    const { db } = await getDatabase();
    const demoUsers = async () =>
      (await db.selectFrom("users").select("id").where("tier_source", "=", "demo").execute()).length;
    const before = await demoUsers();
    for (let i = 0; i < 10; i += 1) expect((await demo("203.0.113.7")).status).toBe(302);
    const refused = await demo("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await refused.text()).toContain("Too many demo accounts from here");
    expect(sessionCookieOf(refused)).toBeUndefined();
    expect(await demoUsers()).toBe(before + 10);
    expect((await demo("198.51.100.2")).status).toBe(302);
  });

  it("limits new accounts per client address and hour; an account made before still signs in", async () => {
    const signInAs = async (id: string) => {
      const flow = await startFlow("google");
      const code = mockAuthorizationCode("google", flow.challenge, { id, name: "Someone" });
      return callback("google", { code, state: flow.state }, flow.jar.header());
    };
    const tag = ulid().toLowerCase();
    expect((await signInAs(`${tag}-1`)).status).toBe(302);
    expect((await signInAs(`${tag}-2`)).status).toBe(302);
    const refused = await signInAs(`${tag}-3`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many new accounts from here");
    expect(sessionCookieOf(refused)).toBeUndefined();
    const again = await signInAs(`${tag}-1`);
    expect([again.status, sessionCookieOf(again) !== undefined]).toEqual([302, true]);
  });
});
