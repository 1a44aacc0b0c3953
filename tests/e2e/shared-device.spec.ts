// Issue 19, point 10 (rule 20, docs/rules.md): on a shared device, signed-out visitors and
// other accounts never see a local user's data, and signing out asks whether to keep it.
import { readFile } from "node:fs/promises";
import {
  ALLOW_NOT_FOUND_STATUS,
  expect,
  signedInUsername,
  signInWithMockGoogle,
  test,
  type MockPerson,
  type Page,
} from "./fixtures";
import { dumpIndexedDb } from "./support/idb";
import { createHabit, signOut, stat } from "./support/home";

/** Accounts of this test's own (no other test signs in or out of them). */
const person = (role: string, name: string): MockPerson => ({
  id: `${role}-${test.info().testId}`.slice(0, 40).replace(/[^\w-]/g, "_"),
  name,
});

/** The profile's address shows nothing of the first user: the same not-found page as for nobody at all. */
async function expectNothingOf(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Profile not found" })).toBeVisible();
  await expect(page).toHaveTitle("Profile not found | Momentum");
  const main = page.getByRole("main");
  for (const text of ["Owen Owner", "A secret bio", "Read 📚"]) await expect(main.getByText(text)).toHaveCount(0);
  await expect(page.getByTestId("profile-xp")).toHaveCount(0);
  await expect(page.getByTestId("profile-streak")).toHaveCount(0);
}

test.describe("profiles", () => {
  // A profile that is not yours is a 404 from the server: the browser logs the status.
  test.use(ALLOW_NOT_FOUND_STATUS);

  test("signed-out visitors and other accounts never see a local user's profile", async ({
    page,
    expectNoAxeViolations,
  }) => {
    test.slow();
    const owner = person("owner", "Owen Owner");
    await signInWithMockGoogle(page, owner);
    const username = await signedInUsername(page);
    await createHabit(page, "Read 📚", 1);
    await page.goto("/profile/edit");
    await page.getByLabel("Bio").fill("A secret bio");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.waitForURL(`**/profile/${username}`);
    await expect(page.getByTestId("profile-bio")).toHaveText("A secret bio");
    await signOut(page);

    const addresses = [`/${username}`, `/profile/${username}`, `/${username.toUpperCase()}`];
    for (const path of addresses) await expectNothingOf(page, path);
    await expectNoAxeViolations();

    // Another account on the same device sees no more than a visitor.
    await signInWithMockGoogle(page, person("other", "Olga Other"));
    const other = await signedInUsername(page);
    for (const path of addresses) await expectNothingOf(page, path);
    await expect(page.getByRole("link", { name: "Go to your profile" })).toHaveAttribute("href", `/profile/${other}`);
    // The not-found page is the server's public page (issue #22): the app, with its Sign out, is a link away.
    await page.getByRole("link", { name: "Open your habits" }).click();
    await signOut(page);

    // The owner, signed in, sees it all.
    await signInWithMockGoogle(page, owner);
    await page.goto(`/${username}`);
    await expect(page.getByRole("heading", { level: 1, name: "Owen Owner" })).toBeVisible();
    await expect(page.getByTestId("profile-bio")).toHaveText("A secret bio");
    await expect(page.getByRole("article", { name: "Read 📚" })).toBeVisible();
  });
});

test("signing out asks; keeping the data is the default and the page says what happened", async ({
  page,
  expectNoAxeViolations,
}) => {
  const ada = person("ada", "Ada Lovelace");
  await signInWithMockGoogle(page, ada);
  await createHabit(page, "Stretch", 1);
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign out of Momentum?" });
  await expect(dialog.getByRole("radio", { name: "Keep it on this device" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Remove my data from this device" })).not.toBeChecked();
  await expect(dialog.getByRole("button", { name: "Export my data" })).toBeVisible();
  await expectNoAxeViolations();
  // Cancel signs nobody out.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Your profile: Ada Lovelace" })).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/signed-out");
  await expect(page.getByRole("heading", { level: 1, name: "You are signed out" })).toBeVisible();
  await expect(page.getByText("Your data is still on this device.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expectNoAxeViolations();

  await signInWithMockGoogle(page, ada);
  await expect(page.getByRole("article", { name: "Stretch" })).toBeVisible();
});

test("removing takes exactly this account's data off the device, and nothing of it stays readable", async ({
  page,
}) => {
  test.slow();
  // Another account's data on the same device, which must stay.
  const other = person("other", "Olga Other");
  await signInWithMockGoogle(page, other);
  await createHabit(page, "Olga's habit", 1);
  await signOut(page);

  const ada = person("ada", "Ada Lovelace");
  await signInWithMockGoogle(page, ada);
  await createHabit(page, "Ada's private habit", 2);
  await page.getByRole("article", { name: "Ada's private habit" }).getByRole("button", { name: "Count up" }).click();
  await expect(stat(page, "XP")).toHaveText("6");
  const before = await dumpIndexedDb(page);
  const adaAccount = `google:${ada.id}`;
  const adaId = before.momentum?.users?.[`account/${adaAccount}`];
  expect(typeof adaId).toBe("string");

  // Sign out from Settings this time: the same question, with the export beside "Remove".
  await page.getByRole("link", { name: "Settings" }).first().click();
  await page.getByRole("button", { name: "Sign out of Momentum" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign out of Momentum?" });
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export my data" }).click();
  const exported = await (await downloading).path();
  await dialog.getByText("Remove my data from this device").click();
  await expect(dialog.getByRole("radio", { name: "Remove my data from this device" })).toBeChecked();
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/signed-out");
  await expect(page.getByText("Your data was removed from this device.")).toBeVisible();

  // Nothing of Ada is left in any database of the origin, nor in localStorage.
  const stored = JSON.stringify(await dumpIndexedDb(page));
  for (const trace of [adaId as string, adaAccount, "Ada's private habit", "Ada Lovelace"])
    expect(stored, `"${trace}" is still stored`).not.toContain(trace);
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  for (const trace of [adaAccount, "Ada Lovelace", adaId as string]) expect(local).not.toContain(trace);

  // The other account's data is all there.
  await signInWithMockGoogle(page, other);
  await expect(page.getByRole("article", { name: "Olga's habit" })).toBeVisible();
  await signOut(page);

  // Ada starts afresh, and her export brings everything back.
  await signInWithMockGoogle(page, ada);
  await expect(page.getByText("No habits")).toBeVisible();
  await expect(stat(page, "XP")).toHaveText("0");
  await page.getByRole("link", { name: "Settings" }).first().click();
  await page.getByTestId("import-file").setInputFiles(exported);
  await page
    .getByRole("alertdialog", { name: "Replace your data with this backup?" })
    .getByRole("button", { name: "Replace my data" })
    .click();
  await expect(page.getByText("Imported 1 habit, 0 goals and 2 records.")).toBeVisible();
  const backup = JSON.parse(await readFile(exported, "utf8")) as { habits: { title: string }[] };
  expect(backup.habits.map((habit) => habit.title)).toEqual(["Ada's private habit"]);
});
