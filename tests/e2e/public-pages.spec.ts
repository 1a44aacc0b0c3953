import { ALLOW_NOT_FOUND_STATUS, expect, test } from "./fixtures";

type PublicPage = { path: string; heading: string | RegExp; facts: (string | RegExp)[]; status?: number };

const PAGES: PublicPage[] = [
  { path: "/", heading: "Build habits that stick, one +1 at a time", facts: ["Start for free"] },
  { path: "/super", heading: "Become a Superfan", facts: ["How the tiers compare", "Premium"] },
  { path: "/get-started", heading: /./, facts: ["Continue with Google", "Try the demo"] },
  { path: "/create-account", heading: /./, facts: ["Continue with Discord", "Continue with Twitter"] },
  { path: "/error?code=access_denied", heading: /./, facts: [/sign-in/i] },
  { path: "/about", heading: "About", facts: ["85%", "2 to 3 weeks", "6 to 8 weeks"] },
  { path: "/404", heading: "Page not found", facts: ["Error 404"], status: 404 },
  { path: "/legal/", heading: "Legal", facts: ["Terms of Service", "Community Rules"] },
  {
    path: "/legal/terms-of-service",
    heading: "Terms of Service",
    facts: ["Republic of Turkey", "13 years", "at least 30 days", "Links To Other Websites"],
  },
  { path: "/legal/refund-policy", heading: "Refund Policy", facts: ["June 2024", "14 days"] },
  {
    path: "/legal/privacy-policy",
    heading: "Privacy Policy",
    facts: ["November 2026", /email address/i, "Public profile"],
  },
  { path: "/legal/cookie-policy", heading: "Cookie Policy", facts: ["November 2026", "vite-ui-theme"] },
  { path: "/legal/company", heading: "Company", facts: [/incorporated/] },
  { path: "/legal/community-rules", heading: "Community Rules", facts: ["November 2026", "Be Respectful"] },
  { path: "/help/", heading: "Help", facts: [/offline/i] },
  { path: "/docs/", heading: /./, facts: ["DAILYCHECK", "1000", "Awesome!"] },
];

for (const page of PAGES) {
  test.describe(() => {
    if (page.status === 404) test.use(ALLOW_NOT_FOUND_STATUS);
    test(`${page.path} is complete, accessible and free of console errors`, async ({
      page: tab,
      expectNoAxeViolations,
    }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(page.status ?? 200);
      await expect(tab.getByRole("heading", { level: 1, name: page.heading })).toBeVisible();
      for (const fact of page.facts) await expect(tab.getByText(fact).first()).toBeVisible();
      await expect(tab).toHaveTitle(/Momentum/);
      const description = await tab.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(20);
      await expectNoAxeViolations();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("public pages are complete as HTML and load no app script", async ({ page }) => {
    for (const path of ["/", "/about", "/legal/privacy-policy", "/docs/"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("script[src], link[rel=modulepreload]")).toHaveCount(0);
      // Their stylesheet is in the page: nothing to fetch before the first paint.
      await expect(page.locator("link[rel=stylesheet]")).toHaveCount(0);
      expect(await page.locator("head style").first().textContent()).toContain(".theme-toggle{");
    }
  });
});

test("the legal index links all six legal pages", async ({ page }) => {
  await page.goto("/legal/");
  for (const title of [
    "Terms of Service",
    "Refund Policy",
    "Privacy Policy",
    "Cookie Policy",
    "Company",
    "Community Rules",
  ]) {
    await page.getByRole("main").getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goBack();
  }
});

test("legal pages are 760 pixels wide at most", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto("/legal/terms-of-service");
  const width = await page.locator("article").evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBe(760);
});

test.describe("in the light theme", () => {
  // /404 is among the pages: the browser logs its own 404 status.
  test.use(ALLOW_NOT_FOUND_STATUS);
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "light"));
  });

  for (const path of ["/", "/get-started", "/docs/", "/legal/privacy-policy", "/404"]) {
    test(`${path} has no axe violations`, async ({ page, expectNoAxeViolations }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/light/);
      await expectNoAxeViolations();
    });
  }
});

test("robots.txt and sitemap.xml are real resources, and each public page names its canonical URL", async ({
  page,
  request,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const rules = await robots.text();
  expect(rules).toMatch(/^User-agent: \*$/m);
  expect(rules).toMatch(/^Disallow: \/home$/m);
  expect(rules).not.toContain("<html");
  const sitemapUrl = rules.match(/^Sitemap: (\S+)$/m)?.[1];
  expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/^application\/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs.length).toBeGreaterThanOrEqual(14);
  const origin = new URL(sitemapUrl!).origin;
  for (const loc of locs) {
    expect(loc.startsWith(`${origin}/`), loc).toBe(true);
    const path = new URL(loc).pathname;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", loc);
  }
  // The same page without its slash names the same address; app pages and errors name none.
  await page.goto("/legal");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/legal/`);
  for (const path of ["/home", "/error?code=access_denied"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
  }
});
