// Rule 18 in the browser: emulated time zones and the test clock (ADR 0007). The
// notice offers local time once; counts at 23:30 and 00:30 local land on the
// right days; the week strip and /life agree; a DST night in London is one day.
import { expect, test, type Page } from "./fixtures";
import { countUp, habitCard } from "./support/home";
import { addDays, dayName, goHomeAt, localDate, localInstant, switchToLocalTime } from "./support/zoned-clock";

test.slow();

const weekDay = (page: Page, count: number, index: number) =>
  habitCard(page, "Read").getByRole("listitem", { name: `${count} commits on day ${index}` });

/** 23:30 on `day` and 00:30 the next morning, local: two days, as the strip and /life show. */
async function countAcrossMidnight(page: Page, timeZone: string, day: string) {
  await goHomeAt(page, localInstant(timeZone, day, "23:30"));
  await countUp(page, "Read", 1);
  await expect(weekDay(page, 1, 7)).toBeVisible();
  await goHomeAt(page, localInstant(timeZone, addDays(day, 1), "00:30"));
  await expect(weekDay(page, 1, 6)).toBeVisible();
  await expect(weekDay(page, 0, 7)).toBeVisible();
  await countUp(page, "Read", 2);
  await expect(weekDay(page, 2, 7)).toBeVisible();
  await expect(weekDay(page, 1, 6)).toBeVisible();

  await page.getByRole("link", { name: "Life" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Life" })).toBeVisible();
  const cell = (d: string) => page.getByRole("gridcell", { name: new RegExp(`^${dayName(d)}: `) });
  await expect(cell(day)).toHaveAccessibleName(/: [1-9]\d* XP, /);
  await expect(cell(addDays(day, 1))).toHaveAccessibleName(/: [1-9]\d* XP, /);
  await expect(cell(addDays(day, -1))).toHaveAccessibleName(/: 0 XP, target not met$/);
}

for (const timeZone of ["America/Los_Angeles", "Asia/Tokyo"]) {
  test.describe(timeZone, () => {
    test.use({ timezoneId: timeZone });

    test("the notice once, then counts at 23:30 and 00:30 local land on their own days", async ({
      page,
      expectNoAxeViolations,
    }) => {
      await switchToLocalTime(page, timeZone);
      await expectNoAxeViolations();
      // Three days on: the day before it is then past both the local and the UTC date of now
      // (in Los Angeles between UTC midnight and local midnight, UTC is a day ahead, and the
      // habit made now counts on that day, since days never go back).
      const day = addDays(localDate(Date.now(), timeZone), 3);
      await countAcrossMidnight(page, timeZone, day);
    });
  });
}

test.describe("Europe/London across its clock change", () => {
  test.use({ timezoneId: "Europe/London" });

  test("the night the clocks go forward is one day, 23 hours long", async ({ page }) => {
    await switchToLocalTime(page, "Europe/London");
    // The last Sunday of March next year: the clocks go from 01:00 to 02:00.
    const year = new Date().getUTCFullYear() + 1;
    const march31 = Date.UTC(year, 2, 31);
    const sunday = new Date(march31 - new Date(march31).getUTCDay() * 86_400_000).toISOString().slice(0, 10);
    await countAcrossMidnight(page, "Europe/London", addDays(sunday, -1));
    // Sunday 23:30 (summer time) is still Sunday: the strip's last day has 3.
    await goHomeAt(page, localInstant("Europe/London", sunday, "23:30"));
    await countUp(page, "Read", 1);
    await expect(weekDay(page, 3, 7)).toBeVisible();
    await expect(weekDay(page, 1, 6)).toBeVisible();
  });
});
