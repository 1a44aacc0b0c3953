// A habit's totals as bars by week or by month (issue #33), drawn as a small SVG of our own (ADR
// 0040): no chart library, and only the habit page's route imports it, so /home never loads it.
// The picture is one `role="img"` with a title and a description; the numbers are in a visually
// hidden table beside it, one period a row in words.
import { Box, Button, chakra, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useId, useMemo, useState } from "react";
import type { Day } from "~/game/day";
import { habitBars, type BarPeriod, type HabitBar } from "~/game/habit-bars";
import type { HabitMonth } from "~/game/habit-page";
import { isAtMost, type Measure } from "~/game/measure";
import type { ScheduleChange } from "~/game/schedule";
import { amountOf } from "./habit-amounts";

/** How many periods the chart shows at a time; Earlier and Later page through the rest. */
export const BARS_SHOWN = 12;

const WIDTH = 360;
const HEIGHT = 170;
const TOP = 8;
const AXIS = 26;
const SLOT = WIDTH / BARS_SHOWN;
const BAR = SLOT * 0.6;

export type HabitBarsProps = {
  months: readonly HabitMonth[];
  today: Day;
  dailyTarget: number;
  schedules?: readonly ScheduleChange[];
  measure?: Measure;
  locale: string;
};

const PERIODS: { by: BarPeriod; label: string }[] = [
  { by: "week", label: "By week" },
  { by: "month", label: "By month" },
];

// Bars in a palette's solid colour (a measure kept at most in a calmer blue), the pace or limit in
// the page's text colour: both stand out from the page by more than 3:1 in light and dark.
const chartCss = {
  "& [data-bar]": { fill: "green.solid" },
  "&[data-direction=atMost] [data-bar]": { fill: "blue.solid" },
  "& [data-pace]": { stroke: "fg", strokeWidth: 2 },
  "&[data-direction=atMost] [data-pace]": { strokeDasharray: "4 2" },
  "& [data-axis]": { stroke: "border.emphasized" },
  "& text": { fill: "fg.muted", fontSize: "9px" },
  "& text[data-current]": { fill: "fg", fontWeight: "bold" },
} as const;

const switchCss = {
  display: "inline-flex",
  borderWidth: "1px",
  borderColor: "border.emphasized",
  borderRadius: "md",
  p: "0.5",
  gap: "0.5",
  "& label": {
    position: "relative",
    px: "3",
    py: "1",
    borderRadius: "sm",
    fontSize: "sm",
    cursor: "pointer",
    color: "fg",
  },
  "& label:has(input:checked)": { bg: "bg.emphasized", fontWeight: "semibold" },
  "& label:has(input:focus-visible)": { outline: "2px solid", outlineColor: "fg", outlineOffset: "2px" },
  // The radio itself stays in the page for the keyboard and screen readers, drawn by its label.
  "& input": { position: "absolute", opacity: 0, inset: 0, margin: 0, cursor: "pointer" },
} as const;

/** A period's numbers in words: "12.5 km, 4 days met, aim 35 km" ("total 12, …" for a count). */
export function barWords(bar: HabitBar, amounts: { dailyTarget: number; measure?: Measure }, locale: string): string {
  const amount = (n: number) => amountOf(amounts, n, locale);
  const total = amounts.measure ? amount(bar.total) : `total ${amount(bar.total)}`;
  const met = `${bar.met} ${bar.met === 1 ? "day" : "days"} met`;
  const words = [total, met];
  if (bar.pace > 0) {
    const aim = isAtMost(amounts) ? "limit" : "aim";
    words.push(`${aim} ${bar.paceExact ? "" : "about "}${amount(bar.pace)}`);
  }
  return words.join(", ");
}

/** The periods shown: "weeks of 2 Nov to 25 Jan", "November 2025 to October 2026". */
function rangeOf(by: BarPeriod, shown: readonly HabitBar[]): string {
  const [first, last] = [shown[0], shown.at(-1)];
  if (!first || !last) return "";
  const name = (bar: HabitBar) => (by === "week" ? bar.name.slice("Week of ".length) : bar.name);
  return `${by === "week" ? "weeks of " : ""}${name(first)} to ${name(last)}`;
}

/** The period's name, said to be still running when it holds today. */
const barName = (bar: HabitBar) => (bar.current ? `${bar.name} (so far)` : bar.name);

