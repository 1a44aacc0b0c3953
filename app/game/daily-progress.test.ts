import { describe, expect, it } from "vitest";
import { DAILY_LABELS, DAILY_LABEL_THRESHOLDS, dailyLabel, dailyProgress } from "./daily-progress";
import { T0 } from "~test/game";

describe("daily label (spec §4)", () => {
  it("thresholds as data", () => {
    expect(DAILY_LABEL_THRESHOLDS).toEqual([30, 45, 60, 80, 95]);
    expect(DAILY_LABELS.map((l) => [l.label, l.color])).toEqual([
      ["Nothing", "gray"],
      ["Bad", "red"],
      ["Meh", "orange"],
      ["OK", "yellow"],
      ["Good", "lime"],
      ["Great", "green"],
      ["Awesome!", "green"],
    ]);
  });

  it("0 is Nothing: gray, striped, 'NO PROGRESS TODAY'", () => {
    expect(dailyLabel(0)).toMatchObject({
      label: "Nothing",
      color: "gray",
      striped: true,
      barText: "NO PROGRESS TODAY",
    });
    expect(dailyLabel(-5).label).toBe("Nothing");
  });

  it.each([
    [0.01, "Bad", "red"],
    [29.99, "Bad", "red"],
    [30, "Meh", "orange"],
    [44.99, "Meh", "orange"],
    [45, "OK", "yellow"],
    [59.99, "OK", "yellow"],
    [60, "Good", "lime"],
    [79.99, "Good", "lime"],
    [80, "Great", "green"],
    [94.99, "Great", "green"],
    [95, "Awesome!", "green"],
    [250, "Awesome!", "green"],
  ])("%d %% is %s (%s)", (percent, label, color) => {
    expect(dailyLabel(percent)).toMatchObject({ label, color, striped: false, barText: null });
  });
});

describe("dailyProgress", () => {
  const day = "2024-05-10";
  it("today's XP / dailyTarget", () => {
    const p = dailyProgress({ xpHistory: { [day]: 3, "2024-05-09": 50 }, dailyTarget: 10 }, T0);
    expect(p).toMatchObject({ day, xp: 3, target: 10, met: false, percent: 30, barValue: 30, label: "Meh" });
  });
  it("caps the bar at 100 but keeps the percent", () => {
    expect(dailyProgress({ xpHistory: { [day]: 25 }, dailyTarget: 10 }, T0)).toMatchObject({
      met: true,
      percent: 250,
      barValue: 100,
      label: "Awesome!",
    });
  });
  it("no XP today is Nothing, negative XP too", () => {
    expect(dailyProgress({ xpHistory: {}, dailyTarget: 10 }, T0).label).toBe("Nothing");
    expect(dailyProgress({ xpHistory: { [day]: -3 }, dailyTarget: 10 }, T0)).toMatchObject({
      percent: 0,
      label: "Nothing",
    });
  });
  it("a target of 0 counts as met (rule 2, docs/rules.md)", () => {
    expect(dailyProgress({ xpHistory: {}, dailyTarget: 0 }, T0)).toMatchObject({
      met: true,
      percent: 100,
      label: "Awesome!",
    });
  });
});
