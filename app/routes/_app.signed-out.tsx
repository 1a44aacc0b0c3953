// /signed-out: where sign-out lands, saying plainly what became of this device's data (rule 20).
import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import { dataOutcomeOf, wasEverywhere } from "~/account/sign-out-choice";
import { pageMeta } from "~/components/page-meta";
import { BRAND_CTA } from "~/theme/brand";

export const meta: MetaFunction = () => pageMeta("Signed out", "You are signed out of Momentum on this device.");

const OUTCOME = {
  kept: {
    said: "Your data is still on this device.",
    detail: "Sign in again with the same account to pick up where you left off. Signed-out visitors cannot see it.",
  },
  removed: {
    said: "Your data was removed from this device.",
    detail:
      "Nothing of your account is left here. Sign in again and everything that reached the server comes back; a backup file brings back anything else.",
  },
} as const;

export default function SignedOutPage() {
  const { search } = useLocation();
  const { said, detail } = OUTCOME[dataOutcomeOf(search)];
  // After "Delete my data from the server" (Settings): the account itself is gone.
  const serverDeleted = new URLSearchParams(search).get("server") === "deleted";
  return (
    <Box p="8" borderWidth="1px" borderRadius="xl" maxW="2xl">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          You are signed out
        </Heading>
        <Text fontSize="lg" fontWeight="semibold" role="status">
          {serverDeleted
            ? `Your account and its data on the server were deleted. ${said}`
            : wasEverywhere(search)
              ? `You are signed out on every device. ${said}`
              : said}
        </Text>
        <Text color="fg.muted">{detail}</Text>
        <Box>
          <Button asChild {...BRAND_CTA}>
            <a href="/create-account">Sign in again</a>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
