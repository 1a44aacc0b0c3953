import { Button, Text } from "@chakra-ui/react";
import { LandingPageButton, NoticeScreen } from "~/components/notice-screen";

export function NotFound() {
  return (
    <NoticeScreen
      emoji="🧭"
      title="Page not found"
      actions={
        <>
          <LandingPageButton />
          <Button asChild variant="outline">
            <a href="/help/">Browse the help pages</a>
          </Button>
        </>
      }
    >
      <Text color="fg.muted">
        Error 404: there is nothing at this address. It may have moved, or the link may be mistyped.
      </Text>
    </NoticeScreen>
  );
}
