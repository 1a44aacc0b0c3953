import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { addDays, type Day } from "~/game/day";
import type { CalendarDay, HabitMonth } from "~/game/habit-page";
import { MARK_WORDS } from "~/game/habit-stats";
import type { Measure } from "~/game/measure";
import { formatDay } from "~/components/life/year-grid";
import { calendarWeeks } from "./calendar-weeks";
import { compactValue, dayAgainstTarget, type Amounts } from "./habit-amounts";
import { PastDayForm, type SetPastDay } from "./past-day-form";

const WEEKDAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const MONTH_FORMAT = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
export const monthName = (month: string) => MONTH_FORMAT.format(Date.parse(`${month}-01T00:00:00Z`));

// A day's mark in colour; its label says the same in words.
const calendarCss = {
  "& [role=gridcell][data-day]": {
    display: "grid",
    placeItems: "center",
    aspectRatio: "1",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "border",
    fontSize: "sm",
    cursor: "default",
  },
  // A measure's value under the date: a chip of the page's own colours, legible on every mark's.
  "& [role=gridcell] [data-value]": {
    display: "block",
    fontSize: "2xs",
    lineHeight: "1.2",
    textAlign: "center",
    bg: "bg",
    color: "fg",
    borderRadius: "sm",
    px: "0.5",
    mt: "0.5",
  },
  "& [role=gridcell][data-day-bare]": { display: "grid", placeItems: "center", aspectRatio: "1", color: "fg.muted" },
  // Darker than green.solid: white dates on it must read at 4.5:1 (a measure's date sits in a span axe measures).
  "& [data-mark=met]": { bg: "green.700", color: "white" },
  "& [data-mark=missed]": { borderColor: "red.solid", color: "red.fg" },
  "& [data-mark=skipped]": { bg: "bg.muted", textDecoration: "line-through" },
  "& [data-mark=not-expected]": { borderStyle: "dashed", opacity: 0.6 },
  "& [aria-current=date]": { fontWeight: "bold" },
  "& [role=gridcell]:focus-visible": { outline: "2px solid", outlineColor: "fg", outlineOffset: "2px" },
} as const;

type HabitCalendarProps = {
  months: HabitMonth[];
  today: Day;
  dailyTarget: number;
  /** A measured habit's unit and direction (rule 31): its days show values, not counts. */
  measure?: Measure;
  /** The locale a measure's values are written and read in. */
  locale: string;
  skips: readonly Day[];
  /** Skips a day (today or yesterday) or takes the skip back. */
  onSkip: (day: Day, skipped: boolean) => void;
  /** Sets a past day's count (rule 30). */
  onSetPastDay: SetPastDay;
};

const labelOf = (entry: CalendarDay, habit: Amounts, locale: string) =>
  `${formatDay(entry.day)}: ${dayAgainstTarget(habit, entry.count, locale)}, ${MARK_WORDS[entry.mark]}`;

/**
 * The habit's months, one at a time, as a grid of days with their marks (issue #32): arrows move
 * by day and week, Home and End to the month's ends, Page Up and Page Down by month.
 */
