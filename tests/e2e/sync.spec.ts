import type { Browser, BrowserContext, Page } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import { expect, serveOfflineImages, signInWithMockGoogle, test, type MockPerson } from "./fixtures";
import { ownPort, startAppServer, type AppServer } from "./support/app-server";
import { countUp, createHabit, habitCard } from "./support/home";
import { UNAUTHORIZED_LINE } from "./support/console-lines";

// Issue #21: two browsers (two contexts) on one account, through the built server with SYNC=on
// (its own process and database: the suite's server runs with SYNC=off, see playwright.config.ts).
const PORT = ownPort("sync");
const ORIGIN = `http://localhost:${PORT}`;
let server: AppServer | undefined;
// One worker runs this file's tests in turn: they share the one SYNC=on server on PORT (with the
// suite's fullyParallel, each worker would start its own there). Two or three browsers sign in
// per test: slow on a shared 2-core machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  server = await startAppServer(PORT, { SYNC: "on" });
});

test.afterAll(() => {
  server?.child.kill("SIGKILL");
});

/** The browser's own lines for requests that fail while a context is offline. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_NETWORK_IO_SUSPENDED/;
let consoleErrors: string[] = [];
test.beforeEach(() => {
  consoleErrors = [];
});
test.afterEach(() => {
  expect(consoleErrors, "console errors of the sync browsers").toEqual([]);
});

let people = 0;
const someone = (): MockPerson => ({ id: `sync-e2e-${Date.now()}-${++people}`, name: "Sam Sync" });

/**
 * A browser of its own (a context) signed in as `person` on the SYNC=on server, on /home; with
 * `offline: true` its service worker runs, so that it can load pages without a connection.
 */
async function device(
  browser: Browser,
  person: MockPerson,
  { offline = false } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: ORIGIN, serviceWorkers: offline ? "allow" : "block" });
  await serveOfflineImages(context);
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" && !OFFLINE_NOISE.test(message.text())) consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  await signInWithMockGoogle(page, person);
  await expect(syncStatus(page)).toHaveText("Synced");
  return { context, page };
}

const syncStatus = (page: Page) => page.getByRole("status", { name: "Sync status" });
const today = (page: Page, title: string) => habitCard(page, title).getByTestId("habit-today");

test("a habit and its count made on one browser show on the other without a reload", async ({ browser }) => {
  const person = someone();
  const a = await device(browser, person);
  const b = await device(browser, person);
  await createHabit(a.page, "Read", 5);
  await countUp(a.page, "Read", 2);
  await expect(today(a.page, "Read")).toHaveText("2/5");
  // B is poked through its event stream and pulls: no reload, no click.
  await expect(today(b.page, "Read")).toHaveText("2/5");
  await expect(syncStatus(a.page)).toHaveText("Synced");

  // A third browser signing in gets the whole history.
  const c = await device(browser, person);
  await expect(today(c.page, "Read")).toHaveText("2/5");
  for (const d of [a, b, c]) await d.context.close();
});

/** Loop's CSV export of one habit, "Read", checked every day of the year before today. */
function yearOfLoop(): Buffer {
  const today = new Date();
  const day = (ago: number) => new Date(today.getTime() - ago * 86_400_000).toISOString().slice(0, 10);
  const header =
    "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?";
  const checks = ["Date,Value,Notes", ...Array.from({ length: 365 }, (_, i) => `${day(i + 2)},YES_MANUAL,`)];
  return Buffer.from(
    zipSync({
      "Habits.csv": strToU8(`${header}\n001,Read,YES_NO,,,1,1,#37474F,,,,false\n`),
      "001 Read/Checkmarks.csv": strToU8(`${checks.join("\n")}\n`),
    }),
  );
}

test("an import of a year of days goes to the server and reaches the other browser", async ({ browser }) => {
  const person = someone();
  const a = await device(browser, person);
  await a.page.goto("/settings/");
  await a.page
    .getByTestId("import-app-file")
    .setInputFiles({ name: "Loop Habits CSV.zip", mimeType: "application/zip", buffer: yearOfLoop() });
  await a.page
    .getByRole("alertdialog", { name: "Import from Loop Habit Tracker" })
    .getByRole("button", { name: "Import 1 habit" })
    .click();
  await expect(a.page.getByText("Imported 1 habit from Loop Habit Tracker.")).toBeVisible();
  // One action of 366 records: the push carries three ids, not one per day (issue #34).
  await expect(syncStatus(a.page)).toHaveText("Synced", { timeout: 30_000 });

  const b = await device(browser, person);
  await b.page.goto("/life");
  const row = b.page.getByRole("table").getByRole("row", { name: /Read/ });
  await expect(row.getByTestId("life-habit-total")).toHaveText("365");
  for (const d of [a, b]) await d.context.close();
});

