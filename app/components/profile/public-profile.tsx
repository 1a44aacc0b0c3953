// Someone's public profile as the server renders it (issue #22, ADR 0025): a public page with no
// app JavaScript, usable on any device. Everything on it came through the visibility filters;
// user text is rendered as text (RichText makes only http(s) links and @mentions).
import { Box, Container, Flex, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { isShownPictureUrl } from "~/account/provider-endpoints";
import { PublicLayout } from "~/components/public-layout";
import { RichText } from "~/components/rich-text/rich-text";
import { StatItem } from "~/components/stat-item";
import { initialsOf } from "~/components/user-avatar";
import type { PublicProfile } from "~/game/public-profile";
import type { PageViewer, ProfilePageData } from "~/social/profile-view";
import { FollowControl } from "./follow-form";
import { ProfileNotFound } from "./profile-not-found";
import { PublicItems, reportPath } from "./public-items";
import { ProfileFact, ProfileFacts } from "./profile-fact";
import { unitOf } from "~/components/counted";

/** The picture with the initials under it; no script needed (the app's avatar waits for onLoad). */
function PublicAvatar({ name, pictureUrl }: { name: string; pictureUrl: string | null }) {
  return (
    <div className="avatar-2xl profile-avatar" style={{ position: "relative" }}>
      <span className="avatar-2xl-fallback" aria-hidden="true">
        {initialsOf(name)}
      </span>
      {isShownPictureUrl(pictureUrl) ? (
        <img
          className="avatar-2xl-image"
          src={pictureUrl}
          alt=""
          referrerPolicy="no-referrer"
          style={{ position: "absolute", inset: 0 }}
        />
      ) : null}
    </div>
  );
}

function ProfileHead({ profile, viewer }: { profile: PublicProfile; viewer: PageViewer }) {
  const followers = profile.followers === 1 ? "1 follower" : `${profile.followers} followers`;
  return (
    <Flex gap={{ base: "4", md: "6" }} direction={{ base: "column", sm: "row" }} align={{ sm: "flex-start" }}>
      <PublicAvatar name={profile.name} pictureUrl={profile.pictureUrl} />
      <Stack gap="3" flex="1" minW="0">
        <Box minW="0">
          <Heading as="h1" size="2xl" wordBreak="break-word" data-testid="profile-name">
            {profile.name}
          </Heading>
          <Text color="fg.muted" data-testid="profile-username">
            @{profile.username}
          </Text>
        </Box>
        {profile.bio ? (
          <Text whiteSpace="pre-line" wordBreak="break-word" data-testid="profile-bio">
            <RichText text={profile.bio} mentionable={new Set(profile.mentionable)} />
          </Text>
        ) : null}
        <ProfileFacts
          location={profile.location}
          website={profile.url}
          websiteRel="noopener noreferrer nofollow ugc"
          joinedAt={profile.joinedAt}
        >
          <ProfileFact icon="👥" label="Followers">
            <span data-testid="profile-followers">{followers}</span>
          </ProfileFact>
        </ProfileFacts>
        <FollowControl username={profile.username} viewer={viewer} />
      </Stack>
    </Flex>
  );
}

function PublicStats({ stats }: { stats: PublicProfile["stats"] }) {
  return (
    <SimpleGrid as="section" aria-label="Stats" columns={{ base: 1, sm: 3 }} gap="3">
      <StatItem
        id="profile-current-streak"
        label="Current streak"
        value={stats.currentStreak}
        unit={unitOf(stats.currentStreak, "day")}
        icon="🔥"
      />
      <StatItem
        id="profile-best-streak"
        label="Best streak"
        value={stats.bestStreak}
        unit={unitOf(stats.bestStreak, "day")}
        icon="🏆"
      />
      <StatItem
        id="profile-days-met"
        label="Days met"
        value={stats.daysMet}
        unit={unitOf(stats.daysMet, "day")}
        icon="✅"
      />
    </SimpleGrid>
  );
}

function PublicProfileView({ profile, viewer }: { profile: PublicProfile; viewer: PageViewer }) {
  const own = viewer?.username.toLowerCase() === profile.username.toLowerCase();
  return (
    <Container maxW="4xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <ProfileHead profile={profile} viewer={viewer} />
        <PublicStats stats={profile.stats} />
        <PublicItems profile={profile} showReport={!own} />
        {own ? null : (
          <Text fontSize="sm" color="fg.muted">
            Something wrong with this profile?{" "}
            <ChakraLink href={reportPath("profile", profile.userId, "")} color="orange.fg" textDecoration="underline">
              Report this profile
            </ChakraLink>
          </Text>
        )}
      </Stack>
    </Container>
  );
}

/** The public document of /{username}: the profile, or the same not-found page whatever the reason. */
export function PublicProfilePage({ data }: { data: unknown }) {
  const page = data as Exclude<ProfilePageData, { view: "own" }>;
  return (
    <PublicLayout signedIn={page.viewer !== null}>
      {page.view === "public" ? (
        <PublicProfileView profile={page.profile} viewer={page.viewer} />
      ) : (
        <ProfileNotFound
          username={page.username}
          isUsername={page.isUsername}
          viewerUsername={page.viewer?.username ?? null}
        />
      )}
    </PublicLayout>
  );
}
