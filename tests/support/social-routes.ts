// The social routes' real loaders and actions in a test, as each kind of visitor: the cast
// (members with public profiles, a reporter, an admin), their session cookies, requests as a
// browser's form would send them, and a snapshot of every table a refused request must not touch.
import { beforeAll, beforeEach, vi } from "vitest";
import { startSession } from "~/server/auth/session.server";
import type { Connection } from "~/db/connection.server";
import { joinCommunity } from "~/db/communities.server";
import { getDatabase } from "~/db/database.server";
import { resetEnvCache } from "~/server/env.server";
import { forgetCommunityViews } from "~/server/social/community-view.server";
import { useServerDatabase, type TestEngine } from "./db";
import { makeItemsPublic, makePerson, makeProfilePublic, meetDays, type Person } from "./social";

export const ORIGIN = "http://localhost:3000";
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Wednesday 2026-11-25, 12:00 UTC: this week began on Monday the 23rd. */
export const NOW = Date.UTC(2026, 10, 25, 12);
export const context = { cspNonce: "test-nonce" };

export type Member = Person & { cookie: string };
export type Cast = {
  /** Public profile, a public habit "Read" met Monday to Wednesday; a member of running. */
  ada: Member;
  /** Public profile, a public habit "Swim" met Wednesday; a member of running. */
  bob: Member;
  /** Signed in, in no community: the reporter. */
  cy: Member;
  /** In ADMIN_ACCOUNTS as google:<adminId>. */
  admin: Member;
  adaHabit: string;
};

/**
 * The social routes of the calling describe block, on a fresh database of `engine` reached as
 * the server does: the test environment with `env` on top (the suite's admin and session
 * secret) and Date stopped at NOW before the block's hooks and each test, the cast (with
 * google:<adminId> as the admin) made once, and community views forgotten before each test so
 * none is served from another test's memory. Read `connection` and `cast` inside tests.
 */
export function useSocialRoutes(
  engine: TestEngine,
  adminId: string,
  env: Record<string, string>,
): { readonly connection: Connection; readonly cast: Cast } {
  // Filled in by beforeAll: a holder, as the React lint (which takes use* for hooks) refuses a reassigned local.
  const made: { routes?: { connection: Connection; cast: Cast } } = {};
  useServerDatabase(engine, (url) => {
    const all = {
      NODE_ENV: "test",
      DATABASE_URL: url,
      APP_URL: ORIGIN,
      ADMIN_ACCOUNTS: `google:${adminId}`,
      MOCKS: "",
      ...env,
    };
    for (const [name, value] of Object.entries(all)) vi.stubEnv(name, value);
    resetEnvCache();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  const make = async () => {
    const connection = await getDatabase();
    return { connection, cast: await makeCast(connection, adminId) };
  };
  beforeAll(async () => void (made.routes = await make()));
  beforeEach(() => forgetCommunityViews());
  const current = () => {
    if (!made.routes) throw new Error("The cast is made in beforeAll: use it inside a test.");
    return made.routes;
  };
  return {
    get connection() {
      return current().connection;
    },
    get cast() {
      return current().cast;
    },
  };
}

/** A signed-in browser's cookie header for `person`. */
export async function cookieOf(person: Person): Promise<string> {
  const response = await startSession(new Request(`${ORIGIN}/auth/google/callback`), person.user, person.account, "/");
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

export async function makeCast(connection: Connection, adminId: string): Promise<Cast> {
  const start = NOW - 7 * DAY_MS;
  const signedIn = async (person: Person): Promise<Member> => ({ ...person, cookie: await cookieOf(person) });
  const ada = await signedIn(await makePerson(connection, "Ada", { now: start }));
  const bob = await signedIn(await makePerson(connection, "Bob", { now: start }));
  const cy = await signedIn(await makePerson(connection, "Cy", { now: start }));
  const admin = await signedIn(await makePerson(connection, "Mod", { providerId: adminId, now: start }));
  const { habitId } = await meetDays(connection, ada.user.id, "Read", [NOW - 2 * DAY_MS, NOW - DAY_MS, NOW], NOW);
  await meetDays(connection, bob.user.id, "Swim", [NOW], NOW);
  for (const member of [ada, bob]) {
    await makeProfilePublic(connection, member.user.id, start);
    await makeItemsPublic(connection, member.user.id);
    await joinCommunity(connection, "running", member.user.id, start);
  }
  return { ada, bob, cy, admin, adaHabit: habitId };
}

/** A form POST as a browser sends it from this site (or, with `origin`, from another). */
export function formPost(
  path: string,
  fields: Record<string, string>,
  { cookie, origin = ORIGIN, site }: { cookie?: string; origin?: string; site?: string } = {},
): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      ...(site ? { "Sec-Fetch-Site": site } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

export const get = (path: string, cookie?: string) =>
  new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

export type Outcome = { status: number; location: string | null; text: string; data: unknown };

/**
 * What a loader or action answered, returned or thrown: a Response (status, Location, body) or
 * Remix's `data()` (its status and value).
 */
export async function outcome(run: () => unknown): Promise<Outcome> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location"), text: await result.text(), data: null };
  }
  const wrapped = result as { data?: unknown; init?: { status?: number } | null };
  if (wrapped && typeof wrapped === "object" && "data" in wrapped && "init" in wrapped) {
    return {
      status: wrapped.init?.status ?? 200,
      location: null,
      text: JSON.stringify(wrapped.data),
      data: wrapped.data,
    };
  }
  if (result instanceof Error) throw result;
  return { status: 200, location: null, text: JSON.stringify(result), data: result };
}

/** Every social table and the suspensions: what a refused request must leave exactly as it was. */
export async function snapshot(connection: Connection): Promise<string> {
  const { db } = connection;
  const tables = {
    members: await db.selectFrom("community_members").selectAll().orderBy(["community_id", "user_id"]).execute(),
    reports: await db.selectFrom("reports").selectAll().orderBy("id").execute(),
    hidden: await db.selectFrom("hidden_items").selectAll().orderBy(["target_kind", "user_id", "item_id"]).execute(),
    log: await db.selectFrom("admin_actions").selectAll().orderBy("id").execute(),
    suspended: await db.selectFrom("users").select(["id", "suspended_at"]).orderBy("id").execute(),
    sessions: await db.selectFrom("sessions").select("id").orderBy("id").execute(),
  };
  return JSON.stringify(tables);
}
