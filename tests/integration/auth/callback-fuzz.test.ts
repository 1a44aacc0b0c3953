// Generated bad OAuth callbacks: a wrong, missing, replayed or foreign state, a
// provider error, a forged code, junk cookies. None of them creates a session;
// each ends on /error with a known code, and the token endpoint is asked only
// when the state matched.
import fc from "fast-check";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isSignInErrorCode } from "~/account/sign-in-errors";
import { PROVIDER_IDS } from "~/account/providers";
import { oauthHandlers, type TokenRequestRecord } from "~/server/auth/mock-oauth-handlers.server";
import { approve, callback, isExpired, sessionCookieOf, setCookies, startFlow, useEnv, type Flow } from "./helpers";

const tokenRequests: TokenRequestRecord[] = [];
const server = setupServer(...oauthHandlers({ onTokenRequest: (record) => tokenRequests.push(record) }));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => vi.unstubAllEnvs());
afterAll(() => server.close());

const junk = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[A-Za-z0-9_-]{20,60}$/),
  fc.constantFrom("", "null", "%00", "a".repeat(2000)),
);

/** How a callback can go wrong; `stateMatches` says whether the provider may be asked for a token. */
type Attack = {
  query: (flow: Flow, other: Flow) => Record<string, string>;
  cookie: (flow: Flow, other: Flow) => string;
};
const own = (flow: Flow) => flow.jar.header();
/** Typed once here so each case below reads as query, cookie, and whether the state matches. */
const as = (query: Attack["query"], cookie: Attack["cookie"], stateMatches: boolean) => ({
  attack: { query, cookie },
  stateMatches,
});
const attack = fc.oneof(
  // A forged or guessed state with this browser's cookies.
  junk.map((state) => as(() => ({ code: "x", state }), own, false)),
  // Another sign-in's state (login CSRF), or this one's with junk cookies.
  fc.constant(as((_flow, other) => ({ code: "x", state: other.state }), own, false)),
  junk.map((cookie) =>
    as(
      (flow) => ({ code: "x", state: flow.state }),
      () => `momentum_oauth:google=${cookie}; ${cookie}`,
      false,
    ),
  ),
  // The provider reports an error, with or without a code.
  fc
    .tuple(junk, fc.boolean())
    .map(([error, withCode]) =>
      as(
        (flow) => ({ error: error || "server_error", state: flow.state, ...(withCode ? { code: "x" } : {}) }),
        own,
        false,
      ),
    ),
  // The right state but a forged code: the token endpoint refuses it (PKCE verifier mismatch).
  junk.map((code) => as((flow) => ({ code: code || "x", state: flow.state }), own, true)),
);

describe("OAuth callbacks under generated attacks", { timeout: 60_000 }, () => {
  it("never set a session; always /error with a known code", async () => {
    useEnv();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PROVIDER_IDS), attack, async (provider, { attack: a, stateMatches }) => {
        const flow = await startFlow(provider);
        const other = await startFlow(provider);
        const before = tokenRequests.length;
        const response = await callback(provider, a.query(flow, other), a.cookie(flow, other));
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get("Location") ?? "", "http://localhost");
        expect(location.pathname).toBe("/error");
        expect(isSignInErrorCode(location.searchParams.get("code"))).toBe(true);
        expect(sessionCookieOf(response)).toBeUndefined();
        // Only expirations of the one-time cookies may be set.
        for (const cookie of setCookies(response)) expect(isExpired(cookie), cookie.raw).toBe(true);
        expect(tokenRequests.length).toBe(stateMatches ? before + 1 : before);
      }),
      { numRuns: 200 },
    );
  });

  it("a replayed successful callback is refused, however often it is replayed", async () => {
    useEnv();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PROVIDER_IDS), fc.integer({ min: 1, max: 3 }), async (provider, replays) => {
        const flow = await startFlow(provider);
        expect(sessionCookieOf(await approve(provider, flow))).toBeDefined();
        for (let i = 0; i < replays; i += 1) {
          const replay = await approve(provider, flow);
          expect(replay.headers.get("Location")).toBe("/error?code=state_reused");
          expect(sessionCookieOf(replay)).toBeUndefined();
        }
      }),
      { numRuns: 30 },
    );
  });
});
