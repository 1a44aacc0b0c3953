import { Button, HStack, Link as ChakraLink, Text } from "@chakra-ui/react";
import type { PageViewer } from "~/social/profile-view";
import { BRAND_CTA } from "~/theme/brand";

/**
 * Follow or Unfollow on a public profile: a plain form POST, so it works without JavaScript
 * (the server sends the browser back here). Signed out, a way to sign in and come back.
 */
export function FollowControl({ username, viewer }: { username: string; viewer: PageViewer }) {
  if (!viewer) {
    return (
      <Text fontSize="sm">
        <ChakraLink
          href={`/get-started?${new URLSearchParams({ returnTo: `/${username}` })}`}
          color="orange.fg"
          textDecoration="underline"
        >
          Sign in to follow @{username}
        </ChakraLink>
      </Text>
    );
  }
  return (
    <form method="post" action="/social/follow">
      <input type="hidden" name="username" value={username} />
      <input type="hidden" name="intent" value={viewer.following ? "unfollow" : "follow"} />
      <HStack gap="3" wrap="wrap">
        {viewer.following ? (
          <>
            <Text fontSize="sm" role="status">
              You follow @{username}.
            </Text>
            <Button type="submit" variant="outline" size="sm">
              Unfollow
            </Button>
          </>
        ) : (
          <Button type="submit" size="sm" {...BRAND_CTA}>
            Follow
          </Button>
        )}
      </HStack>
    </form>
  );
}