test("a backup is not restored over a synced account: the reason is shown and nothing changes", async ({ browser }) => {
  const a = await device(browser, someone());
  // In-app navigation only: a page load right after a click could cut the click's save short.
  const go = async (name: "Home" | "Settings") => {
    await a.page.getByRole("navigation", { name: "App" }).filter({ visible: true }).getByRole("link", { name }).click();
    await expect(a.page.getByRole("heading", { level: 1, name })).toBeVisible();
  };
  await createHabit(a.page, "Stretch", 5);
  await countUp(a.page, "Stretch", 1);
  await expect(today(a.page, "Stretch")).toHaveText("1/5");
  await go("Settings");
  const downloading = a.page.waitForEvent("download");
  await a.page.getByRole("button", { name: "Export my data" }).click();
  const backup = (await (await downloading).path())!;
  await go("Home");
  await countUp(a.page, "Stretch", 1);
  await expect(today(a.page, "Stretch")).toHaveText("2/5");

  // Before, the toast said "Imported …" and the next sync put the +1 back (issue #36).
  await go("Settings");
  await a.page.getByTestId("import-file").setInputFiles(backup);
  const refusal = a.page.getByTestId("import-error");
  await expect(refusal).toContainText("cannot be imported. Nothing was changed.");
  await expect(refusal).toContainText("This account syncs: the server keeps its history");
  await expect(a.page.getByRole("alertdialog")).toHaveCount(0);
  await go("Home");
  await expect(today(a.page, "Stretch")).toHaveText("2/5");
  await expect(syncStatus(a.page)).toHaveText("Synced");
  await a.context.close();
});

test("both offline, +1 on each: back online, both show the sum", async ({ browser }) => {
  const person = someone();
  const a = await device(browser, person);
  const b = await device(browser, person);
  await createHabit(a.page, "Walk", 5);
  await expect(today(b.page, "Walk")).toHaveText("0/5");

  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await countUp(a.page, "Walk", 1);
  await countUp(b.page, "Walk", 1);
  await expect(syncStatus(a.page)).toHaveText("Offline — saved on this device");
  await expect(today(a.page, "Walk")).toHaveText("1/5");
  await expect(today(b.page, "Walk")).toHaveText("1/5");

  await a.context.setOffline(false);
  await b.context.setOffline(false);
  await expect(today(a.page, "Walk")).toHaveText("2/5");
  await expect(today(b.page, "Walk")).toHaveText("2/5");
  for (const d of [a, b]) await d.context.close();
});

test("a page loaded while offline pushes what is done on it once the connection comes back", async ({ browser }) => {
  // Issue 36: the reloaded page never started its sync loop (the server could not say sync was on).
  const person = someone();
  const a = await device(browser, person, { offline: true });
  const b = await device(browser, person);
  await createHabit(a.page, "Read", 5);
  await expect(today(b.page, "Read")).toHaveText("0/5");
  await a.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  await a.context.setOffline(true);
  await a.page.reload();
  await expect(syncStatus(a.page)).toHaveText("Offline — saved on this device");
  await countUp(a.page, "Read", 1);
  await expect(syncStatus(a.page)).toHaveText("Offline — saved on this device");

  await a.context.setOffline(false);
  await expect(syncStatus(a.page)).toHaveText("Synced", { timeout: 20_000 });
  await expect(today(b.page, "Read")).toHaveText("1/5");
  for (const d of [a, b]) await d.context.close();
});

test("a browser signed out from another one says so, keeps its change, and sends it once signed in again", async ({
  browser,
}) => {
  // Issue 36: it showed "Sync failed · Retry" forever.
  const person = someone();
  const a = await device(browser, person);
  const b = await device(browser, person);
  await createHabit(a.page, "Paint", 5);
  await expect(today(b.page, "Paint")).toHaveText("0/5");
  await b.page.getByRole("link", { name: "Settings" }).first().click();
  await b.page.getByRole("button", { name: "Sign out Chrome on Windows", exact: true }).click();
  await expect(b.page.getByRole("list", { name: "Signed-in devices" }).getByTestId("device")).toHaveCount(1);

  await countUp(a.page, "Paint", 1);
  await expect(syncStatus(a.page)).toHaveText("Signed out on this device");
  await expect(today(a.page, "Paint")).toHaveText("1/5");
  await a.page.getByRole("link", { name: "Sign in again" }).click();
  await a.page.getByRole("button", { name: "Continue with Google" }).click();
  await a.page.waitForURL("**/home");
  // Signing in again loads the whole app anew: on a loaded CI machine that alone took 11 s.
  await expect(syncStatus(a.page)).toHaveText("Synced", { timeout: 30_000 });
  await b.page.getByRole("link", { name: "Home" }).first().click();
  await expect(today(b.page, "Paint")).toHaveText("1/5");
  for (const d of [a, b]) await d.context.close();
  // The browser's own line for the push the server refused with 401: expected here, and only that.
  expect(consoleErrors.filter((text) => text === UNAUTHORIZED_LINE).length).toBeGreaterThan(0);
  consoleErrors = consoleErrors.filter((text) => text !== UNAUTHORIZED_LINE);
});

