// The feed's lines under the day each record counted for (rule 18): one section per run of a day.
import { addDays, dayToTimestamp, type Day } from "~/game/day";
import type { FeedLine } from "./feed-words";

/** A day's heading and the feed lines under it. */
export type FeedDay = { day: Day; lines: FeedLine[] };

const dayOfLine = (line: FeedLine): Day => (line.kind === "one" ? line.item.day : line.items[0]!.day);

/**
 * Groups a page's lines, newest first, by day: consecutive lines of one day make one section. A page
 * knows nothing of the one before it, so a day split across pages gets its heading again on the next.
 */
export function groupByDay(lines: FeedLine[]): FeedDay[] {
  const days: FeedDay[] = [];
  for (const line of lines) {
    const day = dayOfLine(line);
    const last = days.at(-1);
    if (last?.day === day) last.lines.push(line);
    else days.push({ day, lines: [line] });
  }
  return days;
}

// A day key is a label, not an instant: it is formatted as the UTC date it names.
const longDate = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Today", "Yesterday", or the date: "Monday, 23 November 2026". `today` is the user's day. */
export function dayHeading(day: Day, today: Day): string {
  if (day === today) return "Today";
  if (day === addDays(today, -1)) return "Yesterday";
  return longDate.format(dayToTimestamp(day));
}
