import { Badge, Box, Container, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { signInPageData } from "~/auth/sign-in-page.server";
import { pageMeta } from "~/components/page-meta";
import { SignedInNotice, SignInChoices } from "~/components/sign-in-choices";

export const meta: MetaFunction = () =>
  pageMeta(
    "Get started",
    "How Momentum works in four steps: sign in, add habits, build goals and keep your streak. Sign in with Google, Discord or Twitter, or try the demo.",
  );

export function loader({ request }: LoaderFunctionArgs) {
  return signInPageData(request);
}

const STEPS = [
  {
    emoji: "👋",
    title: "Sign in or try the demo",
    text: "Continue with Google, Discord or Twitter. We only read your name, handle and picture. The demo needs no account at all.",
  },
  {
    emoji: "✅",
    title: "Add your habits",
    text: "Give each habit a daily target. Tap +1 every time you do it and earn XP; reaching the target earns a bonus.",
  },
  {
    emoji: "🎯",
    title: "Build goals from habits",
    text: "Bundle habits into a goal with an XP target. Every +1 on those habits moves the goal's progress bar.",
  },
  {
    emoji: "🔥",
    title: "Keep your streak going",
    text: "Reach your daily XP target to grow your streak and momentum. Finish goals to earn coins to spend in the market.",
  },
];

export default function GetStarted() {
  const { options, returnTo, signedInAs } = useLoaderData<typeof loader>();
  return (
    <>
      <Box as="section" pt={{ base: "12", md: "16" }} pb="8" aria-labelledby="get-started-title">
        <Container maxW="3xl" textAlign="center">
          <Stack gap="4" align="center">
            <Badge colorPalette="orange" size="lg" variant="surface">
              Get started
            </Badge>
            <Heading as="h1" id="get-started-title" size={{ base: "3xl", md: "5xl" }} lineHeight="1.15">
              Start building momentum today
            </Heading>
            <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="2xl">
              Momentum turns your habits and goals into a game. It takes a minute to set up, and everything you track
              stays in your own browser.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Box as="section" py="8" aria-labelledby="how-title">
        <Container maxW="6xl">
          <Heading as="h2" id="how-title" size="2xl" textAlign="center" mb="8">
            How Momentum works
          </Heading>
          <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" listStyleType="none">
            {STEPS.map((step, index) => (
              <Box as="li" key={step.title} p="6" borderWidth="1px" borderRadius="xl" bg="bg.subtle">
                <Stack direction="row" align="center" gap="3" mb="3">
                  <Badge colorPalette="orange" variant="solid" borderRadius="full" px="2.5" aria-hidden="true">
                    {index + 1}
                  </Badge>
                  <Text fontSize="2xl" aria-hidden="true">
                    {step.emoji}
                  </Text>
                </Stack>
                <Heading as="h3" size="md" mb="2">
                  <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
                  {step.title}
                </Heading>
                <Text color="fg.muted">{step.text}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Box as="section" py="10" aria-labelledby="sign-in-title">
        <Container maxW="md">
          <Stack gap="5">
            <Heading as="h2" id="sign-in-title" size="2xl" textAlign="center">
              Choose how to sign in
            </Heading>
            {signedInAs ? <SignedInNotice name={signedInAs} /> : null}
            <Box borderWidth="1px" borderRadius="2xl" bg="bg.subtle" p={{ base: "5", md: "7" }}>
              <SignInChoices options={options} returnTo={returnTo} idPrefix="get-started" />
            </Box>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
