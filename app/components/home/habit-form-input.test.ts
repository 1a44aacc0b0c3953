// The habit editor's check (rule 31): a measure's target typed in the locale, the engine's
// messages word for word at their fields, and nothing sent while any is refused.
import { describe, expect, it } from "vitest";
import { firstMessages } from "~/intents/field-messages";
import { VALUE_INPUT_MESSAGES } from "~/game/measure-value";
import { MEASURE_MESSAGES } from "~/game/measure";
import { habitFormSchema, habitKindIn, MEASURE_NAMES, type HabitKind } from "./habit-form-input";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

/** What the editor would send, or the messages per field it shows instead. */
function submit(kind: HabitKind, values: Record<string, string>, locale = "en-US") {
  const raw = { title: "Run", description: "", ...habitKindIn(kind, form(values)) };
  const parsed = habitFormSchema(locale).safeParse(raw);
  return parsed.success ? { input: parsed.data } : { errors: firstMessages(parsed.error.issues) };
}

const measure = (target: string, unit = "km", direction = "atLeast") => ({
  [MEASURE_NAMES.unit]: unit,
  [MEASURE_NAMES.target]: target,
  [MEASURE_NAMES.direction]: direction,
});

describe("habitFormSchema", () => {
  it("sends a measure's target in hundredths, typed with a point or a comma", () => {
    expect(submit("measure", measure("5")).input).toMatchObject({
      dailyTarget: 500,
      measure: { unit: "km", direction: "atLeast" },
    });
    expect(submit("measure", measure("2,5", "cups", "atMost")).input).toMatchObject({
      dailyTarget: 250,
      measure: { unit: "cups", direction: "atMost" },
    });
    expect(submit("measure", measure("1.000,5"), "de-DE").input?.dailyTarget).toBe(100_050);
  });

  it("refuses a target it cannot read with parseValue's words, at the target", () => {
    expect(submit("measure", measure("-1")).errors).toEqual({ dailyTarget: VALUE_INPUT_MESSAGES.negative });
    expect(submit("measure", measure("1.234")).errors).toEqual({ dailyTarget: VALUE_INPUT_MESSAGES.decimals });
    expect(submit("measure", measure("abc")).errors).toEqual({ dailyTarget: VALUE_INPUT_MESSAGES.notNumber });
    expect(submit("measure", measure("")).errors).toEqual({ dailyTarget: VALUE_INPUT_MESSAGES.empty });
    expect(submit("measure", measure("0")).errors).toEqual({ dailyTarget: VALUE_INPUT_MESSAGES.zero });
    expect(submit("measure", measure("100001")).errors).toEqual({ dailyTarget: VALUE_INPUT_MESSAGES.tooBig });
  });

  it("refuses a unit with MeasureSchema's words, and says every field's problem at once", () => {
    expect(submit("measure", measure("5", "")).errors).toEqual({ "measure.unit": MEASURE_MESSAGES.unitEmpty });
    expect(submit("measure", measure("5", "kilometres run")).errors).toEqual({
      "measure.unit": MEASURE_MESSAGES.unitTooLong,
    });
    expect(submit("measure", measure("x", "")).errors).toEqual({
      dailyTarget: VALUE_INPUT_MESSAGES.notNumber,
      "measure.unit": MEASURE_MESSAGES.unitEmpty,
    });
  });

  it("leaves a count as it was: a whole number up to 10,000, and no measure", () => {
    expect(submit("count", { dailyTarget: "3" }).input).toEqual({ title: "Run", dailyTarget: 3 });
    expect(submit("count", { dailyTarget: "10001" }).errors).toEqual({
      dailyTarget: "Daily target must be at most 10,000",
    });
    // A count's field is a number field: "2.5" is not a whole number, and is never read as hundredths.
    expect(submit("count", { dailyTarget: "2.5" }).errors?.dailyTarget).toBeDefined();
  });
});
