import { Button, HStack } from "@chakra-ui/react";
import { Link } from "@remix-run/react";

type PageLink = { to: string; label: string };

/** The links under a feed (yours and your friends'): back to the newest page, and on to older ones, each when there is one. */
export function FeedPager({ newest, older }: { newest: PageLink | null; older: PageLink | null }) {
  return (
    <HStack gap="3">
      {newest ? (
        <Button asChild variant="ghost">
          <Link to={newest.to}>{newest.label}</Link>
        </Button>
      ) : null}
      {older ? (
        <Button asChild variant="outline">
          <Link to={older.to}>{older.label}</Link>
        </Button>
      ) : null}
    </HStack>
  );
}
