import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Stat, Text } from "@chakra-ui/react";
import { Link } from "@remix-run/react";
import { UserAvatar } from "~/components/user-avatar";
import { RichText } from "~/components/rich-text/rich-text";
import { safeHttpUrl } from "~/components/rich-text/tokens";
import { TIER_NAMES } from "~/content/tiers";
import type { User } from "~/game/entity-schemas";
import type { HomeData } from "~/storage";
import { ProfileFacts } from "./profile-fact";
import { unitOf } from "~/components/counted";

/** Name, username, picture, tier, bio and the public facts of a profile. */
export function ProfileHeader({ user, isOwner }: { user: User; isOwner: boolean }) {
  const website = user.url ? safeHttpUrl(user.url) : null;
  return (
    <Flex gap={{ base: "4", md: "6" }} direction={{ base: "column", sm: "row" }} align={{ sm: "flex-start" }}>
      <UserAvatar size="2xl" className="profile-avatar" name={user.name} pictureUrl={user.pictureUrl} />
      <Stack gap="3" flex="1" minW="0">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box minW="0">
            <Heading as="h1" size="2xl" wordBreak="break-word" data-testid="profile-name">
              {user.name}
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Text color="fg.muted" data-testid="profile-username">
                @{user.username}
              </Text>
              <Badge colorPalette="orange" variant="subtle">
                {TIER_NAMES[user.tier] ?? "Free"}
              </Badge>
            </HStack>
          </Box>
          {isOwner ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/profile/edit" prefetch="intent">
                Edit profile
              </Link>
            </Button>
          ) : null}
        </Flex>
        {user.bio ? (
          <Text whiteSpace="pre-line" wordBreak="break-word" data-testid="profile-bio">
            <RichText text={user.bio} />
          </Text>
        ) : isOwner ? (
          <Text color="fg.muted" fontStyle="italic">
            No bio yet. Tell people what you are working on.
          </Text>
        ) : null}
        <ProfileFacts
          location={user.location}
          website={website}
          websiteRel="noopener noreferrer"
          joinedAt={user.joinedAt}
        />
      </Stack>
    </Flex>
  );
}

function ProfileStat({ label, value, unit, icon }: { label: string; value: number; unit?: string; icon: string }) {
  return (
    <Stat.Root p="3" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
      <Stat.Label>
        <span aria-hidden="true">{icon}</span> {label}
      </Stat.Label>
      <Stat.ValueText fontVariantNumeric="tabular-nums">
        <span data-testid={`profile-${label.toLowerCase()}`}>{value}</span>
        {unit ? <Stat.ValueUnit>{unit}</Stat.ValueUnit> : null}
      </Stat.ValueText>
    </Stat.Root>
  );
}

/** Streak, XP and momentum, as of today's refresh. */
export function ProfileStats({ home }: { home: HomeData }) {
  return (
    <SimpleGrid as="section" aria-label="Stats" columns={{ base: 1, sm: 3 }} gap="3">
      <ProfileStat label="Streak" value={home.streak} unit={unitOf(home.streak, "day")} icon="🔥" />
      <ProfileStat label="XP" value={home.game.xp} icon="✨" />
      <ProfileStat label="Momentum" value={home.momentum} unit="XP per day" icon="🚀" />
    </SimpleGrid>
  );
}
