import { Badge, Box, Button, DataList, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { UserAvatar } from "~/components/user-avatar";
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { SignInRequired } from "~/components/sign-in-required";
import { TIER_NAMES } from "~/content/tiers";
import { useAppUser } from "./_app";

export const meta: MetaFunction = () => [
  { title: "Me | Momentum" },
  { name: "description", content: "Your account on this device." },
];

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
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Username</DataList.ItemLabel>
          <DataList.ItemValue>@{user.username}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Tier</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette="orange">{TIER_NAMES[user.tier] ?? "Free"}</Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Joined</DataList.ItemLabel>
          <DataList.ItemValue>{dateFormat.format(user.joinedAt)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
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
