import { expect, signInAsDemo, test } from "./fixtures";

// Issue 19.7: app pages come from the service worker's cache, and the cached copy kept the
// nonce it was rendered with for the life of a build. The worker now gives each page it
// serves a fresh nonce, in the CSP header and on every script, as the server does.
test.use({ serviceWorkers: "allow" });

const nonceOf = (csp: string | undefined) => csp?.match(/'nonce-([^']+)'/)?.[1];

test("app pages from the worker's cache get a fresh nonce every time", async ({ page }) => {
  await signInAsDemo(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  const nonces = new Set<string>();
  for (let load = 0; load < 3; load += 1) {
    const response = await page.goto("/home");
    expect(response?.fromServiceWorker(), "served by the worker").toBe(true);
    const nonce = nonceOf(response?.headers()["content-security-policy"]);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = (await response?.text()) ?? "";
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
    nonces.add(nonce ?? "");
    // The page runs: its scripts passed the CSP (a refused script is a console error, which fails the test).
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  }
  expect(nonces.size).toBe(3);
});
