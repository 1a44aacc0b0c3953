import { describe, expect, it } from "vitest";
import { PAST_DAY_MESSAGES } from "~/game/past-day";
import { VALUE_INPUT_MESSAGES } from "~/game/measure-value";
import { amountOf, compactValue, dayAgainstTarget, readDayTotal, targetSentence } from "./habit-amounts";

const RUN = { dailyTarget: 500, measure: { unit: "km", direction: "atLeast" as const } };
const COFFEE = { dailyTarget: 200, measure: { unit: "coffees", direction: "atMost" as const } };
const READ = { dailyTarget: 5, measure: null };

describe("a habit's numbers in words (rule 31)", () => {
  it("writes a measure's hundredths in its unit, and a count as it is", () => {
    expect(amountOf(RUN, 4250, "en-US")).toBe("42.5 km");
    expect(amountOf(RUN, 4250, "de-DE")).toBe("42,5 km");
    expect(amountOf(READ, 1250, "en-US")).toBe("1,250");
  });

  it("says a measure's target as a sentence, at least or at most; a count has none", () => {
    expect(targetSentence(RUN, null, "en-US")).toBe("At least 5 km a day");
    expect(targetSentence(RUN, "Every day", "de-DE")).toBe("At least 5 km a day");
    expect(targetSentence({ ...RUN, dailyTarget: 250 }, "Mon, Wed and Fri", "de-DE")).toBe(
      "At least 2,5 km on Mon, Wed and Fri",
    );
    expect(targetSentence(COFFEE, null, "en-US")).toBe("At most 2 coffees a day");
    expect(targetSentence(READ, null, "en-US")).toBeNull();
  });

  it("puts a day's total against the target", () => {
    expect(dayAgainstTarget(RUN, 350, "en-US")).toBe("3.5 of 5 km");
    expect(dayAgainstTarget(COFFEE, 100, "en-US")).toBe("1 of at most 2 coffees");
    expect(dayAgainstTarget(READ, 3, "en-US")).toBe("3 of 5");
  });

  it("shortens a calendar square's value only from 1,000 up", () => {
    expect(compactValue(225, "en-US")).toBe("2.25");
    expect(compactValue(99_999, "en-US")).toBe("999.99");
    expect(compactValue(1_234_500, "en-US")).toBe("12.3K");
  });
});

describe("a past day's total as typed", () => {
  it("reads a measure's value in the user's locale, zero allowed, and says what is wrong word for word", () => {
    expect(readDayTotal("2.5", RUN.measure, "en-US")).toEqual({ ok: true, count: 250 });
    expect(readDayTotal("2,5", RUN.measure, "de-DE")).toEqual({ ok: true, count: 250 });
    expect(readDayTotal("0", RUN.measure, "en-US")).toEqual({ ok: true, count: 0 });
    expect(readDayTotal("2.555", RUN.measure, "en-US")).toEqual({ ok: false, message: VALUE_INPUT_MESSAGES.decimals });
    expect(readDayTotal("-1", RUN.measure, "en-US")).toEqual({ ok: false, message: VALUE_INPUT_MESSAGES.negative });
    expect(readDayTotal("", RUN.measure, "en-US")).toEqual({ ok: false, message: VALUE_INPUT_MESSAGES.empty });
  });

  it("reads a count as a number and leaves its range to the engine", () => {
    expect(readDayTotal(" 7 ", undefined)).toEqual({ ok: true, count: 7 });
    expect(readDayTotal("-1", undefined)).toEqual({ ok: true, count: -1 });
    expect(readDayTotal("seven", undefined)).toEqual({ ok: false, message: PAST_DAY_MESSAGES.count });
  });
});
