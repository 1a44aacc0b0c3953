import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import type { MarketData } from "~/storage";
import { zonedTime } from "~/components/day/day-rule-text";
import { formatCoins, formatDay, SPENT_TEXT } from "./format";

type Entry = MarketData["history"][number];

function describe(entry: Entry): { icon: string; text: string } {
  switch (entry.event) {
    case "REWARD_REDEEM":
      return { icon: "🎁", text: `Redeemed ${entry.title}` };
    case "FREEZE_BUY":
      return { icon: "🧊", text: "Bought a streak freeze" };
    case "FREEZE_USE":
      return {
        icon: "🛡️",
        text: entry.day ? `A streak freeze covered ${formatDay(entry.day)}` : "A streak freeze was used",
      };
    default:
      return { icon: "🪙", text: entry.title };
  }
}

/** Purchases and freezes used, newest first; times in the zone of the user's day (rule 18). */
export function MarketHistory({ history, timeZone }: { history: MarketData["history"]; timeZone: string }) {
  if (history.length === 0) {
    return <Text color="fg.muted">Nothing bought yet. Your purchases will show up here.</Text>;
  }
  return (
    <Stack as="ol" gap="2" p="0" aria-label="Market history">
      {history.map((entry) => {
        const { icon, text } = describe(entry);
        return (
          <Box as="li" key={entry.recordId} listStyleType="none" px="4" py="3" borderWidth="1px" borderRadius="lg">
            <Flex gap="3" align="center" justify="space-between" wrap="wrap">
              <Flex gap="3" align="center" minW="0">
                <Text as="span" aria-hidden="true" fontSize="lg">
                  {icon}
                </Text>
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {text}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" asChild>
                    <time dateTime={new Date(entry.at).toISOString()}>{zonedTime(entry.at, timeZone)}</time>
                  </Text>
                </Stack>
              </Flex>
              <Text
                fontVariantNumeric="tabular-nums"
                color={entry.coins < 0 ? SPENT_TEXT : "fg.muted"}
                fontWeight="semibold"
              >
                {entry.coins < 0 ? `−${formatCoins(-entry.coins)}` : "free"}
              </Text>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
