// With JavaScript off (issue #36), an app page says why it needs it instead of LOADING... forever.
import { expect, test } from "./fixtures";
import { CHROMIUM_FLAGS, chromiumPath } from "./support/chromium";

// Chromium's own "JavaScript off" setting, as a person sets it: its parser then shows <noscript>
// (Playwright's javaScriptEnabled: false only stops scripts, and <noscript> stays hidden).
test.use({
  javaScriptEnabled: false,
  launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, "--blink-settings=scriptEnabled=false"] },
});

const NO_SCRIPT = "Momentum's app runs in your browser, from the data it keeps on this device, so it needs JavaScript.";

test("an app page says why it needs JavaScript instead of LOADING... forever", async ({ page }) => {
  // The sign-in forms work without JavaScript: the visitor is signed in and lands on /home.
  await page.goto("/create-account");
  await page.getByRole("button", { name: "Try the demo" }).click();
  await page.waitForURL("**/home");
  for (const path of ["/home", "/settings/"]) {
    await page.goto(path);
    // Playwright's text queries skip <noscript>: the notice is found by its class, its words checked.
    const notice = page.locator("main p.no-script-notice").first();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(NO_SCRIPT);
    await expect(notice).toContainText("Turn JavaScript on for this site to see your habits and goals.");
    await expect(page.getByText("LOADING...", { exact: true })).toBeHidden();
  }
});
