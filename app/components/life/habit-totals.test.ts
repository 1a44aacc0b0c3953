import { describe, expect, it } from "vitest";
import { habitTotals } from "./habit-totals";

describe("/life's totals per habit", () => {
  it("writes a measure's total in its unit and ranks it by its units, not its hundredths, with its notes", () => {
    const totals = habitTotals(
      [
        {
          habit: { id: "a", title: "Run", count: 4250, measure: { unit: "km", direction: "atLeast" } },
          active: true,
          notes: 3,
        },
        { habit: { id: "b", title: "Read", count: 1250 }, active: false, notes: 0 },
        { habit: { id: "c", title: "Stretch", count: 12 }, active: true, notes: 1 },
      ],
      "en-US",
    );
    expect(totals).toEqual([
      { id: "b", title: "Read", total: "1,250", active: false, notes: 0 },
      { id: "a", title: "Run", total: "42.5 km", active: true, notes: 3 },
      { id: "c", title: "Stretch", total: "12", active: true, notes: 1 },
    ]);
  });
});
