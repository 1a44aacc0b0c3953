import { Badge, Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { FeedPager } from "~/components/feed/feed-pager";
import { Link, useLoaderData, useSearchParams, type ClientLoaderFunctionArgs } from "@remix-run/react";
import type { ReactNode } from "react";
import { SignInRequired } from "~/components/sign-in-required";
import { permissionsOf } from "~/game/permissions";
import { loadForLocalUser } from "~/device-session/local-user";
import { getBrowserStorage } from "~/storage";
import { FeedEntry } from "~/components/feed/feed-entry";
import { FriendsFeed } from "~/components/feed/friends-feed";
import { loadFriendsFeed } from "~/social/social-client";
import { foldCounts } from "~/components/feed/feed-words";
import { dayHeading, groupByDay } from "~/components/feed/feed-days";
import type { Day } from "~/game/day";
import { BRAND_CTA } from "~/theme/brand";
import { pageMeta } from "~/components/page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Social", "Your news feed, newest first, and what the people you follow are doing.");

const PAGE_SIZE = 50;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const before = params.get("before") ?? undefined;
  if (params.get("tab") === "friends") {
    // Every signed-in user: the public activity of the people they follow, from the server (issue #22).
    const friends = await loadForLocalUser(async () => ({
      state: "friends" as const,
      answer: await loadFriendsFeed(before ?? null),
    }));
    return friends ?? { state: "signed-out" as const };
  }
  const feed = await loadForLocalUser(async (user) => {
    if (!permissionsOf(user).premium) return { state: "upgrade" as const };
    return { state: "feed" as const, ...(await getBrowserStorage().feed(user.id, { before, limit: PAGE_SIZE })) };
  });
  return feed ?? { state: "signed-out" as const };
}

/**
 * One day of the feed: a real heading (h2, for screen readers' heading navigation) inside the list,
 * and that day's lines as a list named by it.
 */
function FeedDaySection({ day, today, children }: { day: Day; today: Day; children: ReactNode }) {
  const headingId = `feed-day-${day}`;
  return (
    <Box as="li" data-testid="feed-day">
      <Heading as="h2" size="md" id={headingId} mb="3">
        <time dateTime={day}>{dayHeading(day, today)}</time>
      </Heading>
      <Stack as="ol" gap="3" aria-labelledby={headingId} p="0">
        {children}
      </Stack>
    </Box>
  );
}

/** The page's two views, as links (each is its own address, so Back and bookmarks work). */
function SocialTabs({ friends }: { friends: boolean }) {
  const tab = (to: string, label: string, current: boolean) => (
    <Button
      asChild
      variant="ghost"
      size="sm"
      borderBottomWidth="2px"
      borderRadius="0"
      borderColor={current ? "orange.solid" : "transparent"}
      fontWeight={current ? "semibold" : "normal"}
    >
      <Link to={to} aria-current={current ? "page" : undefined}>
        {label}
      </Link>
    </Button>
  );
  return (
    <HStack as="nav" aria-label="Social feeds" gap="2" borderBottomWidth="1px">
      {tab("/social", "Your activities", !friends)}
      {tab("/social?tab=friends", "Friends", friends)}
    </HStack>
  );
}

export default function SocialPage() {
  const data = useLoaderData<typeof clientLoader>();
  const [searchParams] = useSearchParams();
  const olderPage = searchParams.has("before");

  if (data.state === "signed-out") return <SignInRequired message="Sign in to see your news feed." />;
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="2xl">
        Social
      </Heading>
      <SocialTabs friends={data.state === "friends"} />
      {data.state === "friends" ? (
        <FriendsFeed answer={data.answer} olderPage={olderPage} />
      ) : data.state === "upgrade" ? (
        <Box p="6" borderWidth="1px" borderRadius="xl" textAlign="center">
          <Text fontSize="lg" fontWeight="semibold" mb="3">
            Upgrade to Premium to unlock the News Feed!
          </Text>
          <Button asChild {...BRAND_CTA}>
            <Link to="/premium">See Premium</Link>
          </Button>
        </Box>
      ) : (
        <>
          {data.items.length === 0 ? (
            <Text color="fg.muted">Nothing to see here yet.</Text>
          ) : (
            <Stack as="ol" gap="6" aria-label="Your activities" p="0" listStyleType="none">
              {groupByDay(foldCounts(data.items)).map(({ day, lines }) => (
                <FeedDaySection key={day} day={day} today={data.today}>
                  {lines.map((line) => (
                    <FeedEntry
                      key={line.kind === "one" ? line.item.record.id : line.items[0]!.record.id}
                      line={line}
                      timeZone={data.dayRule.timeZone}
                    />
                  ))}
                </FeedDaySection>
              ))}
            </Stack>
          )}
          <FeedPager
            newest={olderPage ? { to: "/social", label: "Newest activities" } : null}
            older={
              data.next ? { to: `/social?before=${encodeURIComponent(data.next)}`, label: "Older activities" } : null
            }
          />
          <Badge alignSelf="flex-start" colorPalette="orange" variant="surface">
            Your Activities
          </Badge>
        </>
      )}
    </Stack>
  );
}
