import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

const IMAGE_STAND_IN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16" fill="#fc3"/></svg>';

type Fixtures = {
  offlineImages: void;
  /** Console errors a spec expects (such as a 404 document's own status line). */
  allowedConsoleErrors: RegExp[];
  /** Fails the test on any console error or uncaught page error. */
  consoleErrors: string[];
  /** Runs axe on the current page and expects no violations. */
  expectNoAxeViolations: () => Promise<void>;
};

/** Our machines have no internet: the emoji CDN and avatar hosts answer with a local stand-in image. */
export async function serveOfflineImages(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ contentType: "image/svg+xml", body: IMAGE_STAND_IN }),
  );
}

/**
 * For specs that open a missing page on purpose: Chromium logs the document's 404 status line as a
 * console error, which the consoleErrors fixture would fail on. `test.use(ALLOW_NOT_FOUND_STATUS)`.
 */
export const ALLOW_NOT_FOUND_STATUS = { allowedConsoleErrors: [/status of 404 \(Not Found\)/] };

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  offlineImages: [
    async ({ context }, use) => {
      await serveOfflineImages(context);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !allowedConsoleErrors.some((allowed) => allowed.test(text)))
          errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  // `use` is Playwright's fixture callback, not React's hook.
  expectNoAxeViolations: async ({ page }, use) => {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`);
      expect(summary, "axe violations").toEqual([]);
    });
  },
});

export { expect, type Page };

/** Someone a test signs in as through the mock provider (app/server/auth/mock-oauth.server.ts). */
export type MockPerson = { id: string; name: string };

/**
 * Signs in with a fresh demo user (the spec's seed user, Premium) and opens /home. Returns its
 * username: every "Try the demo" is a new user, so it is demo, demo2, … in the server's directory.
 */
export async function signInAsDemo(page: Page): Promise<string> {
  await page.goto("/create-account");
  await page.getByRole("button", { name: "Try the demo" }).click();
  await page.waitForURL("**/home");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  return signedInUsername(page);
}

/** The signed-in user's username, as the server says (the page's own cookies). */
export async function signedInUsername(page: Page): Promise<string> {
  const response = await page.request.get("/auth/session");
  const body = (await response.json()) as { account: { username: string } | null };
  if (!body.account) throw new Error("not signed in");
  return body.account.username;
}

/**
 * Signs in through the mocked Google flow (MOCKS=true): a Free account, the mock's own user or,
 * with `person`, an account of the test's own (no other test signs in or out of it).
 */
export async function signInWithMockGoogle(page: Page, person?: MockPerson): Promise<void> {
  await page.goto("/create-account");
  if (person) {
    const value = Buffer.from(JSON.stringify(person)).toString("base64url");
    await page.context().addCookies([{ name: "momentum_mock_user", value, url: new URL(page.url()).origin }]);
  }
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await page.waitForURL("**/home");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
}

/** Elements of the page's main area that stick out past the viewport's right edge. */
export function overflowingInMain(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("main *"))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > window.innerWidth + 1;
      })
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40) ?? ""}`),
  );
}
