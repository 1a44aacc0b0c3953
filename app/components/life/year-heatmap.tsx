import { Box, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type FocusEvent,
} from "react";
import { daysBetween, type Day } from "~/game/day";
import {
  buildYearGrid,
  cellLabel,
  formatDay,
  legendLabels,
  WEEKDAYS,
  WEEKS,
  yearSummary,
  type HeatLevel,
  type YearCell,
} from "./year-grid";

export type YearHeatmapProps = {
  xpHistory: Readonly<Record<Day, number>>;
  /** The last day shown (today), 'YYYY-MM-DD' UTC. */
  endDay: Day;
  dailyTarget: number;
  /** Called on click, Enter or Space on a day. */
  onSelectDay?: (day: Day) => void;
};

const STEP = 14; // px per column: an 11 px cell and a 3 px gap
const LEVEL_COLORS: Record<HeatLevel, { base: string; _dark: string }> = {
  0: { base: "bg.muted", _dark: "bg.muted" },
  1: { base: "green.200", _dark: "green.800" },
  2: { base: "green.400", _dark: "green.700" },
  3: { base: "green.600", _dark: "green.500" },
  4: { base: "green.800", _dark: "green.300" },
};
const LEVELS = [0, 1, 2, 3, 4] as const;
const ROW_NAMES = ["Mon", "", "Wed", "", "Fri", "", ""]; // every other weekday, as calendars do

// Cells are plain divs styled from one parent rule: hundreds of styled
// components would make each arrow key re-render slowly.
const gridCss = {
  "& [data-level]": { width: "11px", height: "11px", borderRadius: "2px", flexShrink: 0, cursor: "pointer" },
  ...Object.fromEntries(LEVELS.map((level) => [`& [data-level="${level}"]`, { bg: LEVEL_COLORS[level] }])),
  "& [role=gridcell]:focus-visible": { outline: "2px solid", outlineColor: "fg", outlineOffset: "1px" },
};

/** Index of the cell an event happened on, from its data-index. */
function eventIndex(event: { target: EventTarget }): number | null {
  const index = (event.target as HTMLElement).closest?.("[data-index]")?.getAttribute("data-index");
  return index == null ? null : Number(index);
}

/** A year of daily XP as an ARIA grid, Monday-first, one roving tab stop. */
export function YearHeatmap({ xpHistory, endDay, dailyTarget, onSelectDay }: YearHeatmapProps) {
  const grid = useMemo(() => buildYearGrid(xpHistory, endDay, dailyTarget), [xpHistory, endDay, dailyTarget]);
  const cells = useMemo(() => grid.weeks.flat().filter((cell): cell is YearCell => cell !== null), [grid]);
  const labels = useMemo(() => cells.map(cellLabel), [cells]);
  const count = cells.length;

  const [activeDay, setActiveDay] = useState<Day | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const activeOffset = activeDay === null ? -1 : daysBetween(grid.start, activeDay);
  // Today is the tab stop until the user moves; a stale day (new endDay) falls back to it.
  const active = activeOffset >= 0 && activeOffset < count ? activeOffset : count - 1;

  const gridRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const readout = hovered ?? active;

  // On narrow screens the grid scrolls; show the most recent weeks first.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollLeft = scroller.scrollWidth;
  }, []);

  function moveTo(index: number) {
    const target = Math.min(count - 1, Math.max(0, index));
    setActiveDay(cells[target]!.day);
    gridRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const row = active % WEEKDAYS;
    const lastInRow =
      (WEEKS - 1) * WEEKDAYS + row < count ? (WEEKS - 1) * WEEKDAYS + row : (WEEKS - 2) * WEEKDAYS + row;
    // Up/Down walk day by day (wrapping across weeks); Left/Right jump a week.
    const moves: Record<string, number> = {
      ArrowUp: active - 1,
      ArrowDown: active + 1,
      ArrowLeft: active - WEEKDAYS >= 0 ? active - WEEKDAYS : active,
      ArrowRight: active + WEEKDAYS < count ? active + WEEKDAYS : active,
      Home: event.ctrlKey ? 0 : row,
      End: event.ctrlKey ? count - 1 : lastInRow,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if ((event.key === "Enter" || event.key === " ") && onSelectDay) {
      event.preventDefault();
      onSelectDay(cells[active]!.day);
    }
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const index = eventIndex(event);
    if (index === null) return;
    moveTo(index);
    onSelectDay?.(cells[index]!.day);
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const index = eventIndex(event);
    if (index !== null && index !== active) setActiveDay(cells[index]!.day);
  }

  const legend = legendLabels(grid.unit);

  return (
    <Box>
      <VisuallyHidden id={summaryId}>
        {yearSummary(grid)} Use the arrow keys to move between days: up and down by day, left and right by week.
      </VisuallyHidden>
      <Box ref={scrollRef} overflowX="auto" p="1">
        <Box display="flex" gap="1.5" width="max-content">
          {/* Decoration only: every cell's label names its full date. */}
          <Box aria-hidden="true" pt="5" fontSize="2xs" color="fg.muted" lineHeight={`${STEP}px`}>
            {ROW_NAMES.map((name, row) => (
              <Box key={row} height={`${STEP}px`}>
                {name}
              </Box>
            ))}
          </Box>
          <Box>
            <Box aria-hidden="true" position="relative" height="5" fontSize="2xs" color="fg.muted">
              {grid.months.map((month) => (
                <Box key={month.month} as="span" position="absolute" left={`${month.column * STEP}px`}>
                  {month.label}
                </Box>
              ))}
            </Box>
            <Box
              ref={gridRef}
              role="grid"
              aria-label={`Daily XP from ${formatDay(grid.start)} to ${formatDay(grid.end)}`}
              aria-describedby={summaryId}
              display="flex"
              flexDirection="column"
              gap="3px"
              css={gridCss}
              onKeyDown={onKeyDown}
              onClick={onClick}
              onFocus={onFocus}
              onMouseOver={(event) => setHovered(eventIndex(event))}
              onMouseLeave={() => setHovered(null)}
            >
              {Array.from({ length: WEEKDAYS }, (_, row) => (
                <Box key={row} role="row" display="flex" gap="3px">
                  {grid.weeks.map((week, column) => {
                    const cell = week[row];
                    if (!cell) return null; // padding after endDay: nothing to render or reach
                    const index = column * WEEKDAYS + row;
                    return (
                      <div
                        key={cell.day}
                        role="gridcell"
                        data-index={index}
                        data-level={cell.level}
                        tabIndex={index === active ? 0 : -1}
                        aria-label={labels[index]}
                        aria-current={cell.day === grid.end ? "date" : undefined}
                      />
                    );
                  })}
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      </Box>
      <HStack justify="space-between" wrap="wrap" gap="3" mt="2" fontSize="xs" color="fg.muted">
        {/* Shows the focused or hovered day to sighted users; screen readers hear the cell itself. */}
        <Text minH="1lh">{labels[readout]}</Text>
        <HStack gap="1" role="group" aria-label="Colour legend">
          <Text as="span">Less</Text>
          {LEVELS.map((level) => (
            <Box
              key={level}
              role="img"
              aria-label={legend[level]}
              title={legend[level]}
              width="11px"
              height="11px"
              borderRadius="2px"
              bg={LEVEL_COLORS[level]}
            />
          ))}
          <Text as="span">More</Text>
        </HStack>
      </HStack>
    </Box>
  );
}