export function HabitCalendar(props: HabitCalendarProps) {
  const { months, today, dailyTarget, measure, locale, skips, onSkip, onSetPastDay } = props;
  const amounts: Amounts = { dailyTarget, measure };
  const [monthIndex, setMonthIndex] = useState(months.length - 1);
  const month = months[Math.min(monthIndex, months.length - 1)]!;
  const weeks = useMemo(() => calendarWeeks(month), [month]);
  const [chosen, setChosen] = useState<Day>(today);
  const days = month.days;
  const active = days.find((entry) => entry.day === chosen) ?? days.at(-1)!;
  const gridRef = useRef<HTMLDivElement>(null);

  function focusDay(day: Day, index = monthIndex) {
    setMonthIndex(index);
    setChosen(day);
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus());
  }

  function showMonth(index: number, pick: "first" | "last") {
    const target = months[index];
    if (!target) return;
    focusDay((pick === "first" ? target.days[0] : target.days.at(-1))!.day, index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const first = days[0]!.day;
    const last = days.at(-1)!.day;
    const clamp = (day: Day) => (day < first ? first : day > last ? last : day);
    const moves: Record<string, () => void> = {
      ArrowLeft: () => focusDay(clamp(addDays(active.day, -1))),
      ArrowRight: () => focusDay(clamp(addDays(active.day, 1))),
      ArrowUp: () => focusDay(clamp(addDays(active.day, -7))),
      ArrowDown: () => focusDay(clamp(addDays(active.day, 7))),
      Home: () => focusDay(first),
      End: () => focusDay(last),
      PageUp: () => showMonth(monthIndex - 1, "last"),
      PageDown: () => showMonth(monthIndex + 1, "first"),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  const skipped = skips.includes(active.day);
  // A day already met, or skipped by a vacation, has nothing to excuse; a skip can always be taken back.
  const skippable =
    (active.day === today || active.day === addDays(today, -1)) &&
    (skipped || (active.mark !== "met" && active.mark !== "skipped"));
  const title = monthName(month.month);
  return (
    <Box>
      <HStack justify="space-between" mb="3">
        <Button variant="ghost" size="sm" disabled={monthIndex === 0} onClick={() => showMonth(monthIndex - 1, "last")}>
          ‹ Previous month
        </Button>
        <Text as="h3" fontWeight="semibold" aria-live="polite">
          {title}
        </Text>
        <Button
          variant="ghost"
          size="sm"
          disabled={monthIndex >= months.length - 1}
          onClick={() => showMonth(monthIndex + 1, "first")}
        >
          Next month ›
        </Button>
      </HStack>
      <Box ref={gridRef} role="grid" aria-label={title} css={calendarCss} onKeyDown={onKeyDown} maxW="md">
        <Box role="row" display="grid" gridTemplateColumns="repeat(7, 1fr)" gap="1" mb="1">
          {WEEKDAY_NAMES.map((name) => (
            <Box key={name} role="columnheader" textAlign="center" fontSize="xs" color="fg.muted">
              {name}
            </Box>
          ))}
        </Box>
        {weeks.map((week, row) => (
          <Box key={row} role="row" display="grid" gridTemplateColumns="repeat(7, 1fr)" gap="1" mb="1">
            {week.map((entry, column) =>
              typeof entry === "string" ? (
                <div
                  key={entry}
                  role="gridcell"
                  data-day-bare=""
                  aria-label={`${formatDay(entry)}: ${entry > today ? "still to come" : "before the habit began"}`}
                >
                  {Number(entry.slice(8))}
                </div>
              ) : entry ? (
                <div
                  key={entry.day}
                  role="gridcell"
                  data-day={entry.day}
                  data-mark={entry.mark}
                  tabIndex={entry.day === active.day ? 0 : -1}
                  aria-label={labelOf(entry, amounts, locale)}
                  aria-current={entry.day === today ? "date" : undefined}
                  aria-selected={entry.day === active.day}
                  onClick={() => focusDay(entry.day)}
                >
                  {measure ? (
                    // A measure's square shows the day's value under its date (the label says it in full).
                    <span>
                      {Number(entry.day.slice(8))}
                      {entry.count > 0 ? <span data-value="">{compactValue(entry.count, locale)}</span> : null}
                    </span>
                  ) : (
                    Number(entry.day.slice(8))
                  )}
                </div>
              ) : (
                <div key={`gap-${column}`} role="gridcell" />
              ),
            )}
          </Box>
        ))}
      </Box>
      <HStack mt="3" gap="3" wrap="wrap" minH="10">
        <Text fontSize="sm" data-testid="calendar-day-words">
          {labelOf(active, amounts, locale)}
        </Text>
        {skippable ? (
          <Button size="sm" variant="outline" onClick={() => onSkip(active.day, !skipped)}>
            {skipped ? "Undo skip" : "Skip this day"}
          </Button>
        ) : null}
      </HStack>
      {active.day < today ? (
        <PastDayForm
          key={active.day}
          day={active.day}
          today={today}
          count={active.count}
          measure={measure}
          locale={locale}
          onSave={onSetPastDay}
        />
      ) : null}
    </Box>
  );
}
