import { Box, Container, Heading, List, Stack, Text } from "@chakra-ui/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { signInPageData } from "~/server/auth/sign-in-page.server";
import { pageMeta } from "~/components/page-meta";
import { SignedInNotice, SignInChoices } from "~/components/sign-in-choices";

export const meta: MetaFunction = () =>
  pageMeta(
    "Create your account",
    "Create your Momentum account with Google, Discord or Twitter, or try the demo with no account at all. No new password to remember.",
  );

export function loader({ request }: LoaderFunctionArgs) {
  return signInPageData(request);
}

const RECEIVED = [
  "Your account id with that service, so we recognise you next time",
  "Your name, handle and profile picture",
  "Your email address, when Google or Discord share it (Twitter does not)",
];

export default function CreateAccount() {
  const { options, returnTo, signedInAs } = useLoaderData<typeof loader>();
  return (
    <Container maxW="lg" py={{ base: "10", md: "16" }}>
      <Stack gap="8">
        <Stack gap="3" textAlign="center" align="center">
          <Text fontSize="5xl" aria-hidden="true">
            ⚡
          </Text>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            Create your account
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Use an account you already have. There is no new password to remember, and your habits stay in this browser.
          </Text>
        </Stack>
        {signedInAs ? <SignedInNotice name={signedInAs} /> : null}
        <Box
          as="section"
          aria-labelledby="choices-title"
          borderWidth="1px"
          borderRadius="2xl"
          bg="bg.subtle"
          p={{ base: "5", md: "8" }}
        >
          <Heading as="h2" id="choices-title" size="md" mb="5" textAlign="center">
            Choose how to continue
          </Heading>
          <SignInChoices options={options} returnTo={returnTo} idPrefix="create-account" />
        </Box>
        <Box as="section" aria-labelledby="received-title">
          <Heading as="h2" id="received-title" size="md" mb="3">
            What we receive when you sign in
          </Heading>
          <List.Root ps="5" gap="1.5" color="fg.muted">
            {RECEIVED.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
          <Text color="fg.muted" mt="3">
            We never see your password and never post for you. Signing in again with the same account brings you back to
            the same profile.
          </Text>
        </Box>
      </Stack>
    </Container>
  );
}
