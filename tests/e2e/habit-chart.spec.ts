// A habit's bars by week and by month on its own page (issue #33, ADR 0040): the switch by
// keyboard, each period's numbers in words in the hidden table, the picture named; axe clean.
import { expect, signInAsDemo, test } from "./fixtures";
import { habitCard, stat } from "./support/home";
import { addAmount, createMeasure } from "./support/measure";
import { addDays, goHomeAt, localInstant } from "./support/zoned-clock";

test.use({ timezoneId: "UTC" });
test.slow();

const WEEKDAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const SHORT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A Monday some days ahead whose week's first three days are in one month. */
function aMondayAhead(): string {
  let day = addDays(new Date().toISOString().slice(0, 10), 10);
  while (WEEKDAY.format(at(day)) !== "Mon" || Number(day.slice(8)) > 26) day = addDays(day, 1);
  return day;
}

test("the habit page's bars: week and month by keyboard, the numbers in words, axe clean", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsDemo(page);
  const monday = aMondayAhead();
  await goHomeAt(page, localInstant("UTC", monday, "10:00"));
  await createMeasure(page, "Run", "km", "5");
  // Short of the target both days: this test is about the bars, and a measure's met calendar square
  // (its date, white on green, 3.3:1) is a contrast problem of the calendar's own, not checked here.
  await addAmount(page, "Run", "km", "3");
  await expect(habitCard(page, "Run").getByTestId("habit-today")).toHaveText("3 / 5 km");
  // Saved (the XP says so: start +5, a value +1) before the clock moves: a value still being saved
  // would be dated the next day, or lost with the page.
  await expect(stat(page, "XP")).toHaveText("6");
  await goHomeAt(page, localInstant("UTC", addDays(monday, 1), "10:00"));
  await addAmount(page, "Run", "km", "2.5");
  await expect(habitCard(page, "Run").getByTestId("habit-today")).toHaveText("2.5 / 5 km");
  await expect(stat(page, "XP")).toHaveText("7");
  await goHomeAt(page, localInstant("UTC", addDays(monday, 2), "10:00"));
  await habitCard(page, "Run").getByRole("link", { name: "Run" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Run" })).toBeVisible();

  const section = page.getByRole("region", { name: "Totals by week and month" });
  const byWeek = section.getByRole("radio", { name: "By week" });
  const byMonth = section.getByRole("radio", { name: "By month" });
  await expect(byWeek).toBeChecked();
  await expect(section.getByRole("img", { name: /^Totals by week, weeks of / })).toBeVisible();
  // Three days so far, 5 km asked each: 15 km; 5.5 km done, no day met.
  const weeks = section.getByRole("table", { name: "Totals by week" });
  await expect(weeks.getByRole("rowheader")).toHaveText([`Week of ${SHORT.format(at(monday))} (so far)`]);
  await expect(weeks.getByRole("cell")).toHaveText(["5.5 km, 0 days met, aim 15 km"]);
  await expectNoAxeViolations();

  // The arrow keys move between the two, as radios do; the focus shows.
  await byWeek.focus();
  await page.keyboard.press("ArrowRight");
  await expect(byMonth).toBeChecked();
  await expect(byMonth).toBeFocused();
  const label = section.locator("label", { hasText: "By month" });
  await expect(label).toHaveCSS("outline-style", "solid");
  const months = section.getByRole("table", { name: "Totals by month" });
  await expect(months.getByRole("rowheader")).toHaveText([`${MONTH.format(at(monday))} (so far)`]);
  await expect(months.getByRole("cell")).toHaveText(["5.5 km, 0 days met, aim 15 km"]);
  await expect(section.getByRole("img", { name: /^Totals by month, / })).toBeVisible();
  await expectNoAxeViolations();

  await page.keyboard.press("ArrowLeft");
  await expect(byWeek).toBeChecked();
  await expect(section.getByRole("table", { name: "Totals by week" })).toHaveCount(1);
});
