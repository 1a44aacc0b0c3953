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

/** Signs in with the demo account (the spec's seed user, Premium) and opens /home. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto("/create-account");
  await page.getByRole("button", { name: "Try the demo" }).click();
  await page.waitForURL("**/home");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
}

/** Signs in through the mocked Google flow (MOCKS=true): a Free account. */
export async function signInWithMockGoogle(page: Page): Promise<void> {
  await page.goto("/create-account");
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
