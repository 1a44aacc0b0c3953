import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { GameError } from "~/game/errors";
import { notifyError } from "~/toasts/notify";
import { BRAND_CTA } from "~/theme/brand";

/** Shown by an app page when no one is signed in; reports NO_SESSION once (spec §8). */
export function SignInRequired({ message }: { message: string }) {
  const location = useLocation();
  useEffect(() => {
    notifyError(new GameError("NO_SESSION"));
  }, []);
  const returnTo = encodeURIComponent(location.pathname + location.search);
  return (
    <Box p="8" borderWidth="1px" borderRadius="xl" textAlign="center" role="alert">
      <Stack gap="4" align="center">
        <Text fontSize="4xl" aria-hidden="true">
          🔐
        </Text>
        <Heading as="h1" size="xl">
          {message}
        </Heading>
        <Text color="fg.muted">Sign in to see your habits, goals and rewards on this device.</Text>
        <Button asChild {...BRAND_CTA}>
          <a href={`/create-account?returnTo=${returnTo}`}>Sign in</a>
        </Button>
      </Stack>
    </Box>
  );
}
