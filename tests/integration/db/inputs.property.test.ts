// Every input that reaches the server database, generated (fast-check), on both engines: cookie
// values, usernames, ids, profile changes and provider profiles. Each is answered with a 4xx or
// a plain "nobody", never a 500 or a thrown error, and what is stored reads back exactly. (No
// query is built from text: Kysely passes every value as a parameter.)
import { createCookie } from "@remix-run/node";
import fc from "fast-check";
import { ulid } from "ulid";
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "~/db/database.server";
import { findUser, findUserByUsername, signInAccount, type AccountProfile } from "~/db/users.server";
import { startSession } from "~/server/auth/session.server";
import { cleanText, profileName } from "~/server/auth/providers/profiles.server";
import { usernameSchema } from "~/game/field-schemas";
import { action as claimAction } from "~/routes/auth.claim";
import { action as devicesAction } from "~/routes/auth.devices";
import { action as profileAction } from "~/routes/auth.profile";
import { loader as profilePageLoader } from "~/routes/_app.$username";
import { ENGINES, useServerDatabase } from "~test/db";
import { call, context, Jar, ORIGIN, SECRET, sessionOf, useEnv } from "../auth/helpers";

const RUNS = 200;

/** Text of every kind: SQL and JSON punctuation, control and zero-width characters, NUL, emoji. */
const hostile = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    "'",
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    '"',
    "\\",
    "%",
    "_",
    "\u0000",
    "a\u0000b",
    "\u202e",
    "😀",
    "Robert'); DROP TABLE sessions;--",
    "admin",
    "demo",
    "x".repeat(300),
  ),
);

function sendable(value: string): boolean {
  try {
    new Headers({ Cookie: value });
    return true;
  } catch {
    return false;
  }
}

let nextProfile = 1;

const json = (path: string, body: unknown, cookie: string) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: ORIGIN },
  });

describe.each(ENGINES)("db-facing inputs on %s", (engine) => {
  let signedIn = "";
  let username = "";
  useServerDatabase(engine, (url) => useEnv({ DATABASE_URL: url }));
  beforeAll(async () => {
    const profile: AccountProfile = { provider: "google", providerId: "fuzz-1", name: "Fuzz Target" };
    const { user } = await signInAccount(await getDatabase(), profile, "accounts", { now: Date.now(), newId: ulid });
    username = user.username;
    const request = new Request(`${ORIGIN}/auth/google/callback`);
    signedIn = new Jar().apply(await startSession(request, user, profile, "/home")).header();
  });

  it("answers any session cookie with nobody, never an error", { timeout: 120_000 }, async () => {
    // Signed with our own secret too: a valid signature around anything that is not a live session's secret.
    const signer = createCookie("momentum_session", { secrets: [SECRET] });
    await fc.assert(
      fc.asyncProperty(hostile, fc.anything(), async (raw, value) => {
        const cookies = [
          `momentum_session=${raw}`,
          `momentum_session=${encodeURIComponent(raw)}`,
          raw,
          (await signer.serialize(value)).split(";")[0]!,
          (await signer.serialize(raw)).split(";")[0]!,
        ];
        // Only what an HTTP client can send: header values hold no NUL, CR or LF.
        for (const cookie of cookies.filter(sendable)) {
          const response = await sessionOf(cookie);
          expect(response.status).toBe(200);
          expect(await response.json()).toEqual({ account: null, sync: true });
        }
      }),
      { numRuns: RUNS },
    );
    expect(((await (await sessionOf(signedIn)).json()) as { account: unknown }).account).not.toBeNull();
  });

  it("answers any /{username} with 404, but the signed-in user's own with 200", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.boolean(), async (name, withSession) => {
        const request = new Request(`${ORIGIN}/x`, { headers: withSession ? { Cookie: signedIn } : {} });
        const response = await call(async () => {
          const result = await profilePageLoader({ request, params: { username: name }, context });
          return new Response(null, { status: (result as { init?: { status?: number } }).init?.status ?? 200 });
        });
        const own = withSession && name.toLowerCase() === username.toLowerCase();
        expect(response.status).toBe(own ? 200 : 404);
        expect(await findUserByUsername(await getDatabase(), name)).toSatisfy(
          (user: unknown) => user === null || name.toLowerCase() === username.toLowerCase(),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("refuses any id that is not a session's or a free ULID with a 4xx", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostile, fc.anything()), async (id) => {
        const claim = await call(() =>
          claimAction({ request: json("/auth/claim", { userId: id }, signedIn), params: {}, context }),
        );
        expect(claim.status).toBe(400);
        const device = await call(() =>
          devicesAction({
            request: json("/auth/devices", { intent: "sign-out-device", id }, signedIn),
            params: {},
            context,
          }),
        );
        expect([400, 404]).toContain(device.status);
        expect(await findUser(await getDatabase(), String(id))).toBeNull();
      }),
      { numRuns: RUNS },
    );
    // The session survived all of that.
    expect(((await (await sessionOf(signedIn)).json()) as { account: unknown }).account).not.toBeNull();
  });

  it("stores a username change exactly as checked, or refuses it with a 4xx", { timeout: 120_000 }, async () => {
    const names = fc.oneof(hostile, fc.stringMatching(/^[A-Za-z0-9]{1,6}([._][A-Za-z0-9]{1,4}){0,2}$/));
    await fc.assert(
      fc.asyncProperty(names, hostile, async (wanted, name) => {
        const response = await call(() =>
          profileAction({ request: json("/auth/profile", { username: wanted, name }, signedIn), params: {}, context }),
        );
        expect([200, 400]).toContain(response.status);
        const body = (await response.json()) as { saved?: boolean; account?: { username: string; name: string } };
        if (response.status === 400) return;
        if (body.saved) {
          expect(body.account?.username).toBe(usernameSchema.parse(wanted));
          username = body.account!.username;
          const stored = await findUserByUsername(await getDatabase(), username);
          expect(stored?.username).toBe(username);
          expect(stored?.name).toBe(body.account?.name);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it(
    "keeps any provider profile the sign-in accepts exactly, with a valid username",
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(hostile, hostile, fc.option(hostile), async (id, rawName, rawHandle) => {
          // What the provider parsers hand on: ids of the id rules, names and handles cleaned.
          const providerId = `p${nextProfile++}-${Buffer.from(id).toString("base64url").slice(0, 100)}`;
          const name = profileName(rawName);
          const handle = rawHandle === null ? undefined : cleanText(rawHandle, 64);
          const profile: AccountProfile = { provider: "discord", providerId, name, ...(handle ? { handle } : {}) };
          const db = await getDatabase();
          const { user } = await signInAccount(db, profile, "accounts", { now: Date.now(), newId: ulid });
          expect(usernameSchema.safeParse(user.username).success).toBe(true);
          expect((await findUser(db, user.id))?.name).toBe(name);
          const again = await signInAccount(db, profile, "accounts", { now: Date.now(), newId: ulid });
          expect(again.user.id).toBe(user.id);
        }),
        { numRuns: RUNS },
      );
    },
  );
});
