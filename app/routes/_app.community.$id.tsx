import { Badge, Box, Button, Heading, HStack, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { findCommunity } from "~/content/communities";
import { findGoalTemplate, findHabitTemplate } from "~/content/explore-catalogue";
import { joinedCommunities, setCommunityJoined } from "~/storage/preferences";
import { GoalTile, HabitTile } from "~/components/explore/template-tiles";
import { CommunityIntentSchema, type CommunityIntent, type CommunityValues } from "~/intents/community";
import { deviceIntentAction } from "~/intents/pipeline";
import { PageSection } from "~/components/page-section";

// Communities ship with the app, so the server can answer an unknown id with a real 404.
export function loader({ params }: LoaderFunctionArgs) {
  const community = findCommunity(params.id ?? "");
  if (!community) return data({ community: null, joined: false }, { status: 404 });
  return { community, joined: false };
}

export function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const community = findCommunity(params.id ?? "") ?? null;
  return { community, joined: community ? joinedCommunities().includes(community.id) : false };
}
clientLoader.hydrate = true as const;

/** Joining is this device's choice (kept with its preferences), so it needs no account. */
export const clientAction = deviceIntentAction<CommunityIntent, CommunityValues>(CommunityIntentSchema, {
  "community/join": ({ communityId, join }) => {
    const community = findCommunity(communityId);
    return community ? setCommunityJoined(community.id, join === "true").includes(community.id) : false;
  },
});

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded?.community
    ? [{ title: `${loaded.community.name} | Momentum` }, { name: "description", content: loaded.community.tagline }]
    : [{ title: "Community not found | Momentum" }, { name: "description", content: "There is no such community." }];

export default function CommunityPage() {
  const { community, joined } = useLoaderData<typeof clientLoader>();
  const fetcher = useFetcher();
  if (!community) return <NotFound />;
  const isJoined = fetcher.formData ? fetcher.formData.get("join") === "true" : joined;
  const habits = community.suggestedHabitIds.map(findHabitTemplate).filter((habit) => habit !== undefined);
  const goals = community.suggestedGoalIds.map(findGoalTemplate).filter((goal) => goal !== undefined);
  return (
    <Stack gap="6">
      <Text>
        <Link to="/community/">← All communities</Link>
      </Text>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <Box>
          <Text fontSize="4xl" aria-hidden="true">
            {community.emoji}
          </Text>
          <Heading as="h1" size="2xl">
            {community.name}
          </Heading>
          <Text color="fg.muted">{community.tagline}</Text>
        </Box>
        <fetcher.Form method="post">
          <input type="hidden" name="type" value="community/join" />
          <input type="hidden" name="communityId" value={community.id} />
          <input type="hidden" name="join" value={String(!isJoined)} />
          <Button type="submit" variant={isJoined ? "outline" : "solid"} colorPalette={isJoined ? "gray" : "green"}>
            {isJoined ? "Leave community" : "Join community"}
          </Button>
        </fetcher.Form>
      </HStack>
      {isJoined ? (
        <Badge alignSelf="flex-start" colorPalette="green">
          You are a member
        </Badge>
      ) : null}
      <Text>{community.description}</Text>
      <Box as="section" aria-labelledby="house-rules">
        <Heading as="h2" size="lg" id="house-rules" mb="2">
          House rules
        </Heading>
        <List.Root as="ol" ps="5" gap="1.5">
          {community.rules.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" color="fg.muted" mt="2">
          These come on top of our <Link to="/legal/community-rules">Community Rules</Link>.
        </Text>
      </Box>
      <PageSection id="suggested" title="Suggested habits and goals">
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" p="0">
          {habits.map((habit) => (
            <HabitTile key={habit.id} habit={habit} headingLevel="h3" />
          ))}
          {goals.map((goal) => (
            <GoalTile key={goal.id} goal={goal} headingLevel="h3" />
          ))}
        </SimpleGrid>
      </PageSection>
    </Stack>
  );
}
