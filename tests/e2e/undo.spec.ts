// Undo on the toasts of a create, a +1 that meets the target, a −1 that loses it, and a delete
// (issue 36, rule 29): each takes back exactly what it did, as an action of its own.
import type { Page } from "@playwright/test";
import { expect, signInAsDemo, test } from "./fixtures";
import { countUp, createHabit, habitCard, stat } from "./support/home";

const toast = (page: Page, text: string) => page.locator(".Toastify__toast").filter({ hasText: text });

test("Undo takes back a new habit, a +1 that met the target, a −1 and a delete", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);

  // A new habit, taken back: gone from home and its +5 XP with it.
  await createHabit(page, "Stretch", 1);
  await expect(stat(page, "XP")).toHaveText("5");
  const started = toast(page, "Habit “Stretch” started");
  await expect(started.getByRole("button", { name: "Undo" })).toBeVisible();
  // A pointer over a toast holds it open (react-toastify's pauseOnHover) while axe reads the page.
  await started.hover();
  await expectNoAxeViolations();
  await started.getByRole("button", { name: "Undo" }).click();
  await expect(habitCard(page, "Stretch")).toBeHidden();
  await expect(toast(page, "New habit undone")).toContainText("−5 XP");
  await expect(stat(page, "XP")).toHaveText("0");
  await expect(started).toBeHidden();

  // A +1 that met the daily target: its Undo is a −1, which takes the bonus back too.
  await createHabit(page, "Read", 1);
  await countUp(page, "Read", 1);
  await expect(stat(page, "XP")).toHaveText("11");
  const reached = toast(page, "Daily target reached");
  await reached.getByRole("button", { name: "Undo" }).click();
  await expect(stat(page, "XP")).toHaveText("5");
  await expect(habitCard(page, "Read").getByRole("button", { name: "Count down" })).toBeDisabled();
  // That −1 lost the target: its own toast says so, and its Undo counts the +1 again.
  const lost = toast(page, "Daily target no longer met");
  await lost.getByRole("button", { name: "Undo" }).click();
  await expect(stat(page, "XP")).toHaveText("11");

  // A delete, taken back: the habit is back on home with its count.
  await habitCard(page, "Read").getByRole("button", { name: "Actions for Read" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete habit?" }).getByRole("button", { name: "Delete" }).click();
  await expect(habitCard(page, "Read")).toBeHidden();
  await toast(page, "Habit given up").getByRole("button", { name: "Undo" }).click();
  await expect(habitCard(page, "Read")).toBeVisible();
  await expect(toast(page, "Habit “Read” is back")).toBeVisible();
  await expect(stat(page, "XP")).toHaveText("11");
  await expect(stat(page, "Coins")).toHaveText("0");

  // The undos are in the log: a reload shows the same home.
  await page.reload();
  await expect(habitCard(page, "Read")).toBeVisible();
  await expect(habitCard(page, "Stretch")).toBeHidden();
  await expect(stat(page, "XP")).toHaveText("11");
});
