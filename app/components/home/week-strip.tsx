import { Box } from "@chakra-ui/react";
import { weekStripTooltip, type StripDay } from "~/game/habit-stats";

// One styled list, plain elements inside: /home draws 50 strips of 7 days, and a Chakra
// component per square and per tooltip (700 in all) was a large part of its first render.
// The day's tooltip is plain CSS: it shows at once (spec §9: delay 0) while the square is
// hovered or focused, and costs no JavaScript. The square's aria-label carries the same text.
const STRIP_STYLES = {
  "& > p": { fontSize: "xs", color: "fg.muted", marginBottom: "1" },
  "& > [role=list]": { display: "flex", gap: "1" },
  "& [role=listitem]": {
    position: "relative",
    width: "5",
    height: "5",
    borderRadius: "sm",
    borderWidth: "1px",
    borderColor: "border",
    bg: "bg.muted",
  },
  "& [data-level='1']": { bg: "green.subtle" },
  "& [data-level='2']": { bg: "green.solid" },
  "& [data-tip]": {
    display: "none",
    position: "absolute",
    bottom: "calc(100% + 6px)",
    left: "50%",
    transform: "translateX(-50%)",
    zIndex: "tooltip",
    whiteSpace: "nowrap",
    pointerEvents: "none",
    px: "2.5",
    py: "1",
    borderRadius: "sm",
    bg: "bg.inverted",
    color: "fg.inverted",
    fontSize: "xs",
    fontWeight: "medium",
    boxShadow: "md",
  },
  "& [role=listitem]:hover > [data-tip], & [role=listitem]:focus-visible > [data-tip]": { display: "block" },
} as const;

/** The last 7 UTC days, oldest first; a day is filled when it met the habit's target. */
export function WeekStrip({ days, dailyTarget }: { days: StripDay[]; dailyTarget: number }) {
  return (
    <Box css={STRIP_STYLES}>
      <p>This Week</p>
      <div role="list" aria-label="This week">
        {days.map((entry, index) => {
          const label = weekStripTooltip(entry.count, index + 1);
          const level = entry.count === 0 ? 0 : entry.count >= dailyTarget ? 2 : 1;
          return (
            <span
              key={entry.day}
              role="listitem"
              aria-label={label}
              tabIndex={0}
              data-level={level}
              data-count={entry.count}
            >
              <span data-tip="" aria-hidden="true">
                {label}
              </span>
            </span>
          );
        })}
      </div>
    </Box>
  );
}
