// How a day rule (rule 18) reads to the user: the hour a day ends, the local
// time of that boundary, the zones to choose from. Formatting names its zone
// explicitly; only deviceTimeZone() asks the browser where it is.
import { nextDayStart, type DayRule } from "~/game/day";

/** The browser's own time zone (an IANA name), or UTC when it cannot tell. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** "midnight" or "3:00 am": when a day starts (= the previous one ends) on the rule's clock. */
export function dayStartLabel(startHour: number): string {
  return startHour === 0 ? "midnight" : `${startHour}:00 am`;
}

/** "midnight UTC", "3:00 am Asia/Tokyo". */
export const dayRuleLabel = (rule: DayRule): string => `${dayStartLabel(rule.startHour)} ${rule.timeZone}`;

/** A clock time in `timeZone`: "7:00 pm", "midnight" at 12:00 am. */
export function clockTime(timestamp: number, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hour12: true })
    .format(timestamp)
    .replace(/\s/g, " ")
    .toLowerCase();
  return text === "12:00 am" ? "midnight" : text;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in the user's zone, the zone named (rule 18): "25 Nov 2026, 19:05 America/New_York"
 * ("… 19:05:12 UTC" with seconds).
 */
export function zonedTime(timestamp: number, timeZone: string, seconds = false): string {
  const key = `${timeZone}|${seconds}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      dateStyle: "medium",
      timeStyle: seconds ? "medium" : "short",
      timeZone,
    });
    timeFormats.set(key, format);
  }
  return `${format.format(timestamp)} ${timeZone}`;
}

/** The notice on home when the device's zone is not the rule's: "Your day ends at 7:00 pm here (midnight UTC)." */
export function dayEndNotice(rule: DayRule, now: number, device: string): string {
  return `Your day ends at ${clockTime(nextDayStart(now, rule), device)} here (${dayRuleLabel(rule)}).`;
}

/** Every zone this browser knows, the device's first and UTC second. */
export function timeZoneChoices(device: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([device, "UTC", ...known])];
}
