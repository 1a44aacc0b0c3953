// A measured habit's history (issue #33, rules 30 and 31) with the test clock: the habit's page
// says its target in words and its days in the unit; yesterday's forgotten run, set in the grace
// window, scores and keeps the streak; a day of last month earns nothing; the calendar, the month
// table, the feed and /life show amounts with the unit; axe clean. Then the same in German, and a
// public measure on its owner's profile as the server renders it.
import { expect, serveOfflineImages, signedInUsername, signInAsDemo, test, type Page } from "./fixtures";
import { ownPort, startAppServer } from "./support/app-server";
import { habitCard, saved, stat } from "./support/home";
import { addAmount, createMeasure } from "./support/measure";
import { setPublicProfile } from "./support/public-profile";
import { addDays, goHomeAt, localInstant } from "./support/zoned-clock";

test.use({ timezoneId: "UTC" });
test.slow();

/** The Fix form's field of a measure: "Total on <day>, in <unit>". */
const totalField = (page: Page, unit: string) =>
  page.getByRole("form", { name: /^Fix / }).getByLabel(new RegExp(`^Total on .*, in ${unit}$`));

test("a measure's past days: yesterday in grace scores and keeps the streak, last month earns nothing; amounts in km everywhere", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  // A first day at the start of a month, so "last month" below is the month before.
  const today = new Date().toISOString().slice(0, 10);
  const start = `${addDays(today, 40).slice(0, 8)}01`;
  const at = (offset: number) => goHomeAt(page, localInstant("UTC", addDays(start, offset), "10:00"));
  await at(0);
  // One value earns 1 XP whatever its size (rule 31): with its bonus a day of running makes 6 XP,
  // so the daily XP target is 6 here for a met day to keep the overall streak.
  await page.getByRole("link", { name: "Settings" }).first().click();
  await page.getByLabel("Daily XP target").fill("6");
  await page.getByRole("button", { name: "Save target" }).click();
  await expect(page.getByText("Daily target set to 6 XP.")).toBeVisible();
  await at(0);
  // Start (+5), one value (+1) and the bonus (+5).
  await createMeasure(page, "Run", "km", "5");
  await addAmount(page, "Run", "km", "5");
  await expect(habitCard(page, "Run").getByTestId("habit-today")).toHaveText("5 / 5 km");
  await expect(stat(page, "Streak")).toHaveText("1");
  await expect(stat(page, "XP")).toHaveText("11");

  // The next day is forgotten; the day after, the streak has lapsed until yesterday is set.
  await at(2);
  await expect(stat(page, "Streak")).toHaveText("0");
  await habitCard(page, "Run").getByRole("link", { name: "Run" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Run" })).toBeVisible();
  await expect(page.getByText("At least 5 km a day", { exact: true })).toBeVisible();
  const grid = page.getByRole("grid");
  await expect(grid.getByRole("gridcell", { name: /: 5 of 5 km, met$/ })).toHaveCount(1);
  await grid.getByRole("gridcell", { name: /: 0 of 5 km, missed$/ }).click();
  const fix = page.getByRole("form", { name: /^Fix / });
  await expect(fix.getByTestId("past-day-rule")).toContainText("counts as if done that day");
  await expect(totalField(page, "km")).toHaveValue("0");
  // What cannot be read is refused at the field in parseValue's words, and nothing is saved.
  for (const [text, message] of [
    ["abc", "Enter a number, such as 2.5"],
    ["5.255", "A value can have at most two decimals"],
    ["-1", "A value cannot be negative"],
    ["100001", "A value must be at most 100,000"],
  ] as const) {
    await totalField(page, "km").fill(text);
    await fix.getByRole("button", { name: "Save" }).click();
    await expect(fix.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(fix.getByRole("status")).toHaveText("");
  await totalField(page, "km").fill("5.25");
  await fix.getByRole("button", { name: "Save" }).click();
  await expect(fix.getByRole("status")).toHaveText("Saved.");
  const yesterday = grid.locator(`[data-day="${addDays(start, 1)}"]`);
  await expect(yesterday).toHaveAttribute("aria-label", /: 5\.25 of 5 km, met$/);
  // The square shows the value under its date; the label says it in full.
  await expect(yesterday).toContainText("5.25");
  await expect(page.getByTestId("calendar-day-words")).toHaveText(/: 5\.25 of 5 km, met$/);
  await expect(page.getByTestId("habit-streak")).toHaveText("2");
  await expectNoAxeViolations();
  await page.goto("/home");
  await expect(stat(page, "Streak")).toHaveText("2");
  // One value (+1) and the day's bonus (+5), as if done that day.
  await expect(stat(page, "XP")).toHaveText("17");

  // Next month: a day of last month changes the calendar, the XP stays.
  await at(33);
  await habitCard(page, "Run").getByRole("link", { name: "Run" }).click();
  await page.getByRole("button", { name: "‹ Previous month" }).click();
  const third = grid.locator(`[data-day="${addDays(start, 3)}"]`);
  await third.click();
  await expect(fix.getByTestId("past-day-rule")).toContainText("earns no XP or coins");
  await totalField(page, "km").fill("3.5");
  await fix.getByRole("button", { name: "Save" }).click();
  await expect(fix.getByRole("status")).toHaveText("Saved.");
  await expect(third).toHaveAttribute("aria-label", /: 3\.5 of 5 km, missed$/);
  await expect(third).toHaveAttribute("data-mark", "missed");
  // Month by month, newest first: the first month's total in km.
  const firstMonth = page.getByRole("table").getByRole("row").nth(2);
  await expect(firstMonth.getByRole("cell").nth(2)).toHaveText("13.75 km");
  await expectNoAxeViolations();
  await page.goto("/home");
  await expect(stat(page, "XP")).toHaveText("17");

  // The feed: each value as an amount of km, past days said to be so, the old one paying nothing.
  await page.getByRole("link", { name: "Social" }).first().click();
  const feed = page.getByRole("list", { name: "Your activities" });
  await expect(feed.getByTestId("feed-data").filter({ hasText: "km" })).toHaveText([
    "+3.5 km: a past day set from the habit's page (more than two days ago: no XP)",
    "+5.25 km: a past day set from the habit's page",
    "+5 km",
  ]);
  await expect(feed).not.toContainText("+525");

  // /life: the habit's total in its unit.
  await page.goto("/life");
  const totals = page.getByRole("table");
  await expect(totals.getByRole("row", { name: /Run/ }).getByTestId("life-habit-total")).toHaveText("13.75 km");
});

test.describe("in the browser's own language", () => {
  test.use({ locale: "de-DE" });

  test("the page writes and reads a measure's values the German way", async ({ page }) => {
    await signInAsDemo(page);
    const start = addDays(new Date().toISOString().slice(0, 10), 5);
    await goHomeAt(page, localInstant("UTC", start, "10:00"));
    await createMeasure(page, "Lesen", "Seiten", "12,5");
    await goHomeAt(page, localInstant("UTC", addDays(start, 1), "10:00"));
    await habitCard(page, "Lesen").getByRole("link", { name: "Lesen" }).click();
    await expect(page.getByText("At least 12,5 Seiten a day", { exact: true })).toBeVisible();
    await page
      .getByRole("grid")
      .getByRole("gridcell", { name: /: 0 of 12,5 Seiten, missed$/ })
      .click();
    await totalField(page, "Seiten").fill("7,75");
    await page.getByRole("form", { name: /^Fix / }).getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("form", { name: /^Fix / }).getByRole("status")).toHaveText("Saved.");
    await expect(page.getByTestId("calendar-day-words")).toHaveText(/: 7,75 of 12,5 Seiten, missed$/);
    await expect(totalField(page, "Seiten")).toHaveValue("7,75");
  });
});

test("a public measure shows its target and today's total in its unit on the server's page", async ({ browser }) => {
  // Public pages are the server's copy of what sync pushed: a server of its own with SYNC=on.
  const server = await startAppServer(ownPort("measure-history"), { SYNC: "on" });
  try {
    const owner = await browser.newContext({ baseURL: server.origin, timezoneId: "UTC" });
    await serveOfflineImages(owner);
    const page = await owner.newPage();
    await signInAsDemo(page);
    const username = await signedInUsername(page);
    await createMeasure(page, "Run", "km", "5", { isPublic: true });
    await createMeasure(page, "Coffee", "cups", "2");
    // Saved before Settings opens: a page load started first would end the write (CI lost it once).
    await saved(page, () => addAmount(page, "Run", "km", "3.5"));
    await expect(habitCard(page, "Run").getByTestId("habit-today")).toHaveText("3.5 / 5 km");
    await setPublicProfile(page, true);

    // A signed-out visitor with JavaScript off, once the push has reached the server.
    const visitorContext = await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false });
    await serveOfflineImages(visitorContext);
    const visitor = await visitorContext.newPage();
    const run = visitor.getByRole("article", { name: "Run" });
    await expect(async () => {
      expect((await visitor.goto(`/${username}`))?.status()).toBe(200);
      await expect(run.getByTestId("public-habit-today")).toHaveText("At least 5 km a day · Today: 3.5 of 5 km", {
        timeout: 1000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(visitor.getByText("cups")).toHaveCount(0);
    await owner.close();
    await visitorContext.close();
  } finally {
    await server.stop();
  }
});
