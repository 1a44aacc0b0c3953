import { weekdayIndex } from "~/game/day";
import { stripDayLabel, type StripDay } from "~/game/habit-stats";
import type { Measure } from "~/game/measure";
import { measureStripLabel } from "./measure-words";

/** Under each square, Monday first: two letters tell Tuesday from Thursday at a glance. */
const WEEKDAY_LABELS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/**
 * The last 7 days, oldest first; a day is filled when it met the habit's target. Static
 * classes (habit-card.styles.ts): 50 strips of 7 days on /home, each day's tooltip drawn by CSS
 * from its aria-label. The weekday row is for the eye: the squares' labels are the spec's words.
 */
type WeekStripProps = {
  days: StripDay[];
  dailyTarget: number;
  /** A measure's squares say amounts ("2.5 km on day 3"), and an at-most day fills only once met. */
  measure?: Measure;
  locale?: string;
};

/**
 * 0 empty, 1 some, 2 met. An at-most day is met only once it ended within its limit (its mark,
 * rule 31): until then it stays empty, since an amount under a limit is no progress towards it.
 */
function levelOf(entry: StripDay, dailyTarget: number, measure: Measure | undefined): 0 | 1 | 2 {
  if (measure?.direction === "atMost") return entry.mark === "met" ? 2 : 0;
  return entry.count === 0 ? 0 : entry.count >= dailyTarget ? 2 : 1;
}

export function WeekStrip({ days, dailyTarget, measure, locale }: WeekStripProps) {
  return (
    <div className="week-strip">
      <p>This Week</p>
      <div role="list" aria-label="This week">
        {days.map((entry, index) => {
          const label = measure
            ? measureStripLabel(entry, index + 1, measure, locale)
            : stripDayLabel(entry, index + 1);
          const level = levelOf(entry, dailyTarget, measure);
          return (
            <span
              key={entry.day}
              role="listitem"
              aria-label={label}
              tabIndex={0}
              data-level={level}
              data-count={entry.count}
              data-mark={entry.mark}
              data-over={measure?.direction === "atMost" && entry.count > dailyTarget ? true : undefined}
            />
          );
        })}
      </div>
      <div aria-hidden="true" data-part="weekdays">
        {days.map((entry) => (
          <span key={entry.day}>{WEEKDAY_LABELS[weekdayIndex(entry.day)]}</span>
        ))}
      </div>
    </div>
  );
}