test("Settings on a new device shows the account's daily goal and day, never this device's defaults", async ({
  browser,
}) => {
  // Issue 36: a second device that opened Settings first offered 10 XP and UTC midnight to save.
  const person = someone();
  const a = await device(browser, person);
  await a.page.getByRole("link", { name: "Settings" }).first().click();
  await a.page.getByLabel("Daily XP target").fill("20");
  await a.page.getByRole("button", { name: "Save target" }).click();
  await a.page.getByLabel("Time zone").fill("Europe/Lisbon");
  await a.page.getByLabel("My day ends at").selectOption({ label: "3:00 am" });
  await a.page.getByRole("button", { name: "Save my day" }).click();
  await expect(a.page.getByText("Your day starts at")).toContainText("Europe/Lisbon");
  await expect(syncStatus(a.page)).toHaveText("Synced");

  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await page.goto("/create-account?returnTo=%2Fsettings%2F");
  const value = Buffer.from(JSON.stringify(person)).toString("base64url");
  await context.addCookies([{ name: "momentum_mock_user", value, url: ORIGIN }]);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await page.waitForURL("**/settings/");
  // The first value the field ever shows is the account's.
  const target = page.getByLabel("Daily XP target");
  await target.waitFor();
  expect(await target.inputValue()).toBe("20");
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Lisbon");
  await expect(page.getByLabel("My day ends at")).toHaveValue("3");
  for (const c of [a.context, context]) await c.close();
});

test("a +1 on a habit another browser deleted is explained, and listed in Settings", async ({ browser }) => {
  const person = someone();
  const a = await device(browser, person);
  const b = await device(browser, person);
  await createHabit(a.page, "Swim", 3);
  await expect(habitCard(b.page, "Swim")).toBeVisible();

  await b.context.setOffline(true);
  await countUp(b.page, "Swim", 1);
  await expect(syncStatus(b.page)).toHaveText("Offline — saved on this device");
  // A pushes 600 ms after an action: the delete must reach the server before B's +1 does.
  const deletePushed = a.page.waitForResponse((response) => response.url().endsWith("/sync/push") && response.ok());
  await a.page.getByRole("article", { name: "Swim" }).getByRole("button", { name: "Actions for Swim" }).click();
  await a.page.getByRole("menuitem", { name: "Delete" }).click();
  await a.page.getByRole("dialog", { name: "Delete habit?" }).getByRole("button", { name: "Delete" }).click();
  await expect(habitCard(a.page, "Swim")).toBeHidden();
  await deletePushed;

  await b.context.setOffline(false);
  const sentence = "Your +1 on “Swim” was not applied: it had been deleted on another device.";
  await expect(b.page.getByText(sentence).first()).toBeVisible();
  await expect(habitCard(b.page, "Swim")).toBeHidden();
  await b.page.getByRole("link", { name: "Settings" }).first().click();
  const section = b.page.getByRole("region", { name: "Sync" });
  await expect(section.getByText(sentence)).toBeVisible();
  await expect(section).toContainText("Changes waiting: 0");
  // On A the delete stands and nothing of A's was refused: its Settings lists nothing.
  await expect(habitCard(a.page, "Swim")).toBeHidden();
  await a.page.getByRole("link", { name: "Settings" }).first().click();
  const onA = a.page.getByRole("region", { name: "Sync" });
  await expect(onA).toContainText("Changes waiting: 0");
  await expect(onA.getByText("Not applied")).toHaveCount(0);
  for (const d of [a, b]) await d.context.close();
});

test("signing out of a synced device: remove is the default once the server holds everything, keep while a change waits", async ({
  browser,
}) => {
  const a = await device(browser, someone());
  await createHabit(a.page, "Stretch", 2);
  await expect(syncStatus(a.page)).toHaveText("Synced");
  const signOutButton = a.page.getByRole("banner").getByRole("button", { name: "Sign out" });
  const dialog = a.page.getByRole("alertdialog", { name: "Sign out of Momentum?" });
  await signOutButton.click();
  await expect(dialog.getByRole("radio", { name: "Remove my data from this device" })).toBeChecked();
  await expect(dialog.getByText("Deleted here only: the server holds it")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Offline, a +1 waits on this device: removing would lose it, so keep is the default and the dialog says why.
  await a.context.setOffline(true);
  await countUp(a.page, "Stretch", 1);
  await expect(syncStatus(a.page)).toHaveText("Offline — saved on this device");
  await signOutButton.click();
  await expect(dialog.getByRole("radio", { name: "Keep it on this device" })).toBeChecked();
  await expect(dialog.getByRole("note")).toHaveText(
    "One change on this device has not reached the server yet. Removing the data here would lose it.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await a.context.close();
});
