import { weekdayIndex } from "~/game/day";
import { stripDayLabel, type StripDay } from "~/game/habit-stats";

/** Under each square, Monday first: two letters tell Tuesday from Thursday at a glance. */
const WEEKDAY_LABELS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/**
 * The last 7 days, oldest first; a day is filled when it met the habit's target. Static
 * classes (habit-card.styles.ts): 50 strips of 7 days on /home, each day's tooltip drawn by CSS
 * from its aria-label. The weekday row is for the eye: the squares' labels are the spec's words.
 */
export function WeekStrip({ days, dailyTarget }: { days: StripDay[]; dailyTarget: number }) {
  return (
    <div className="week-strip">
      <p>This Week</p>
      <div role="list" aria-label="This week">
        {days.map((entry, index) => {
          const label = stripDayLabel(entry, index + 1);
          const level = entry.count === 0 ? 0 : entry.count >= dailyTarget ? 2 : 1;
          return (
            <span
              key={entry.day}
              role="listitem"
              aria-label={label}
              tabIndex={0}
              data-level={level}
              data-count={entry.count}
              data-mark={entry.mark}
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
