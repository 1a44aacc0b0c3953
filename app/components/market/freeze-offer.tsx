import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { MarketData } from "~/storage";
import { BRAND_CTA } from "~/theme/brand";
import { formatCoins, formatDay, WARNING_TEXT } from "./format";

type FreezeOfferProps = { freezes: MarketData["freezes"]; busy: boolean; onBuy: () => void };

/** The shop's one fixed item: held n/max, the price, and why it cannot be bought when it cannot. */
export function FreezeOffer({ freezes, busy, onBuy }: FreezeOfferProps) {
  const { held, max, price, refusal, frozenDays } = freezes;
  return (
    <Box
      as="section"
      aria-labelledby="freeze-heading"
      p="5"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.subtle"
      borderColor="blue.muted"
    >
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="freeze-heading">
            <span aria-hidden="true">🧊</span> Streak freeze
          </Heading>
          <Badge colorPalette="yellow" variant="surface" size="lg">
            {formatCoins(price)}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Miss a day and a freeze you hold is used up automatically, so your streak survives. The frozen day keeps the
          streak going without counting as a met day. You can hold up to {max}.
        </Text>
        <HStack gap="2">
          {Array.from({ length: max }, (_, i) => (
            <Box
              key={i}
              w="10"
              h="10"
              borderRadius="lg"
              borderWidth="1px"
              display="grid"
              placeItems="center"
              fontSize="xl"
              bg={i < held ? "blue.subtle" : "transparent"}
              borderStyle={i < held ? "solid" : "dashed"}
              opacity={i < held ? 1 : 0.5}
              aria-hidden="true"
            >
              {i < held ? "🧊" : ""}
            </Box>
          ))}
          <Text fontWeight="semibold" ms="2">
            <span data-testid="freezes-held">
              {held}/{max}
            </span>{" "}
            held
          </Text>
        </HStack>
        <Button
          onClick={onBuy}
          disabled={refusal !== null || busy}
          loading={busy && refusal === null}
          aria-describedby={refusal ? "freeze-refusal" : undefined}
          alignSelf={{ base: "stretch", sm: "flex-start" }}
          {...BRAND_CTA}
        >
          Buy a streak freeze
        </Button>
        {refusal ? (
          <Text id="freeze-refusal" fontSize="sm" color={WARNING_TEXT}>
            {refusal}
          </Text>
        ) : null}
        {frozenDays.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Days a freeze covered: {frozenDays.slice(0, 5).map(formatDay).join(", ")}
            {frozenDays.length > 5 ? "…" : ""}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
