import { describe, expect, it } from "vitest";
import { measureSentence, measureStripLabel, measureTodayText } from "./measure-words";

const km = { unit: "km", direction: "atLeast" } as const;
const cups = { unit: "cups", direction: "atMost" } as const;

describe("a measure's card words", () => {
  it("at least: today's total against the target in the unit, in the locale", () => {
    expect(measureTodayText(km, 500, 350, "en-US")).toEqual({ total: "3.5 / 5 km", note: null, over: false });
    expect(measureTodayText(km, 500, 550, "en-US").total).toBe("5.5 / 5 km");
    expect(measureTodayText(km, 500, 350, "de-DE").total).toBe("3,5 / 5 km");
    expect(measureTodayText(km, 100_000_00, 123_456, "en-US").total).toBe("1,234.56 / 100,000 km");
  });

  it("at most: what is left, at the limit, and how far over it", () => {
    expect(measureTodayText(cups, 200, 150, "en-US")).toEqual({
      total: "1.5 of 2 cups",
      note: "0.5 left",
      over: false,
    });
    expect(measureTodayText(cups, 200, 0, "en-US").note).toBe("2 left");
    expect(measureTodayText(cups, 200, 200, "en-US")).toMatchObject({ note: "At the limit", over: false });
    expect(measureTodayText(cups, 200, 300, "en-US")).toEqual({
      total: "3 of 2 cups",
      note: "1 over the limit",
      over: true,
    });
  });

  it("a week-strip square says its amount, then its mark", () => {
    expect(measureStripLabel({ day: "2026-11-28", count: 250 }, 3, km, "en-US")).toBe("2.5 km on day 3");
    expect(measureStripLabel({ day: "2026-11-28", count: 0, mark: "met" }, 1, cups, "en-US")).toBe(
      "0 cups on day 1 (met)",
    );
    expect(measureStripLabel({ day: "2026-11-28", count: 300, mark: "missed" }, 2, cups, "de-DE")).toBe(
      "3 cups on day 2 (missed)",
    );
  });
});

describe("the editor's read-back", () => {
  it("reads the direction, the target in the unit and the schedule back", () => {
    expect(measureSentence(km, 500, "Mon, Wed and Fri")).toBe("At least 5 km on Mon, Wed and Fri");
    expect(measureSentence({ unit: "coffees", direction: "atMost" }, 200, "Every day")).toBe("At most 2 coffees a day");
    expect(measureSentence(km, 250, "Every 3 days", "de-DE")).toBe("At least 2,5 km every 3 days");
    expect(measureSentence(km, 500, "3 days a week, any days")).toBe("At least 5 km on 3 days a week, any days");
    expect(measureSentence(km, 500, null)).toBe("At least 5 km");
  });

  it("says nothing while the unit or the target cannot be read", () => {
    expect(measureSentence({ unit: "  ", direction: "atLeast" }, 500, "Every day")).toBeNull();
    expect(measureSentence(km, null, "Every day")).toBeNull();
  });
});
