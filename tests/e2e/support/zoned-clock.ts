// Local wall-clock times under an emulated time zone, and the test clock (ADR 0007) that moves the
// app there: what specs of the user's day (rule 18) share.
import { expect, type Page } from "@playwright/test";
import { signInAsDemo } from "../fixtures";
import { createHabit } from "./home";

const OFFSET_KEY = "momentum-test-now-offset-ms";

/** The UTC instant at which `timeZone`'s wall clock reads the given date and time. */
export function localInstant(timeZone: string, date: string, time: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh, mm);
  let t = wall;
  // Two passes settle the offset, daylight saving included.
  for (let i = 0; i < 2; i++) t = wall - (wallOf(t, timeZone) - t);
  return t;
}

/** `timeZone`'s wall-clock reading at `t`, as if it were UTC (worked out apart from app/game/day.ts). */
function wallOf(t: number, timeZone: string): number {
  // Swedish dates read as ISO 8601: "2026-03-29 01:30:00".
  const wall = new Date(t).toLocaleString("sv-SE", { timeZone, hourCycle: "h23" });
  return Date.parse(`${wall.replace(" ", "T")}Z`);
}

/** How the app names a day, "Mon 3 Mar 2025" (worked out apart from app/components/life/year-grid.ts). */
export function dayName(day: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(Date.parse(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}

/** The date ('YYYY-MM-DD') on `timeZone`'s wall clock at `t`. */
export const localDate = (t: number, timeZone: string) => new Date(wallOf(t, timeZone)).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Moves the app's clock to `at` (the page reads Date.now() + offset) and opens home. */
export async function goHomeAt(page: Page, at: number) {
  await page.evaluate(([key, offset]) => localStorage.setItem(key, offset), [
    OFFSET_KEY,
    String(at - Date.now()),
  ] as const);
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
}

/** Signs in, answers the notice with "Use local time" and checks it never comes back; then a habit "Read". */
export async function switchToLocalTime(page: Page, timeZone: string) {
  await signInAsDemo(page);
  const notice = page.getByTestId("day-notice");
  const nextUtcMidnight = Math.ceil((Date.now() + 1) / 86_400_000) * 86_400_000;
  const local = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hour12: true })
    .format(nextUtcMidnight)
    .replace(/\s/g, " ")
    .toLowerCase()
    .replace(/^12:00 am$/, "midnight");
  await expect(notice).toContainText(`Your day ends at ${local} here (midnight UTC). Use local time?`);
  await notice.getByRole("button", { name: "Use local time" }).click();
  await expect(page.getByText(`Your day now follows ${timeZone}.`)).toBeVisible();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(notice).toBeHidden();
  await createHabit(page, "Read", 1);
}
