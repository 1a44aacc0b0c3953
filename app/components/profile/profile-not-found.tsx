import { Button, Text } from "@chakra-ui/react";
import { Link } from "@remix-run/react";
import type { User } from "~/game/entity-schemas";
import { BRAND_CTA } from "~/theme/brand";
import { LandingPageButton, NoticeScreen } from "~/components/notice-screen";

/**
 * A /{username} or /profile/{username} with no profile to show: a friendly page, not an error.
 * Only your own profile can be seen for now; public profiles come later (issue #22).
 */
export function ProfileNotFound({
  username,
  isUsername,
  viewer,
}: {
  username: string;
  /** False when the address cannot be a username at all: then it is just a missing page. */
  isUsername: boolean;
  viewer: User | null;
}) {
  return (
    <NoticeScreen
      emoji={isUsername ? "🔭" : "🧭"}
      title={isUsername ? "Profile not found" : "Page not found"}
      maxW="2xl"
      px="0"
      py={{ base: "6", md: "12" }}
      data-testid="profile-not-found"
      actions={
        <>
          {viewer ? (
            <Button asChild {...BRAND_CTA}>
              <Link to={`/profile/${viewer.username}`}>Go to your profile</Link>
            </Button>
          ) : (
            <LandingPageButton />
          )}
          <Button asChild variant="outline">
            <Link to="/home">Open your habits</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/explore">Explore ideas</Link>
          </Button>
        </>
      }
    >
      {isUsername ? (
        <Text color="fg.muted" wordBreak="break-word">
          There is no profile to show for <strong>@{username}</strong>. The name may be mistyped, or its profile is not
          public: for now, only your own profile can be seen.
        </Text>
      ) : (
        <Text color="fg.muted">There is nothing at this address. It may have moved, or the link may be mistyped.</Text>
      )}
    </NoticeScreen>
  );
}
