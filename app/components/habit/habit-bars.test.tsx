// The habit page's bars (issue #33): the numbers reach screen readers as words in the hidden table.
import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { daysFromTo, type Day } from "~/game/day";
import type { HabitMonth } from "~/game/habit-page";
import { system } from "~/theme/system";
import { BARS_SHOWN, HabitBars, type HabitBarsProps } from "./habit-bars";

/** The days from `first` to `today` as months of the habit page, each day's count from `counts`. */
function monthsOf(first: Day, today: Day, counts: Record<Day, number>, target: number): HabitMonth[] {
  const months: HabitMonth[] = [];
  for (const day of [...daysFromTo(first, today), today]) {
    const count = counts[day] ?? 0;
    const mark = count >= target ? ("met" as const) : day === today ? ("open" as const) : ("missed" as const);
    if (months.at(-1)?.month !== day.slice(0, 7))
      months.push({ month: day.slice(0, 7), days: [], completion: { met: 0, of: 0, unit: "days" }, strength: 0 });
    months.at(-1)!.days.push({ day, count, mark });
  }
  return months;
}

const render = (props: HabitBarsProps) =>
  renderToString(
    <ChakraProvider value={system}>
      <HabitBars {...props} />
    </ChakraProvider>,
  );

/** The hidden table's rows as "name: words". */
function rowsOf(html: string): string[] {
  const table = /<table>(.*)<\/table>/s.exec(html)![1]!;
  const text = (cell: string) =>
    cell
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'");
  return [...table.matchAll(/<tr><th scope="row">(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)].map(
    ([, name, words]) => `${text(name!)}: ${text(words!)}`,
  );
}

describe("HabitBars", () => {
  it("says each week's total of a measure in words, with its days met and the target over the week", () => {
    // Run 5 km a day, from Monday 2 November 2026 to today, Wednesday 11 November.
    const counts = { "2026-11-02": 500, "2026-11-03": 250, "2026-11-05": 500, "2026-11-07": 1000, "2026-11-10": 525 };
    const html = render({
      months: monthsOf("2026-11-02", "2026-11-11", counts, 500),
      today: "2026-11-11",
      dailyTarget: 500,
      measure: { unit: "km", direction: "atLeast" },
      locale: "en-US",
    });
    expect(rowsOf(html)).toEqual([
      "Week of 2 Nov: 22.5 km, 3 days met, aim 35 km",
      "Week of 9 Nov (so far): 5.25 km, 1 day met, aim 15 km",
    ]);
    expect(html).toContain("<caption>Totals by week</caption>");
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"[^>]*aria-describedby="[^"]+"/);
    expect(html).toMatch(/<title id="[^"]+">Totals by week, weeks of 2 Nov to 9 Nov<\/title>/);
    // Both weeks have a bar, each with its target's line.
    expect(html.match(/data-bar=""/g)).toHaveLength(2);
    expect(html.match(/data-pace=""/g)).toHaveLength(2);
    // The switch: two radios, the week's chosen.
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="week"/);
    expect(html).toMatch(/<input type="radio"[^>]*value="month"/);
  });

  it("writes values in the user's locale, a count's totals as totals, and an at-most limit as a limit", () => {
    const measure = render({
      months: monthsOf("2026-11-09", "2026-11-10", { "2026-11-09": 150 }, 200),
      today: "2026-11-10",
      dailyTarget: 200,
      measure: { unit: "Tassen", direction: "atMost" },
      locale: "de-DE",
    });
    // The at-most marks here come from the helper (met when the target is reached): only words are checked.
    expect(rowsOf(measure)).toEqual(["Week of 9 Nov (so far): 1,5 Tassen, 0 days met, limit 4 Tassen"]);
    expect(measure).toContain('data-direction="atMost"');
    const count = render({
      months: monthsOf("2026-11-09", "2026-11-10", { "2026-11-09": 1200 }, 1),
      today: "2026-11-10",
      dailyTarget: 1,
      schedules: [{ from: "2026-01-01", schedule: { kind: "weekly", times: 3 } }],
      locale: "en-US",
    });
    expect(rowsOf(count)).toEqual(["Week of 9 Nov (so far): total 1,200, 1 day met, aim about 1"]);
  });

  it("shows the last 12 weeks of a longer history, with Earlier to go back", () => {
    const html = render({
      months: monthsOf("2026-01-05", "2026-11-11", {}, 1),
      today: "2026-11-11",
      dailyTarget: 1,
      locale: "en-US",
    });
    const rows = rowsOf(html);
    expect(rows).toHaveLength(BARS_SHOWN);
    expect(rows.at(-1)).toBe("Week of 9 Nov (so far): total 0, 0 days met, aim 3");
    expect(rows[0]).toMatch(/^Week of 24 Aug: total 0, 0 days met, aim 7$/);
    expect(html).toMatch(/<button[^>]*>‹ Earlier<\/button>/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Later ›<\/button>/);
  });
});
