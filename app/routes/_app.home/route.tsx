import { Badge, Button, Grid, GridItem, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { LineTabs } from "~/components/line-tabs";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";
import { StatsPanel } from "~/components/home/stats-panel";
import { SignInRequired } from "~/components/sign-in-required";
import { GameError, isGameError, toGameError } from "~/game/errors";
import { UI_MESSAGES } from "~/components/ui-messages";
import { signInLocalUser } from "~/account/local-user";
import { getBrowserStorage } from "~/storage";
import { notifyError } from "~/toasts/notify";
import { BRAND_CTA } from "~/theme/brand";
import { announceRecords } from "./announce";
import { HabitList, GoalList } from "./home-lists";
import { IntentSchema, toAction } from "./intents";
import { useEditors } from "./use-editors";
import { useOptimisticHome } from "./use-optimistic-home";
import { firstMessages } from "~/components/form-field";

export const meta: MetaFunction = () => [
  { title: "Home | Momentum" },
  { name: "description", content: "Your habits, goals and today's progress." },
];

export async function clientLoader() {
  const user = await signInLocalUser();
  if (!user) return { home: null };
  return { home: await getBrowserStorage().loadHome(user.id) };
}

/** `seq`: where the action landed in the journal, so the optimistic layer knows when home includes it. */
export type IntentResult = { ok: true; seq: number } | { ok: false; code: string; fieldErrors: Record<string, string> };

/** Every change on home: one intent, checked, handed to storage as one atomic action. */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<IntentResult> {
  try {
    const parsed = IntentSchema.safeParse(await request.json());
    if (!parsed.success) throw new GameError("UNKNOWN_ERROR", { detail: parsed.error.message });
    const user = await signInLocalUser();
    if (!user) throw new GameError("NO_SESSION");
    const { records, seq } = await getBrowserStorage().dispatch(user.id, toAction(parsed.data));
    announceRecords(records);
    return { ok: true, seq };
  } catch (error) {
    const gameError = toGameError(error);
    // Field problems are shown at the fields; everything else as the spec's toast.
    if (!(isGameError(error) && error.code === "VALIDATION")) notifyError(gameError);
    return { ok: false, code: gameError.code, fieldErrors: firstMessages(gameError.issues) };
  }
}

export function HydrateFallback() {
  return (
    <Stack gap="4" aria-busy="true">
      <Text role="status" fontWeight="bold" letterSpacing="wider">
        LOADING...
      </Text>
      <Skeleton h="32" borderRadius="xl" />
      <Skeleton h="40" borderRadius="xl" />
      <Skeleton h="40" borderRadius="xl" />
    </Stack>
  );
}

export default function HomePage() {
  const { home: loaded } = useLoaderData<typeof clientLoader>();
  const home = useOptimisticHome(loaded);
  const editors = useEditors(home);
  if (!home) return <SignInRequired message={UI_MESSAGES.homeNoUser} />;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
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
      </HStack>
      <Grid templateColumns={{ base: "1fr", xl: "minmax(0, 1fr) 340px" }} gap="6" alignItems="start">
        <GridItem order={{ base: 2, xl: 1 }}>
          <LineTabs
            items={[
              {
                value: "commitments",
                label: "Commitments",
                content: (
                  <>
                    <HabitList home={home} editors={editors} />
                    {home.habits.length > 0 ? (
                      <Badge mt="4" colorPalette="orange" variant="surface">
                        Check your daily habits!
                      </Badge>
                    ) : null}
                  </>
                ),
              },
              {
                value: "goals",
                label: "Goals",
                content: (
                  <>
                    <GoalList home={home} editors={editors} />
                    {home.goals.length > 0 ? (
                      <Badge mt="4" colorPalette="purple" variant="surface">
                        Track your goals!
                      </Badge>
                    ) : null}
                  </>
                ),
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
