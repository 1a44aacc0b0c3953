import { BRAND_CTA } from "~/theme/brand";
import { Box, Button, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Habit } from "~/game/entity-schemas";
import type { StripDay } from "~/game/habit-stats";
import { RichText } from "~/components/rich-text/rich-text";
import { WeekStrip } from "./week-strip";

export type HabitCardProps = {
  habit: Omit<Habit, "history">;
  today: number;
  week: StripDay[];
  menu: ReactNode;
  /** Absent for viewers who may not count (signed-out, not the owner). */
  onCount?: (delta: 1 | -1) => void;
};

// One styled card, plain elements inside: /home draws 50 of them at once, and a Chakra
// layout component per row and per text (a dozen a card) was a large part of its first render.
const CARD_STYLES = {
  p: "4",
  borderWidth: "1px",
  borderRadius: "xl",
  bg: "bg.subtle",
  "& [data-card=row]": { display: "flex", gap: "3", alignItems: "flex-start" },
  "& [data-card=body]": { display: "flex", flexDirection: "column", gap: "2", flex: "1", minWidth: "0" },
  "& [data-card=head]": { display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: "2" },
  "& [data-card=description]": { color: "fg.muted", fontSize: "sm", wordBreak: "break-word" },
  "& [data-card=counts]": { display: "flex", gap: "4", flexWrap: "wrap", fontSize: "sm" },
  "& [data-met=true]": { color: "green.fg" },
  "& [data-card=met]": { marginInlineStart: "1" },
} as const;

const COUNT_BUTTON = { size: "lg", minW: "14", h: "14", fontSize: "xl" } as const;

/** Spec §2: +1 on the left, −1 on the right; counting never opens the card. */
export function HabitCard({ habit, today, week, menu, onCount }: HabitCardProps) {
  const titleId = `habit-title-${habit.id}`;
  const met = today >= habit.dailyTarget;
  return (
    <Box as="article" aria-labelledby={titleId} css={CARD_STYLES}>
      <div data-card="row">
        {onCount ? (
          <Button
            aria-label="Count up"
            title="Count up"
            {...COUNT_BUTTON}
            {...BRAND_CTA}
            onClick={(event) => {
              event.stopPropagation();
              onCount(1);
            }}
          >
            +1
          </Button>
        ) : null}
        <div data-card="body">
          <div data-card="head">
            <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
              <RichText text={habit.title} links={false} mentions={false} />
            </Heading>
            {menu}
          </div>
          {habit.description ? (
            <p data-card="description">
              <RichText text={habit.description} />
            </p>
          ) : null}
          <div data-card="counts">
            <p>
              Today:{" "}
              <strong data-testid="habit-today" data-met={met}>
                {today}/{habit.dailyTarget}
              </strong>
              {met ? (
                <span data-card="met" role="img" aria-label="daily target met">
                  ✅
                </span>
              ) : null}
            </p>
            <p>
              Total: <strong data-testid="habit-total">{habit.count}</strong>
            </p>
          </div>
          <WeekStrip days={week} dailyTarget={habit.dailyTarget} />
        </div>
        {onCount ? (
          <Button
            aria-label="Count down"
            title="Count down"
            {...COUNT_BUTTON}
            variant="outline"
            disabled={today === 0}
            onClick={(event) => {
              event.stopPropagation();
              onCount(-1);
            }}
          >
            −1
          </Button>
        ) : null}
      </div>
    </Box>
  );
}
