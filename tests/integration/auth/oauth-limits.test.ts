// Issue 19.6: the record of used sign-in attempts (10,000 entries) took in every callback's
// state before checking it against the cookie, so junk callbacks pushed real ones out and a
// replay passed again; and the token request had no time limit.
import { delay, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PROVIDER_ENDPOINTS } from "~/account/provider-endpoints";
import { oauthHandlers } from "~/server/auth/mock-oauth-handlers.server";
import { approve, callback, sessionCookieOf, startFlow, useEnv } from "./helpers";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

const errorCodeOf = (response: Response) =>
  new URL(response.headers.get("Location") ?? "", "http://localhost").searchParams.get("code");

describe("OAuth limits", () => {
  it("junk callbacks cannot push a used sign-in out of the record: its replay is still refused", async () => {
    useEnv();
    server.use(...oauthHandlers());
    const flow = await startFlow("google");
    expect(sessionCookieOf(await approve("google", flow))).toBeDefined();

    // More junk than the record holds, each with this browser's cookies and a state of its own.
    for (let i = 0; i < 10_001; i += 1) {
      const junk = await callback("google", { code: "x", state: `junk-${i}` }, flow.jar.header());
      expect(errorCodeOf(junk)).toBe("state_mismatch");
    }

    const replay = await approve("google", flow);
    expect(sessionCookieOf(replay)).toBeUndefined();
    expect(errorCodeOf(replay)).toBe("state_reused");
  }, 120_000);

  it("gives up on a token endpoint that does not answer within 10 s", async () => {
    useEnv();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(
      http.post(PROVIDER_ENDPOINTS.discord.token, async () => {
        await delay("infinite");
      }),
      ...oauthHandlers(),
    );
    const flow = await startFlow("discord");
    const started = Date.now();
    const response = await approve("discord", flow);
    expect(errorCodeOf(response)).toBe("token_failed");
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
  }, 30_000);
});
