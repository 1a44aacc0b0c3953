// A measure's values as people read and type them (rule 31): hundredths in the log, numbers in
// the user's locale on screen ("2.5 km", "2,5 km"). Parsing never goes through a float, so
// "0.1" is exactly 10 hundredths.
import { MEASURE_LIMITS, VALUE_SCALE, type Measure } from "./measure";

export const VALUE_INPUT_MESSAGES = {
  empty: "Enter a value",
  notNumber: "Enter a number, such as 2.5",
  negative: "A value cannot be negative",
  zero: "A value must be more than 0",
  decimals: "A value can have at most two decimals",
  tooBig: "A value must be at most 100,000",
} as const;

const separators = (locale: string | undefined) => {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    group: parts.find((p) => p.type === "group")?.value ?? ",",
  };
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export type ParsedValue = { ok: true; value: number } | { ok: false; message: string };

/**
 * Reads what a person typed as hundredths. Either "." or "," may mark the decimals ("2,5" and
 * "2.5" are both 2.5), unless the text is grouped as the locale groups thousands ("1,000" in
 * English, "1.000" in German). Spaces are ignored. `allowZero` for a day set to nothing.
 */
export function parseValue(text: string, locale?: string, { allowZero = false } = {}): ParsedValue {
  const typed = text.trim().replace(/[\s\u00a0\u202f\u2009']/g, "");
  if (typed === "") return { ok: false, message: VALUE_INPUT_MESSAGES.empty };
  if (/^[-−]/.test(typed)) return { ok: false, message: VALUE_INPUT_MESSAGES.negative };
  const { decimal, group } = separators(locale);
  // Groups of three, or of two before the last three (Indian grouping: 1,00,000).
  const grouped = new RegExp(`^\\d{1,3}(${escape(group)}\\d{2,3})*${escape(group)}\\d{3}(${escape(decimal)}\\d*)?$`);
  const plain = grouped.test(typed) ? typed.split(group).join("") : typed;
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(plain);
  if (!match || (match[1] === "" && (match[2] ?? "") === ""))
    return { ok: false, message: VALUE_INPUT_MESSAGES.notNumber };
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > 2) return { ok: false, message: VALUE_INPUT_MESSAGES.decimals };
  const units = whole.replace(/^0+(?=\d)/, "");
  if (units.length > 6) return { ok: false, message: VALUE_INPUT_MESSAGES.tooBig };
  const value = Number(units || "0") * VALUE_SCALE + Number(fraction.padEnd(2, "0"));
  if (value > MEASURE_LIMITS.value) return { ok: false, message: VALUE_INPUT_MESSAGES.tooBig };
  if (value === 0 && !allowZero) return { ok: false, message: VALUE_INPUT_MESSAGES.zero };
  return { ok: true, value };
}

// A calendar formats a value per day: one formatter per locale, not one per value.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string | undefined): Intl.NumberFormat {
  const key = locale ?? "";
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })));
  return format;
}

/** Hundredths as a number in the locale: 250 → "2.5" ("2,5" in German), 100000 → "1,000". */
export function formatValue(hundredths: number, locale?: string): string {
  const whole = Math.trunc(hundredths / VALUE_SCALE);
  const cents = Math.abs(hundredths % VALUE_SCALE);
  // Built from its integer parts: the number formatted is exact at two decimals.
  const number = Number(`${whole}.${String(cents).padStart(2, "0")}`);
  return numberFormat(locale).format(hundredths < 0 && whole === 0 ? -number : number);
}

/** A value with its unit: "2.5 km". */
export const formatAmount = (hundredths: number, measure: Pick<Measure, "unit">, locale?: string): string =>
  `${formatValue(hundredths, locale)} ${measure.unit}`;
