// Habits on a schedule (issue #32) across a week with the test clock: a Mon/Wed/Fri habit earns
// its DAILYCHECK on its days only and says what today is; "3 days a week" is paid three times.
import { expect, signInAsDemo, test, type Page } from "./fixtures";
import { countUp, habitCard, stat } from "./support/home";
import { addDays, goHomeAt, localInstant } from "./support/zoned-clock";

test.use({ timezoneId: "UTC" });
// A week of page loads under the test clock, as the day-boundary spec does.
test.slow();

/** The first Monday at least two days from now (days never go back, so the week starts ahead). */
function nextMonday(): string {
  let day = addDays(new Date().toISOString().slice(0, 10), 2);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

const at = (page: Page, day: string) => goHomeAt(page, localInstant("UTC", day, "10:00"));

const xp = async (page: Page) => Number((await stat(page, "XP").innerText()).replace(/\D/g, ""));

/**
 * Counts once and returns the XP the saved action earned. The stat moves by 1 at the click and by
 * the bonus only once saved, so the live region's "+N XP", said after the save (its text changes
 * even when the words repeat), is the figure to read; the stat must then agree with it.
 */
async function xpOfOneCount(page: Page, title: string): Promise<number> {
  const before = await xp(page);
  const live = page.getByTestId("live-region");
  const said = await live.textContent();
  await countUp(page, title, 1);
  await expect.poll(() => live.textContent()).not.toBe(said);
  await expect(live).toHaveText(/^\+\d+ XP/);
  const earned = Number((await live.innerText()).replace(/\D/g, ""));
  await expect.poll(() => xp(page)).toBe(before + earned);
  return earned;
}

async function newScheduledHabit(
  page: Page,
  title: string,
  choose: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>,
) {
  await page.getByRole("button", { name: "New habit" }).click();
  const dialog = page.getByRole("dialog", { name: "New habit" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Daily target").fill("1");
  await choose(dialog);
  return dialog;
}

test("a Mon/Wed/Fri habit is due on its days, still counts on the others, and pays its bonus on its days", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  const monday = nextMonday();
  await at(page, monday);
  const dialog = await newScheduledHabit(page, "Gym", async (form) => {
    await form.getByLabel("How often").selectOption({ label: "On these days" });
    const days = form.getByRole("group", { name: "Days of the week" });
    // Mon, Wed and Fri are offered first; take Friday off and put it back by keyboard.
    await days.getByText("Fri", { exact: true }).click();
    await expect(form.getByText("Mon and Wed", { exact: true })).toBeVisible();
    await days.getByRole("checkbox", { name: "Fri" }).press("Space");
    await expect(form.getByText("Mon, Wed and Fri", { exact: true })).toBeVisible();
  });
  await expectNoAxeViolations();
  await dialog.getByRole("button", { name: "Create habit" }).click();
  await expect(dialog).toBeHidden();

  const card = habitCard(page, "Gym");
  await expect(card.getByText("Mon, Wed and Fri")).toBeVisible();
  await expect(card.getByText("Due today")).toBeVisible();
  expect(await xpOfOneCount(page, "Gym")).toBe(1 + 5);
  await expect(card.getByText("Done today")).toBeVisible();

  await at(page, addDays(monday, 1));
  await expect(card.getByText("Not today (still counts)")).toBeVisible();
  await expect(card.getByRole("listitem", { name: "0 commits on day 7 (not expected)" })).toBeVisible();
  await expect(card.getByRole("listitem", { name: "1 commits on day 6 (met)" })).toBeVisible();
  // Sunday came before the habit: no mark of its own.
  await expect(card.getByRole("listitem", { name: "0 commits on day 5", exact: true })).toBeVisible();
  expect(await xpOfOneCount(page, "Gym")).toBe(1);
  await expect(card.getByRole("listitem", { name: "1 commits on day 7 (met)" })).toBeVisible();
  await expectNoAxeViolations();

  await at(page, addDays(monday, 2));
  await expect(card.getByText("Due today")).toBeVisible();
  await expect(card.getByRole("listitem", { name: "1 commits on day 6 (met)" })).toBeVisible();

  // Skip today from the card menu, by keyboard; then take it back.
  await card.getByRole("button", { name: "Actions for Gym" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown"); // Share, Copy, Edit, Skip today
  await expect(page.getByRole("menuitem", { name: "Skip today" })).toHaveAttribute("data-highlighted", "");
  await page.keyboard.press("Enter");
  await expect(card.getByText("Skipped today")).toBeVisible();
  await expect(card.getByRole("listitem", { name: "0 commits on day 7 (skipped)" })).toBeVisible();
  await card.getByRole("button", { name: "Actions for Gym" }).click();
  await page.getByRole("menuitem", { name: "Undo skip today" }).click();
  await expect(card.getByText("Due today")).toBeVisible();
});

test("3 days a week is met on Tue, Thu and Sat; a fourth day counts without the bonus", async ({ page }) => {
  await signInAsDemo(page);
  const monday = nextMonday();
  await at(page, monday);
  const dialog = await newScheduledHabit(page, "Run", async (form) => {
    await form.getByLabel("How often").selectOption({ label: "N times a week" });
    await form.getByLabel("Days a week").fill("3");
    await expect(form.getByText("3 days a week, any days", { exact: true })).toBeVisible();
  });
  await dialog.getByRole("button", { name: "Create habit" }).click();
  await expect(dialog).toBeHidden();
  const card = habitCard(page, "Run");
  await expect(card.getByText("0 of 3 this week")).toBeVisible();

  for (const [offset, met] of [
    [1, 1],
    [3, 2],
    [5, 3],
  ] as const) {
    await at(page, addDays(monday, offset));
    expect(await xpOfOneCount(page, "Run")).toBe(1 + 5);
    await expect(card.getByText(`${met} of 3 this week`)).toBeVisible();
  }
  await at(page, addDays(monday, 6));
  expect(await xpOfOneCount(page, "Run")).toBe(1);
  await expect(card.getByText("3 of 3 this week")).toBeVisible();

  // The editor opens on the habit's schedule; every day from today on pays today's bonus at once.
  // Read before the dialog opens: the page behind a dialog is hidden from the accessibility tree.
  const before = await xp(page);
  await card.getByRole("button", { name: "Actions for Run" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Habit" });
  await expect(editor.getByLabel("How often")).toHaveValue("weekly");
  await expect(editor.getByLabel("Days a week")).toHaveValue("3");
  await editor.getByLabel("How often").selectOption({ label: "Every day" });
  await expect(editor.locator("#schedule-read-back")).toHaveText("Every day");
  await editor.getByRole("button", { name: "Save habit" }).click();
  await expect(editor).toBeHidden();
  await expect(card.getByText("3 of 3 this week")).toBeHidden();
  await expect.poll(() => xp(page)).toBe(before + 5);
});

test("a bad number in How often is refused at its field, with the engine's words", async ({ page }) => {
  await signInAsDemo(page);
  const dialog = await newScheduledHabit(page, "Swim", async (form) => {
    await form.getByLabel("How often").selectOption({ label: "Every N days" });
    await form.getByLabel("Every how many days").fill("1");
  });
  await dialog.getByRole("button", { name: "Create habit" }).click();
  await expect(dialog.getByText("Every how many days must be a whole number from 2 to 365")).toBeVisible();
  await dialog.getByLabel("Every how many days").fill("3");
  await expect(dialog.getByText("Every 3 days", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Create habit" }).click();
  await expect(dialog).toBeHidden();
  await expect(habitCard(page, "Swim").getByText("Due today")).toBeVisible();
});
