// A planned vacation (issue #32, rule 28) with the test clock: planned in Settings from tomorrow,
// habits say "On vacation" on its days, and the streak comes through it; ended early, the day is
// an ordinary one again.
import { expect, signInAsDemo, test } from "./fixtures";
import { countUp, createHabit, habitCard, stat } from "./support/home";
import { addDays, goHomeAt, localInstant } from "./support/zoned-clock";

test.use({ timezoneId: "UTC" });
test.slow();

test("a vacation planned in Settings keeps the streak through its days; ending it early makes today ordinary", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  const start = addDays(new Date().toISOString().slice(0, 10), 2);
  const at = (offset: number) => goHomeAt(page, localInstant("UTC", addDays(start, offset), "10:00"));
  await at(0);
  // The habit's start (+5) and a +1 with its bonus (+6) meet the daily target of 10.
  await createHabit(page, "Walk", 1);
  await countUp(page, "Walk", 1);
  await expect(stat(page, "Streak")).toHaveText("1");

  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Vacation" });
  // From today is refused with the engine's words, at its field.
  await section.getByLabel("First day").fill(start);
  await section.getByLabel("Last day").fill(addDays(start, 3));
  await section.getByRole("button", { name: "Plan vacation" }).click();
  await expect(section.getByText("A vacation starts tomorrow at the earliest")).toBeVisible();
  await section.getByLabel("First day").fill(addDays(start, 1));
  await section.getByRole("button", { name: "Plan vacation" }).click();
  await expect(section.getByTestId("vacation-current")).toContainText("Vacation planned");
  await expectNoAxeViolations();

  // Home says when the break is, before and during it.
  await page.goto("/home");
  const notice = page.getByRole("region", { name: "Vacation" });
  await expect(notice).toContainText(/^Vacation planned: \w{3} \d+ \w{3} \d{4} to \w{3} \d+ \w{3} \d{4}\./);
  await expectNoAxeViolations();

  // On vacation: nothing is expected, and two days without a count leave the streak as it was.
  await at(1);
  await expect(habitCard(page, "Walk").getByText("On vacation")).toBeVisible();
  await expect(notice).toContainText("You are on vacation");
  // Today expects nothing already: the card menu offers to skip only yesterday, an ordinary day.
  await habitCard(page, "Walk").getByRole("button", { name: "Actions for Walk" }).click();
  await expect(page.getByRole("menuitem", { name: "Skip yesterday" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Skip today" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await at(3);
  await expect(stat(page, "Streak")).toHaveText("1");
  await notice.getByRole("link", { name: "End it early" }).click();
  await expect(page).toHaveURL(/\/settings#settings-vacation$/);

  // Ended early on its third day: today is an ordinary day again, and the days gone by stay kept.
  await expect(section.getByTestId("vacation-current")).toContainText("You are on vacation");
  await section.getByRole("button", { name: "End vacation today" }).click();
  await expect(page.getByText("Welcome back: your vacation has ended.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Plan vacation" })).toBeVisible();
  await page.goto("/home");
  await expect(habitCard(page, "Walk").getByText("On vacation")).toBeHidden();
  await expect(notice).toBeHidden();
  await countUp(page, "Walk", 1);
  await page.getByRole("link", { name: "Settings" }).first().click();
  await page.getByLabel("Daily XP target").fill("6");
  await page.getByRole("button", { name: "Save target" }).click();
  await expect(page.getByText("Daily target set to 6 XP.")).toBeVisible();
  await page.goto("/home");
  await expect(stat(page, "Streak")).toHaveText("2");
});
