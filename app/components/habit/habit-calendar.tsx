import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useMemo, useRef, type KeyboardEvent } from "react";
import { addDays, type Day } from "~/game/day";
import type { CalendarDay, HabitMonth } from "~/game/habit-page";
import { MARK_WORDS } from "~/game/habit-stats";
import type { Measure } from "~/game/measure";
import { formatDay } from "~/components/life/year-grid";
import { calendarWeeks } from "./calendar-weeks";
import { compactValue, dayAgainstTarget, type Amounts } from "./habit-amounts";

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
    position: "relative",
  },
  // A day with a note: a dot in the corner, in the square's own text colour (its label says ", note").
  "& [role=gridcell][data-note]::after": {
    content: '""',
    position: "absolute",
    top: "3px",
    right: "3px",
    width: "6px",
    height: "6px",
    borderRadius: "full",
    bg: "currentColor",
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
  // The day the form below is about, also while the focus is in that form.
  "& [role=gridcell][aria-selected=true]": { outline: "2px dashed", outlineColor: "fg.muted", outlineOffset: "2px" },
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
  /** The chosen day: the page keeps it, since its notes list chooses days too. */
  chosen: Day;
  onChoose: (day: Day) => void;
  /** The habit's notes by day (rule 32): their squares carry a dot and say so. */
  notes: Readonly<Record<Day, string>>;
};

/** A day in words, as its square's label says it: "Mon 3 Jun 2024: 1 of 1, met, note". */
export const dayLabel = (entry: CalendarDay, habit: Amounts, locale: string, hasNote: boolean) =>
  `${formatDay(entry.day)}: ${dayAgainstTarget(habit, entry.count, locale)}, ${MARK_WORDS[entry.mark]}${hasNote ? ", note" : ""}`;

/** The calendar's entry of `day`, or the last day shown when the months have no such day. */
export function calendarDayOf(months: readonly HabitMonth[], day: Day): CalendarDay {
  const month = months.find((entry) => entry.month === day.slice(0, 7));
  return month?.days.find((entry) => entry.day === day) ?? months.at(-1)!.days.at(-1)!;
}

/**
 * The habit's months, one at a time, as a grid of days with their marks (issue #32): arrows move
 * by day and week, Home and End to the month's ends, Page Up and Page Down by month.
 */
export function HabitCalendar(props: HabitCalendarProps) {
  const { months, today, dailyTarget, measure, locale, chosen, onChoose, notes } = props;
  const amounts: Amounts = { dailyTarget, measure };
  // The month shown is the chosen day's: moving to another month chooses one of its days.
  const active = calendarDayOf(months, chosen);
  const monthIndex = months.findIndex((entry) => entry.month === active.day.slice(0, 7));
  const month = months[monthIndex]!;
  const weeks = useMemo(() => calendarWeeks(month), [month]);
  const days = month.days;
  const gridRef = useRef<HTMLDivElement>(null);

  function focusDay(day: Day) {
    onChoose(day);
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus());
  }

  function showMonth(index: number, pick: "first" | "last") {
    const target = months[index];
    if (!target) return;
    focusDay((pick === "first" ? target.days[0] : target.days.at(-1))!.day);
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
                  data-note={notes[entry.day] ? "" : undefined}
                  tabIndex={entry.day === active.day ? 0 : -1}
                  aria-label={dayLabel(entry, amounts, locale, Boolean(notes[entry.day]))}
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
    </Box>
  );
}
