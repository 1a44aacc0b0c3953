// "Download for Loop Habit Tracker" (issue #34): the habits, their schedule, kind and days, in the
// zip Loop's own CSV export writes, read back here with the same zip library.
import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import initSqlJs from "sql.js";
import { expect, signInAsDemo, test } from "./fixtures";
import { countUp, createHabit, saved } from "./support/home";
import { addAmount, createMeasure } from "./support/measure";

test("Settings downloads the habits as Loop's CSV export, with today's check and value", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  await createHabit(page, 'Read, "slowly"', 1, "Ten pages");
  await createMeasure(page, "Run", "km", "5");
  await saved(page, () => countUp(page, 'Read, "slowly"', 1));
  await saved(page, () => addAmount(page, "Run", "km", "2.5"));

  await page.goto("/settings/");
  const section = page.getByRole("region", { name: "Other habit apps" });
  await expect(section).toBeVisible();
  await expectNoAxeViolations();
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download for Loop Habit Tracker" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Loop Habits CSV \d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText(`Your habits are saved in ${download.suggestedFilename()}.`)).toBeVisible();

  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const habits = strFromU8(files["Habits.csv"]!).trim().split("\n");
  expect(habits[0]).toBe(
    "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?",
  );
  expect(habits.slice(1)).toEqual([
    '001,"Read, ""slowly""",YES_NO,,Ten pages,1,1,#37474F,,,,false',
    "002,Run,NUMERICAL,,,1,1,#37474F,km,AT_LEAST,5.0,false",
  ]);
  const today = download.suggestedFilename().slice("Loop Habits CSV ".length, -".zip".length);
  const read = strFromU8(files[Object.keys(files).find((name) => name.startsWith("001 "))!]!);
  expect(read.split("\n").slice(0, 2)).toEqual(["Date,Value,Notes", `${today},YES_MANUAL,`]);
  const run = strFromU8(files["002 Run/Checkmarks.csv"]!);
  expect(run.split("\n").slice(0, 2)).toEqual(["Date,Value,Notes", `${today},2500,`]);
});

test("Settings downloads a backup Loop imports: its SQLite database, version 25, with the habit and today's check", async ({
  page,
}) => {
  await signInAsDemo(page);
  await createHabit(page, "Stretch", 1);
  await saved(page, () => countUp(page, "Stretch", 1));

  await page.goto("/settings/");
  const section = page.getByRole("region", { name: "Other habit apps" });
  const downloading = page.waitForEvent("download");
  // sql.js's WebAssembly loads in the page here: the CSP must let it compile.
  await section.getByRole("button", { name: "Download a backup Loop can import" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Loop Habits Backup \d{4}-\d{2}-\d{2}\.db$/);
  const today = download.suggestedFilename().slice("Loop Habits Backup ".length, -".db".length);

  const SQL = await initSqlJs();
  const db = new SQL.Database(new Uint8Array(await readFile(await download.path())));
  try {
    expect(db.exec("PRAGMA user_version")[0]!.values).toEqual([[25]]);
    expect(db.exec("SELECT name, type, freq_num, freq_den, archived FROM Habits")[0]!.values).toEqual([
      ["Stretch", 0, 1, 1, 0],
    ]);
    expect(db.exec("SELECT timestamp, value FROM Repetitions")[0]!.values).toEqual([[Date.parse(today), 2]]);
  } finally {
    db.close();
  }
});
