// The Friends tab of /social (issue #22): what the people you follow did in public, newest first,
// from the server. Names lead to their public pages (a page load: the server renders them).
import { Box, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { FeedPager } from "~/components/feed/feed-pager";
import type { FeedPageView } from "~/social/protocol";
import type { Answer } from "~/social/social-client";

type Line = FeedPageView["lines"][number];

const timeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

function ItemLink({ line }: { line: Line }) {
  if (!line.item) return null;
  return (
    <ChakraLink href={`/${line.author.username}#${line.item.kind}-${line.item.id}`} color="orange.fg">
      “{line.item.title}”
    </ChakraLink>
  );
}

/** What a line says after its author's name. */
function Deed({ line }: { line: Line }) {
  switch (line.kind) {
    case "habit_started":
      return (
        <>
          started the habit <ItemLink line={line} />
        </>
      );
    case "goal_reached":
      return (
        <>
          reached the goal <ItemLink line={line} />
        </>
      );
    case "day_met":
      return <>met their daily goal</>;
  }
}

function FeedLineView({ line }: { line: Line }) {
  return (
    <Box
      as="li"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.subtle"
      listStyleType="none"
      data-testid="friends-line"
    >
      <Text>
        <ChakraLink href={`/${line.author.username}`} fontWeight="semibold" textDecoration="underline">
          {line.author.name}
        </ChakraLink>{" "}
        <Text as="span" color="fg.muted">
          @{line.author.username}
        </Text>{" "}
        <Deed line={line} />.
      </Text>
      <Text fontSize="sm" color="fg.muted" asChild>
        <time dateTime={new Date(line.at).toISOString()}>{timeFormat.format(line.at)}</time>
      </Text>
    </Box>
  );
}

export function FriendsFeed({ answer, olderPage }: { answer: Answer<FeedPageView>; olderPage: boolean }) {
  if (!answer.ok) {
    return (
      <Text color="fg.muted" role="status">
        {answer.reason === "offline"
          ? "You are offline: the Friends feed needs a connection. Your own activities are under Your activities."
          : answer.reason === "signed-out"
            ? "Sign in again to see what the people you follow are doing."
            : "The Friends feed could not be loaded. Please try again later."}
      </Text>
    );
  }
  const { lines, next } = answer.value;
  return (
    <Stack gap="4">
      {lines.length === 0 ? (
        <Text color="fg.muted">
          Nothing from the people you follow yet. Follow people from their public profile to see their habits started,
          days met and goals reached here.
        </Text>
      ) : (
        <Stack as="ol" gap="3" p="0" aria-label="Friends' activity">
          {lines.map((line) => (
            <FeedLineView key={line.key} line={line} />
          ))}
        </Stack>
      )}
      <FeedPager
        newest={olderPage ? { to: "/social?tab=friends", label: "Newest activity" } : null}
        older={
          next
            ? { to: `/social?${new URLSearchParams({ tab: "friends", before: next })}`, label: "Older activity" }
            : null
        }
      />
    </Stack>
  );
}
