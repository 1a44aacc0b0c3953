import { ALLOW_NOT_FOUND_STATUS, expect, test } from "./fixtures";

// The browser logs the document's own 404 status; nothing else may be logged.
test.use(ALLOW_NOT_FOUND_STATUS);

for (const path of ["/no/such/page", "/legal/no-such-policy", "/404"]) {
  test(`${path} answers 404 with a helpful page`, async ({ page, expectNoAxeViolations }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations();
  });
}
