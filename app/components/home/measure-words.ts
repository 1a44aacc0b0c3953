// A measure's words on home (rule 31): today's total against the target, what an at-most limit
// leaves, a week-strip day and the editor's read-back. Pure, numbers in the locale given.
import type { StripDay } from "~/game/habit-stats";
import { MARK_WORDS } from "~/game/habit-stats";
import type { Measure } from "~/game/measure";
import { formatAmount, formatValue } from "~/game/measure-value";

/** Today on a measure's card: "3.5 / 5 km"; at most: "1.5 of 2 cups", with what is left or over. */
export function measureTodayText(
  measure: Measure,
  dailyTarget: number,
  today: number,
  locale?: string,
): { total: string; note: string | null; over: boolean } {
  const value = (hundredths: number) => formatValue(hundredths, locale);
  if (measure.direction === "atLeast")
    return { total: `${value(today)} / ${formatAmount(dailyTarget, measure, locale)}`, note: null, over: false };
  const total = `${value(today)} of ${formatAmount(dailyTarget, measure, locale)}`;
  if (today < dailyTarget) return { total, note: `${value(dailyTarget - today)} left`, over: false };
  if (today === dailyTarget) return { total, note: "At the limit", over: false };
  return { total, note: `${value(today - dailyTarget)} over the limit`, over: true };
}

/** A measure's week-strip square: "2.5 km on day 3", then its mark in words when it has one. */
export function measureStripLabel(entry: StripDay, index: number, measure: Measure, locale?: string): string {
  const words = `${formatAmount(entry.count, measure, locale)} on day ${index}`;
  return entry.mark ? `${words} (${MARK_WORDS[entry.mark]})` : words;
}

/** The schedule's words ("Every day", "Mon and Thu", "Every 3 days") as the end of a sentence. */
function when(schedule: string): string {
  if (schedule === "Every day") return "a day";
  if (schedule.startsWith("Every ")) return `every ${schedule.slice("Every ".length)}`;
  return `on ${schedule}`;
}

/**
 * The editor's read-back of a measure: "At least 5 km on Mon, Wed and Fri", "At most 2 coffees a
 * day". Null while the unit or the target is not readable yet.
 */
export function measureSentence(
  measure: { unit: string; direction: Measure["direction"] },
  target: number | null,
  schedule: string | null,
  locale?: string,
): string | null {
  const unit = measure.unit.trim();
  if (unit === "" || target === null) return null;
  const head = `${measure.direction === "atMost" ? "At most" : "At least"} ${formatAmount(target, { unit }, locale)}`;
  return schedule === null ? head : `${head} ${when(schedule)}`;
}
