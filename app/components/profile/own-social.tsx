// On your own profile: whether others can see it, and who you follow and who follows you (from
// the server, when online). Each person links to their public page; people whose profile is not
// public are only counted (rule 21).
import { Box, Heading, Link as ChakraLink, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { FollowListView, SocialMe } from "~/social/protocol";
import { loadSocialMePatiently, type Answer } from "~/social/social-client";

function FollowList({ id, title, list, empty }: { id: string; title: string; list: FollowListView; empty: string }) {
  const total = list.people.length + list.privateCount;
  return (
    <Box as="section" aria-labelledby={id} p="4" borderWidth="1px" borderRadius="xl">
      <Heading as="h3" size="md" id={id} mb="2">
        {title} ({total})
      </Heading>
      {total === 0 ? <Text color="fg.muted">{empty}</Text> : null}
      {list.people.length > 0 ? (
        <List.Root variant="plain" gap="1" data-testid={id}>
          {list.people.map((person) => (
            <List.Item key={person.username}>
              {/* A page load: the server renders public profiles (ADR 0025). */}
              <ChakraLink href={`/${person.username}`} color="orange.fg" textDecoration="underline">
                {person.name} (@{person.username})
              </ChakraLink>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
      {list.privateCount > 0 ? (
        <Text color="fg.muted" fontSize="sm" mt="1">
          {list.privateCount === 1 ? "1 person" : `${list.privateCount} people`} with a private profile
        </Text>
      ) : null}
    </Box>
  );
}

export function OwnSocial({ username }: { username: string }) {
  const [answer, setAnswer] = useState<Answer<SocialMe> | null>(null);
  // A new value asks the server again ("Try again").
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void loadSocialMePatiently(() => live).then((result) => live && setAnswer(result));
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <Stack as="section" aria-labelledby="own-social" gap="3">
      <Heading as="h2" size="lg" id="own-social">
        Public profile and follows
      </Heading>
      {answer === null ? (
        <Text color="fg.muted" role="status">
          Loading…
        </Text>
      ) : !answer.ok ? (
        <Stack gap="2" align="flex-start">
          <Text color="fg.muted" role="status">
            {answer.reason === "offline"
              ? "You are offline: who you follow and who follows you need a connection."
              : "Who you follow and who follows you could not be loaded. Please try again later."}
          </Text>
          <button
            type="button"
            className="btn-sm-outline"
            onClick={() => {
              setAnswer(null);
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </button>
        </Stack>
      ) : (
        <>
          <Text data-testid="public-status">
            {answer.value.public ? (
              <>
                Your profile is public: anyone can see it at{" "}
                <ChakraLink href={`/${username}`} color="orange.fg" textDecoration="underline">
                  /{username}
                </ChakraLink>
                , with the habits and goals you marked Public.
              </>
            ) : (
              <>
                Your profile is private: only you see this page. Turn on Public profile in{" "}
                <ChakraLink asChild color="orange.fg" textDecoration="underline">
                  <Link to="/settings">Settings</Link>
                </ChakraLink>{" "}
                to share it.
              </>
            )}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FollowList
              id="following-list"
              title="Following"
              list={answer.value.following}
              empty="You follow no one yet. Follow people from their public profile."
            />
            <FollowList id="followers-list" title="Followers" list={answer.value.followers} empty="No followers yet." />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
