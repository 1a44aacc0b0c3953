import { Box, HStack, Text } from "@chakra-ui/react";
import { weekStripTooltip, type StripDay } from "~/game/habit-stats";
import { Tooltip } from "~/components/tooltip";

/** The last 7 UTC days, oldest first; a day is filled when it met the habit's target. */
export function WeekStrip({ days, dailyTarget }: { days: StripDay[]; dailyTarget: number }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" mb="1">
        This Week
      </Text>
      <HStack gap="1" role="list" aria-label="This week">
        {days.map((entry, index) => {
          const label = weekStripTooltip(entry.count, index + 1);
          const level = entry.count === 0 ? 0 : entry.count >= dailyTarget ? 2 : 1;
          return (
            <Tooltip key={entry.day} content={label}>
              <Box
                role="listitem"
                aria-label={label}
                tabIndex={0}
                w="5"
                h="5"
                borderRadius="sm"
                borderWidth="1px"
                borderColor="border"
                bg={level === 0 ? "bg.muted" : level === 1 ? "green.subtle" : "green.solid"}
                data-count={entry.count}
              />
            </Tooltip>
          );
        })}
      </HStack>
    </Box>
  );
}
