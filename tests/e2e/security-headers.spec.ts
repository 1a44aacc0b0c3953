import { readdirSync } from "node:fs";
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

test("security headers and asset caching", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-powered-by"]).toBeUndefined();

  const [asset] = readdirSync("build/client/assets").filter((name) => name.endsWith(".js"));
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(`/assets/${asset}`);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
  expect(assetResponse.headers()["cache-control"]).toContain("max-age=31536000");
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
