import { Box, Heading, Link as ChakraLink, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { TierPlans } from "~/components/tier-plans";
import { TIER_PLANS } from "~/content/tiers";
import { PageIntro } from "~/components/page-intro";

export const meta: MetaFunction = () =>
  pageMeta(
    "Superfan",
    "Superfan is the Momentum tier for people who want to back the project: what it will include and how the tiers compare.",
  );

export default function SuperPage() {
  return (
    <Box maxW="6xl" mx="auto" px="6" py="12">
      <PageIntro
        emoji="💖"
        title="Become a Superfan"
        subtitle="Momentum is built by a small team. Superfan is the tier for people who want it to exist and keep getting better: a badge, early access to new features and a direct line to the people who build it."
        gap="4"
        mb="10"
        maxW="3xl"
      >
        <Text>
          Superfan is not open yet: there is nothing to buy today, and every feature you use now is free or in Premium.
          Until it opens, the best support is to use Momentum daily and tell us what would help you.
        </Text>
      </PageIntro>
      <Heading as="h2" size="xl" mb="5">
        How the tiers compare
      </Heading>
      <TierPlans plans={TIER_PLANS} highlightKey="superfan" />
      <Text mt="8">
        Ready to start?{" "}
        <ChakraLink asChild color="orange.fg" textDecoration="underline">
          <Link to="/create-account">Create your free account</Link>
        </ChakraLink>{" "}
        or read{" "}
        <ChakraLink asChild color="orange.fg" textDecoration="underline">
          <Link to="/help/">the help pages</Link>
        </ChakraLink>
        .
      </Text>
    </Box>
  );
}
