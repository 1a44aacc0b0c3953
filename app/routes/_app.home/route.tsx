import { Button, Grid, GridItem, Heading, HStack, Stack } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadForLocalUser } from "~/account/local-user";
import { StatsPanel } from "~/components/home/stats-panel";
import { LineTabs } from "~/components/line-tabs";
import { PageLoading } from "~/components/page-loading";
import { SignInRequired } from "~/components/sign-in-required";
import { UI_MESSAGES } from "~/components/ui-messages";
import type { User } from "~/game/entity-schemas";
import { HomeIntentSchema, type HomeIntent, type HomeValues, type Saved } from "~/intents/home";
import { intentAction } from "~/intents/pipeline";
import { getBrowserStorage } from "~/storage";
import { BRAND_CTA } from "~/theme/brand";
import { announceRecords } from "./announce";
import { HabitList, GoalList } from "./home-lists";
import { useEditors } from "./use-editors";
import { useOptimisticHome } from "./use-optimistic-home";
import { pageMeta } from "~/components/page-meta";

export const meta: MetaFunction = () => pageMeta("Home", "Your habits, goals and today's progress.");

export async function clientLoader() {
  return { home: await loadForLocalUser((user) => getBrowserStorage().loadHome(user.id)) };
}

/** Every change on home is one engine action, saved atomically; what it earned is announced. */
async function save(action: HomeIntent, user: User): Promise<Saved> {
  const { records, seq } = await getBrowserStorage().dispatch(user.id, action);
  announceRecords(records);
  return { seq };
}

export const clientAction = intentAction<HomeIntent, HomeValues>(HomeIntentSchema, {
  "habit/create": save,
  "habit/count": save,
  "habit/edit": save,
  "habit/giveUp": save,
  "habit/delete": save,
  "goal/create": save,
  "goal/edit": save,
  "goal/addCommitment": save,
  "goal/dropCommitment": save,
  "goal/giveUp": save,
  "goal/delete": save,
});

export function HydrateFallback() {
  return <PageLoading skeletons={["32", "40", "40"]} />;
}

export default function HomePage() {
  const { home: loaded } = useLoaderData<typeof clientLoader>();
  const home = useOptimisticHome(loaded);
  const editors = useEditors(home);
  if (!home) return <SignInRequired message={UI_MESSAGES.homeNoUser} />;

  return (
    <Stack gap="4">
      {/* The buttons sit by the title, clear of the toasts' corner (top right, below the header); on a
          phone they take their own row, so a toast there covers only the title. */}
      <Stack direction={{ base: "column", sm: "row" }} align={{ sm: "center" }} gap={{ base: "3", sm: "6" }}>
        <Heading as="h1" size="2xl">
          Home
        </Heading>
        <HStack gap="2">
          <Button onClick={editors.newHabit} {...BRAND_CTA}>
            New habit
          </Button>
          <Button onClick={editors.newGoal} variant="outline">
            New goal
          </Button>
        </HStack>
      </Stack>
      <Grid templateColumns={{ base: "1fr", xl: "minmax(0, 1fr) 340px" }} gap="6" alignItems="start">
        <GridItem order={{ base: 2, xl: 1 }}>
          <LineTabs
            items={[
              {
                value: "commitments",
                label: "Commitments",
                content: <HabitList home={home} editors={editors} />,
              },
              {
                value: "goals",
                label: "Goals",
                content: <GoalList home={home} editors={editors} />,
              },
            ]}
          />
        </GridItem>
        <GridItem order={{ base: 1, xl: 2 }} position={{ xl: "sticky" }} top={{ xl: "24" }}>
          <StatsPanel
            stats={{
              streak: home.streak,
              xp: home.game.xp,
              coins: home.game.coins,
              momentum: home.momentum,
              progress: home.daily,
            }}
          />
        </GridItem>
      </Grid>
    </Stack>
  );
}
