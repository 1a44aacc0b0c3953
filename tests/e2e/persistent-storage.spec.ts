// Issue 19, point 11: the browser may delete the only copy of the data. The app asks for
// persistent storage at the first saved action, Settings says how things stand, and home
// reminds (quietly, at most once a week) to export a backup when the storage is not persistent.
import { expect, signInAsDemo, test, type Page } from "./fixtures";
import { createHabit, countUp } from "./support/home";

const DAY_MS = 86_400_000;
const REMINDER = "Your browser may delete this device's data";

/**
 * Stands in for the browser's StorageManager: `persisted()` answers `persisted`, `persist()` is
 * counted (per tab, in sessionStorage) and refused, `estimate()` answers the given figures.
 */
async function stubStorageManager(page: Page, persisted: boolean) {
  await page.addInitScript((persisted) => {
    const manager = navigator.storage;
    Object.defineProperties(manager, {
      persisted: { value: () => Promise.resolve(persisted) },
      persist: {
        value: () => {
          sessionStorage.setItem("persist-calls", String(Number(sessionStorage.getItem("persist-calls") ?? 0) + 1));
          return Promise.resolve(persisted);
        },
      },
      estimate: { value: () => Promise.resolve({ usage: 2_621_440, quota: 1_073_741_824 }) },
    });
  }, persisted);
}

const persistCalls = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem("persist-calls") ?? 0));

/** Moves the app's clock (E2E_TEST_CLOCK, ADR 0007) to `days` after the real now, and opens `path`. */
async function later(page: Page, days: number, path: string) {
  await page.evaluate((offset) => localStorage.setItem("momentum-test-now-offset-ms", String(offset)), days * DAY_MS);
  await page.goto(path);
}

async function openSettings(page: Page) {
  await page.getByRole("link", { name: "Settings" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
}

test("the first saved action asks the browser to keep the data, once", async ({ page }) => {
  await stubStorageManager(page, false);
  await signInAsDemo(page);
  // Opening the app saves nothing the user made: no question yet.
  expect(await persistCalls(page)).toBe(0);
  await createHabit(page, "Walk", 3);
  await expect.poll(() => persistCalls(page)).toBe(1);
  await countUp(page, "Walk", 2);
  await expect(page.getByRole("article", { name: "Walk" }).getByTestId("habit-today")).toHaveText("2/3");
  expect(await persistCalls(page)).toBe(1);
});

test("settings say whether storage is persistent, how much is used and when the last export was", async ({
  page,
  expectNoAxeViolations,
}) => {
  await stubStorageManager(page, false);
  await signInAsDemo(page);
  await openSettings(page);
  const section = page.getByRole("region", { name: "Storage on this device" });
  await expect(section.getByTestId("storage-persisted")).toHaveText(
    "Not persistent: the browser may delete this data when space runs low, or after some weeks without a visit.",
  );
  await expect(section.getByTestId("storage-usage")).toHaveText("2.5 MB used (this browser allows up to 1.0 GB)");
  await expect(section.getByTestId("storage-last-export")).toHaveText("Never");
  await expectNoAxeViolations();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export my data" }).click();
  await downloading;
  await expect(section.getByTestId("storage-last-export")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}/);
});

test("what settings say about persistence is what the real browser answers", async ({ page }) => {
  await signInAsDemo(page);
  await createHabit(page, "Walk", 1);
  await openSettings(page);
  const persisted = await page.evaluate(() => navigator.storage.persisted());
  await expect(page.getByTestId("storage-persisted")).toHaveText(persisted ? /^Persistent:/ : /^Not persistent:/);
  await expect(page.getByTestId("storage-usage")).toHaveText(/^\d+(\.\d)? (KB|MB) used \(this browser allows up to /);
});

test("not persistent and no export for a week: home shows one quiet reminder, at most weekly", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.slow();
  await stubStorageManager(page, false);
  await signInAsDemo(page);
  await createHabit(page, "Walk", 1);
  // A new account has nothing to lose yet.
  await expect(page.getByText(REMINDER)).toHaveCount(0);

  await later(page, 8, "/home");
  const reminder = page.getByRole("region", { name: "Backup reminder" });
  await expect(reminder).toContainText(REMINDER);
  await expect(reminder).toHaveCount(1);
  await expectNoAxeViolations();
  const downloading = page.waitForEvent("download");
  await reminder.getByRole("button", { name: "Export my data" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^momentum-backup-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(reminder).toBeHidden();

  // A week after that export it is back; dismissed, it stays away for a week.
  await later(page, 14, "/home");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await later(page, 16, "/home");
  await expect(reminder).toBeVisible();
  await reminder.getByRole("button", { name: "Dismiss" }).click();
  await expect(reminder).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await later(page, 22, "/home");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await later(page, 24, "/home");
  await expect(reminder).toBeVisible();
});

test("persistent storage: no reminder, however long since the last export", async ({ page }) => {
  await stubStorageManager(page, true);
  await signInAsDemo(page);
  await createHabit(page, "Walk", 1);
  await later(page, 30, "/home");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Walk" })).toBeVisible();
  await expect(page.getByText(REMINDER)).toHaveCount(0);
  await openSettings(page);
  await expect(page.getByTestId("storage-persisted")).toHaveText(/^Persistent:/);
});
