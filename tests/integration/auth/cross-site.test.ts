// Issue 19.2: the POST routes refuse cross-site requests. `Origin: null` (a sandboxed iframe,
// a data: or file: page, a cross-origin redirect) is not this site and is refused too.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { action as providerAction } from "~/routes/auth.$provider";
import { action as demoAction } from "~/routes/auth.demo";
import { action as logoutAction } from "~/routes/auth.logout";
import { call, context, formPost, ORIGIN, sessionCookieOf, useEnv } from "./helpers";

afterEach(() => vi.unstubAllEnvs());
beforeEach(() => useEnv());

const ROUTES = [
  ["POST /auth/demo", (request: Request) => demoAction({ request, params: {}, context })],
  ["POST /auth/logout", (request: Request) => logoutAction({ request, params: {}, context })],
  ["POST /auth/google", (request: Request) => providerAction({ request, params: { provider: "google" }, context })],
] as const;

const post = (path: string, headers: Record<string, string>) => formPost(`${ORIGIN}${path}`, {}, headers);

describe.each(ROUTES)("%s", (name, run) => {
  const path = name.slice("POST ".length);

  it.each([
    ["Origin: null", { Origin: "null" }],
    ["Origin: null, even with Sec-Fetch-Site: same-origin", { Origin: "null", "Sec-Fetch-Site": "same-origin" }],
    ["another origin", { Origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ])("refuses %s (403), with no session and no redirect", async (_case, headers) => {
    const response = await call(() => run(post(path, headers)));
    expect(response.status).toBe(403);
    expect(response.headers.get("Location")).toBeNull();
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("accepts this origin", async () => {
    const response = await call(() => run(post(path, { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" })));
    expect(response.status).toBe(302);
  });
});
