// Issue #22: public profiles, follows and the Friends feed across browsers, through the built
// server with SYNC=on (its own process and database: the suite's server keeps its defaults).
// A marks one habit public and keeps another private; a signed-out visitor (JavaScript off) and
// B see only the public one; B follows A and sees A's activity under Friends; A turns the
// profile off and it is a 404 for everyone.
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, serveOfflineImages, signedInUsername, signInWithMockGoogle, test, type MockPerson } from "./fixtures";
import { ownPort, startAppServer, type AppServer } from "./support/app-server";
import { createHabit, habitCard } from "./support/home";
import { setPublicProfile } from "./support/public-profile";
import AxeBuilder from "@axe-core/playwright";
import { UNAUTHORIZED_LINE } from "./support/console-lines";

const PORT = ownPort("social-profiles");
const SHOTS = "/tmp/social-shots";
let server: AppServer | undefined;
// The tests share the one SYNC=on server and run in turn; several browsers each: slow on 2 cores.
test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  server = await startAppServer(PORT, { SYNC: "on" });
});
test.afterAll(async () => await server?.stop());

/** The browser's lines for an offline request and for a document's own 404 status. */
const EXPECTED_NOISE = /ERR_INTERNET_DISCONNECTED|status of 404 \(Not Found\)/;
let consoleErrors: string[] = [];
test.beforeEach(() => {
  consoleErrors = [];
});
test.afterEach(() => {
  expect(consoleErrors, "console errors of the browsers").toEqual([]);
});

const run = `${Date.now().toString(36)}`;
const someone = (key: string, name: string): MockPerson & { email: string } => ({
  id: `social-${key}-${run}`,
  name,
  email: `${key}-${run}@example.com`,
});

async function browserFor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server!.origin, ...options });
  await serveOfflineImages(context);
  return context;
}

