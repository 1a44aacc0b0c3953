import { expect, signInAsDemo, signInWithMockGoogle, test } from "./fixtures";
import { createGoal, createHabit, habitCard, signOut, stat } from "./support/home";

test("a new user sees the empty states, and with no session home says so", async ({ page, expectNoAxeViolations }) => {
  await page.goto("/home");
  await expect(page.getByText("Failed to load user in home page.")).toBeVisible();
  await expect(page.getByText("No active user session found. Please login first.")).toBeVisible();
  await expect(page.getByText("No Active User", { exact: true })).toBeVisible();

  await signInAsDemo(page);
  await expect(page.getByText("No habits")).toBeVisible();
  await expect(page.getByText("Time for new habits!")).toBeVisible();
  await page.getByRole("tab", { name: "Goals" }).click();
  await expect(page.getByText("No goals")).toBeVisible();
  await expect(page.getByText("Set up some targets!")).toBeVisible();
  await expect(page.getByText("NO PROGRESS TODAY")).toBeVisible();
  await expect(page.getByTestId("daily-label")).toHaveText("Nothing");
  await expectNoAxeViolations();
});

test("a dialog keeps its title and form while it closes", async ({ page }) => {
  await signInAsDemo(page);
  // Its exit animation made long, as on a slow device: the closing dialog stays on screen a while.
  await page.addStyleTag({
    content: '[data-scope="dialog"][data-state="closed"] { animation-duration: 4s !important; }',
  });
  await page.getByRole("button", { name: "New habit" }).click();
  const dialog = page.getByRole("dialog", { name: "New habit" });
  await expect(dialog.getByLabel("Title")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator('[role="dialog"][data-state="closed"]')).toHaveCount(1);
  await expect(page.locator('[role="dialog"][data-state="closed"] h2')).toHaveText("New habit");
  await expect(page.locator('[role="dialog"][data-state="closed"]').getByLabel("Title")).toBeAttached();
  // Its name too, for a screen reader that reaches it before it is gone.
  await expect(page.locator('[role="dialog"][data-state="closed"]')).toHaveAccessibleName("New habit");
});

test("habit form refuses bad input with the spec's messages and saves nothing", async ({ page }) => {
  await signInAsDemo(page);
  await page.getByRole("button", { name: "New habit" }).click();
  const dialog = page.getByRole("dialog", { name: "New habit" });
  await dialog.getByLabel("Title").fill("   ");
  await dialog.getByLabel("Daily target").fill("0");
  await dialog.getByRole("button", { name: "Create habit" }).click();
  await expect(dialog.getByText("Title cannot be empty")).toBeVisible();
  await expect(dialog.getByText("Daily target must be at least 1")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("No habits")).toBeVisible();
  await expect(stat(page, "XP")).toHaveText("0");
});

