// Notes on a habit's days (issue #33, rule 32) and Skip for any day since the habit began, from
// the habit's page with the test clock: a note with a link is written on a past day and shows
// in the Notes list as a real link, after a reload too; it is edited from the list and removed;
// a note over 500 characters is refused in the engine's words and nothing is saved; a day five
// days ago is skipped from the calendar and the skip taken back; axe clean with the form open.
import { expect, signInAsDemo, test, type Page } from "./fixtures";
import { createHabit, habitCard } from "./support/home";
import { addDays, dayName, goHomeAt, localInstant } from "./support/zoned-clock";

test.use({ timezoneId: "UTC" });
test.slow();

const square = (page: Page, day: string) => page.getByRole("grid").locator(`[data-day="${day}"]`);
const notesList = (page: Page) => page.getByRole("region", { name: "Notes" });

test("a day's note: written with a link, kept, edited from the list, removed; too long saves nothing; Skip five days ago", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  // The habit's first day starts a month, so its first week is all on one calendar page.
  const start = `${addDays(new Date().toISOString().slice(0, 10), 40).slice(0, 8)}01`;
  await goHomeAt(page, localInstant("UTC", start, "10:00"));
  await createHabit(page, "Run", 1);
  const today = addDays(start, 6);
  const threeAgo = addDays(today, -3);
  const fiveAgo = addDays(today, -5);
  await goHomeAt(page, localInstant("UTC", today, "10:00"));
  await habitCard(page, "Run").getByRole("link", { name: "Run" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Run" })).toBeVisible();
  await expect(notesList(page)).toContainText("No notes yet. Choose a day in the calendar to write one.");

  // Today: no count to type (home counts it), a note all the same.
  const todayForm = page.getByRole("form", { name: `Today, ${dayName(today)}` });
  await expect(todayForm.getByLabel(/^Count on /)).toHaveCount(0);
  await expect(todayForm).toContainText("Only you see notes, even on a public habit.");

  // A past day: its note, with a link, the count untouched.
  await square(page, threeAgo).click();
  const fix = page.getByRole("form", { name: `Fix ${dayName(threeAgo)}` });
  const note = fix.getByLabel(`Note on ${dayName(threeAgo)}`);
  await note.fill("Long run https://example.com/route");
  await expect(fix.getByTestId("note-length")).toHaveText("34 / 500 characters");
  await fix.getByRole("button", { name: "Save" }).click();
  await expect(fix.getByRole("status")).toHaveText("Saved.");
  await expect(square(page, threeAgo)).toHaveAttribute("aria-label", /: 0 of 1, missed, note$/);
  await expect(square(page, threeAgo)).toHaveAttribute("data-note", "");
  const link = notesList(page).getByRole("link", { name: "https://example.com/route" });
  await expect(link).toHaveAttribute("href", "https://example.com/route");
  await expect(notesList(page).getByRole("listitem")).toHaveCount(1);
  await expect(notesList(page).getByRole("listitem")).toContainText(dayName(threeAgo));
  await expect(notesList(page).getByTestId("note-text")).toHaveText("Long run https://example.com/route");
  // Saving again with nothing changed writes nothing.
  await fix.getByRole("button", { name: "Save" }).click();
  await expect(fix.getByRole("status")).toHaveText("No changes to save.");
  await expectNoAxeViolations();

  // After a reload: still there; Edit in the list opens the day's form at its note.
  await page.reload();
  await expect(link).toHaveAttribute("href", "https://example.com/route");
  await notesList(page)
    .getByRole("button", { name: `Edit the note on ${dayName(threeAgo)}` })
    .click();
  await expect(note).toBeFocused();
  await expect(note).toHaveValue("Long run https://example.com/route");
  await expect(square(page, threeAgo)).toHaveAttribute("aria-selected", "true");
  await note.fill("Long run, felt strong 💪");
  await fix.getByRole("button", { name: "Save" }).click();
  await expect(fix.getByRole("status")).toHaveText("Saved.");
  // The emoji is an image with the emoji as its text alternative.
  await expect(notesList(page).getByTestId("note-text")).toHaveText("Long run, felt strong");
  await expect(notesList(page).getByRole("img", { name: "💪" })).toBeVisible();
  await expect(link).toHaveCount(0);

  // Emptied: the note is gone, from the list and the square.
  await note.fill("   ");
  await fix.getByRole("button", { name: "Save" }).click();
  await expect(fix.getByRole("status")).toHaveText("Saved.");
  await expect(notesList(page)).toContainText("No notes yet.");
  await expect(square(page, threeAgo)).toHaveAttribute("aria-label", /: 0 of 1, missed$/);

  // Over 500 characters: the engine's words at the field as it is typed, and Save saves nothing,
  // not even the count typed with it.
  await fix.getByLabel(/^Count on /).fill("1");
  await note.fill("x".repeat(501));
  await expect(fix.getByText("Note must be at most 500 characters", { exact: true })).toBeVisible();
  await expect(fix.getByTestId("note-length")).toHaveText("501 / 500 characters");
  await fix.getByRole("button", { name: "Save" }).click();
  await expect(fix.getByRole("status")).toHaveText("");
  await expect(square(page, threeAgo)).toHaveAttribute("aria-label", /: 0 of 1, missed$/);
  await page.reload();
  await expect(notesList(page)).toContainText("No notes yet.");

  // Five days ago, long past the grace window: skipped from the calendar, then taken back.
  await square(page, fiveAgo).click();
  const old = page.getByRole("form", { name: `Fix ${dayName(fiveAgo)}` });
  await expect(old.getByTestId("past-day-rule")).toContainText("earns no XP or coins");
  await old.getByRole("button", { name: "Skip this day" }).click();
  await expect(square(page, fiveAgo)).toHaveAttribute("aria-label", /: 0 of 1, skipped$/);
  await expect(square(page, fiveAgo)).toHaveAttribute("data-mark", "skipped");
  await expect(old.getByRole("status")).toHaveText("Day skipped.");
  await expectNoAxeViolations();
  await old.getByRole("button", { name: "Undo skip" }).click();
  await expect(square(page, fiveAgo)).toHaveAttribute("aria-label", /: 0 of 1, missed$/);
  await expect(old.getByRole("button", { name: "Skip this day" })).toBeVisible();
});
