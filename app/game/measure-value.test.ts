import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MEASURE_LIMITS } from "./measure";
import { formatAmount, formatValue, parseValue, VALUE_INPUT_MESSAGES as M } from "./measure-value";

const value = (text: string, locale?: string, options?: { allowZero?: boolean }) => {
  const parsed = parseValue(text, locale, options);
  return parsed.ok ? parsed.value : parsed.message;
};

describe("typing a value (rule 31)", () => {
  it("reads either decimal mark, in any locale, as exact hundredths", () => {
    for (const locale of ["en-US", "de-DE", "fr-FR", "pt-BR"]) {
      expect(value("2.5", locale)).toBe(250);
      expect(value("2,5", locale)).toBe(250);
      expect(value("0.01", locale)).toBe(1);
      expect(value(" 12 ", locale)).toBe(1200);
      expect(value(".5", locale)).toBe(50);
      expect(value("3.", locale)).toBe(300);
    }
  });

  it("reads thousands grouped as the locale groups them", () => {
    expect(value("1,000", "en-US")).toBe(100_000);
    expect(value("1,000.25", "en-US")).toBe(100_025);
    expect(value("1.000", "de-DE")).toBe(100_000);
    expect(value("1.000,5", "de-DE")).toBe(100_050);
    expect(value("1\u202f000,5", "fr-FR")).toBe(100_050);
    expect(value("1 000", "fr-FR")).toBe(100_000);
    expect(value("1,00,000", "en-IN")).toBe(10_000_000);
    // Not grouped as German groups: a comma with three decimals is too many decimals.
    expect(value("1,000", "de-DE")).toBe(M.decimals);
  });

  it("refuses what is not a value with a message that says why", () => {
    expect(value("")).toBe(M.empty);
    expect(value("   ")).toBe(M.empty);
    expect(value("-3")).toBe(M.negative);
    expect(value("−3")).toBe(M.negative);
    expect(value("1.234")).toBe(M.decimals);
    expect(value("abc")).toBe(M.notNumber);
    expect(value("1e3")).toBe(M.notNumber);
    expect(value("2.5 km")).toBe(M.notNumber);
    expect(value(".")).toBe(M.notNumber);
    expect(value("1000000000000")).toBe(M.tooBig);
    expect(value("100000.01")).toBe(M.tooBig);
    expect(value("100000")).toBe(MEASURE_LIMITS.value);
    expect(value("0")).toBe(M.zero);
    expect(value("0", undefined, { allowZero: true })).toBe(0);
  });

  it("shows values in the locale, with the unit", () => {
    expect(formatValue(250, "en-US")).toBe("2.5");
    expect(formatValue(250, "de-DE")).toBe("2,5");
    expect(formatValue(1, "en-US")).toBe("0.01");
    expect(formatValue(100_000, "en-US")).toBe("1,000");
    expect(formatValue(100_050, "de-DE")).toBe("1.000,5");
    expect(formatValue(0, "en-US")).toBe("0");
    expect(formatValue(-250, "en-US")).toBe("-2.5");
    expect(formatValue(-5, "en-US")).toBe("-0.05");
    expect(formatAmount(350, { unit: "km" }, "en-US")).toBe("3.5 km");
  });

  it("what is shown reads back as the same value, in every locale", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MEASURE_LIMITS.value }),
        fc.constantFrom("en-US", "de-DE", "fr-FR", "en-IN", "pt-BR", "ja-JP"),
        (hundredths, locale) => {
          expect(value(formatValue(hundredths, locale), locale)).toBe(hundredths);
        },
      ),
      { numRuns: 500 },
    );
  });
});
