import { Heading, Stack } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { TierPlans } from "~/components/tier-plans";
import { TIER_NAMES, TIER_PLANS } from "~/content/tiers";
import { useAppUser } from "./_app";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/components/page-meta";

export const meta: MetaFunction = () => pageMeta("Premium", "What each Momentum tier unlocks, and which one you have.");

export default function PremiumPage() {
  const user = useAppUser();
  const current = user ? TIER_PLANS[user.tier] : undefined;
  return (
    <Stack gap="6">
      <PageHeader title="Premium">
        {user ? `Your tier: ${TIER_NAMES[user.tier] ?? "Free"}.` : "Sign in to see your tier."} Premium unlocks the news
        feed of your own activity. Business and Superfan are coming; there is nothing to buy yet.
      </PageHeader>
      <Heading as="h2" size="lg">
        Compare the tiers
      </Heading>
      <TierPlans plans={TIER_PLANS} currentKey={current?.key} />
    </Stack>
  );
}
