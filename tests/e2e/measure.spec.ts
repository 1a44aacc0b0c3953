// Measured habits on home (issue #33, rule 31): the editor's Count or Measure, a card that adds
// values in a unit and undoes the last one, an at-most limit that settles when the day ends (with
// the test clock), refused input that saves nothing, the browser's own number format, and axe.
import { expect, overflowingInMain, signInAsDemo, test, type Page } from "./fixtures";
import { habitCard, saved, stat } from "./support/home";
import { addAmount, createMeasure, fillMeasure } from "./support/measure";
import { addDays, goHomeAt, localInstant } from "./support/zoned-clock";

const toast = (page: Page, text: string) => page.locator(".Toastify__toast").filter({ hasText: text });

test("a measure in km: values add up to the target with its bonus, and the last one is undone", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  const dialog = await fillMeasure(page, "Run", "km", "5");
  await expect(dialog.getByTestId("measure-read-back")).toHaveText("At least 5 km a day");
  await dialog.getByRole("button", { name: "Create habit" }).click();
  await expect(dialog).toBeHidden();
  const card = habitCard(page, "Run");
  const today = card.getByTestId("habit-today");
  await expect(today).toHaveText("0 / 5 km");
  await expect(card.getByRole("button", { name: "Count up" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Undo last value" })).toBeDisabled();
  await expect(stat(page, "XP")).toHaveText("5");

  // Enter adds; so does the Add button. One value is +1 XP whatever its size.
  await addAmount(page, "Run", "km", "2.5");
  await expect(today).toHaveText("2.5 / 5 km");
  await expect(card.getByRole("textbox", { name: "Amount in km" })).toHaveValue("");
  await expect(stat(page, "XP")).toHaveText("6");
  await card.getByRole("textbox", { name: "Amount in km" }).fill("3");
  await card.getByRole("button", { name: "Add", exact: true }).click();
  await expect(today).toHaveText("5.5 / 5 km");
  await expect(today).toHaveAttribute("data-met", "true");
  await expect(card.getByRole("img", { name: "daily target met" })).toBeVisible();
  await expect(card.getByTestId("habit-total")).toHaveText("5.5 km");
  const reached = toast(page, "Daily target reached");
  await expect(reached).toContainText("+6 XP · Daily target reached: +5 XP bonus");
  await expect(stat(page, "XP")).toHaveText("12");

  // The toast's Undo takes the same 3 km back, and the bonus with it.
  await reached.getByRole("button", { name: "Undo" }).click();
  await expect(today).toHaveText("2.5 / 5 km");
  await expect(stat(page, "XP")).toHaveText("6");
  await expect(toast(page, "Daily target no longer met")).toBeVisible();

  // A recent amount is one press; the card's Undo names the value it takes back.
  await card.getByRole("button", { name: "+3 km" }).click();
  await expect(today).toHaveText("5.5 / 5 km");
  await expect(stat(page, "XP")).toHaveText("12");
  await card.getByRole("button", { name: "Undo 3 km" }).click();
  await expect(today).toHaveText("2.5 / 5 km");
  await expect(stat(page, "XP")).toHaveText("6");
  await expect(card.getByRole("button", { name: "Undo 2.5 km" })).toBeEnabled();
  await expect(card.getByRole("listitem").last()).toHaveAttribute("aria-label", "2.5 km on day 7");

  // Saved: a reload shows the same card.
  await page.reload();
  await expect(today).toHaveText("2.5 / 5 km");
  await expect(card.getByRole("button", { name: "Undo 2.5 km" })).toBeEnabled();
  await expect(card.getByRole("button", { name: "+3 km" })).toBeVisible();
  await expectNoAxeViolations();
});

test.describe("an at-most limit, day by day", () => {
  test.use({ timezoneId: "UTC" });
  test.slow();

  test("over the limit the day is missed with no bonus; a day within it is met once it ends", async ({ page }) => {
    await signInAsDemo(page);
    const start = addDays(new Date().toISOString().slice(0, 10), 10);
    const at = (offset: number) => goHomeAt(page, localInstant("UTC", addDays(start, offset), "10:00"));
    await at(0);
    const dialog = await fillMeasure(page, "Coffee", "cups", "2", { direction: "At most" });
    await expect(dialog.getByTestId("measure-read-back")).toHaveText("At most 2 cups a day");
    await dialog.getByRole("button", { name: "Create habit" }).click();
    await expect(dialog).toBeHidden();
    const card = habitCard(page, "Coffee");
    const today = card.getByTestId("habit-today");
    await expect(today).toHaveText("0 of 2 cups");
    await expect(card.getByTestId("habit-limit")).toHaveText("· 2 left");

    await addAmount(page, "Coffee", "cups", "1");
    await expect(card.getByTestId("habit-limit")).toHaveText("· 1 left");
    await saved(page, () => addAmount(page, "Coffee", "cups", "2"));
    await expect(today).toHaveText("3 of 2 cups");
    await expect(today).toHaveAttribute("data-over", "true");
    await expect(card.getByTestId("habit-limit")).toHaveText("· 1 over the limit");
    // An at-most day is never met while it is under way: no bonus, no mark.
    await expect(card.getByRole("img", { name: "daily target met" })).toHaveCount(0);
    await expect(stat(page, "XP")).toHaveText("7");

    // The day ended over the limit: missed, and no DAILYCHECK.
    await at(1);
    await expect(card.getByRole("listitem").nth(5)).toHaveAttribute("aria-label", "3 cups on day 6 (missed)");
    await expect(today).toHaveText("0 of 2 cups");
    await expect(stat(page, "XP")).toHaveText("7");

    // A day within the limit is met once it has ended: its DAILYCHECK (+5 XP) comes with the new day.
    await saved(page, () => addAmount(page, "Coffee", "cups", "1.5"));
    await expect(card.getByTestId("habit-limit")).toHaveText("· 0.5 left");
    await expect(stat(page, "XP")).toHaveText("8");
    await at(2);
    await expect(card.getByRole("listitem").nth(5)).toHaveAttribute("aria-label", "1.5 cups on day 6 (met)");
    await expect(card.getByRole("listitem").nth(4)).toHaveAttribute("aria-label", "3 cups on day 5 (missed)");
    await expect(stat(page, "XP")).toHaveText("13");
  });
});

test("refused input shows the engine's words and saves nothing, in the editor and on the card", async ({ page }) => {
  await signInAsDemo(page);
  const dialog = await fillMeasure(page, "Swim", "km", "-1");
  const create = dialog.getByRole("button", { name: "Create habit" });
  const refused: [string, string][] = [
    ["-1", "A value cannot be negative"],
    ["1.234", "A value can have at most two decimals"],
    ["abc", "Enter a number, such as 2.5"],
  ];
  for (const [text, message] of refused) {
    await dialog.getByLabel(/^Target/).fill(text);
    await create.click();
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel(/^Target/).fill("1");
  await dialog.getByLabel("Unit").fill("");
  await create.click();
  await expect(dialog.getByText("Unit cannot be empty")).toBeVisible();
  await dialog.getByLabel("Unit").fill("kilometres run");
  await create.click();
  await expect(dialog.getByText("Unit must be at most 12 characters")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(habitCard(page, "Swim")).toHaveCount(0);
  await expect(stat(page, "XP")).toHaveText("0");

  await createMeasure(page, "Swim", "km", "1");
  const card = habitCard(page, "Swim");
  const field = card.getByRole("textbox", { name: "Amount in km" });
  for (const [text, message] of [...refused, ["0", "A value must be more than 0"]] as const) {
    await addAmount(page, "Swim", "km", text);
    await expect(card.getByRole("alert")).toHaveText(message);
    await expect(field).toHaveAttribute("aria-invalid", "true");
  }
  await expect(card.getByTestId("habit-today")).toHaveText("0 / 1 km");
  await expect(stat(page, "XP")).toHaveText("5");
  // Typing again clears the message.
  await field.fill("0.");
  await expect(card.getByRole("alert")).toHaveCount(0);
  await page.reload();
  await expect(card.getByTestId("habit-today")).toHaveText("0 / 1 km");

  // Editing keeps the kind and says why; the unit, target and direction can change.
  await card.getByRole("button", { name: "Actions for Swim" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Habit" });
  await expect(edit.getByText("A habit stays a count or a measure: make a new habit to change it.")).toBeVisible();
  await expect(edit.getByRole("radio", { name: /Count/ })).toBeDisabled();
  await expect(edit.getByRole("radio", { name: /Measure/ })).toBeChecked();
  await expect(edit.getByLabel(/^Target/)).toHaveValue("1");
  await edit.getByLabel(/^Target/).fill("1.5");
  await edit.getByLabel("Unit").fill("laps");
  await edit.getByRole("button", { name: "Save habit" }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByTestId("habit-today")).toHaveText("0 / 1.5 laps");
});

test.describe("in the browser's own language", () => {
  test.use({ locale: "de-DE" });

  test("amounts are typed and shown with a decimal comma", async ({ page }) => {
    await signInAsDemo(page);
    const dialog = await fillMeasure(page, "Lesen", "Seiten", "2,5");
    await expect(dialog.getByTestId("measure-read-back")).toHaveText("At least 2,5 Seiten a day");
    await dialog.getByRole("button", { name: "Create habit" }).click();
    await expect(dialog).toBeHidden();
    await saved(page, () => addAmount(page, "Lesen", "Seiten", "1,25"));
    await expect(habitCard(page, "Lesen").getByTestId("habit-today")).toHaveText("1,25 / 2,5 Seiten");
    // A reload draws home again from the start: the first render and the browser's agree (no hydration error).
    await page.reload();
    await expect(habitCard(page, "Lesen").getByTestId("habit-today")).toHaveText("1,25 / 2,5 Seiten");
    await expect(habitCard(page, "Lesen").getByRole("button", { name: "Undo 1,25 Seiten" })).toBeEnabled();
  });
});

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 375, height: 812 }],
] as const) {
  test(`home with measure cards has no axe violations and nothing overflows (${name})`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsDemo(page);
    await createMeasure(page, "Water", "glasses", "8");
    await createMeasure(page, "Screen time", "hours", "2", { direction: "At most" });
    await addAmount(page, "Water", "glasses", "2.5");
    await addAmount(page, "Screen time", "hours", "3");
    await addAmount(page, "Screen time", "hours", "abc");
    await expect(habitCard(page, "Screen time").getByRole("alert")).toBeVisible();
    await expect(habitCard(page, "Water").getByRole("button", { name: "Undo 2.5 glasses" })).toBeEnabled();
    // Toasts closed, so axe reads the page alone.
    await expect(page.locator(".Toastify__toast")).toHaveCount(0, { timeout: 15_000 });
    expect(await overflowingInMain(page)).toEqual([]);
    await expectNoAxeViolations();
    // The editor of a measure, open.
    await habitCard(page, "Water").getByRole("button", { name: "Actions for Water" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Habit" })).toBeVisible();
    await expectNoAxeViolations();
    // Keyboard: the card's amount field shows its focus (a ring it does not have unfocused).
    await page.getByRole("dialog", { name: "Edit Habit" }).getByRole("button", { name: "Cancel" }).click();
    const field = habitCard(page, "Water").getByRole("textbox", { name: "Amount in glasses" });
    const ring = () =>
      field.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.boxShadow} ${style.borderColor}`;
      });
    const unfocused = await ring();
    await field.focus();
    await expect(field).toBeFocused();
    expect(await field.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
    expect(await ring()).not.toBe(unfocused);
  });
}
