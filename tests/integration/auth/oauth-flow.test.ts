// The OAuth round trip of each provider through the real route modules, with msw standing in
// for the providers' token and profile endpoints (no network).
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Account } from "~/account/account";
import { s256 } from "~/server/auth/mock-oauth.server";
import { PROVIDER_IDS, type ProviderId } from "~/account/providers";
import { PROVIDER_ENDPOINTS } from "~/account/provider-endpoints";
import {
  MOCK_PROFILES,
  oauthHandlers,
  type MockOAuthOptions,
  type TokenRequestRecord,
} from "~/server/auth/mock-oauth-handlers.server";
import {
  accountIn,
  approve,
  callback,
  call,
  context,
  formPost,
  isExpired,
  ORIGIN,
  PROD_ORIGIN,
  PRODUCTION_ENV,
  sessionCookieOf,
  setCookies,
  startFlow,
  useEnv,
} from "./helpers";
import { action as startAction, loader as startLoader } from "~/routes/auth.$provider";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

function mockProviders(options: MockOAuthOptions = {}) {
  const tokenRequests: TokenRequestRecord[] = [];
  server.use(...oauthHandlers({ ...options, onTokenRequest: (record) => tokenRequests.push(record) }));
  return tokenRequests;
}

const EXPECTED: Record<ProviderId, Account> = {
  google: {
    provider: "google",
    providerId: "109876543210987654321",
    name: "Ada Lovelace",
    email: "ada@example.com",
    pictureUrl: "https://lh3.googleusercontent.com/a/mock-ada=s96-c",
    tier: 0,
  },
  discord: {
    provider: "discord",
    providerId: "80351110224678912",
    name: "Grace Hopper",
    handle: "grace.hopper",
    email: "grace@example.com",
    pictureUrl: "https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png",
    tier: 0,
  },
  twitter: {
    provider: "twitter",
    providerId: "2244994945",
    name: "Alan Turing",
    handle: "alan_turing",
    pictureUrl: "https://pbs.twimg.com/profile_images/mock/alan_normal.jpg",
    tier: 0,
  },
};

/** Derived from the handle, else the name (rule 14, docs/rules.md). */
const USERNAMES: Record<ProviderId, string> = {
  google: "ada_lovelace",
  discord: "grace.hopper",
  twitter: "alan_turing",
};

const AUTHORIZE_ORIGIN: Record<ProviderId, string> = {
  google: "https://accounts.google.com",
  discord: "https://discord.com",
  twitter: "https://x.com",
};

function expectErrorRedirect(response: Response, code: string) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(`/error?code=${code}`);
  expect(sessionCookieOf(response)).toBeUndefined();
}

