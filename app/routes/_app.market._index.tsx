import { Button, Flex, Grid, GridItem, HStack, Stack, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { loadForLocalUser } from "~/device-session/local-user";
import { announce } from "~/components/live-region";
import { formatCoins } from "~/components/market/format";
import { FreezeOffer } from "~/components/market/freeze-offer";
import { MarketHistory } from "~/components/market/market-history";
import { RewardForm } from "~/components/market/reward-form";
import { RewardList } from "~/components/market/reward-list";
import { PageLoading } from "~/components/page-loading";
import { SignInRequired } from "~/components/sign-in-required";
import { StatItem } from "~/components/stat-item";
import type { User } from "~/game/entity-schemas";
import type { RewardInput } from "~/game/market";
import { MarketIntentSchema, useMarketIntent, type MarketIntent, type MarketValues } from "~/intents/market";
import { intentAction } from "~/intents/pipeline";
import { useModals } from "~/modals/modals-provider";
import { getBrowserStorage, type RewardOffer } from "~/storage";
import { notify } from "~/toasts/notify";
import { BRAND_CTA } from "~/theme/brand";
import { PageHeader } from "~/components/page-header";
import { PageSection } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { unitOf } from "~/components/counted";

export const meta: MetaFunction = () =>
  pageMeta("Market", "Spend your coins on rewards you choose, or on streak freezes.");

export async function clientLoader() {
  return { market: await loadForLocalUser((user) => getBrowserStorage().market(user.id)) };
}

/** Every change in the Market is one engine action, saved atomically; a purchase is toasted, the rest announced. */
async function trade(action: MarketIntent, user: User): Promise<void> {
  const { records } = await getBrowserStorage().dispatch(user.id, action);
  for (const record of records) {
    const data = record.data as { title?: string } | null;
    if (record.event === "REWARD_REDEEM") {
      notify.success(`Redeemed “${data?.title ?? "your reward"}” for ${formatCoins(-record.reward.coins)}. Enjoy!`);
    }
    if (record.event === "FREEZE_BUY") notify.success("Streak freeze bought. It will cover the next day you miss.");
    if (record.event === "REWARD_CREATE") announce(`Reward “${data?.title ?? ""}” added.`);
    if (record.event === "REWARD_DELETE") announce("Reward deleted.");
  }
}

export const clientAction = intentAction<MarketIntent, MarketValues>(MarketIntentSchema, {
  "market/createReward": trade,
  "market/redeem": trade,
  "market/buyFreeze": trade,
  "market/deleteReward": trade,
});

export function HydrateFallback() {
  return <PageLoading skeletons={["24", "48"]} />;
}

function Balance({ coins, streak }: { coins: number; streak: number }) {
  return (
    <HStack gap="3" wrap="wrap">
      <StatItem id="market-coins" icon="🪙" label="Coins" value={coins} />
      <StatItem id="market-streak" icon="🔥" label="Streak" value={streak} unit={unitOf(streak, "day")} />
    </HStack>
  );
}

function Confirm({
  text,
  action,
  onConfirm,
  close,
}: {
  text: string;
  action: string;
  onConfirm: () => void;
  close: () => void;
}) {
  return (
    <Stack gap="5">
      <Text>{text}</Text>
      <Flex gap="2" justify="flex-end">
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
        <Button
          {...BRAND_CTA}
          onClick={() => {
            close();
            onConfirm();
          }}
        >
          {action}
        </Button>
      </Flex>
    </Stack>
  );
}

export default function MarketPage() {
  const { market } = useLoaderData<typeof clientLoader>();
  const { run, busy } = useMarketIntent();
  const { openModal } = useModals();

  /** Asks first, then sends the intent. */
  const confirm = useCallback(
    (title: string, text: string, action: string, intent: MarketIntent) =>
      openModal({
        title,
        render: (close) => <Confirm text={text} action={action} close={close} onConfirm={() => void run(intent)} />,
      }),
    [openModal, run],
  );
  const redeem = (reward: RewardOffer) =>
    confirm(
      "Redeem reward?",
      `Redeem “${reward.title}” for ${formatCoins(reward.price)}? You will have ${formatCoins((market?.coins ?? 0) - reward.price)} left.`,
      "Redeem",
      { type: "market/redeem", rewardId: reward.id },
    );
  const remove = (reward: RewardOffer) =>
    confirm("Delete reward?", `“${reward.title}” leaves your shop. Past redeems stay in your history.`, "Delete", {
      type: "market/deleteReward",
      rewardId: reward.id,
    });

  const create = useCallback(
    async (input: RewardInput) => {
      const result = await run({ type: "market/createReward", input });
      return result.ok ? undefined : result.fieldErrors;
    },
    [run],
  );

  if (!market) return <SignInRequired message="Sign in to spend your coins in the Market." />;

  return (
    <Stack gap="6">
      {/* The balance under the title, not at the top right, where a toast says what was just spent. */}
      <Stack gap="4">
        <PageHeader title="Market">
          Spend the coins you earn on rewards you choose, or keep your streak safe.
        </PageHeader>
        <Balance coins={market.coins} streak={market.streak} />
      </Stack>
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 360px" }} gap="6" alignItems="start">
        <GridItem>
          <Stack gap="5">
            <PageSection id="rewards-heading" title="Your rewards">
              <RewardList rewards={market.rewards} busy={busy} onRedeem={redeem} onDelete={remove} />
            </PageSection>
            <RewardForm busy={busy} onCreate={create} />
          </Stack>
        </GridItem>
        <GridItem>
          <Stack gap="5">
            <FreezeOffer freezes={market.freezes} busy={busy} onBuy={() => void run({ type: "market/buyFreeze" })} />
            <PageSection id="history-heading" title="History">
              <MarketHistory history={market.history} timeZone={market.dayRule.timeZone} />
            </PageSection>
          </Stack>
        </GridItem>
      </Grid>
    </Stack>
  );
}
