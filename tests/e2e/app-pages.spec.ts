import { ALLOW_NOT_FOUND_STATUS, expect, signInAsDemo, test } from "./fixtures";
import { countUp, createHabit } from "./support/home";

test("explore adds a habit, and a goal together with its habits", async ({ page, expectNoAxeViolations }) => {
  await signInAsDemo(page);
  await page.getByRole("link", { name: "Explore" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Explore" })).toBeVisible();
  await expectNoAxeViolations();

  await page.getByRole("button", { name: "Add 💧 Drink a glass of water" }).click();
  await expect(page.getByText("Added “💧 Drink a glass of water” to your home.")).toBeVisible();
  await page.getByRole("button", { name: "Add 🏅 Run your first 5K" }).first().click();
  await expect(page.getByText("Added “🏅 Run your first 5K” to your home.")).toBeVisible();

  await page.getByRole("link", { name: "Home" }).first().click();
  await expect(page.getByRole("article", { name: "💧 Drink a glass of water" })).toHaveCount(1);
  await expect(page.getByRole("article", { name: "🏃 Go for a run" })).toBeVisible();
  await page.getByRole("tab", { name: "Goals" }).click();
  await expect(page.getByRole("article", { name: "🏅 Run your first 5K" })).toBeVisible();
});

test("life shows the year heatmap, streaks and totals, and is keyboard navigable", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  await createHabit(page, "Meditate", 1);
  await countUp(page, "Meditate", 2);
  await expect(page.getByRole("article", { name: "Meditate" }).getByTestId("habit-today")).toHaveText("2/1");

  await page.getByRole("link", { name: "Life" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Life" })).toBeVisible();
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();
  // START 5 + two counts 2 + DAILYCHECK 5 = 12 XP today, which meets the target of 10.
  const today = grid.locator('[role=gridcell][tabindex="0"]');
  await expect(today).toHaveAccessibleName(/12 XP/);
  await today.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(grid.locator('[role=gridcell][tabindex="0"]')).not.toHaveAccessibleName(/12 XP/);
  await expect(page.getByRole("row", { name: /Meditate/ })).toContainText("2");
  await expectNoAxeViolations();
});

test("the archive lists deleted items; premium shows your tier; communities can be joined", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  await createHabit(page, "Old habit", 2);
  await page.getByRole("article", { name: "Old habit" }).getByRole("button", { name: "Actions for Old habit" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete habit?" }).getByRole("button", { name: "Delete" }).click();

  await page.getByRole("link", { name: "Archive" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Archive" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Old habit" })).toContainText("Deleted");
  await expectNoAxeViolations();

  await page.goto("/premium");
  await expect(page.getByText("Your tier: Premium.")).toBeVisible();
  await expectNoAxeViolations();

  // Communities are found from the app's navigation, Explore and the landing page (issue #36).
  await page.goto("/explore");
  await page.getByRole("link", { name: "Join a community" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Communities" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("main").getByRole("link", { name: "Open the app" })).toHaveAttribute("href", "/home");
  await page.getByRole("link", { name: "See the communities" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Communities" })).toBeVisible();
  await page.goto("/archive");
  await page
    .getByRole("navigation", { name: "App" })
    .filter({ visible: true })
    .getByRole("link", { name: "Communities" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Communities" })).toBeVisible();
  await page.getByRole("link", { name: "Runners' Club" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Runners' Club" })).toBeVisible();
  await page.getByRole("button", { name: "Join community" }).click();
  await expect(page.getByText("You are a member")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Leave community" })).toBeVisible();
  await expectNoAxeViolations();
  await page.goto("/community/");
  await expect(page.getByRole("listitem").filter({ hasText: "Runners' Club" })).toContainText("Joined");
});

test.describe("unknown community", () => {
  test.use(ALLOW_NOT_FOUND_STATUS);
  test("answers 404 with a not-found page", async ({ page }) => {
    const response = await page.goto("/community/no-such-club");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});
