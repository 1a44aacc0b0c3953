import { Box, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { GoalTile, HabitTile } from "~/components/explore/template-tiles";
import { EXPLORE_THEMES } from "~/content/explore-catalogue";
import { ExploreIntentSchema, type ExploreIntent, type ExploreValues } from "~/intents/explore";
import { intentAction } from "~/intents/pipeline";
import { getBrowserStorage } from "~/storage";
import { notify } from "~/toasts/notify";
import { addTemplate } from "./add-template";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/components/page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Explore", "Ready-made habits and goals, grouped by theme, to add with one click.");

export const clientAction = intentAction<ExploreIntent, ExploreValues>(ExploreIntentSchema, {
  "explore/add": async ({ templateId }, user) => {
    const { added } = await addTemplate(getBrowserStorage(), user.id, templateId);
    notify.success(`Added “${added}” to your home.`);
    return added;
  },
});

export default function ExplorePage() {
  return (
    <Stack gap="8">
      <PageHeader title="Explore">
        Ready-made habits and goals. Add one and it appears on your home page at once.
      </PageHeader>
      <Text>
        Rather do it together? {/* Community pages are the server's own, outside the app's routes: a full page load. */}
        <ChakraLink href="/community/" color="orange.fg" fontWeight="semibold" textDecoration="underline">
          Join a community
        </ChakraLink>{" "}
        and climb its weekly board.
      </Text>
      {EXPLORE_THEMES.map((theme) => (
        <Box as="section" key={theme.id} aria-labelledby={`theme-${theme.id}`}>
          <Heading as="h2" size="lg" id={`theme-${theme.id}`} mb="1">
            <span aria-hidden="true">{theme.emoji}</span> {theme.name}
          </Heading>
          <Text color="fg.muted" mb="3">
            {theme.blurb}
          </Text>
          <Heading as="h3" size="sm" mb="2">
            Habits
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" mb="4" p="0">
            {theme.habits.map((habit) => (
              <HabitTile key={habit.id} habit={habit} />
            ))}
          </SimpleGrid>
          <Heading as="h3" size="sm" mb="2">
            Goals
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" p="0">
            {theme.goals.map((goal) => (
              <GoalTile key={goal.id} goal={goal} />
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
