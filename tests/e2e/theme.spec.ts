import { expect, test } from "./fixtures";

test("the server sends dark by default, before any script runs", async ({ request }) => {
  const html = await (await request.get("/about")).text();
  expect(html).toMatch(/<html[^>]*class="dark"/);
});

test("the theme toggle cycles and persists across reloads under vite-ui-theme", async ({ page }) => {
  await page.goto("/about");
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  const toggle = page.getByRole("button", { name: /Theme:/ });
  await expect(toggle).toHaveAccessibleName(/Theme: Dark/);
  await toggle.click();
  await expect(html).toHaveClass(/light/);
  await expect(toggle).toHaveAccessibleName(/Theme: Light/);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("light");
  await page.reload();
  await expect(html).toHaveClass(/light/);
  await page.goto("/legal/");
  await expect(html).toHaveClass(/light/);
});

test("the toggle works from the keyboard", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: /Theme:/ });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveClass(/light/);
});

test.describe("system theme", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`system follows an OS preference of ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/about");
      await page.evaluate(() => localStorage.setItem("vite-ui-theme", "system"));
      await page.reload();
      await expect(page.locator("html")).toHaveClass(new RegExp(scheme));
      const other = scheme === "light" ? "dark" : "light";
      await page.emulateMedia({ colorScheme: other });
      await expect(page.locator("html")).toHaveClass(new RegExp(other));
    });
  }
});

test("the theme is applied before first paint (no flash)", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("vite-ui-theme", "light");
    // Record the class the first time the body exists, before any later script could fix it.
    new MutationObserver((_mutations, observer) => {
      if (document.body) {
        (window as unknown as { firstBodyClass: string }).firstBodyClass = document.documentElement.className;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/about");
  expect(await page.evaluate(() => (window as unknown as { firstBodyClass: string }).firstBodyClass)).toContain(
    "light",
  );
});
