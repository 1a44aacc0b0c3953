// No cacheable personal answer (issue #30): every route of the app's route manifest, as a
// document and as its single-fetch `.data`, signed in and not, through the real request
// pipeline (server/app.ts with the app's real routes and entry), on both engines. An answer
// is `Cache-Control: private, no-store` with Cookie in its Vary, or it says `public` and is
// then the same with a session as without one (a page that depends on its path alone).
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSession } from "~/server/auth/session.server";
import { getDatabase } from "~/db/database.server";
import { signInAccount } from "~/db/users.server";
import { getEnv } from "~/server/env.server";
import { createApp } from "../../../server/app";
import { appRoutes, appServerBuild, routePattern } from "~test/app-build";
import { ENGINES, useServerDatabase } from "~test/db";
import { clientDir } from "~test/server-app";
import { Jar, ORIGIN, useEnv } from "../auth/helpers";

/** The answers the outside review found without Cache-Control. */
const REPORTED = [
  "/sync/data",
  "/auth/session",
  "/sync/pull",
  "/sync/state",
  "/auth/devices",
  "/social/me",
  "/admin/reports",
  "/error?code=account_suspended",
];
/** A value for each route parameter, so every route is reached. */
const PARAMS: Record<string, (username: string) => string> = {
  username: (username) => username,
  slug: () => "privacy-policy",
  id: () => "running",
  provider: () => "google",
  habitId: () => "01J00000000000000000000001",
};

type Answer = { status: number; cacheControl: string; vary: string; body: string };

/** Headers and body of a GET; an event stream is cut once its headers are in. */
function get(port: number, path: string, cookie: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = cookie ? { Cookie: cookie } : {};
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
      const answer = {
        status: res.statusCode ?? 0,
        cacheControl: String(res.headers["cache-control"] ?? ""),
        vary: String(res.headers.vary ?? ""),
        body: "",
      };
      if (/event-stream/.test(String(res.headers["content-type"]))) {
        res.destroy();
        return resolve(answer);
      }
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (answer.body += chunk));
      res.on("end", () => resolve(answer));
    });
    req.on("error", reject);
    // An answer that never ends is itself a finding (an event stream is cut above).
    req.setTimeout(10_000, () => {
      req.destroy();
      resolve({ status: -1, cacheControl: "", vary: "", body: "" });
    });
    req.end();
  });
}

const dataPath = (path: string) => {
  const [pathname = "/", query] = path.split("?");
  return `${pathname === "/" ? "/_root" : pathname}.data${query ? `?${query}` : ""}`;
};
/** Nonces differ per answer; everything else of a public answer must not. */
const withoutNonces = (body: string) => body.replace(/nonce="[^"]*"/g, 'nonce=""');

describe.each(ENGINES)("private answers on %s", (engine) => {
  useServerDatabase(engine, (url) => useEnv({ DATABASE_URL: url, SYNC: "on" }));
  let server: Server | undefined;
  let port = 0;

  beforeAll(async () => {
    server = createServer(createApp(await appServerBuild(), getEnv(), { clientDir: clientDir() }));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("answers every route, document and .data, signed in or not, private unless public for everyone", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const db = await getDatabase();
    const now = Date.now() - 60_000;
    const profile = { provider: "google" as const, providerId: `private-${engine}`, name: "Ada" };
    const { user } = await signInAccount(db, profile, "accounts", { now, newId: () => ulid(now) });
    const request = new Request(`${ORIGIN}/auth/google/callback`);
    const cookie = new Jar().apply(await startSession(request, user, profile, "/home")).header();

    const routes = appRoutes();
    const paths = new Set<string>(REPORTED);
    for (const route of routes) {
      const pattern = routePattern(routes, route);
      paths.add(
        pattern
          .replace(/:(\w+)/g, (_, name: string) => PARAMS[name]!(user.username))
          .replace(/\*$/, "no-such-page")
          .replace(/\/\/+/g, "/"),
      );
    }
    expect(paths.size).toBeGreaterThan(40);

    const problems: string[] = [];
    const publicPaths: string[] = [];
    for (const path of paths) {
      for (const asked of [path, dataPath(path)]) {
        const signedOut = await get(port, asked, null);
        const signedIn = await get(port, asked, cookie);
        for (const [who, answer] of [
          ["signed out", signedOut],
          ["signed in", signedIn],
        ] as const) {
          // No answer, no headers: nothing to cache (GET /sync/events.data with a session holds
          // the stream inside Remix; the stream caps and session checks bound it).
          if (answer.status === -1 || /\bpublic\b/.test(answer.cacheControl)) continue;
          if (answer.cacheControl !== "private, no-store" || !/\bcookie\b/i.test(answer.vary)) {
            problems.push(
              `${asked} ${who} (${answer.status}): Cache-Control "${answer.cacheControl}", Vary "${answer.vary}"`,
            );
          }
        }
        const publics = [signedOut, signedIn].filter((answer) => /\bpublic\b/.test(answer.cacheControl));
        if (publics.length === 0) continue;
        publicPaths.push(asked);
        // Public means the same for everyone: the session changes nothing.
        if (
          publics.length !== 2 ||
          signedOut.status !== signedIn.status ||
          withoutNonces(signedOut.body) !== withoutNonces(signedIn.body)
        ) {
          problems.push(`${asked} says public but differs with a session`);
        }
      }
    }
    expect(problems).toEqual([]);
    for (const path of REPORTED) {
      expect(publicPaths).not.toContain(path);
      expect(publicPaths).not.toContain(dataPath(path));
    }
    // Pages that depend on their path alone keep their caching.
    expect(publicPaths).toEqual(expect.arrayContaining(["/about", "/legal/privacy-policy", "/robots.txt"]));
  }, 240_000);
});
