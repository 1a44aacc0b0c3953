import { HStack, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MonthlyMomentumChart } from "~/components/life/monthly-momentum-chart";
import { monthlyMomentum } from "~/components/life/monthly-momentum";
import { YearHeatmap } from "~/components/life/year-heatmap";
import { RichText } from "~/components/rich-text/rich-text";
import { SignInRequired } from "~/components/sign-in-required";
import { StatItem } from "~/components/stat-item";
import { bestStreak } from "~/game/streak";
import { steppedOverDays } from "~/game/world";
import { loadForLocalUser } from "~/device-session/local-user";
import type { User } from "~/game/entity-schemas";
import { getBrowserStorage } from "~/storage";
import { PageHeader } from "~/components/page-header";
import { PageSection } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { counted, unitOf } from "~/components/counted";
import { habitTotals } from "~/components/life/habit-totals";

export const meta: MetaFunction = () =>
  pageMeta("Life", "Your history at a glance: a year of daily XP, streaks and momentum.");

/** Everything /life shows, read from this device. */
async function lifeOf(user: User) {
  const storage = getBrowserStorage();
  const [home, xpHistory, archive, market] = await Promise.all([
    storage.loadHome(user.id),
    storage.xpHistory(user.id),
    storage.archive(user.id),
    storage.market(user.id),
  ]);
  // A day saved by a streak freeze, bridged by a change of the day rule (rule 18) or on
  // vacation (rule 28) keeps the streak going here too, as it does on home.
  const frozenDays = new Set([...market.freezes.frozenDays, ...steppedOverDays(home.game)]);
  const habits = habitTotals([
    ...home.habits.map(({ habit, notes }) => ({ habit, active: true, notes })),
    ...archive.habits.map(({ habit, notes }) => ({ habit, active: false, notes })),
  ]);
  return {
    today: home.daily.day,
    dailyTarget: home.daily.target,
    streak: home.streak,
    best: Math.max(home.streak, bestStreak(xpHistory, home.daily.target, frozenDays)),
    momentum: home.momentum,
    xp: home.game.xp,
    xpHistory,
    months: monthlyMomentum(xpHistory, home.daily.day),
    habits,
  };
}

export async function clientLoader() {
  return { life: await loadForLocalUser(lifeOf) };
}

export default function LifePage() {
  const { life } = useLoaderData<typeof clientLoader>();
  if (!life) return <SignInRequired message="Sign in to see your history." />;
  return (
    <Stack gap="8">
      <PageHeader title="Life">Your history at a glance.</PageHeader>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatItem id="life-streak" label="Current streak" value={life.streak} unit={unitOf(life.streak, "day")} />
        <StatItem id="life-best-streak" label="Best streak" value={life.best} unit={unitOf(life.best, "day")} />
        <StatItem id="life-momentum" label="Momentum" value={life.momentum} unit="XP per day" />
        <StatItem id="life-xp" label="Total XP" value={life.xp} />
      </SimpleGrid>
      <PageSection id="year-title" title="The last year">
        <YearHeatmap xpHistory={life.xpHistory} endDay={life.today} dailyTarget={life.dailyTarget} />
      </PageSection>
      <PageSection id="momentum-title" title="Momentum over time">
        <MonthlyMomentumChart months={life.months} />
      </PageSection>
      <PageSection id="habits-title" title="Totals per habit">
        {life.habits.length === 0 ? (
          <Text color="fg.muted">No habits yet.</Text>
        ) : (
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Habit</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Total
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Notes
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {life.habits.map((habit) => (
                <Table.Row key={habit.id}>
                  <Table.Cell>
                    <HStack gap="2">
                      <RichText text={habit.title} links={false} mentions={false} />
                      {habit.active ? null : (
                        <Text as="span" fontSize="xs" color="fg.muted">
                          (archived)
                        </Text>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-testid="life-habit-total">
                    {habit.total}
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-testid="life-habit-notes">
                    {/* The notes themselves are listed on the habit's page. */}
                    {habit.notes > 0 && habit.active ? (
                      <Link to={`/habit/${habit.id}`}>{counted(habit.notes, "note")}</Link>
                    ) : (
                      habit.notes.toLocaleString("en-US")
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </PageSection>
    </Stack>
  );
}
