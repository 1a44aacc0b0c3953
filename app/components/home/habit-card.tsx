import { BRAND_CTA } from "~/theme/brand";
import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
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

/** Spec §2: +1 on the left, −1 on the right; counting never opens the card. */
export function HabitCard({ habit, today, week, menu, onCount }: HabitCardProps) {
  const titleId = `habit-title-${habit.id}`;
  const met = today >= habit.dailyTarget;
  return (
    <Box as="article" aria-labelledby={titleId} p="4" borderWidth="1px" borderRadius="xl" bg="bg.subtle">
      <Flex gap="3" align="flex-start">
        {onCount ? (
          <Button
            aria-label="Count up"
            title="Count up"
            size="lg"
            minW="14"
            h="14"
            fontSize="xl"
            {...BRAND_CTA}
            onClick={(event) => {
              event.stopPropagation();
              onCount(1);
            }}
          >
            +1
          </Button>
        ) : null}
        <Stack gap="2" flex="1" minW="0">
          <Flex justify="space-between" align="flex-start" gap="2">
            <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
              <RichText text={habit.title} links={false} mentions={false} />
            </Heading>
            {menu}
          </Flex>
          {habit.description ? (
            <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
              <RichText text={habit.description} />
            </Text>
          ) : null}
          <Flex gap="4" wrap="wrap" fontSize="sm">
            <Text>
              Today:{" "}
              <Text as="strong" data-testid="habit-today" color={met ? "green.fg" : undefined}>
                {today}/{habit.dailyTarget}
              </Text>
              {met ? (
                <Text as="span" ms="1" role="img" aria-label="daily target met">
                  ✅
                </Text>
              ) : null}
            </Text>
            <Text>
              Total: <strong data-testid="habit-total">{habit.count}</strong>
            </Text>
          </Flex>
          <WeekStrip days={week} dailyTarget={habit.dailyTarget} />
        </Stack>
        {onCount ? (
          <Button
            aria-label="Count down"
            title="Count down"
            size="lg"
            minW="14"
            h="14"
            fontSize="xl"
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
      </Flex>
    </Box>
  );
}
