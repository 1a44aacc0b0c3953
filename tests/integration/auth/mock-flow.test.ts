// MOCKS=true: the local consent route and the msw providers complete a whole sign-in.
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PROVIDER_IDS } from "~/account/providers";
import { decodeMockPerson, encodeMockPerson, MOCK_PEOPLE, MOCK_USER_COOKIE } from "~/server/auth/mock-oauth.server";
import { loader as mockAuthorize } from "~/routes/auth.mock-authorize";
import { oauthHandlers } from "~/server/auth/mock-oauth-handlers.server";
import { accountIn, call, callback, context, ORIGIN, startFlow, useEnv } from "./helpers";

const server = setupServer(...oauthHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => vi.unstubAllEnvs());
afterAll(() => server.close());

const authorize = (url: string) => call(() => mockAuthorize({ request: new Request(url), params: {}, context }));

describe("mock consent route", () => {
  it("answers 404 unless MOCKS=true", async () => {
    useEnv();
    expect((await authorize(`${ORIGIN}/auth/mock-authorize?provider=google`)).status).toBe(404);
  });

  it.each(PROVIDER_IDS)("completes a %s sign-in with no credentials configured", async (provider) => {
    const upper = provider.toUpperCase();
    useEnv({ MOCKS: "true", [`${upper}_CLIENT_ID`]: "", [`${upper}_CLIENT_SECRET`]: "" });
    const flow = await startFlow(provider, { returnTo: "/me" });
    const location = flow.response.headers.get("Location") ?? "";
    expect(location.startsWith("/auth/mock-authorize?provider=")).toBe(true); // relative: same host as the browser
    const consent = await authorize(new URL(location, ORIGIN).href);
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get("Location") ?? "", ORIGIN);
    expect(back.pathname).toBe(`/auth/${provider}/callback`);
    expect(back.searchParams.get("state")).toBe(flow.state);
    const done = await callback(provider, Object.fromEntries(back.searchParams), flow.jar.header());
    expect(done.headers.get("Location")).toBe("/me");
    expect((await accountIn(done))?.provider).toBe(provider);
  });

  it("signs in as the person a test chose (momentum_mock_user), and only with MOCKS", async () => {
    useEnv({ MOCKS: "true" });
    const flow = await startFlow("discord");
    const person = encodeMockPerson({ id: "tester-42", name: "Test Person" });
    const consent = await call(() =>
      mockAuthorize({
        request: new Request(new URL(flow.response.headers.get("Location") ?? "", ORIGIN), {
          headers: { Cookie: `${MOCK_USER_COOKIE}=${person}` },
        }),
        params: {},
        context,
      }),
    );
    const back = new URL(consent.headers.get("Location") ?? "", ORIGIN);
    const done = await callback("discord", Object.fromEntries(back.searchParams), flow.jar.header());
    expect(await accountIn(done)).toMatchObject({ provider: "discord", providerId: "tester-42", name: "Test Person" });
  });

  it("can simulate a refusal with mock_error", async () => {
    useEnv({ MOCKS: "true" });
    const flow = await startFlow("discord");
    const consent = await authorize(
      new URL(`${flow.response.headers.get("Location")}&mock_error=access_denied`, ORIGIN).href,
    );
    const back = new URL(consent.headers.get("Location") ?? "", ORIGIN);
    const done = await callback("discord", Object.fromEntries(back.searchParams), flow.jar.header());
    expect(done.headers.get("Location")).toBe("/error?code=access_denied");
  });

  it("refuses a redirect_uri that is not this server's callback", async () => {
    useEnv({ MOCKS: "true" });
    const flow = await startFlow("google");
    const url = new URL(flow.response.headers.get("Location") ?? "", ORIGIN);
    url.searchParams.set("redirect_uri", "https://evil.example/steal");
    expect((await authorize(url.href)).status).toBe(400);
  });

  it("asks a human in development whom to sign in as; each named person is an account of their own", async () => {
    useEnv({ MOCKS: "true", NODE_ENV: "development" });
    const flow = await startFlow("google");
    const consentUrl = new URL(flow.response.headers.get("Location") ?? "", ORIGIN);
    const page = await authorize(consentUrl.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const person of MOCK_PEOPLE) expect(html).toContain(person.name);
    expect(html).toContain("google's own mock user");
    expect(html).not.toMatch(/<script/i);

    consentUrl.searchParams.set("as", "ben");
    const consent = await authorize(consentUrl.href);
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get("Location") ?? "", ORIGIN);
    const done = await callback("google", Object.fromEntries(back.searchParams), flow.jar.header());
    expect(await accountIn(done)).toMatchObject({
      providerId: "mock-ben",
      name: "Ben Okafor",
      email: "ben@example.com",
    });

    consentUrl.searchParams.set("as", "nobody");
    expect((await authorize(consentUrl.href)).status).toBe(400);
    // Tests (and production builds) are never asked: no cookie means the provider's own user.
    useEnv({ MOCKS: "true" });
    consentUrl.searchParams.delete("as");
    expect((await authorize(consentUrl.href)).status).toBe(302);
  });

  it("carries a chosen person's email, and refuses a malformed one", () => {
    const withEmail = encodeMockPerson({ id: "p-1", name: "Pat", email: "pat@example.com" });
    expect(decodeMockPerson(withEmail)).toEqual({ id: "p-1", name: "Pat", email: "pat@example.com" });
    expect(decodeMockPerson(encodeMockPerson({ id: "p-1", name: "Pat", email: "not an email" }))).toBeNull();
  });
});
