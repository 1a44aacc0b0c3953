import { Badge, Box, SimpleGrid, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { signInPageData } from "~/server/auth/sign-in-page.server";
import { pageMeta } from "~/components/page-meta";
import { EmojiCard, PublicHero, PublicSection } from "~/components/public-section";
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
      <PublicHero
        id="get-started-title"
        badge="Get started"
        title="Start building momentum today"
        intro="Momentum turns your habits and goals into a game. It takes a minute to set up, and everything you track stays in your own browser."
        size="medium"
      />
      <PublicSection id="how-title" title="How Momentum works" width="wide">
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" listStyleType="none">
          {STEPS.map((step, index) => (
            <EmojiCard
              key={step.title}
              emoji={
                <Stack direction="row" align="center" gap="3" mb="1">
                  <Badge colorPalette="orange" variant="solid" borderRadius="full" px="2.5" aria-hidden="true">
                    {index + 1}
                  </Badge>
                  <Text fontSize="2xl" aria-hidden="true">
                    {step.emoji}
                  </Text>
                </Stack>
              }
              title={
                <>
                  <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
                  {step.title}
                </>
              }
            >
              {step.text}
            </EmojiCard>
          ))}
        </SimpleGrid>
      </PublicSection>
      <PublicSection id="sign-in-title" title="Choose how to sign in" width="narrow">
        <Stack gap="5">
          {signedInAs ? <SignedInNotice name={signedInAs} /> : null}
          <Box borderWidth="1px" borderRadius="2xl" bg="bg.subtle" p={{ base: "5", md: "7" }}>
            <SignInChoices options={options} returnTo={returnTo} idPrefix="get-started" />
          </Box>
        </Stack>
      </PublicSection>
    </>
  );
}
