import { Badge, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { COMMUNITIES } from "~/content/communities";
import { joinedCommunities } from "~/storage/preferences";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/components/page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Communities", "Topics to join: running, reading, mindfulness and more, with rules and suggested habits.");

export function clientLoader() {
  return { joined: joinedCommunities() };
}

export default function CommunityIndex() {
  const { joined } = useLoaderData<typeof clientLoader>();
  return (
    <Stack gap="6">
      <PageHeader title="Communities">
        Find your people: each community has its house rules and suggested habits and goals.
      </PageHeader>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" p="0">
        {COMMUNITIES.map((community) => (
          <LinkBox
            as="li"
            key={community.id}
            p="5"
            borderWidth="1px"
            borderRadius="xl"
            listStyleType="none"
            _hover={{ borderColor: "orange.500" }}
          >
            <Text fontSize="3xl" aria-hidden="true">
              {community.emoji}
            </Text>
            <Heading as="h2" size="md" my="1">
              <LinkOverlay asChild>
                <Link to={`/community/${community.id}`} prefetch="intent">
                  {community.name}
                </Link>
              </LinkOverlay>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {community.tagline}
            </Text>
            {joined.includes(community.id) ? (
              <Badge mt="2" colorPalette="green">
                Joined
              </Badge>
            ) : null}
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