function watch(page: Page): Page {
  page.on("console", (message) => {
    if (message.type() === "error" && !EXPECTED_NOISE.test(message.text())) consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return page;
}

async function person(browser: Browser, who: MockPerson): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browserFor(browser);
  const page = watch(await context.newPage());
  await signInWithMockGoogle(page, who);
  await expect(page.getByRole("status", { name: "Sync status" })).toHaveText("Synced");
  return { context, page };
}

async function expectNoAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** A's public page, once A's last changes have reached the server (a push follows an action by 600 ms). */
async function expectPublicPage(page: Page, username: string, visible: string[], hidden: string[]) {
  await expect(async () => {
    const response = await page.goto(`/${username}`);
    expect(response?.status()).toBe(200);
    for (const title of visible)
      await expect(page.getByRole("article", { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  for (const title of hidden) await expect(page.getByText(title)).toHaveCount(0);
}

test("a public profile shows only what its owner made public, to anyone; follows feed Friends; off is a 404", async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const ana = someone("ana", "Ana Alvarez");
  const ben = someone("ben", "Ben Okafor");
  const a = await person(browser, ana);
  const anaUsername = await signedInUsername(a.page);

  await createHabit(a.page, "Read 📚 every day", 1, "Ten pages, https://example.com/books", { isPublic: true });
  await createHabit(a.page, "Secret diary", 1);
  await a.page.goto("/profile/edit");
  await a.page.getByLabel("Bio").fill("Reading 📚 my way through 2026 with @someone_else.");
  await a.page.getByLabel("Location").fill("Lisbon");
  await a.page.getByRole("button", { name: "Save profile" }).click();
  await a.page.waitForURL(`**/profile/${anaUsername}`);

  await setPublicProfile(a.page, true);
  await expectNoAxe(a.page);

  // A signed-out visitor with JavaScript off: the whole page, from the server.
  const visitorContext = await browserFor(browser, { javaScriptEnabled: false });
  const visitor = watch(await visitorContext.newPage());
  await expectPublicPage(visitor, anaUsername, ["Read 📚 every day"], ["Secret diary"]);
  await expect(visitor.getByRole("heading", { level: 1, name: "Ana Alvarez" })).toBeVisible();
  // The emoji is an image (its character as alt text); @someone_else has no profile: plain text, no link to a 404.
  await expect(visitor.getByTestId("profile-bio")).toHaveText("Reading my way through 2026 with @someone_else.");
  await expect(visitor.getByTestId("profile-bio").getByRole("img", { name: "📚" })).toBeVisible();
  await expect(visitor.getByTestId("profile-bio").getByRole("link")).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "Get started" })).toBeVisible();
  await expect(visitor.getByText("Lisbon")).toBeVisible();
  // A public habit says how today is going in its owner's own today, not only its target (issue #36).
  await expect(
    visitor.getByRole("article", { name: "Read 📚 every day" }).getByTestId("public-habit-today"),
  ).toHaveText("Today: 0 of 1");
  await expect(
    visitor.getByRole("article", { name: "Read 📚 every day" }).getByTestId("public-habit-record"),
  ).toHaveText("Days met: 0 · Streak: 0 days");
  await expect(visitor).toHaveTitle(`Ana Alvarez (@${anaUsername}) | Momentum`);
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    `Ana Alvarez (@${anaUsername})`,
  );
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", /Reading 📚 my way/);
  await expect(visitor.locator("script[src]")).toHaveCount(0);
  const html = await visitor.content();
  expect(html).not.toContain(ana.email);
  expect(html).not.toContain("Secret diary");
  await expect(visitor.getByRole("link", { name: `Sign in to follow @${anaUsername}` })).toBeVisible();
  await expect(
    visitor.getByRole("article", { name: "Read 📚 every day" }).getByRole("link", { name: /^Report/ }),
  ).toHaveAttribute("href", /^\/report\?kind=habit&user=[0-9A-Z]{26}&item=[0-9A-Z]{26}$/);
  await expect(visitor.getByRole("link", { name: "Report this profile" })).toHaveAttribute(
    "href",
    /^\/report\?kind=profile&user=[0-9A-Z]{26}&item=$/,
  );
  // The emoji CDN out of reach, JavaScript off: the emoji is drawn as text the size of its line
  // (an unstyled broken image showed the broken-image icon beside it).
  const cutOff = await browser.newContext({ baseURL: server!.origin, javaScriptEnabled: false });
  await cutOff.route(
    (url) => url.hostname !== "localhost",
    (route) => route.abort(),
  );
  const cutOffPage = await cutOff.newPage();
  await cutOffPage.goto(`/${anaUsername}`);
  const emoji = cutOffPage.getByTestId("profile-bio").getByRole("img", { name: "📚" });
  await expect(emoji).toHaveClass("emoji");
  await expect(emoji).toHaveCSS("height", /^17\.\d+px$/); // 1.1em of 16 px
  await expect(emoji).toHaveCSS("width", /^17\.\d+px$/);
  await cutOff.close();
  // /profile/{username} is the same page.
  await visitor.goto(`/profile/${anaUsername}`);
  await expect(visitor.getByRole("article", { name: "Read 📚 every day" })).toBeVisible();
  await visitor.screenshot({ path: `${SHOTS}/public-profile.png`, fullPage: true });

  // B: signed in, follows A from the public page (a form, no script needed).
  const b = await person(browser, ben);
  await b.page.goto(`/${anaUsername}`);
  await expect(b.page.getByRole("article", { name: "Read 📚 every day" })).toBeVisible();
  await expect(b.page.getByText("Secret diary")).toHaveCount(0);
  // Signed in: the header leads back into the app (issue #36).
  await expect(b.page.getByRole("link", { name: "Open the app" })).toHaveAttribute("href", "/home");
  await expect(b.page.getByRole("link", { name: "Get started" })).toHaveCount(0);
  // axe runs in the page: here, where scripts may run (the page itself has none of its own).
  await expectNoAxe(b.page);
  await b.page.getByRole("button", { name: "Follow", exact: true }).click();
  await b.page.waitForURL(`**/${anaUsername}`);
  await expect(b.page.getByText(`You follow @${anaUsername}.`)).toBeVisible();
  await expect(b.page.getByTestId("profile-followers")).toHaveText("1 follower");

  // Friends: A's public activity, and nothing of the private habit.
  await b.page.goto("/social");
  await b.page.getByRole("link", { name: "Friends" }).click();
  const line = b.page.getByTestId("friends-line").filter({ hasText: "Read 📚 every day" });
  await expect(line).toContainText(`Ana Alvarez @${anaUsername} started the habit “Read 📚 every day”.`);
  await expect(b.page.getByText("Secret diary")).toHaveCount(0);
  await expectNoAxe(b.page);
  await b.page.screenshot({ path: `${SHOTS}/friends-tab.png`, fullPage: true });

  // B's own profile lists A under Following, linked to the public page.
  await b.page.goto(`/profile/${await signedInUsername(b.page)}`);
  await expect(b.page.getByTestId("following-list").getByRole("link")).toHaveAttribute("href", `/${anaUsername}`);

  // A sees B among the followers on their own (local) profile.
  await a.page.goto(`/profile/${anaUsername}`);
  // The follows come from the server, asked patiently (up to three times) when it is busy.
  await expect(a.page.getByTestId("public-status")).toContainText("Your profile is public", { timeout: 30_000 });
  await expect(a.page.getByRole("heading", { name: "Followers (1)" })).toBeVisible();

  // A meets the public habit today: its card on the public page follows, days met and streak too.
  await a.page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Home" }).click();
  await habitCard(a.page, "Read 📚 every day").getByRole("button", { name: "Count up" }).click();
  await expect(async () => {
    await visitor.goto(`/${anaUsername}`);
    const card = visitor.getByRole("article", { name: "Read 📚 every day" });
    await expect(card.getByTestId("public-habit-today")).toHaveText("Today: 1 of 1", { timeout: 1000 });
    await expect(card.getByTestId("public-habit-record")).toHaveText("Days met: 1 · Streak: 1 day", {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });

  // A turns the profile off: a 404 for B and the visitor, and nothing of A under Friends.
  await setPublicProfile(a.page, false);
  expect((await b.page.goto(`/${anaUsername}`))?.status()).toBe(404);
  await expect(b.page.getByRole("heading", { level: 1, name: "Profile not found" })).toBeVisible();
  expect((await visitor.goto(`/${anaUsername}`))?.status()).toBe(404);
  await b.page.goto("/social?tab=friends");
  await expect(b.page.getByText("Nothing from the people you follow yet.", { exact: false })).toBeVisible();
  for (const context of [a.context, b.context, visitorContext]) await context.close();
});

test("the Friends tab says it needs a connection offline, with no console error; Your activities stay as they were", async ({
  browser,
}) => {
  const b = await person(browser, someone("offline", "Olu Offline"));
  await b.page.goto("/social");
  // The spec's feed for Premium (the mock Google account is Free): unchanged.
  await expect(b.page.getByText("Upgrade to Premium to unlock the News Feed!")).toBeVisible();
  await expectNoAxe(b.page);
  await b.context.setOffline(true);
  await b.page.getByRole("link", { name: "Friends" }).click();
  await expect(
    b.page.getByText("You are offline: the Friends feed needs a connection.", { exact: false }),
  ).toBeVisible();
  await b.context.setOffline(false);
  await b.context.close();
});

test("Share on a private habit says it is private and how to make it public", async ({ browser }) => {
  const a = await person(browser, someone("share", "Sam Share"));
  await createHabit(a.page, "Quiet habit", 1);
  await habitCard(a.page, "Quiet habit").getByRole("button", { name: "Actions for Quiet habit" }).click();
  await a.page.getByRole("menuitem", { name: "Share" }).click();
  await expect(a.page.getByText("“Quiet habit” is private: only you can see it.", { exact: false })).toBeVisible();
  await a.context.close();
});

test("Your data on the server: the download holds it all, and deleting it signs out everywhere and takes the profile down", async ({
  browser,
}) => {
  const ana = someone("data", "Dana Data");
  const a = await person(browser, ana);
  const username = await signedInUsername(a.page);
  await createHabit(a.page, "Stretch", 1, "", { isPublic: true });
  await setPublicProfile(a.page, true);
  const section = a.page.getByRole("region", { name: "Your data on the server" });
  const downloading = a.page.waitForEvent("download");
  await section.getByRole("link", { name: "Download my server data" }).click();
  const file = JSON.parse(await readFile((await (await downloading).path())!, "utf8")) as {
    account: { username: string };
    signInAccounts: { email: string }[];
    profile: { publicSince: number | null };
  };
  expect(file.account.username).toBe(username);
  expect(file.signInAccounts[0]!.email).toBe(ana.email);
  expect(file.profile.publicSince).not.toBeNull();

  // Another browser of the same account: signed out by the deletion too.
  const phone = await person(browser, ana);
  await section.getByRole("button", { name: "Delete my data from the server…" }).click();
  const dialog = a.page.getByRole("alertdialog", { name: "Delete your data from the server?" });
  const confirm = dialog.getByRole("button", { name: "Delete from the server" });
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.click();
  await a.page.waitForURL((url) => url.pathname === "/signed-out");
  await expect(a.page.getByText("Your account and its data on the server were deleted.")).toBeVisible();
  // The phone's open page hears it from its stream and says so (its next pull is refused: 401).
  await expect(phone.page.getByRole("status", { name: "Sync status" })).toHaveText("Signed out on this device");
  expect(((await (await phone.page.request.get("/auth/session")).json()) as { account: unknown }).account).toBeNull();
  expect((await phone.page.goto(`/${username}`))?.status()).toBe(404);
  for (const context of [a.context, phone.context]) await context.close();
  // The browser's own line for that refused pull: expected here, and only that.
  consoleErrors = consoleErrors.filter((text) => text !== UNAUTHORIZED_LINE);
});
