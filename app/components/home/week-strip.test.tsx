import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { daysEndingAt } from "~/game/day";
import { WeekStrip } from "./week-strip";

const strip = (today: string, counts: number[] = [0, 0, 0, 0, 0, 0, 0]) =>
  renderToStaticMarkup(
    <WeekStrip days={daysEndingAt(today, 7).map((day, i) => ({ day, count: counts[i]! }))} dailyTarget={2} />,
  );

const weekdays = (html: string) =>
  [...html.replace(/.*data-part="weekdays">/s, "").matchAll(/<span>(\w\w)<\/span>/g)].map((m) => m[1]);

describe("WeekStrip", () => {
  it("names each square's weekday, ending with today's", () => {
    // Saturday 28 November 2026.
    expect(weekdays(strip("2026-11-28"))).toEqual(["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]);
    // Wednesday 4 March 2026, across the end of February.
    expect(weekdays(strip("2026-03-04"))).toEqual(["Th", "Fr", "Sa", "Su", "Mo", "Tu", "We"]);
  });

  it("keeps the spec's tooltip words as the squares' names; the weekday row is hidden from screen readers", () => {
    const html = strip("2026-11-28", [0, 1, 0, 0, 0, 2, 3]);
    expect(html).toContain('aria-label="1 commits on day 2"');
    expect(html).toContain('aria-label="3 commits on day 7"');
    expect(html).toContain('<div aria-hidden="true" data-part="weekdays">');
  });
});
