// A habit's numbers in words, for a count and a measure alike (rule 31): a measure's target and
// totals are hundredths in the data and "2.5 km" on screen. Pure; `locale` undefined is the
// runtime's own (the browser's, on app pages).
import { measureSentence } from "~/components/home/measure-words";
import { isAtMost, VALUE_SCALE, type Measure } from "~/game/measure";
import { formatAmount, formatValue, parseValue } from "~/game/measure-value";
import { PAST_DAY_MESSAGES } from "~/game/past-day";

/** What the words need of a habit: its target and, for a measure, its unit and direction. */
export type Amounts = { dailyTarget: number; measure?: Measure | null };

/** An amount of the habit: a count as a number ("1,250"), a measure with its unit ("42.5 km"). */
export function amountOf(habit: Pick<Amounts, "measure">, total: number, locale?: string): string {
  return habit.measure ? formatAmount(total, habit.measure, locale) : total.toLocaleString(locale);
}

/**
 * A measure's target as a sentence, its schedule's words ("Every day" when null) in it, as the
 * editor reads it back: "At least 5 km a day", "At most 2 coffees on Mon and Thu"; null for a count.
 */
export function targetSentence(habit: Amounts, schedule: string | null, locale?: string): string | null {
  if (!habit.measure) return null;
  return measureSentence(habit.measure, habit.dailyTarget, schedule ?? "Every day", locale);
}

/** A day's total against the target: "3 of 5", "2.5 of 5 km", "1 of at most 2 coffees". */
export function dayAgainstTarget(habit: Amounts, total: number, locale?: string): string {
  if (!habit.measure) return `${total} of ${habit.dailyTarget}`;
  const bound = isAtMost({ measure: habit.measure }) ? "at most " : "";
  return `${formatValue(total, locale)} of ${bound}${formatAmount(habit.dailyTarget, habit.measure, locale)}`;
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * A measure's day total short enough for a calendar square: exact below 1,000 ("2.25"), then
 * compact ("12.3K"); the unit and the exact value are in the square's label.
 */
export function compactValue(total: number, locale?: string): string {
  if (total < 1000 * VALUE_SCALE) return formatValue(total, locale);
  const key = locale ?? "";
  let format = compactFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
    compactFormats.set(key, format);
  }
  return format.format(total / VALUE_SCALE);
}

/** What was typed as the day's new count, or the message to show: a count's whole number, a measure's value. */
export function readDayTotal(text: string, measure: Measure | undefined, locale?: string) {
  if (measure) {
    const parsed = parseValue(text, locale, { allowZero: true });
    return parsed.ok ? { ok: true as const, count: parsed.value } : { ok: false as const, message: parsed.message };
  }
  const trimmed = text.trim();
  const value = Number(trimmed);
  // The engine checks the range and says so in its own words; only a non-number stops here.
  return trimmed === "" || !Number.isFinite(value)
    ? { ok: false as const, message: PAST_DAY_MESSAGES.count }
    : { ok: true as const, count: value };
}
