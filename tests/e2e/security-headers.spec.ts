import { readdirSync, statSync } from "node:fs";
import { expect, signInAsDemo, test } from "./fixtures";

function nonceOf(csp: string | null): string | undefined {
  return csp?.match(/'nonce-([^']+)'/)?.[1];
}

test("every page carries a CSP with a fresh nonce and no unsafe-inline scripts", async ({ request }) => {
  const first = await request.get("/about");
  const second = await request.get("/about");
  const firstCsp = first.headers()["content-security-policy"] ?? null;
  const secondCsp = second.headers()["content-security-policy"] ?? null;
  expect(firstCsp).toContain("script-src");
  expect(firstCsp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(firstCsp).toContain("frame-ancestors 'none'");
  expect(nonceOf(firstCsp)).toBeTruthy();
  expect(nonceOf(firstCsp)).not.toBe(nonceOf(secondCsp));
  // Every inline script in the page carries this response's nonce.
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonceOf(firstCsp)}"`);
});

/** One request of each kind the server answers; the CSP header is set before any of them is routed. */
const RESPONSE_KINDS: { name: string; path: string; method?: "GET" | "POST"; status: number; html?: boolean }[] = [
  { name: "public page (from the page cache)", path: "/legal/privacy-policy", status: 200, html: true },
  { name: "public page (rendered: has a query)", path: "/about?from=test", status: 200, html: true },
  { name: "app page", path: "/home", status: 200, html: true },
  { name: "unknown path (404)", path: "/no-such-page/at-all", status: 404, html: true },
  { name: "error page", path: "/error?code=state_mismatch", status: 200, html: true },
  { name: "Remix data request", path: "/about.data", status: 200 },
  { name: "auth redirect (GET of a sign-in route)", path: "/auth/google", status: 302 },
  { name: "auth redirect (callback with a bad state)", path: "/auth/google/callback?code=x&state=y", status: 302 },
  { name: "auth redirect (demo sign-in)", path: "/auth/demo", method: "POST", status: 302 },
  { name: "refused method (405)", path: "/auth/logout", status: 405 },
  { name: "static file", path: "/favicon.svg", status: 200 },
  { name: "service worker", path: "/sw.js", status: 200 },
  { name: "web app manifest", path: "/manifest.webmanifest", status: 200 },
];

test("every kind of response but hashed assets carries the CSP, each with a nonce of its own", async ({ request }) => {
  const kinds = [
    ...RESPONSE_KINDS,
    { name: "missing hashed asset (404 page)", path: "/assets/none.js", status: 404, html: true },
  ];
  const nonces = new Map<string, string>();
  for (const kind of kinds) {
    const options = { maxRedirects: 0, failOnStatusCode: false };
    const response =
      kind.method === "POST"
        ? await request.post(kind.path, { ...options, form: {}, headers: { "Sec-Fetch-Site": "same-origin" } })
        : await request.get(kind.path, options);
    expect(response.status(), kind.name).toBe(kind.status);
    const csp = response.headers()["content-security-policy"] ?? null;
    expect(csp, kind.name).toContain("script-src 'self' 'nonce-");
    expect(csp, kind.name).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp, kind.name).toContain("object-src 'none'");
    // Hosts are named one by one: no directive takes a whole scheme (issue 19.7).
    expect(csp, kind.name).not.toMatch(/(?:^|\s)https?:(?=[\s;]|$)/);
    const nonce = nonceOf(csp) ?? "";
    expect(nonce, kind.name).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces.get(nonce), `${kind.name} reuses the nonce of ${nonces.get(nonce)}`).toBeUndefined();
    nonces.set(nonce, kind.name);
    if (!kind.html) continue;
    // Every script element, inline or not, carries this response's nonce, and no other nonce appears.
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? "");
    for (const attributes of scripts) expect(attributes, kind.name).toContain(`nonce="${nonce}"`);
    const used = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));
    expect(
      [...used].filter((value) => value !== nonce),
      kind.name,
    ).toEqual([]);
    // No inline event handlers either: a nonce does not cover them.
    expect(html, kind.name).not.toMatch(/<[^>]+\son[a-z]+=/i);
  }
  expect(nonces.size).toBe(kinds.length);
});

test("security headers and asset caching", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("hashed assets are cached forever, compressed, with nosniff and none of the document headers", async ({
  request,
}) => {
  // The largest of each kind: compression leaves files under 1 KB as they are.
  const largest = (extension: string) =>
    readdirSync("build/client/assets")
      .filter((name) => name.endsWith(extension))
      .sort((a, b) => statSync(`build/client/assets/${b}`).size - statSync(`build/client/assets/${a}`).size)[0];
  const script = largest(".js");
  const stylesheet = largest(".css");
  expect(script && stylesheet).toBeTruthy();
  for (const asset of [script, stylesheet]) {
    const response = await request.get(`/assets/${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    const headers = response.headers();
    expect(response.status(), asset).toBe(200);
    expect(headers["cache-control"], asset).toContain("immutable");
    expect(headers["cache-control"], asset).toContain("max-age=31536000");
    expect(headers["x-content-type-options"], asset).toBe("nosniff");
    expect(headers["content-encoding"], asset).toBe("gzip");
    // A script or stylesheet is not a document: its own CSP, frame and opener policies do nothing.
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
      "referrer-policy",
    ]) {
      expect(headers[name], `${asset}: ${name}`).toBeUndefined();
    }
  }
});

test("a public page served from memory differs between responses only by its fresh nonce", async ({ request }) => {
  const withoutNonce = (html: string, nonce: string | undefined) => html.split(`nonce="${nonce}"`).join('nonce=""');
  const responses = [];
  for (const encoding of ["gzip", "identity", "gzip"]) {
    const response = await request.get("/legal/privacy-policy", { headers: { "Accept-Encoding": encoding } });
    expect(response.status()).toBe(200);
    const nonce = nonceOf(response.headers()["content-security-policy"] ?? null);
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    responses.push({ nonce, page: withoutNonce(html, nonce) });
  }
  expect(new Set(responses.map((response) => response.nonce)).size).toBe(3);
  expect(new Set(responses.map((response) => response.page)).size).toBe(1);
});

test("a public page that reads the session is never shared between visitors", async ({ page, request }) => {
  await signInAsDemo(page);
  await page.goto("/get-started");
  await expect(page.getByText("You are signed in as")).toBeVisible();
  // The same path for someone with no session: rendered for them, not replayed from the signed-in visit.
  const anonymous = await (await request.get("/get-started", { headers: { Cookie: "" } })).text();
  expect(anonymous).toContain("Start building momentum today");
  expect(anonymous).not.toContain("You are signed in as");
});
