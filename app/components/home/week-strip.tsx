import { Box, HStack, Text } from "@chakra-ui/react";
import { weekStripTooltip, type StripDay } from "~/game/habit-stats";

// The day's tooltip is plain CSS: it shows at once (spec §9: delay 0) while the square is
// hovered or focused, and costs no JavaScript. 50 cards × 7 days of tooltip state machines
// were most of a +1's re-render time. The square's aria-label carries the same text.
const SHOW_TIP = { "&:hover > [data-tip], &:focus-visible > [data-tip]": { display: "block" } };

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
            <Box
              key={entry.day}
              role="listitem"
              aria-label={label}
              tabIndex={0}
              position="relative"
              w="5"
              h="5"
              borderRadius="sm"
              borderWidth="1px"
              borderColor="border"
              bg={level === 0 ? "bg.muted" : level === 1 ? "green.subtle" : "green.solid"}
              data-count={entry.count}
              css={SHOW_TIP}
            >
              <Box
                as="span"
                data-tip=""
                aria-hidden="true"
                display="none"
                position="absolute"
                bottom="calc(100% + 6px)"
                left="50%"
                transform="translateX(-50%)"
                zIndex="tooltip"
                whiteSpace="nowrap"
                pointerEvents="none"
                px="2.5"
                py="1"
                borderRadius="sm"
                bg="bg.inverted"
                color="fg.inverted"
                fontSize="xs"
                fontWeight="medium"
                boxShadow="md"
              >
                {label}
              </Box>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
