import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { parseDatabaseUrl } from "~/db/config.server";
import { openConnection, type Connection } from "~/db/connection.server";
import { expect, serveOfflineImages, signedInUsername, signInWithMockGoogle, test, type MockPerson } from "./fixtures";
import { ownPort, startAppServer, type AppServer } from "./support/app-server";
import { countUp, createHabit } from "./support/home";
import { setPublicProfile } from "./support/public-profile";

// Issue #22: communities with members and a weekly board, reports that reach an admin, hides and
// suspensions, with four people in four browsers on a server of its own (SYNC=on, so the habits
// reach the server's replay; ADMIN_ACCOUNTS names the moderator). Profiles and habits are made
// public the way their owners do it: Settings → Public profile and the editor's Public box.
const PORT = ownPort("social-moderation");
const ORIGIN = `http://localhost:${PORT}`;
const SHOTS = process.env.SOCIAL_SHOTS ?? "/tmp/social-shots";
const run = `${Date.now()}`;
const person = (key: string, name: string): MockPerson => ({ id: `social-${key}-${run}`, name });
const ADA = person("ada", "Ada Runner");
const BEA = person("bea", "Bea Swimmer");
const CY = person("cy", "Cy Reporter");
const MOD = person("mod", "Mo Moderator");

let server: AppServer | undefined;
let db: Connection | undefined;
test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  server = await startAppServer(PORT, { SYNC: "on", ADMIN_ACCOUNTS: `google:${MOD.id}` });
  // The same file, a second connection (WAL): the test reads what the server's replay wrote.
  db = await openConnection(parseDatabaseUrl(server.databaseUrl));
  mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await db?.close();
  await server?.stop();
});

/** Console errors of every page of the test: none is expected. */
let consoleErrors: string[] = [];
test.beforeEach(() => void (consoleErrors = []));
test.afterEach(() => expect(consoleErrors, "console errors").toEqual([]));

type Device = { context: BrowserContext; page: Page; username: string; userId: string };

/** A browser of its own, signed in as `who` through the mock Google, on /home. */
async function device(browser: Browser, who: MockPerson): Promise<Device> {
  const context = await browser.newContext({ baseURL: ORIGIN, serviceWorkers: "block" });
  await serveOfflineImages(context);
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`${who.name}: ${message.text()}`);
  });
  page.on("pageerror", (error) => consoleErrors.push(`${who.name}: ${error.message}`));
  await signInWithMockGoogle(page, who);
  const session = (await (await page.request.get("/auth/session")).json()) as { account: { userId: string } };
  return { context, page, username: await signedInUsername(page), userId: session.account.userId };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual([]);
}

const syncStatus = (page: Page) => page.getByRole("status", { name: "Sync status" });
const boardRows = (page: Page) => page.getByTestId("board").getByRole("row");

/** Waits until the server's replay has `userId`'s stats (their pushes arrived) with `daysMet` days met. */
async function serverHasStats(userId: string, daysMet: number): Promise<void> {
  await expect
    .poll(async () => {
      const row = await db!.db
        .selectFrom("user_stats")
        .select("days_met")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row ? Number(row.days_met) : null;
    })
    .toBe(daysMet);
}

async function joinRunning(page: Page): Promise<void> {
  await page.goto("/community/running");
  await page.getByRole("button", { name: "Join community" }).click();
  await expect(page.getByText("You are a member")).toBeVisible();
}

