import { Badge, Box, Button, Flex, IconButton, Stack, Text } from "@chakra-ui/react";
import type { RewardOffer } from "~/storage";
import { formatCoins, WARNING_TEXT } from "./format";

type RewardListProps = {
  rewards: RewardOffer[];
  busy: boolean;
  onRedeem: (reward: RewardOffer) => void;
  onDelete: (reward: RewardOffer) => void;
};

/** The user's own rewards, cheapest first; Redeem says why it is disabled when coins are short. */
export function RewardList({ rewards, busy, onRedeem, onDelete }: RewardListProps) {
  if (rewards.length === 0) {
    return (
      <Box p="6" borderWidth="1px" borderStyle="dashed" borderRadius="xl" textAlign="center">
        <Text fontSize="3xl" aria-hidden="true">
          🎁
        </Text>
        <Text fontWeight="semibold">No rewards yet</Text>
        <Text color="fg.muted" fontSize="sm">
          Add something you would enjoy (a movie night, a new book) and give it a price in coins.
        </Text>
      </Box>
    );
  }
  return (
    <Stack as="ul" gap="3" p="0" aria-label="Your rewards">
      {rewards.map((reward) => {
        const reasonId = `reward-${reward.id}-reason`;
        return (
          <Box
            as="li"
            key={reward.id}
            listStyleType="none"
            p="4"
            borderWidth="1px"
            borderRadius="xl"
            bg="bg.subtle"
            aria-label={reward.title}
          >
            <Flex gap="3" align={{ base: "stretch", sm: "center" }} direction={{ base: "column", sm: "row" }}>
              <Stack gap="1" flex="1" minW="0">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {reward.title}
                </Text>
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge colorPalette="yellow" variant="surface">
                    <span aria-hidden="true">🪙</span> {formatCoins(reward.price)}
                  </Badge>
                  {reward.redeemed > 0 ? (
                    <Text fontSize="xs" color="fg.muted">
                      Redeemed {reward.redeemed === 1 ? "once" : `${reward.redeemed} times`}
                    </Text>
                  ) : null}
                </Flex>
                {reward.refusal ? (
                  <Text id={reasonId} fontSize="sm" color={WARNING_TEXT}>
                    {reward.refusal}
                  </Text>
                ) : null}
              </Stack>
              <Flex gap="2" justify="flex-end">
                <Button
                  onClick={() => onRedeem(reward)}
                  disabled={reward.refusal !== null || busy}
                  aria-describedby={reward.refusal ? reasonId : undefined}
                  aria-label={`Redeem ${reward.title} for ${formatCoins(reward.price)}`}
                  colorPalette="yellow"
                  variant="solid"
                  flex={{ base: "1", sm: "initial" }}
                >
                  Redeem
                </Button>
                <IconButton
                  variant="ghost"
                  aria-label={`Delete ${reward.title}`}
                  title="Delete"
                  onClick={() => onDelete(reward)}
                  disabled={busy}
                >
                  <span aria-hidden="true">🗑️</span>
                </IconButton>
              </Flex>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
