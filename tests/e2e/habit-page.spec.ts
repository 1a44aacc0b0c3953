// A habit's own page (issue #32): reached from the card's title, its streaks and strength, the
// month calendar by keyboard, and Skip from the calendar; axe clean.
import { expect, signInAsDemo, test } from "./fixtures";
import { countUp, createHabit, habitCard } from "./support/home";
import { addDays, goHomeAt, localInstant } from "./support/zoned-clock";

test.use({ timezoneId: "UTC" });
test.slow();

test("the card's title opens the habit's page: streaks, strength, the calendar by keyboard, Skip", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  const start = addDays(new Date().toISOString().slice(0, 10), 2);
  await goHomeAt(page, localInstant("UTC", start, "10:00"));
  await createHabit(page, "Stretch", 1);
  await countUp(page, "Stretch", 1);
  // Saved before the clock moves (its toast comes once it is): a +1 still being saved would read the next day's clock.
  await expect(page.locator(".Toastify__toast").filter({ hasText: "Daily target reached" })).toBeVisible();
  await goHomeAt(page, localInstant("UTC", addDays(start, 1), "10:00"));
  await countUp(page, "Stretch", 1);
  await expect(habitCard(page, "Stretch").getByTestId("habit-today")).toHaveText("1/1");
  // Saved before the title is clicked: a +1 ending while the router still looks the habit page's
  // route up (found on click) makes React Router throw "Didn't find any matches after fetcher action".
  await expect(page.locator(".Toastify__toast").filter({ hasText: "Daily target reached" })).toBeVisible();

  await habitCard(page, "Stretch").getByRole("link", { name: "Stretch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Stretch" })).toBeVisible();
  await expect(page.getByText("Every day", { exact: true })).toBeVisible();
  await expect(page.getByTestId("habit-streak")).toHaveText("2");
  await expect(page.getByTestId("habit-best")).toHaveText("2");
  await expectNoAxeViolations();

  const grid = page.getByRole("grid");
  const today = grid.getByRole("gridcell", { name: /: 1 of 1, met$/ }).last();
  await today.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(grid.getByRole("gridcell", { name: /: 1 of 1, met$/ }).first()).toBeFocused();
  // A met day has nothing to skip.
  await expect(page.getByRole("button", { name: "Skip this day" })).toHaveCount(0);
  await page.keyboard.press("ArrowRight");
  await expect(today).toBeFocused();

  // The next day, nothing done yet: skipping it keeps the streak; the skip can be taken back.
  await goHomeAt(page, localInstant("UTC", addDays(start, 2), "10:00"));
  await habitCard(page, "Stretch").getByRole("link", { name: "Stretch" }).click();
  const open = page.getByRole("grid").getByRole("gridcell", { name: /: 0 of 1, still open$/ });
  await expect(open).toHaveAttribute("aria-current", "date");
  await page.getByRole("button", { name: "Skip this day" }).click();
  await expect(page.getByRole("grid").getByRole("gridcell", { name: /: 0 of 1, skipped$/ })).toBeVisible();
  await expect(page.getByTestId("habit-streak")).toHaveText("2");
  await page.getByRole("button", { name: "Undo skip" }).click();
  // Month by month, newest first, in words.
  const month = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.parse(`${addDays(start, 2)}T00:00:00Z`),
  );
  await expect(page.getByRole("table").getByRole("row").nth(1).getByRole("cell").first()).toHaveText(month);
  await expect(page.getByRole("button", { name: "Skip this day" })).toBeVisible();
  await expectNoAxeViolations();
});
