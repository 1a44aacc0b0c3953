import { Badge, Box, Heading, List, SimpleGrid, Text } from "@chakra-ui/react";
import type { TierPlan } from "~/content/tiers";

type TierPlansProps = {
  plans: readonly TierPlan[];
  /** The viewer's own tier, badged "Your tier". */
  currentKey?: TierPlan["key"];
  /** The tier the page is about, outlined. */
  highlightKey?: TierPlan["key"];
};

/** The tiers side by side. */
export function TierPlans({ plans, currentKey, highlightKey = currentKey }: TierPlansProps) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 4 }} gap="5" listStyleType="none">
      {plans.map((plan) => (
        <Box
          as="li"
          key={plan.key}
          p="6"
          borderWidth={plan.key === highlightKey ? "2px" : "1px"}
          borderColor={plan.key === highlightKey ? "orange.500" : "border"}
          borderRadius="xl"
          bg="bg.subtle"
          aria-current={plan.key === currentKey ? "true" : undefined}
        >
          <Text fontSize="3xl" aria-hidden="true">
            {plan.emoji}
          </Text>
          <Heading as="h3" size="lg" mt="2">
            {plan.name}
          </Heading>
          <Box my="2" display="flex" gap="2" flexWrap="wrap">
            {plan.status === "coming" ? (
              <Badge colorPalette="purple">Coming soon</Badge>
            ) : (
              <Badge colorPalette="green">Available</Badge>
            )}
            {plan.key === currentKey ? <Badge colorPalette="orange">Your tier</Badge> : null}
          </Box>
          <Text color="fg.muted" mb="3">
            {plan.summary}
          </Text>
          <List.Root ps="5" gap="1.5" fontSize="sm">
            {plan.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}