test("counting a habit earns XP, the daily check, and its rollback", async ({ page, expectNoAxeViolations }) => {
  await signInAsDemo(page);
  await createHabit(page, "Drink water", 3);
  const card = habitCard(page, "Drink water");
  await expect(stat(page, "XP")).toHaveText("5");
  await expect(card.getByRole("button", { name: "Count down" })).toBeDisabled();

  for (let i = 0; i < 3; i++) await card.getByRole("button", { name: "Count up" }).click();
  await expect(card.getByTestId("habit-today")).toHaveText("3/3");
  await expect(stat(page, "XP")).toHaveText("13");
  await expect(page.getByText("Daily target reached: +5 XP bonus")).toBeVisible();
  await expect(page.getByTestId("daily-label")).toHaveText("Awesome!");
  await expect(page.getByText("NO PROGRESS TODAY")).toBeHidden();
  await expect(card.getByRole("listitem", { name: "3 commits on day 7" })).toBeVisible();

  await card.getByRole("button", { name: "Count down" }).click();
  await expect(card.getByTestId("habit-today")).toHaveText("2/3");
  await expect(stat(page, "XP")).toHaveText("7");

  await page.reload();
  await expect(habitCard(page, "Drink water").getByTestId("habit-today")).toHaveText("2/3");
  await expect(stat(page, "XP")).toHaveText("7");
  await expect(habitCard(page, "Drink water").getByTestId("habit-total")).toHaveText("2");

  await page.getByRole("link", { name: "Social" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Social" })).toBeVisible();
  await expect(page.getByText("ROLLBACK_DAILYCHECK")).toBeVisible();
  await expect(page.getByText("XP -5, Coins 0")).toBeVisible();
  await expect(page.getByText("Your Activities", { exact: true })).toBeVisible();
  await expectNoAxeViolations();
});

test("a goal made of a habit moves with it; owners edit and delete through the menu", async ({ page }) => {
  await signInAsDemo(page);
  await createHabit(page, "Read", 1);
  await expect(await createGoal(page, "Read more", "Ten pages a day", 10, ["Read"])).toBeHidden();

  await habitCard(page, "Read").getByRole("button", { name: "Count up" }).click();
  await page.getByRole("tab", { name: "Goals" }).click();
  const goal = page.getByRole("article", { name: "Read more" });
  // COUNT_UP (1) + DAILYCHECK (5) = 6 of 10 XP.
  await expect(goal.getByTestId("goal-percent")).toHaveText("60%");
  await expect(goal.getByTestId("goal-xp")).toHaveText("6/10");
  await expect(page.getByText("“Read more”: under way, halfway")).toBeVisible();

  await goal.getByRole("button", { name: "Actions for Read more" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Goal" });
  await editor.getByLabel("Title").fill("Read a lot more");
  await editor.getByRole("button", { name: "Save goal" }).click();
  await expect(page.getByRole("article", { name: "Read a lot more" })).toBeVisible();

  await page.getByRole("tab", { name: "Commitments" }).click();
  await habitCard(page, "Read").getByRole("button", { name: "Actions for Read" }).click();
  await expect(page.getByRole("menuitem", { name: "Share" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Copy To Clipboard" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  // Issue 36: the dialog names the cost, and the toast says what it took.
  const dialog = page.getByRole("dialog", { name: "Delete habit?" });
  await expect(dialog).toContainText("Deleting an active habit costs 1 coin.");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(habitCard(page, "Read")).toBeHidden();
  await expect(page.getByText("No habits")).toBeVisible();
  // The dialog names the penalty; the toast says what it really took: with no coins, nothing.
  await expect(page.locator(".Toastify__toast").filter({ hasText: "Habit given up" })).toContainText(
    "nothing left to take",
  );
});

test("descriptions render mentions and http(s) links, and never a javascript: link", async ({ page }) => {
  await signInAsDemo(page);
  await createHabit(page, "Stretch 🧘", 1, "With @ada.l, see https://example.com/yoga and javascript:alert(1)");
  const card = habitCard(page, "Stretch 🧘");
  await expect(card.getByRole("link", { name: "@ada.l" })).toHaveAttribute("href", "/ada.l");
  const external = card.getByRole("link", { name: "https://example.com/yoga" });
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  await expect(card.getByText(/javascript:alert\(1\)/)).toBeVisible();
  const hrefs = await card.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|\/)/);
  await expect(card.getByRole("img", { name: "🧘" })).toBeVisible();
});

test("me shows the name and email; the feed asks free users to upgrade", async ({ page, expectNoAxeViolations }) => {
  await signInAsDemo(page);
  await page.goto("/me");
  await expect(page.getByRole("heading", { level: 1, name: "Me" })).toBeVisible();
  await expect(page.getByTestId("me-name")).toHaveText("Demo User");
  await expect(page.getByTestId("me-email")).toHaveText("demo@example.com");
  await expectNoAxeViolations();

  await signOut(page);
  await signInWithMockGoogle(page);
  await page.goto("/social");
  await expect(page.getByText("Upgrade to Premium to unlock the News Feed!")).toBeVisible();
  await expect(page.getByRole("link", { name: "See Premium" })).toHaveAttribute("href", "/premium");
  await expectNoAxeViolations();
});

test("sign-out lands on the signed-out page and home then reports no session", async ({ page }) => {
  await signInAsDemo(page);
  await signOut(page);
  await page.goto("/home");
  await expect(page.getByText("Failed to load user in home page.")).toBeVisible();
});

test("on a small screen the stats sit above the tabs, the first habit shows in the first screen and nothing scrolls sideways", async ({
  page,
}) => {
  // A small phone: the header is one row (the theme button shows its icon) and the stats are compact (issue #36).
  await page.setViewportSize({ width: 360, height: 640 });
  await signInAsDemo(page);
  await createHabit(page, "Stretch", 2);
  const card = habitCard(page, "Stretch");
  // Its +1 is on the first screen, above the phone's navigation bar.
  const countUp = (await card.getByRole("button", { name: "Count up" }).boundingBox())!;
  const bar = (await page.getByRole("navigation", { name: "App" }).filter({ visible: true }).boundingBox())!;
  expect(countUp.y + countUp.height).toBeLessThanOrEqual(bar.y);
  const header = (await page.getByRole("banner").boundingBox())!;
  expect(header.height).toBeLessThan(64);
  await expect(page.getByRole("banner").getByRole("button", { name: /Theme:/ })).toHaveAccessibleName(/Theme: /);
  const statsTop = await page
    .getByRole("region", { name: "Your stats" })
    .evaluate((el) => el.getBoundingClientRect().top);
  const tabsTop = await page.getByRole("tablist").evaluate((el) => el.getBoundingClientRect().top);
  expect(statsTop).toBeLessThan(tabsTop);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const [device, width] of [
  ["a phone", 360],
  ["a desktop", 1280],
] as const) {
  test(`the four stat tiles are one height on ${device}, with Momentum's unit on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemo(page);
    const tiles = page.getByRole("region", { name: "Your stats" }).getByRole("group");
    await expect(tiles).toHaveCount(4);
    const heights = await tiles.evaluateAll((all) => all.map((tile) => tile.getBoundingClientRect().height));
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
    // "XP per day" may sit below the number, but never breaks inside.
    const unit = page.getByRole("group", { name: "Momentum" }).getByText("XP per day");
    const lineHeight = await unit.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await unit.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });
}

test("tooltips, tabs and card menus work from the keyboard", async ({ page, expectNoAxeViolations }) => {
  await signInAsDemo(page);
  await createHabit(page, "Stretch", 2);
  const card = habitCard(page, "Stretch");
  await card.getByRole("button", { name: "Count up" }).click();
  await expect(card.getByTestId("habit-today")).toHaveText("1/2");

  // Each day of the week strip shows its tooltip on hover and on keyboard focus, at once. The
  // tooltip is the square's ::after, drawn by CSS from its label (no element of its own).
  const today = card.getByRole("listitem", { name: "1 commits on day 7" });
  const tooltip = () =>
    today.evaluate((square) => {
      const after = getComputedStyle(square, "::after");
      return after.display === "none" ? null : after.content;
    });
  await today.hover();
  await expect.poll(tooltip).toContain("1 commits on day 7");
  await page.mouse.move(0, 0);
  await expect.poll(tooltip).toBeNull();
  await today.focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  await expect.poll(tooltip).toContain("1 commits on day 7");

  // Tabs: arrow keys move between them and show the panel.
  const commitments = page.getByRole("tab", { name: "Commitments" });
  await commitments.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Goals" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Goals" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Goals" })).toBeVisible();
  await page.keyboard.press("Home");
  await expect(commitments).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Commitments" })).toBeVisible();
  await expectNoAxeViolations();

  // The card menu opens with Enter, its items are reachable with arrows, Escape gives focus back.
  const menuButton = card.getByRole("button", { name: "Actions for Stretch" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Share" })).toHaveAttribute("data-highlighted", "");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(card.getByRole("button", { name: "Actions for Stretch" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page.getByRole("dialog", { name: "Edit habit" })).toBeVisible();
});

test("home renders with the static stylesheet alone: no style inserted at run time, Chakra loaded on first use", async ({
  page,
}) => {
  await signInAsDemo(page);
  await createHabit(page, "Read", 1);
  await createHabit(page, "Walk", 2);
  // A fresh document: the dialog above brought Chakra and its styles into the last one.
  await page.reload();
  await expect(habitCard(page, "Walk")).toBeVisible();
  await habitCard(page, "Walk").getByRole("button", { name: "Count up" }).click();
  await expect(habitCard(page, "Walk").getByTestId("habit-today")).toHaveText("1/2");
  const styles = () =>
    page.evaluate(() => ({
      styleElements: document.querySelectorAll("style").length,
      sheets: [...document.styleSheets].map((sheet) => new URL(sheet.href ?? "inline:", location.href).pathname),
    }));
  const rendered = await styles();
  expect(rendered.styleElements).toBe(0);
  expect(rendered.sheets).toHaveLength(1);
  expect(rendered.sheets[0]).toMatch(/^\/assets\/.+\.css$/);
  // Opening a card's menu loads Chakra, which styles the menu (and only then inserts styles).
  await habitCard(page, "Walk").getByRole("button", { name: "Actions for Walk" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect((await styles()).styleElements).toBeGreaterThan(0);
});
