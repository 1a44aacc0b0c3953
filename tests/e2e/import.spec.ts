// Import from another app (issue #34, rule 33), in the real browser: a Loop Habit Tracker CSV
// export (a zip written here by hand) is read in a worker, previewed, one habit unticked, the rest
// imported as one action; their days are on the habit page and /life, earn nothing, and the whole
// import is undone from Settings. A file that is no export is refused with a sentence.
import { strToU8, zipSync } from "fflate";
import { expect, signInAsDemo, test } from "./fixtures";
import { habitCard, stat } from "./support/home";
import { addDays, dayName } from "./support/zoned-clock";

test.use({ timezoneId: "UTC" });

const today = new Date().toISOString().slice(0, 10);
const ago = (days: number) => addDays(today, -days);

/** Loop's CSV export as Loop 2.3.1 and later write it: Habits.csv and a folder per habit. */
function loopExport(readDays = 365): Buffer {
  const habits = [
    "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?",
    "001,Meditate,YES_NO,Did you meditate?,,1,1,#37474F,,,,false",
    "002,Smoke,YES_NO,,,1,1,#37474F,,,,false",
    "003,Run,NUMERICAL,,,3,7,#37474F,km,AT_LEAST,5.0,false",
    "004,Read,YES_NO,,,1,1,#37474F,,,,false",
    "005,Old,YES_NO,,,1,1,#37474F,,,,true",
  ].join("\n");
  const checks = (rows: string[]) => strToU8(["Date,Value,Notes", ...rows].join("\n") + "\n");
  return Buffer.from(
    zipSync({
      "Habits.csv": strToU8(habits + "\n"),
      "001 Meditate/Checkmarks.csv": checks([
        `${ago(1)},YES_MANUAL,"Calm, ""finally"""`,
        `${ago(2)},YES_MANUAL,`,
        `${ago(3)},YES_AUTO,`,
        `${ago(4)},SKIP,`,
        `${ago(5)},YES_MANUAL,`,
      ]),
      "002 Smoke/Checkmarks.csv": checks([`${ago(1)},YES_MANUAL,`]),
      "003 Run/Checkmarks.csv": checks([`${ago(1)},5500,`, `${ago(3)},2500,`]),
      // A year of days (sync.spec.ts sends such an import to the server).
      "005 Old/Checkmarks.csv": checks([`${ago(30)},YES_MANUAL,`]),
      "004 Read/Checkmarks.csv": checks(Array.from({ length: readDays }, (_, i) => `${ago(i + 1)},YES_MANUAL,`)),
    }),
  );
}

test("a Loop export is previewed, imported without the unticked habit, shown as history that earns nothing, and undone", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  const xp = await stat(page, "XP").textContent();
  // One file, chosen twice: the second time it is the same bytes.
  const exported = loopExport();
  await page.goto("/settings/");
  await page
    .getByTestId("import-app-file")
    .setInputFiles({ name: "Loop Habits CSV.zip", mimeType: "application/zip", buffer: exported });

  const preview = page.getByRole("alertdialog", { name: "Import from Loop Habit Tracker" });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText("1 day Loop filled in by itself (from its frequency) is not imported as done");
  await expect(preview).toContainText("Measure: at least 5 km a day");
  await expectNoAxeViolations();
  await preview.getByText("Smoke", { exact: true }).click();
  await expect(preview.getByRole("checkbox", { name: "Smoke" })).not.toBeChecked();
  await preview.getByRole("button", { name: "Import 4 habits" }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByText("Imported 4 habits from Loop Habit Tracker.")).toBeVisible();

  await page.goto("/home");
  await expect(habitCard(page, "Meditate")).toBeVisible();
  await expect(habitCard(page, "Run")).toBeVisible();
  await expect(habitCard(page, "Smoke")).toHaveCount(0);
  await expect(stat(page, "XP")).toHaveText(xp!);

  await habitCard(page, "Meditate").getByRole("link", { name: "Meditate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meditate" })).toBeVisible();
  const square = (day: string) => page.getByRole("grid").locator(`[data-day="${day}"]`);
  await expect(square(ago(1))).toHaveAttribute("aria-label", /: 1 of 1, met, note$/);
  await expect(square(ago(4))).toHaveAttribute("aria-label", /skipped/);
  await expect(square(ago(3))).toHaveAttribute("aria-label", /: 0 of 1/);
  await expect(page.getByRole("region", { name: "Notes" })).toContainText('Calm, "finally"');
  await expect(page.getByRole("region", { name: "Notes" })).toContainText(dayName(ago(1)));

  await page.goto("/life");
  const totals = page.getByRole("table");
  await expect(totals.getByRole("row", { name: /Run/ }).getByTestId("life-habit-total")).toHaveText("8 km");
  await expect(totals.getByRole("row", { name: /Meditate/ }).getByTestId("life-habit-notes")).toHaveText("1 note");

  // The same file again adds nothing.
  await page.goto("/settings/");
  await page
    .getByTestId("import-app-file")
    .setInputFiles({ name: "Loop Habits CSV.zip", mimeType: "application/zip", buffer: exported });
  await page
    .getByRole("alertdialog", { name: "Import from Loop Habit Tracker" })
    .getByRole("button", { name: /^Import \d/ })
    .click();
  await expect(page.getByTestId("import-app-error")).toContainText(
    "This file is already imported: importing it again would add nothing",
  );

  // A newer export is another file: what the first import brought starts unticked, and says why.
  await page
    .getByTestId("import-app-file")
    .setInputFiles({ name: "Loop Habits CSV 2.zip", mimeType: "application/zip", buffer: loopExport(366) });
  const newer = page.getByRole("alertdialog", { name: "Import from Loop Habit Tracker" });
  await expect(newer.getByRole("checkbox", { name: "Meditate" })).not.toBeChecked();
  await expect(newer.getByRole("checkbox", { name: "Read" })).not.toBeChecked();
  // Archived in Loop, given up here: still this import's.
  await expect(newer.getByRole("checkbox", { name: "Old" })).not.toBeChecked();
  await expect(newer.getByRole("checkbox", { name: "Smoke" })).toBeChecked();
  await expect(newer).toContainText("Already here from your import of");
  await newer.getByRole("button", { name: "Cancel" }).click();
  await expect(newer).toBeHidden();

  const imports = page.getByRole("list", { name: "Your imports" });
  await expect(imports).toContainText("From Loop Habit Tracker on");
  await expect(imports).toContainText("Old");
  await imports.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("The import is undone: its habits are deleted.")).toBeVisible();
  await expect(imports).toHaveCount(0);
  await page.goto("/home");
  await expect(habitCard(page, "Meditate")).toHaveCount(0);
  await expect(habitCard(page, "Run")).toHaveCount(0);
});

test("a file that is no export is refused with a sentence, and nothing changes", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto("/settings/");
  await page
    .getByTestId("import-app-file")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just some words") });
  const error = page.getByTestId("import-app-error");
  await expect(error).toContainText("notes.txt cannot be imported. Nothing was changed.");
  await expect(error).toContainText(
    "This file is not one Momentum can import: choose Loop Habit Tracker's CSV export (a .zip) or its backup (a .db), or Habitica's userdata.json",
  );
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
