// The whole Google sign-in against a real, certified OpenID Connect provider (oidc-provider) on
// loopback, found through discovery (GOOGLE_ISSUER): our start route, the provider's own login
// and consent pages, our callback, the provider's token endpoint checking PKCE and the client's
// secret, and its userinfo endpoint. No mock on either side of the exchange.
import { createServer, type IncomingMessage, type ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accountIn, callback, Jar, ORIGIN, sessionCookieOf, startFlow, useEnv } from "./helpers";

const CLIENT_ID = "momentum-test-client";
const CLIENT_SECRET = "momentum-test-client-secret-0123456789";
const SUBJECT = "248289761001";

let server: Server;
let issuer = "";

beforeAll(async () => {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${ORIGIN}/auth/google/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    // PKCE for every client, confidential ones too: a verifier that does not match is refused.
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "picture"] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        name: "Olivia Dee",
        given_name: "Olivia",
        email: "olivia@example.com",
        email_verified: true,
        picture: "https://lh3.googleusercontent.com/a/olivia.png",
      }),
    }),
    cookies: { keys: ["oidc-provider-test-cookie-key"] },
  });
  handler = provider.callback();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.unstubAllEnvs());

/** The provider's side as a browser sees it: follows redirects and submits its login and consent forms. */
async function consentAtProvider(authorizeUrl: URL): Promise<URL> {
  const jar = new Jar();
  let next: { url: URL; init?: RequestInit } = { url: authorizeUrl };
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(next.url, {
      ...next.init,
      headers: { ...(next.init?.headers as Record<string, string>), Cookie: jar.header() },
      redirect: "manual",
    });
    jar.apply(response);
    const location = response.headers.get("Location");
    if (location) {
      const target = new URL(location, next.url);
      // Back to our callback: the provider's part is done.
      if (target.origin === ORIGIN) return target;
      next = { url: target };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form and no redirect at ${next.url} (${response.status}): ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
      fields.set(name!, value!);
    }
    if (html.includes('name="login"')) {
      fields.set("login", SUBJECT);
      fields.set("password", "any");
    }
    next = {
      url: new URL(action.replace(/&amp;/g, "&"), next.url),
      init: {
        method: "POST",
        body: fields.toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    };
  }
  throw new Error("the provider never sent the browser back");
}

describe("sign-in with a real OpenID Connect provider (GOOGLE_ISSUER)", () => {
  const useIssuer = () =>
    useEnv({ GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET });

  it("completes authorization code + PKCE + state end to end", { timeout: 30_000 }, async () => {
    useIssuer();
    const flow = await startFlow("google", { returnTo: "/settings/" });
    // Discovery gave the provider's own authorization endpoint.
    expect(flow.authorizeUrl.origin).toBe(issuer);
    expect(flow.authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(flow.authorizeUrl.searchParams.get("client_id")).toBe(CLIENT_ID);

    const back = await consentAtProvider(flow.authorizeUrl);
    expect(back.pathname).toBe("/auth/google/callback");
    expect(back.searchParams.get("state")).toBe(flow.state);
    const done = await callback("google", Object.fromEntries(back.searchParams), flow.jar.header());
    expect(done.headers.get("Location")).toBe("/settings/");
    expect(await accountIn(done)).toMatchObject({
      provider: "google",
      providerId: SUBJECT,
      name: "Olivia Dee",
      email: "olivia@example.com",
      pictureUrl: "https://lh3.googleusercontent.com/a/olivia.png",
    });
  });

  it("is refused by the provider when the PKCE verifier is not the one of this flow", { timeout: 30_000 }, async () => {
    useIssuer();
    const flow = await startFlow("google");
    const back = await consentAtProvider(flow.authorizeUrl);
    // The state cookie holds this flow's verifier: put another (well-formed) one in its place.
    const [name, value] = [...flow.jar.cookies].find(([cookie]) => cookie.startsWith("momentum_oauth:"))!;
    const swapped = flow.jar.header().replace(`${name}=${value}`, `${name}=${otherVerifier(value, flow.state)}`);
    const done = await callback("google", Object.fromEntries(back.searchParams), swapped);
    expect(done.headers.get("Location")).toBe("/error?code=token_failed");
    expect(sessionCookieOf(done)).toBeUndefined();
  });

  it("says so when discovery fails, and tries again at the next sign-in", async () => {
    useEnv({ GOOGLE_ISSUER: "http://127.0.0.1:1", GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const flow = await startFlow("google");
    expect(flow.response.headers.get("Location")).toBe("/error?code=provider_error");
    expect(warn).toHaveBeenCalled();
    useIssuer();
    expect((await startFlow("google")).authorizeUrl.origin).toBe(issuer);
  });
});

/** remix-auth-oauth2's state cookie is `state=<state>&<state>=<verifier>`: the same with another verifier. */
function otherVerifier(cookieValue: string, state: string): string {
  const params = new URLSearchParams(cookieValue);
  expect(params.get(state)).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  params.set(state, "A".repeat(43));
  return params.toString();
}
