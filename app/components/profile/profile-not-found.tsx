import { Button, Text } from "@chakra-ui/react";
import { Link } from "@remix-run/react";
import { BRAND_CTA } from "~/theme/brand";
import { LandingPageButton, NoticeScreen } from "~/components/notice-screen";

/**
 * A /{username} or /profile/{username} with no profile to show: a friendly page, not an error,
 * and the same whether the profile is private, hidden or missing (nothing to learn from it).
 */
export function ProfileNotFound({
  username,
  isUsername,
  viewerUsername,
}: {
  username: string;
  /** False when the address cannot be a username at all: then it is just a missing page. */
  isUsername: boolean;
  /** The signed-in person's own username, or null. */
  viewerUsername: string | null;
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
          {viewerUsername ? (
            <Button asChild {...BRAND_CTA}>
              <Link to={`/profile/${viewerUsername}`}>Go to your profile</Link>
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
          There is no profile to show for <strong>@{username}</strong>. The name may be mistyped, or its owner has not
          made the profile public.
        </Text>
      ) : (
        <Text color="fg.muted">There is nothing at this address. It may have moved, or the link may be mistyped.</Text>
      )}
    </NoticeScreen>
  );
}
