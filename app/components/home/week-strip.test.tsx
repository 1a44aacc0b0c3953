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

  it("says a measure's amounts, and fills an at-most day only once it ended within the limit (rule 31)", () => {
    const days = daysEndingAt("2026-11-28", 7).map((day, i) => ({
      day,
      count: [0, 150, 300, 0, 0, 0, 100][i]!,
      mark: i === 6 ? ("open" as const) : i === 2 ? ("missed" as const) : ("met" as const),
    }));
    const html = renderToStaticMarkup(
      <WeekStrip days={days} dailyTarget={200} measure={{ unit: "cups", direction: "atMost" }} locale="en-US" />,
    );
    const levels = [...html.matchAll(/data-level="(\d)"/g)].map((m) => m[1]);
    // A day with nothing is met (filled); one over the limit is not, and is outlined; today is still open.
    expect(levels).toEqual(["2", "2", "0", "2", "2", "2", "0"]);
    expect(html.match(/data-over="true"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="1.5 cups on day 2 (met)"');
    expect(html).toContain('aria-label="3 cups on day 3 (missed)"');
    expect(html).toContain('aria-label="1 cups on day 7 (still open)"');
  });

  it("fills an at-least measure's day once its total reaches the target", () => {
    const days = daysEndingAt("2026-11-28", 7).map((day, i) => ({ day, count: [0, 0, 0, 0, 0, 250, 550][i]! }));
    const html = renderToStaticMarkup(
      <WeekStrip days={days} dailyTarget={500} measure={{ unit: "km", direction: "atLeast" }} locale="de-DE" />,
    );
    expect([...html.matchAll(/data-level="(\d)"/g)].map((m) => m[1])).toEqual(["0", "0", "0", "0", "0", "1", "2"]);
    expect(html).toContain('aria-label="5,5 km on day 7"');
  });
});
