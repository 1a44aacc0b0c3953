import { Badge, SimpleGrid, Stack } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LinkCard } from "~/components/link-card";
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
          <LinkCard
            key={community.id}
            to={`/community/${community.id}`}
            emoji={community.emoji}
            title={community.name}
            text={community.tagline}
          >
            {joined.includes(community.id) ? (
              <Badge mt="2" colorPalette="green">
                Joined
              </Badge>
            ) : null}
          </LinkCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
