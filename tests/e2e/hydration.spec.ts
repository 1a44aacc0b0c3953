import { expect, signInAsDemo, test } from "./fixtures";

test("Chakra's styles are in the first HTML of a page", async ({ request }) => {
  const html = await (await request.get("/about")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(/<style data-emotion="css[^"]*"/);
  expect(head).toContain("--chakra-colors-");
});

test.describe("with the service worker on, as in a real browser", () => {
  // A blocked worker makes Playwright itself print a warning, which this test would catch.
  test.use({ serviceWorkers: "allow" });

  test("an app page hydrates with no console error or warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto("/create-account");
    await page.getByRole("button", { name: "Try the demo" }).click();
    await page.waitForURL("**/home");
    // The dialog opens only once React has hydrated and attached its handlers.
    await page.getByRole("button", { name: "New habit" }).click();
    await expect(page.getByRole("dialog", { name: "New habit" })).toBeVisible();
    await page.reload();
    await page.getByRole("button", { name: "New goal" }).click();
    await expect(page.getByRole("dialog", { name: "New goal" })).toBeVisible();
    expect(warnings).toEqual([]);
  });
});

test("the other pages' code is prefetched at idle once their routes are known, with no warning while discovery is slow", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    // Playwright itself warns that this test's service worker is blocked.
    if (message.type() === "warning" && !/blocked by Playwright/.test(message.text())) warnings.push(message.text());
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/__manifest?*", async (route) => {
    await held;
    await route.continue();
  });
  await signInAsDemo(page);
  await expect(page.getByRole("button", { name: "New habit" })).toBeEnabled();
  // Idle comes while the routes are still unknown: nothing is prefetched yet, and nothing warns.
  for (let i = 0; i < 3; i++) await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  const lifeCode = page.locator('link[rel="modulepreload"][href*="_app.life-"]');
  await expect(lifeCode).toHaveCount(0);
  release();
  await expect(lifeCode).toHaveCount(1);
  expect(warnings).toEqual([]);
});

test("links show LOADING... while the next route loads", async ({ page }) => {
  await page.goto("/create-account");
  await page.getByRole("button", { name: "Try the demo" }).click();
  await page.waitForURL("**/home");
  // Hold the next route's module back so the pending state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/_app.life-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "Life" }).first().click();
  await expect(page.getByText("LOADING...").first()).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Life" })).toBeVisible();
});

test("a reload of /home keeps the server-rendered app frame: hydration fills in the page, it does not rebuild the document", async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.addInitScript(() => {
    const w = window as Window & { frameRemoved?: boolean };
    w.frameRemoved = false;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.removedNodes)
          if (node instanceof Element && node.classList.contains("app-frame")) w.frameRemoved = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole("button", { name: "New habit" })).toBeVisible();
  await page.getByRole("button", { name: "New habit" }).click();
  await expect(page.getByRole("dialog", { name: "New habit" })).toBeVisible();
  // A second build of the frame is a second full style pass over the document (ADR 0017).
  expect(await page.evaluate(() => (window as Window & { frameRemoved?: boolean }).frameRemoved)).toBe(false);
});