describe.each(PROVIDER_IDS)("%s sign-in", (provider) => {
  beforeEach(() => useEnv());

  it("starts with a redirect to the provider's consent page, with PKCE S256 and a state", async () => {
    const { response, authorizeUrl, state, challenge } = await startFlow(provider);
    expect(response.status).toBe(302);
    expect(authorizeUrl.origin).toBe(AUTHORIZE_ORIGIN[provider]);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(PROVIDER_ENDPOINTS[provider].authorization);
    const params = authorizeUrl.searchParams;
    expect(params.get("response_type")).toBe("code");
    expect(params.get("client_id")).toBe(`${provider}-client-id`);
    expect(params.get("redirect_uri")).toBe(`${ORIGIN}/auth/${provider}/callback`);
    expect(params.get("scope")).toBe(PROVIDER_ENDPOINTS[provider].scopes.join(" "));
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state.length).toBeGreaterThanOrEqual(20);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("keeps the state and verifier in an HttpOnly, SameSite=Lax, short-lived cookie", async () => {
    const { response } = await startFlow(provider);
    const stateCookie = setCookies(response).find((cookie) => cookie.name.startsWith("momentum_oauth"));
    expect(stateCookie).toBeDefined();
    expect(stateCookie?.attributes.get("httponly")).toBe(true);
    expect(String(stateCookie?.attributes.get("samesite")).toLowerCase()).toBe("lax");
    expect(stateCookie?.attributes.get("path")).toBe("/");
    expect(Number(stateCookie?.attributes.get("max-age"))).toBeLessThanOrEqual(600);
    expect(stateCookie?.attributes.has("secure")).toBe(false);
  });

  it("signs in: a session of the account's server user, then /home", async () => {
    mockProviders();
    const flow = await startFlow(provider);
    const response = await approve(provider, flow);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/home");
    const account = await accountIn(response);
    expect(account).toMatchObject(EXPECTED[provider]);
    expect(account?.username).toBe(USERNAMES[provider]);
    // Signing in again is the same server user.
    expect((await accountIn(await approve(provider, await startFlow(provider))))?.userId).toBe(account?.userId);
    // The one-time state cookies are expired on the way out.
    const expired = setCookies(response)
      .filter(isExpired)
      .map((cookie) => cookie.name);
    expect(expired.some((name) => name.startsWith("momentum_oauth:"))).toBe(true);
    expect(expired).toContain("momentum_return_to");
  });

  it("sends the PKCE code_verifier (and client credentials) to the token endpoint", async () => {
    const tokenRequests = mockProviders();
    const flow = await startFlow(provider);
    await approve(provider, flow);
    expect(tokenRequests).toHaveLength(1);
    const [request] = tokenRequests;
    const verifier = request?.body.get("code_verifier") ?? "";
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(s256(verifier)).toBe(flow.challenge);
    expect(request?.body.get("grant_type")).toBe("authorization_code");
    expect(request?.body.get("redirect_uri")).toBe(`${ORIGIN}/auth/${provider}/callback`);
    const basic = Buffer.from(`${provider}-client-id:${provider}-client-secret`).toString("base64");
    expect(request?.authorization).toBe(`Basic ${basic}`);
  });

  it("makes listed accounts PREMIUM", async () => {
    useEnv({ PREMIUM_ACCOUNTS: `discord:1, ${provider}:${EXPECTED[provider].providerId}` });
    mockProviders();
    const response = await approve(provider, await startFlow(provider));
    expect((await accountIn(response))?.tier).toBe(1);
  });

  it("returns to a same-site returnTo after sign-in", async () => {
    mockProviders();
    const response = await approve(provider, await startFlow(provider, { returnTo: "/profile/edit?tab=2" }));
    expect(response.headers.get("Location")).toBe("/profile/edit?tab=2");
  });

  it.each(["//evil.com", "https://evil.com/home", "/\\evil.com", "/%2F%2Fevil.com"])(
    "ignores an unsafe returnTo %s and goes to /home",
    async (returnTo) => {
      mockProviders();
      const response = await approve(provider, await startFlow(provider, { returnTo }));
      expect(response.headers.get("Location")).toBe("/home");
    },
  );

  it("refuses a callback without state", async () => {
    mockProviders();
    const flow = await startFlow(provider);
    expectErrorRedirect(await callback(provider, { code: "x" }, flow.jar.header()), "state_missing");
  });

  it("refuses a callback when the state cookie is missing", async () => {
    const tokenRequests = mockProviders();
    const flow = await startFlow(provider);
    const response = await callback(provider, { code: "x", state: flow.state }, "");
    expectErrorRedirect(response, "state_missing");
    expect(tokenRequests).toHaveLength(0);
  });

  it("refuses a callback whose state does not match the cookie", async () => {
    const tokenRequests = mockProviders();
    const flow = await startFlow(provider);
    const response = await callback(provider, { code: "x", state: `${flow.state}x` }, flow.jar.header());
    expectErrorRedirect(response, "state_mismatch");
    expect(tokenRequests).toHaveLength(0);
  });

  it("refuses a replayed callback (same URL, same cookies)", async () => {
    const tokenRequests = mockProviders();
    const flow = await startFlow(provider);
    const first = await approve(provider, flow);
    expect(sessionCookieOf(first)).toBeDefined();
    const replay = await approve(provider, flow);
    expectErrorRedirect(replay, "state_reused");
    expect(tokenRequests).toHaveLength(1);
  });

  it("refuses a state cookie from another sign-in attempt", async () => {
    mockProviders();
    const mine = await startFlow(provider);
    const other = await startFlow(provider);
    const response = await callback(provider, { code: "x", state: other.state }, mine.jar.header());
    expectErrorRedirect(response, "state_mismatch");
  });

  it("sends a declined consent (?error=access_denied) to /error?code=access_denied", async () => {
    const tokenRequests = mockProviders();
    const flow = await startFlow(provider);
    const response = await callback(
      provider,
      { error: "access_denied", error_description: "The user denied", state: flow.state },
      flow.jar.header(),
    );
    expectErrorRedirect(response, "access_denied");
    expect(tokenRequests).toHaveLength(0);
  });

  it("reports other provider errors as provider_error", async () => {
    mockProviders();
    const flow = await startFlow(provider);
    expectErrorRedirect(
      await callback(provider, { error: "server_error", state: flow.state }, flow.jar.header()),
      "provider_error",
    );
  });

  it("refuses a callback without a code", async () => {
    mockProviders();
    const flow = await startFlow(provider);
    expectErrorRedirect(await callback(provider, { state: flow.state }, flow.jar.header()), "code_missing");
  });

  it.each([
    ["token endpoint 500", { token: { [provider]: "server_error" } }, "token_failed"],
    ["token endpoint invalid_grant", { token: { [provider]: "invalid_grant" } }, "token_failed"],
    ["token response without access token", { token: { [provider]: "no_access_token" } }, "token_failed"],
    ["profile endpoint 500", { profile: { [provider]: "server_error" } }, "profile_failed"],
    ["profile endpoint not JSON", { profile: { [provider]: "not_json" } }, "profile_failed"],
    ["profile of an unexpected shape", { profile: { [provider]: "bad_shape" } }, "profile_failed"],
  ] as const)("sends a %s to /error with no session", async (_name, options, code) => {
    mockProviders(options as MockOAuthOptions);
    expectErrorRedirect(await approve(provider, await startFlow(provider)), code);
  });

  it("rejects a wrong PKCE verifier at the token endpoint (the mock checks S256)", async () => {
    mockProviders();
    const flow = await startFlow(provider);
    const response = await callback(
      provider,
      { code: `mock.${provider}.${"A".repeat(43)}`, state: flow.state },
      flow.jar.header(),
    );
    expectErrorRedirect(response, "token_failed");
  });

  it("says the provider is not configured when it has no credentials", async () => {
    const upper = provider.toUpperCase();
    useEnv({ [`${upper}_CLIENT_ID`]: "", [`${upper}_CLIENT_SECRET`]: "" });
    const start = await call(() =>
      startAction({ request: formPost(`${ORIGIN}/auth/${provider}`), params: { provider }, context }),
    );
    expectErrorRedirect(start, `${provider}_not_configured`);
    expectErrorRedirect(await callback(provider, { code: "x", state: "y" }, ""), `${provider}_not_configured`);
  });

  it("uses __Host- and Secure cookies in production over https", async () => {
    useEnv(PRODUCTION_ENV);
    mockProviders();
    const flow = await startFlow(provider, {}, PROD_ORIGIN);
    expect(flow.authorizeUrl.searchParams.get("redirect_uri")).toBe(`${PROD_ORIGIN}/auth/${provider}/callback`);
    for (const cookie of setCookies(flow.response)) {
      expect(cookie.name.startsWith("__Host-momentum_")).toBe(true);
      expect(cookie.attributes.get("secure")).toBe(true);
      expect(cookie.attributes.get("httponly")).toBe(true);
      expect(cookie.attributes.get("path")).toBe("/");
      expect(cookie.attributes.has("domain")).toBe(false);
    }
    const response = await approve(provider, flow, PROD_ORIGIN);
    const session = sessionCookieOf(response);
    expect(session?.name).toBe("__Host-momentum_session");
    expect(session?.attributes.get("secure")).toBe(true);
    expect(await accountIn(response, PROD_ORIGIN)).toMatchObject(EXPECTED[provider]);
  });
});

describe("sign-in routes", () => {
  beforeEach(() => useEnv());

  it("answers 404 for an unknown provider", async () => {
    const start = await call(() =>
      startAction({ request: formPost(`${ORIGIN}/auth/github`), params: { provider: "github" }, context }),
    );
    expect(start.status).toBe(404);
    expect((await callback("github", { code: "x", state: "y" }, "")).status).toBe(404);
    const get = await call(() =>
      startLoader({ request: new Request(`${ORIGIN}/auth/github`), params: { provider: "github" }, context }),
    );
    expect(get.status).toBe(404);
  });

  it("sends a GET of /auth/{provider} to the sign-in choices", async () => {
    const response = await call(() =>
      startLoader({ request: new Request(`${ORIGIN}/auth/google`), params: { provider: "google" }, context }),
    );
    expect(response.headers.get("Location")).toBe("/create-account");
  });

  it("refuses a cross-site sign-in POST", async () => {
    const request = formPost(
      `${ORIGIN}/auth/google`,
      {},
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    );
    const response = await call(() => startAction({ request, params: { provider: "google" }, context }));
    expect(response.status).toBe(403);
    expect(setCookies(response)).toHaveLength(0);
  });

  it("ignores a state smuggled into the start URL", async () => {
    const response = await call(() =>
      startAction({
        request: formPost(`${ORIGIN}/auth/google?state=abc&code=def`),
        params: { provider: "google" },
        context,
      }),
    );
    expect(new URL(response.headers.get("Location") ?? "").origin).toBe("https://accounts.google.com");
  });

  it("does not let an email decide the account: same email, different ids stay apart", async () => {
    const sameEmail = { ...(MOCK_PROFILES.google as object), sub: "1111" };
    mockProviders({ profiles: { google: sameEmail } });
    const response = await approve("google", await startFlow("google"));
    expect((await accountIn(response))?.providerId).toBe("1111");
  });
});
