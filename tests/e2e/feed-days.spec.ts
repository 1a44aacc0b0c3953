// Issue #23, point 4: the feed's day headers. Under an emulated zone (Tokyo, UTC+9) and the test clock,
// records sit under the day each counted for in the user's day (rule 18), not under the UTC date: a
// count at 23:30 and one at 00:30 local share a UTC date but not a day. Headers are h2 inside the list,
// and a day split across pages heads both.
import { expect, test } from "./fixtures";
import { countUp, habitCard } from "./support/home";
import { addDays, goHomeAt, localDate, localInstant, switchToLocalTime } from "./support/zoned-clock";

const ZONE = "Asia/Tokyo";

test.slow();
test.use({ timezoneId: ZONE });

/** "Monday, 23 November 2026" for a day key. */
const longDate = (day: string) =>
  new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.parse(`${day}T00:00:00Z`));

test("the feed groups records under Today, Yesterday and dated headings of the user's day, page by page", async ({
  page,
  expectNoAxeViolations,
}) => {
  await switchToLocalTime(page, ZONE);
  const created = localDate(Date.now(), ZONE);
  const today = addDays(created, 3);
  const yesterday = addDays(today, -1);
  const lateEvening = localInstant(ZONE, yesterday, "23:30");
  const earlyMorning = localInstant(ZONE, today, "00:30");
  // The two counts share a UTC date: only the user's day puts them apart.
  expect(new Date(lateEvening).toISOString().slice(0, 10)).toBe(new Date(earlyMorning).toISOString().slice(0, 10));

  await goHomeAt(page, lateEvening);
  await countUp(page, "Read", 1);
  await expect(habitCard(page, "Read").getByTestId("habit-today")).toHaveText("1/1");
  await goHomeAt(page, earlyMorning);
  // 51 records today: the first page (50) holds only today's newest, the next page the rest of today.
  await countUp(page, "Read", 51);
  await expect(habitCard(page, "Read").getByTestId("habit-today")).toHaveText("51/1");

  await page.getByRole("link", { name: "Social" }).first().click();
  const feed = page.getByRole("list", { name: "Your activities" });
  await expect(feed.getByRole("heading", { level: 2 })).toHaveText(["Today"]);
  await expect(feed.getByRole("list", { name: "Today" }).getByTestId("feed-count-run")).toContainText("COUNT_UP ×50");
  await expectNoAxeViolations();

  await page.getByRole("link", { name: "Older activities" }).click();
  await expect(page).toHaveURL(/\?before=/);
  // Today goes on from the page before, so it is headed again.
  await expect(feed.getByRole("heading", { level: 2 })).toHaveText(["Today", "Yesterday", longDate(created)]);
  const todayList = feed.getByRole("list", { name: "Today" });
  await expect(todayList.getByRole("listitem")).toHaveCount(2);
  await expect(todayList).toContainText("DAILYCHECK");
  await expect(todayList).toContainText(/00:30:\d\d Asia\/Tokyo/);
  const yesterdayList = feed.getByRole("list", { name: "Yesterday" });
  await expect(yesterdayList.getByRole("listitem")).toHaveCount(2);
  await expect(yesterdayList).toContainText(/23:30:\d\d Asia\/Tokyo/);
  await expect(feed.getByRole("list", { name: longDate(created) })).toContainText("START");
  // The heading names its day for machines too.
  await expect(feed.getByRole("heading", { name: "Yesterday" }).locator("time")).toHaveAttribute("datetime", yesterday);
  await expectNoAxeViolations();
});
