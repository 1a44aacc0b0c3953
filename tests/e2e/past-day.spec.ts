// Fixing a past day from the habit's page (issue #33, rule 30), with the test clock: yesterday,
// in the grace window, counts as if done then and keeps the streak; a day of last month changes
// the habit's own history but earns nothing.
import { expect, signInAsDemo, test } from "./fixtures";
import { countUp, createHabit, habitCard, stat } from "./support/home";
import { addDays, goHomeAt, localInstant } from "./support/zoned-clock";

test.use({ timezoneId: "UTC" });
test.slow();

test("yesterday's forgotten count keeps the streak; a day of last month earns nothing", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  // A first day at the start of a month, so the second part's "last month" is the month before.
  const today = new Date().toISOString().slice(0, 10);
  const start = `${addDays(today, 40).slice(0, 8)}01`;
  const at = (offset: number) => goHomeAt(page, localInstant("UTC", addDays(start, offset), "10:00"));
  await at(0);
  // Start (+5), five +1s (+5) and the bonus (+5) meet the daily XP target of 10.
  await createHabit(page, "Walk", 5);
  await countUp(page, "Walk", 5);
  await expect(stat(page, "Streak")).toHaveText("1");

  // The next day is forgotten; the day after, the streak has lapsed until yesterday is fixed.
  await at(2);
  await expect(stat(page, "Streak")).toHaveText("0");
  await habitCard(page, "Walk").getByRole("link", { name: "Walk" }).click();
  await page
    .getByRole("grid")
    .getByRole("gridcell", { name: /: 0 of 5, missed$/ })
    .click();
  const fix = page.getByRole("form", { name: /^Fix / });
  await expect(fix.getByTestId("past-day-rule")).toContainText("counts as if done that day");
  await fix.getByLabel(/^Count on /).fill("-1");
  await fix.getByRole("button", { name: "Save" }).click();
  await expect(fix.getByText("The count must be a whole number from 0 to 10,000")).toBeVisible();
  await fix.getByLabel(/^Count on /).fill("5");
  await fix.getByRole("button", { name: "Save" }).click();
  await expect(fix.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByRole("grid").getByRole("gridcell", { name: /: 5 of 5, met$/ })).toHaveCount(2);
  await expect(page.getByTestId("habit-streak")).toHaveText("2");
  await expectNoAxeViolations();
  await page.goto("/home");
  await expect(stat(page, "Streak")).toHaveText("2");
  await expect(stat(page, "XP")).toHaveText("25");

  // Next month: a day of last month changes the calendar, the XP stays.
  await at(33);
  await habitCard(page, "Walk").getByRole("link", { name: "Walk" }).click();
  await page.getByRole("button", { name: "‹ Previous month" }).click();
  const third = addDays(start, 3);
  await page.locator(`[role=gridcell][data-day="${third}"]`).click();
  await expect(fix.getByTestId("past-day-rule")).toContainText("earns no XP or coins");
  await fix.getByLabel(/^Count on /).fill("5");
  await fix.getByRole("button", { name: "Save" }).click();
  await expect(fix.getByRole("status")).toHaveText("Saved.");
  await expect(page.locator(`[role=gridcell][data-day="${third}"]`)).toHaveAttribute("data-mark", "met");
  await page.goto("/home");
  await expect(stat(page, "XP")).toHaveText("25");
});
