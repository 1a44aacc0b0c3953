// A public measured habit (rule 31) shows its target and today's total in its unit, as text.
import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PublicHabit, PublicProfile } from "~/game/public-profile";
import { system } from "~/theme/system";
import { habitTodayWords, PublicItems } from "./public-items";

const habit = (fields: Partial<PublicHabit>): PublicHabit => ({
  id: "h1",
  title: "Run",
  description: null,
  dailyTarget: 5,
  measure: null,
  today: 3,
  schedule: null,
  daysMet: 2,
  streak: { count: 2, unit: "days" },
  ...fields,
});

describe("a public habit's numbers", () => {
  it("a count: today against its target, or the target alone in an older copy", () => {
    expect(habitTodayWords(habit({}))).toBe("Today: 3 of 5");
    expect(habitTodayWords(habit({ today: null, schedule: "Mon, Wed and Fri" }))).toBe(
      "Daily target: 5 · Mon, Wed and Fri",
    );
  });

  it("a measure: its target as a sentence and today's total in its unit, never hundredths", () => {
    const run = habit({ dailyTarget: 500, today: 350, measure: { unit: "km", direction: "atLeast" } });
    expect(habitTodayWords(run)).toBe("At least 5 km a day · Today: 3.5 of 5 km");
    const coffee = habit({
      dailyTarget: 200,
      today: 100,
      measure: { unit: "coffees", direction: "atMost" },
      schedule: "3 days a week, any days",
    });
    expect(habitTodayWords(coffee)).toBe(
      "At most 2 coffees on 3 days a week, any days · Today: 1 of at most 2 coffees",
    );
    expect(habitTodayWords({ ...run, today: null })).toBe("At least 5 km a day");
  });

  it("writes a unit as text on the page, never as HTML", () => {
    const profile = {
      userId: "u1",
      habits: [habit({ dailyTarget: 500, today: 250, measure: { unit: "<b>km</b>", direction: "atLeast" } })],
      goals: [],
      mentionable: [],
    } as unknown as PublicProfile;
    const html = renderToString(
      <ChakraProvider value={system}>
        <PublicItems profile={profile} showReport={false} />
      </ChakraProvider>,
    );
    expect(html).toContain("Today: 2.5 of 5 &lt;b&gt;km&lt;/b&gt;");
    expect(html).not.toContain("<b>km</b>");
  });
});
