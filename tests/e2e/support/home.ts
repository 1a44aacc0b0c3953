// Steps on /home that many specs take: find a card, create a habit, count, read a stat, sign out.
import { expect, type Page } from "@playwright/test";

export const habitCard = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

/** The value of a stats-panel entry ("Streak", "XP", "Coins", "Momentum"). */
export const stat = (page: Page, label: string) =>
  page.getByRole("group", { name: label }).getByTestId(`stat-${label.toLowerCase()}`);

export async function createHabit(
  page: Page,
  title: string,
  dailyTarget: number,
  description = "",
  { isPublic = false } = {},
): Promise<void> {
  await page.getByRole("button", { name: "New habit" }).click();
  const dialog = page.getByRole("dialog", { name: "New habit" });
  await dialog.getByLabel("Title").fill(title);
  if (description) await dialog.getByLabel("Description").fill(description);
  await dialog.getByLabel("Daily target").fill(String(dailyTarget));
  if (isPublic) await dialog.getByText("Public", { exact: true }).click();
  await dialog.getByRole("button", { name: "Create habit" }).click();
  await expect(dialog).toBeHidden();
  await expect(habitCard(page, title)).toBeVisible();
}

/**
 * Fills and sends the New goal dialog, the goal made of the `habits` so titled; returns the dialog,
 * so the caller can expect it closed (saved) or still open with a message.
 */
export async function createGoal(page: Page, title: string, description: string, xpTarget: number, habits: string[]) {
  await page.getByRole("button", { name: "New goal" }).click();
  const dialog = page.getByRole("dialog", { name: "New goal" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill(description);
  await dialog.getByLabel("XP target").fill(String(xpTarget));
  for (const habit of habits) await dialog.getByText(habit, { exact: true }).click();
  await dialog.getByRole("button", { name: "Create goal" }).click();
  return dialog;
}

export async function countUp(page: Page, title: string, times: number): Promise<void> {
  const button = habitCard(page, title).getByRole("button", { name: "Count up" });
  for (let i = 0; i < times; i++) await button.click();
}

/**
 * Runs `act` (a count or a value added) and waits until the app has saved it: the live region
 * speaks what it earned after the save (its text changes even when the words repeat). A page
 * load started before that would end the write.
 */
export async function saved(page: Page, act: () => Promise<void>): Promise<void> {
  const live = page.getByTestId("live-region");
  const said = await live.textContent();
  await act();
  await expect.poll(() => live.textContent()).not.toBe(said);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  // The question of what stays on this device: its default (keep) is taken.
  await page
    .getByRole("alertdialog", { name: "Sign out of Momentum?" })
    .getByRole("button", { name: "Sign out" })
    .click();
  await page.waitForURL((url) => url.pathname === "/signed-out");
}
