import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, serveOfflineImages, signInWithMockGoogle, test, type MockPerson } from "./fixtures";
import { freshDatabaseUrl, ownPort, startAppServer, type AppServer } from "./support/app-server";
import { countUp, createHabit, habitCard } from "./support/home";

// Issue #21 point 3: a browser used while the server had sync off holds history from before
// sync. The same server (same port, so the same origin and IndexedDB; same database) restarts
// with SYNC=on: the browser uploads that history once, and a second browser signing in gets it.
const PORT = ownPort("sync-upload");
const ORIGIN = `http://localhost:${PORT}`;
const DATABASE_URL = freshDatabaseUrl();
let server: AppServer | undefined;
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.afterAll(() => {
  server?.child.kill("SIGKILL");
});

let consoleErrors: string[] = [];
test.afterEach(() => {
  expect(consoleErrors, "console errors of the browsers").toEqual([]);
});

async function browserOf(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  await serveOfflineImages(context);
  const page = await context.newPage();
  page.on("console", (message) => {
    // The page loses its server for a moment while it restarts.
    if (message.type() === "error" && !/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE/.test(message.text()))
      consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { context, page };
}

const syncStatus = (page: Page) => page.getByRole("status", { name: "Sync status" });
const today = (page: Page, title: string) => habitCard(page, title).getByTestId("habit-today");

test("history from before sync goes up on the first sync and shows on a second browser", async ({ browser }) => {
  consoleErrors = [];
  const person: MockPerson = { id: `upload-e2e-${Date.now()}`, name: "Una Upload" };
  server = await startAppServer(PORT, { SYNC: "off", DATABASE_URL });
  const a = await browserOf(browser);
  await signInWithMockGoogle(a.page, person);
  await createHabit(a.page, "Read", 3);
  await createHabit(a.page, "Walk", 2);
  await countUp(a.page, "Read", 2);
  await countUp(a.page, "Walk", 1);
  await expect(today(a.page, "Read")).toHaveText("2/3");
  await expect(today(a.page, "Walk")).toHaveText("1/2");
  await expect(syncStatus(a.page)).toHaveCount(0); // the local-only app: no sync at all

  await server.stop();
  server = await startAppServer(PORT, { SYNC: "on", DATABASE_URL });
  await a.page.reload();
  await expect(syncStatus(a.page)).toHaveText("Synced");
  await expect(today(a.page, "Read")).toHaveText("2/3");
  await a.page.getByRole("link", { name: "Settings" }).first().click();
  const section = a.page.getByRole("region", { name: "Sync" });
  await expect(section).toContainText("Changes waiting: 0");
  await expect(section.getByText("Not applied")).toHaveCount(0);

  const b = await browserOf(browser);
  await signInWithMockGoogle(b.page, person);
  await expect(syncStatus(b.page)).toHaveText("Synced");
  await expect(today(b.page, "Read")).toHaveText("2/3");
  await expect(today(b.page, "Walk")).toHaveText("1/2");
  // And from then on they sync as any two devices do.
  await countUp(b.page, "Walk", 1);
  await a.page.getByRole("link", { name: "Home" }).first().click();
  await expect(today(a.page, "Walk")).toHaveText("2/2");
  for (const d of [a, b]) await d.context.close();
});