export function HabitBars(props: HabitBarsProps) {
  const { months, today, dailyTarget, schedules, measure, locale } = props;
  const id = useId();
  const [by, setBy] = useState<BarPeriod>("week");
  // How many periods back from the newest the view ends (0: it ends with today's).
  const [back, setBack] = useState(0);
  const days = useMemo(() => months.flatMap((month) => month.days), [months]);
  const bars = useMemo(
    () => habitBars(days, today, by, { dailyTarget, schedules }),
    [days, today, by, dailyTarget, schedules],
  );
  const furthest = Math.max(0, bars.length - BARS_SHOWN);
  const backNow = Math.min(back, furthest);
  const end = bars.length - backNow;
  const shown = bars.slice(Math.max(0, end - BARS_SHOWN), end);
  const amounts = { dailyTarget, measure };
  const atMost = isAtMost(amounts);
  const noun = by;
  const top = Math.max(1, ...shown.map(({ total, pace }) => Math.max(total, pace)));
  const tallest = Math.max(0, ...shown.map(({ total }) => total));
  const y = (value: number) => TOP + (HEIGHT - TOP - AXIS) * (1 - value / top);
  const base = y(0);
  const range = rangeOf(by, shown);
  const line = atMost
    ? `The dashed line on each bar is the limit over the ${noun}: the daily limit on each day it applies.`
    : dailyTarget > 0
      ? `The line on each bar is what the schedule asks over the ${noun}: the daily target on each day it expects, on average.`
      : "";

  function choose(next: BarPeriod) {
    setBy(next);
    setBack(0);
  }

  return (
    <Box>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
        <Box as="fieldset" css={switchCss}>
          <VisuallyHidden as="legend">Show totals</VisuallyHidden>
          {PERIODS.map((period) => (
            <label key={period.by}>
              <input
                type="radio"
                name={`${id}-by`}
                value={period.by}
                checked={by === period.by}
                onChange={() => choose(period.by)}
              />
              {period.label}
            </label>
          ))}
        </Box>
        {bars.length > BARS_SHOWN ? (
          <HStack gap="1">
            <Button
              variant="ghost"
              size="sm"
              disabled={backNow >= furthest}
              onClick={() => setBack(Math.min(furthest, backNow + BARS_SHOWN))}
            >
              ‹ Earlier
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={backNow === 0}
              onClick={() => setBack(Math.max(0, backNow - BARS_SHOWN))}
            >
              Later ›
            </Button>
          </HStack>
        ) : null}
      </HStack>
      <Box maxW="lg">
        <chakra.svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          height="auto"
          display="block"
          data-direction={atMost ? "atMost" : "atLeast"}
          css={chartCss}
        >
          <title id={`${id}-title`}>{`Totals by ${noun}, ${range}`}</title>
          <desc id={`${id}-desc`}>
            {`Each bar is a ${noun}'s total, the tallest ${amountOf(amounts, tallest, locale)}. ${line} The table after the chart has each ${noun}'s numbers.`}
          </desc>
          <line data-axis="" x1={0} x2={WIDTH} y1={base} y2={base} />
          {shown.map((bar, i) => {
            const x = i * SLOT + (SLOT - BAR) / 2;
            const previous = shown[i - 1];
            // A week names its month under its day when the month changes; January names its year.
            const second =
              by === "week"
                ? !previous || previous.first.slice(5, 7) !== bar.first.slice(5, 7)
                  ? bar.label.split(" ")[1]
                  : null
                : !previous || bar.first.slice(5, 7) === "01"
                  ? bar.first.slice(0, 4)
                  : null;
            return (
              <g key={bar.first} data-period={bar.first}>
                {bar.total > 0 ? (
                  <rect data-bar="" x={x} y={y(bar.total)} width={BAR} height={base - y(bar.total)} rx={2} />
                ) : null}
                {bar.pace > 0 ? (
                  <line data-pace="" x1={x - 3} x2={x + BAR + 3} y1={y(bar.pace)} y2={y(bar.pace)} />
                ) : null}
                <text x={x + BAR / 2} y={base + 11} textAnchor="middle" data-current={bar.current ? "" : undefined}>
                  {by === "week" ? bar.label.split(" ")[0] : bar.label}
                </text>
                {second ? (
                  <text x={x + BAR / 2} y={base + 22} textAnchor="middle">
                    {second}
                  </text>
                ) : null}
              </g>
            );
          })}
        </chakra.svg>
      </Box>
      <Text fontSize="sm" color="fg.muted" mt="2" aria-hidden="true">
        {shown.length > 0
          ? `${range.charAt(0).toUpperCase()}${range.slice(1)}. Tallest bar: ${amountOf(amounts, tallest, locale)}. `
          : ""}
        {line}
      </Text>
      <VisuallyHidden>
        <table>
          <caption>{`Totals by ${noun}`}</caption>
          <thead>
            <tr>
              <th scope="col">{noun === "week" ? "Week" : "Month"}</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((bar) => (
              <tr key={bar.first}>
                <th scope="row">{barName(bar)}</th>
                <td>{barWords(bar, amounts, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
