// Measured habits through the UI (rule 31): the New habit dialog's Kind, Unit, Target and
// direction, and a value typed into a card.
import { expect, type Page } from "@playwright/test";
import { habitCard } from "./home";

type MeasureOptions = { direction?: "At least" | "At most"; isPublic?: boolean };

/** Fills the New habit dialog for a measure and returns it, not yet sent. */
export async function fillMeasure(
  page: Page,
  title: string,
  unit: string,
  target: string,
  { direction = "At least", isPublic = false }: MeasureOptions = {},
) {
  await page.getByRole("button", { name: "New habit" }).click();
  const dialog = page.getByRole("dialog", { name: "New habit" });
  await dialog.getByLabel("Title").fill(title);
  if (isPublic) await dialog.getByText("Public", { exact: true }).click();
  await dialog.getByRole("radiogroup", { name: "Kind" }).getByText("Measure", { exact: true }).click();
  await dialog.getByLabel("Unit").fill(unit);
  await dialog.getByLabel(/^Target/).fill(target);
  await dialog.getByRole("radiogroup", { name: "The target is" }).getByText(direction, { exact: true }).click();
  return dialog;
}

/** Makes a measure through the New habit dialog; its card is on home after. */
export async function createMeasure(page: Page, title: string, unit: string, target: string, options?: MeasureOptions) {
  const dialog = await fillMeasure(page, title, unit, target, options);
  await dialog.getByRole("button", { name: "Create habit" }).click();
  await expect(dialog).toBeHidden();
  await expect(habitCard(page, title)).toBeVisible();
}

/** Types an amount into a measure's card and sends it with Enter, as a keyboard user would. */
export async function addAmount(page: Page, title: string, unit: string, text: string) {
  const field = habitCard(page, title).getByRole("textbox", { name: `Amount in ${unit}` });
  await field.fill(text);
  await field.press("Enter");
}
