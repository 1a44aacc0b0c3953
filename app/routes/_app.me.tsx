import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FactList } from "~/components/fact-list";
import { UserAvatar } from "~/components/user-avatar";
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { SignInRequired } from "~/components/sign-in-required";
import { TIER_NAMES } from "~/content/tiers";
import { useAppUser } from "./_app";
import { pageMeta } from "~/components/page-meta";

export const meta: MetaFunction = () => pageMeta("Me", "Your account on this device.");

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

export default function MePage() {
  const user = useAppUser();
  if (!user) return <SignInRequired message="Sign in to see your account." />;
  return (
    <Stack gap="6" maxW="2xl">
      <Heading as="h1" size="2xl">
        Me
      </Heading>
      <Flex gap="4" align="center">
        <UserAvatar size="2xl" name={user.name} pictureUrl={user.pictureUrl} />
        <Box>
          <Text fontSize="xl" fontWeight="bold" data-testid="me-name">
            {user.name}
          </Text>
          <Text color="fg.muted" data-testid="me-email">
            {user.email || "No email address"}
          </Text>
        </Box>
      </Flex>
      <FactList
        facts={[
          { label: "Username", value: `@${user.username}` },
          { label: "Tier", value: <Badge colorPalette="orange">{TIER_NAMES[user.tier] ?? "Free"}</Badge> },
          { label: "Joined", value: dateFormat.format(user.joinedAt) },
        ]}
      />
      <HStack gap="3" wrap="wrap">
        <Button asChild variant="outline">
          <Link to="/profile/edit" prefetch="intent">
            Edit profile
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/profile/${user.username}`} prefetch="intent">
            View public profile
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/settings/" prefetch="intent">
            Settings
          </Link>
        </Button>
      </HStack>
    </Stack>
  );
}
