import { describe, expect, it } from "vitest";
import { monthlyMomentum } from "./monthly-momentum";

describe("monthlyMomentum", () => {
  it("averages active days per month and goes back across a year boundary", () => {
    const history = { "2025-01-03": 10, "2025-01-04": 5, "2025-01-05": 0, "2024-12-31": 7, "2023-01-01": 100 };
    const months = monthlyMomentum(history, "2025-01-20", 3);
    expect(months).toEqual([
      { month: "2024-11", momentum: 0, activeDays: 0, xp: 0 },
      { month: "2024-12", momentum: 7, activeDays: 1, xp: 7 },
      { month: "2025-01", momentum: 7, activeDays: 2, xp: 15 },
    ]);
  });
});
