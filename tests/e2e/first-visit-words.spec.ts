// Issue #36: what a first visit reads and taps must be true now that the server keeps a copy.
// Settings → Sync's "Sync now" sends what waits; Backup, Storage and the Erase dialog never say
// the browser holds the only copy and say what the server keeps; the signed-out page says signing
// in again brings back what reached the server; community pages lead a signed-in visitor into the
// app; the demo promises an account of one's own; an app page without JavaScript says why it
// cannot show; the import dialog fits a phone instead of filling it.
import { expect, signInAsDemo, signInWithMockGoogle, test, type MockPerson, type Page } from "./fixtures";
import { ownPort, startAppServer, type AppServer } from "./support/app-server";
import { countUp, createHabit, habitCard } from "./support/home";

const PHONE = { width: 390, height: 844 };
/** What must never be said again: the server keeps a copy of what reached it. */
const ONLY_COPY = /only copy|lives only in this browser|may hold the only copy/i;

async function openSettings(page: Page) {
  await page.getByRole("link", { name: "Settings" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
}

/** The browser answers that this site's storage is not persistent: Settings then shows its note on backups. */
async function storageNotPersistent(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperties(navigator.storage, {
      persisted: { value: () => Promise.resolve(false) },
      persist: { value: () => Promise.resolve(false) },
    });
  });
}

