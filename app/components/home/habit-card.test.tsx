// A measure's card (rule 31): its total in the unit, Add instead of +1 and −1, the quick amounts
// and the undo of today's last value; an at-most limit says what is left or how far over it.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { daysEndingAt } from "~/game/day";
import type { Habit } from "~/game/entity-schemas";
import { HabitCard } from "./habit-card";

const habit = (fields: Partial<Habit> = {}): Omit<Habit, "history"> => ({
  id: "h1",
  userId: "u1",
  commitmentId: "c1",
  title: "Run",
  dailyTarget: 500,
  count: 1_250,
  createdAt: 0,
  lastUpdated: 0,
  isDeleted: false,
  giveupAt: null,
  measure: { unit: "km", direction: "atLeast" },
  ...fields,
});

const week = (counts: number[]) => daysEndingAt("2026-11-28", 7).map((day, i) => ({ day, count: counts[i] ?? 0 }));

const card = (props: Partial<Parameters<typeof HabitCard>[0]> = {}) =>
  renderToStaticMarkup(
    <HabitCard
      habit={habit()}
      today={350}
      week={week([0, 0, 0, 0, 0, 500, 350])}
      menu={null}
      onCount={() => undefined}
      onValue={() => undefined}
      lastValue={250}
      recent={[250, 100]}
      {...props}
    />,
  ).replace(/<!-- -->/g, "");

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a measure's card", () => {
  it("shows today's total against the target and the total, in the unit", () => {
    const html = card();
    expect(html).toMatch(/data-testid="habit-today" data-met="false">3.5 \/ 5 km</);
    expect(html).toMatch(/data-testid="habit-total">12.5 km</);
    expect(card({ today: 550 })).toMatch(/data-met="true">5.5 \/ 5 km<\/strong><span data-card="met"/);
  });

  it("has Add with a labelled decimal field, quick amounts and Undo, and no +1 or −1", () => {
    const html = card();
    expect(html).not.toContain("Count up");
    expect(html).not.toContain("Count down");
    expect(html).toMatch(/<input[^>]*inputMode="decimal"[^>]*aria-label="Amount in km"/);
    expect(text(html)).toContain("+2.5 km +1 km Undo 2.5 km");
    expect(html).toMatch(/<button type="submit" class="btn-sm-brand">Add<\/button>/);
  });

  it("offers no undo before a value is logged today", () => {
    expect(card({ lastValue: null, recent: [] })).toMatch(
      /<button type="button" class="btn-sm-ghost" disabled="">Undo last value</,
    );
  });

  it("at most: says what is left, then how far over the limit, and is never met during the day", () => {
    const coffee = habit({ title: "Coffee", dailyTarget: 200, measure: { unit: "cups", direction: "atMost" } });
    const within = card({ habit: coffee, today: 100 });
    expect(text(within)).toContain("Today: 1 of 2 cups · 1 left");
    expect(within).toContain('data-met="false"');
    const over = card({ habit: coffee, today: 300 });
    expect(over).toMatch(/data-over="true">3 of 2 cups</);
    expect(text(over)).toContain("· 1 over the limit");
    expect(over).not.toContain("daily target met");
  });

  it("shows amounts without controls to a viewer who may not log, and its unit as text, never HTML", () => {
    const html = card({
      onValue: undefined,
      onCount: undefined,
      habit: habit({ measure: { unit: "<b>km", direction: "atLeast" } }),
    });
    expect(html).not.toContain("<input");
    expect(html).not.toContain("<b>");
    expect(html).toContain("3.5 / 5 &lt;b&gt;km");
  });

  it("leaves a count's card as it was", () => {
    const html = card({ habit: habit({ measure: undefined, dailyTarget: 3, count: 7 }), today: 2 });
    expect(html).toContain('aria-label="Count up"');
    expect(html).toContain('aria-label="Count down"');
    expect(html).toMatch(/data-testid="habit-today" data-met="false">2\/3</);
    expect(html).not.toContain("Amount in");
  });
});