test("members, the weekly board, a report, a hide and a suspension", async ({ browser }) => {
  const ada = await device(browser, ADA);
  const bea = await device(browser, BEA);
  // Ada meets today's target (5 for the habit, 1 + 5 for reaching its daily target: 11 of 10).
  await createHabit(ada.page, "Morning run", 1, "", { isPublic: true });
  await countUp(ada.page, "Morning run", 1);
  // Bea does not (5 + 1 of 10).
  await createHabit(bea.page, "Evening swim", 5, "", { isPublic: true });
  await countUp(bea.page, "Evening swim", 1);
  await expect(syncStatus(ada.page)).toHaveText("Synced");
  await serverHasStats(ada.userId, 1);
  await serverHasStats(bea.userId, 0);
  for (const who of [ada, bea]) await setPublicProfile(who.page, true);

  await joinRunning(ada.page);
  await joinRunning(bea.page);
  await expect(bea.page.getByTestId("member-count")).toHaveText("2 members, 2 with a public profile");
  // Ranked by days met this week: Ada (1) above Bea (0); never by XP.
  await expect(boardRows(bea.page)).toHaveCount(3);
  await expect(boardRows(bea.page).nth(1)).toContainText(`1@${ada.username}`);
  await expect(boardRows(bea.page).nth(1)).toContainText("Morning run");
  await expect(boardRows(bea.page).nth(2)).toContainText(`2@${bea.username}`);
  await expect(bea.page.getByTestId("your-place")).toContainText("Your place: #2 of 2, with 0 days met this week");
  await expect(bea.page.getByTestId("members").getByRole("link", { name: `@${ada.username}` })).toHaveAttribute(
    "href",
    `/${ada.username}`,
  );
  await expectNoAxeViolations(bea.page);
  await bea.page.screenshot({ path: join(SHOTS, "community-board.png"), fullPage: true });
  // The index counts members too, and marks the viewer's own communities.
  await ada.page.goto("/community/");
  const running = ada.page.getByRole("listitem").filter({ hasText: "Runners' Club" });
  await expect(running).toContainText("2 members");
  await expect(running).toContainText("Joined");
  await expect(ada.page.getByRole("listitem").filter({ hasText: "Book Nook" })).toContainText("0 members");
  await expectNoAxeViolations(ada.page);

  // Cy, signed in but in no community, sees Ada's habit on her public page, and reports it from the board.
  const cy = await device(browser, CY);
  await cy.page.goto(`/${ada.username}`);
  await expect(cy.page.getByRole("article", { name: "Morning run" })).toBeVisible();
  await cy.page.goto("/community/running");
  await cy.page.getByRole("link", { name: `Report habit “Morning run” of @${ada.username}` }).click();
  await expect(cy.page.getByRole("heading", { level: 1, name: "Report" })).toBeVisible();
  await expect(cy.page.getByText(`the habit “Morning run” of @${ada.username}`)).toBeVisible();
  // Signed in on a public page: the header leads back into the app, not to "Get started" (issue #36).
  await expect(cy.page.getByRole("link", { name: "Open the app" })).toHaveAttribute("href", "/home");
  await expect(cy.page.getByRole("link", { name: "Get started" })).toHaveCount(0);
  await expectNoAxeViolations(cy.page);
  await cy.page.getByLabel("Reason").selectOption("cheating");
  await cy.page.getByLabel("Note (optional)").fill("Ten runs before breakfast, every day?");
  await cy.page.getByRole("button", { name: "Send report" }).click();
  await expect(cy.page.getByTestId("report-sent")).toContainText("reached our moderators");

  // The moderator sees it with the habit's title, and hides the habit.
  // Only an admin's navigation lists the queue (issue #36).
  const appNav = (page: Page) => page.getByRole("navigation", { name: "App" }).filter({ visible: true });
  await cy.page.goto("/home");
  await expect(appNav(cy.page).getByRole("link", { name: "Communities" })).toBeVisible();
  await expect(appNav(cy.page).getByRole("link", { name: "Reports" })).toHaveCount(0);
  const mod = await device(browser, MOD);
  await mod.page.goto("/home");
  await appNav(mod.page).getByRole("link", { name: "Reports" }).click();
  await mod.page.waitForURL("**/admin/reports");
  const queue = mod.page.getByRole("region", { name: "Open reports" });
  await expect(mod.page.getByRole("link", { name: "Open the app" })).toBeVisible();
  await expect(queue.getByRole("heading", { level: 3 })).toHaveText(
    `Habit of @${ada.username}: Cheating: faked days or streaks`,
  );
  await expect(queue.getByTestId("reported-title")).toHaveText("Morning run");
  await expect(queue).toContainText(`Reported by @${cy.username}`);
  await expect(queue).toContainText("“Ten runs before breakfast, every day?”");
  await expectNoAxeViolations(mod.page);
  await mod.page.screenshot({ path: join(SHOTS, "admin-queue.png"), fullPage: true });
  await queue.getByRole("button", { name: "Hide this habit" }).click();
  await expect(mod.page.getByTestId("admin-done")).toHaveText("Hidden: it is gone from every public page and board.");

  // Gone for everyone: Ada is still on the board and has her public page, her habit is on neither.
  for (const viewer of [bea, cy]) {
    await viewer.page.goto("/community/running");
    await expect(boardRows(viewer.page).nth(1)).toContainText(`@${ada.username}`);
    await expect(viewer.page.getByText("Morning run")).toHaveCount(0);
    await viewer.page.goto(`/${ada.username}`);
    await expect(viewer.page.getByRole("heading", { level: 1, name: ADA.name })).toBeVisible();
    await expect(viewer.page.getByText("Morning run")).toHaveCount(0);
  }

  // The moderator suspends Cy, with a reason: the log says so, and so does Cy's next sign-in.
  const suspend = mod.page.getByRole("region", { name: "Suspend an account" });
  await suspend.getByLabel("Username").fill(cy.username);
  await suspend.getByLabel("Reason").fill("Reports made to harass other members.");
  await suspend.getByRole("button", { name: "Suspend" }).click();
  await expect(mod.page.getByTestId("admin-done")).toContainText("Account suspended");
  await expect(mod.page.getByTestId("admin-log")).toContainText(`suspended @${cy.username}`);
  await expect(mod.page.getByTestId("admin-log")).toContainText(`hid the habit “Morning run” of @${ada.username}`);
  await mod.page.screenshot({ path: join(SHOTS, "admin-queue-after.png"), fullPage: true });

  expect(await (await cy.page.request.get("/auth/session")).json()).toMatchObject({ account: null });
  await cy.page.goto("/create-account");
  await cy.page.getByRole("button", { name: "Continue with Google" }).click();
  await cy.page.waitForURL("**/error?code=account_suspended");
  await expect(cy.page.getByTestId("suspension-reason")).toHaveText("Reason: Reports made to harass other members.");

  for (const d of [ada, bea, cy, mod]) await d.context.close();
});