test.describe("Settings → Sync, on a server that syncs", () => {
  // A SYNC=on server of this describe's own (the suite's runs with SYNC=off, see playwright.config.ts).
  const port = ownPort("first-visit-words");
  const origin = `http://localhost:${port}`;
  let server: AppServer | undefined;
  // The pushes this test refuses: the browser logs each 503.
  test.use({ baseURL: origin, allowedConsoleErrors: [/status of 503 \(Service Unavailable\)/] });
  // The sync loop's own retries wait 2, 4 and 8 s before the click: a patient test.
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    server = await startAppServer(port, { SYNC: "on" });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("Sync now pushes the change that waits, long before the sync loop would retry by itself", async ({ page }) => {
    const person: MockPerson = { id: `sync-now-${Date.now()}`, name: "Nora Now" };
    const syncStatus = page.getByRole("status", { name: "Sync status" });
    await signInWithMockGoogle(page, person);
    await expect(syncStatus).toHaveText("Synced");
    // The habit reaches the server before any push is refused: only the +1 below is left waiting.
    const habitPushed = page.waitForResponse((response) => response.url().endsWith("/sync/push") && response.ok());
    await createHabit(page, "Read", 5);
    await habitPushed;
    await expect(syncStatus).toHaveText("Synced");

    // The server takes no push for now: the +1 waits on this device.
    let refused = 0;
    await page.route("**/sync/push", (route) => {
      refused += 1;
      return route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    });
    await countUp(page, "Read", 1);
    await expect(habitCard(page, "Read").getByTestId("habit-today")).toHaveText("1/5");
    await expect(syncStatus).toHaveText("Sync failed");
    await openSettings(page);
    const section = page.getByRole("region", { name: "Sync" });
    await expect(section).toContainText("Changes waiting: 1");
    await expect(section.getByText("The server answered 503.")).toBeVisible();

    // After four failed rounds the loop waits 16 s before its next try: a push within 8 s of the
    // click is the button's, not the loop's.
    await expect.poll(() => refused, { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
    await page.unroute("**/sync/push");
    const pushed = page.waitForResponse((response) => response.url().endsWith("/sync/push") && response.ok(), {
      timeout: 8_000,
    });
    await section.getByRole("button", { name: "Sync now" }).click();
    await pushed;
    await expect(section).toContainText("Changes waiting: 0");
    await expect(section.getByText("The server answered 503.")).toHaveCount(0);
    await expect(syncStatus).toHaveText("Synced");
  });
});

test("Settings never say the browser holds the only copy, and say what the server keeps", async ({
  page,
  expectNoAxeViolations,
}) => {
  await storageNotPersistent(page);
  await signInAsDemo(page);
  await createHabit(page, "Walk", 1);
  await openSettings(page);

  const backup = page.getByRole("region", { name: "Backup", exact: true });
  await expect(backup).toContainText(
    "A file of everything this device holds for you, to keep a copy of your own or move it without the server.",
  );
  const storage = page.getByRole("region", { name: "Storage on this device" });
  await expect(storage.getByTestId("storage-persisted")).toHaveText(/^Not persistent:/);
  await expect(storage).toContainText(
    "Changes that have not reached the server yet exist only on this device: export a backup from time to time to keep a copy of your own.",
  );
  const server = page.getByRole("region", { name: "Your data on the server" });
  await expect(server).toContainText("What Momentum's server keeps about you.");
  await expect(server.getByRole("listitem").filter({ hasText: "Your synced habits, goals and records" })).toHaveCount(
    1,
  );
  // Read once every section above is drawn: the whole page, the old claims nowhere.
  await expect(backup).not.toContainText(ONLY_COPY);
  await expect(storage).not.toContainText(ONLY_COPY);
  await expect(page.getByRole("main")).not.toContainText(ONLY_COPY);
  await expectNoAxeViolations();
});

test("the Erase dialog and the signed-out page say that signing in again brings back what reached the server", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  await createHabit(page, "Stretch", 2);
  await openSettings(page);

  const erase = page.getByRole("region", { name: "Erase local data" });
  await expect(erase).toContainText(
    "What already reached the server stays there and comes back when you sign in again; to delete it too, use Your data on the server.",
  );
  await expect(erase).not.toContainText("Export your data first if you may want it back");
  await erase.getByRole("button", { name: "Erase all local data…" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Erase all local data?" });
  await expect(dialog).toContainText(
    "Everything Momentum keeps in this browser is deleted, and you are signed out. Changes that had not reached the server yet are lost.",
  );
  await expect(dialog).not.toContainText(ONLY_COPY);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // Signed out with the data removed from this device: the page says what brings it back.
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  const signOut = page.getByRole("alertdialog", { name: "Sign out of Momentum?" });
  await signOut.getByText("Remove my data from this device").click();
  await expect(signOut.getByRole("radio", { name: "Remove my data from this device" })).toBeChecked();
  await signOut.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/signed-out");
  await expect(page.getByRole("status").filter({ hasText: "Your data was removed from this device." })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    "Nothing of your account is left here. Sign in again and everything that reached the server comes back; a backup file brings back anything else.",
  );
  await expect(page.getByRole("main")).not.toContainText("Import a backup after signing in to bring it back");
  await expect(page.getByRole("link", { name: "Sign in again" })).toHaveAttribute("href", "/create-account");
  await expectNoAxeViolations();
});

test("community pages offer a signed-in visitor Open the app, and a signed-out one Sign in", async ({
  page,
  expectNoAxeViolations,
}) => {
  const header = page.getByRole("banner");
  // Signed out first, on the very pages the signed-in visit then reads: each answer fills its own link.
  for (const path of ["/community/", "/community/running"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute("href", "/create-account");
    await expect(header.getByRole("link", { name: "Open the app" })).toHaveCount(0);
  }

  await signInAsDemo(page);
  for (const [path, heading] of [
    ["/community/", "Communities"],
    ["/community/running", "Runners' Club"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(header.getByRole("link", { name: "Open the app" })).toHaveAttribute("href", "/home");
    await expect(header.getByRole("link", { name: "Get started" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Sign in", exact: true })).toHaveCount(0);
    await expectNoAxeViolations();
  }
  await header.getByRole("link", { name: "Open the app" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
});

test("the demo promises a fresh account of one's own, never a sample profile", async ({
  page,
  expectNoAxeViolations,
}) => {
  const promise = "No account needed: a fresh demo account of your own, with every Premium feature.";
  for (const path of ["/create-account", "/get-started"]) {
    await page.goto(path);
    const demo = page.getByRole("button", { name: "Try the demo" });
    await expect(demo).toBeEnabled();
    await expect(demo).toHaveAccessibleDescription(promise);
    await expect(page.getByText(promise, { exact: true })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/sample profile/i);
    await expectNoAxeViolations();
  }
  // The promise holds: each "Try the demo" is a new account.
  const first = await signInAsDemo(page);
  await page.context().clearCookies();
  const second = await signInAsDemo(page);
  expect(second).not.toBe(first);
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the import dialog is as tall as what it says, not the whole screen", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await signInAsDemo(page);
    await createHabit(page, "Drink water", 2);
    // In-app, through the phone bar's More: a page load right after a click could cut its save short.
    const nav = page.getByRole("navigation", { name: "App" }).filter({ visible: true });
    await nav.locator("summary").click();
    await nav.getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export my data" }).click();
    const backup = (await (await downloading).path())!;

    await page.getByTestId("import-file").setInputFiles(backup);
    const dialog = page.getByRole("alertdialog", { name: "Replace your data with this backup?" });
    await expect(dialog.getByTestId("import-habits")).toHaveText("1");
    const replace = dialog.getByRole("button", { name: "Replace my data" });
    const cancel = dialog.getByRole("button", { name: "Cancel" });
    await expect(replace).toBeInViewport();
    await expect(cancel).toBeInViewport();
    // A full-screen dialog is the screen's height, its buttons pushed down past an empty gap.
    const box = (await dialog.boundingBox())!;
    expect(box.height).toBeLessThan(PHONE.height * 0.85);
    const lastWords = (await dialog.getByText("All or nothing").boundingBox())!;
    const buttons = (await cancel.boundingBox())!;
    expect(buttons.y - (lastWords.y + lastWords.height)).toBeLessThan(80);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations();
    await cancel.click();
    await expect(dialog).toBeHidden();
  });
});
