import { Badge, Box, Container, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { BRAND_CTA } from "~/theme/brand";
import { pageMeta } from "~/components/page-meta";

export const meta: MetaFunction = () =>
  pageMeta(
    "Build habits that stick",
    "Momentum turns your habits and goals into a game: earn XP and coins, keep your streak and build momentum. Your data stays in your browser.",
  );

const FEATURES = [
  {
    emoji: "✅",
    title: "Habits with a daily target",
    text: "Tap +1 each time you do it. Hit your daily target for a bonus, and watch the week fill up.",
  },
  {
    emoji: "🎯",
    title: "Goals made of habits",
    text: "Bundle habits into a goal with an XP target. Every +1 moves the progress bar toward it.",
  },
  {
    emoji: "🔥",
    title: "Streaks and momentum",
    text: "Reach your daily XP target to grow your streak. Momentum shows your average XP per active day.",
  },
  {
    emoji: "🪙",
    title: "Coins to spend",
    text: "Finish goals to earn coins, then treat yourself to rewards you define or a streak freeze.",
  },
  {
    emoji: "🔒",
    title: "Private by design",
    text: "Everything you track lives in your own browser. No account data leaves your device.",
  },
  {
    emoji: "📴",
    title: "Works offline",
    text: "After your first visit, Momentum keeps working with no connection at all.",
  },
];

export default function Landing() {
  return (
    <>
      <Box as="section" py={{ base: "16", md: "24" }} aria-labelledby="hero-title">
        <Container maxW="4xl" textAlign="center">
          <Stack gap="6" align="center">
            <Badge colorPalette="orange" size="lg" variant="surface">
              Gamified habits and goals
            </Badge>
            <Heading as="h1" id="hero-title" size={{ base: "4xl", md: "6xl" }} lineHeight="1.1">
              Build habits that stick, one +1 at a time
            </Heading>
            <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" maxW="2xl">
              Momentum turns your habits and life goals into a game. Earn XP and coins, keep your daily streak alive and
              see your momentum grow, all in a private tracker that keeps your data in your browser.
            </Text>
            <HStack gap="4" wrap="wrap" justify="center">
              <ChakraLink asChild px="6" py="3" borderRadius="lg" {...BRAND_CTA} fontWeight="bold" fontSize="lg">
                <Link to="/create-account">Start for free</Link>
              </ChakraLink>
              <ChakraLink asChild px="6" py="3" borderRadius="lg" borderWidth="1px" fontWeight="semibold" fontSize="lg">
                <Link to="/docs/">See how it works</Link>
              </ChakraLink>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <Box as="section" py="12" aria-labelledby="features-title">
        <Container maxW="6xl">
          <Heading as="h2" id="features-title" size="2xl" textAlign="center" mb="10">
            Everything you need to keep going
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
            {FEATURES.map((feature) => (
              <Box as="li" key={feature.title} p="6" borderWidth="1px" borderRadius="xl" bg="bg.subtle">
                <Text fontSize="3xl" aria-hidden="true">
                  {feature.emoji}
                </Text>
                <Heading as="h3" size="lg" mt="2" mb="2">
                  {feature.title}
                </Heading>
                <Text color="fg.muted">{feature.text}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Box as="section" py="12" aria-labelledby="cta-title">
        <Container maxW="3xl" textAlign="center">
          <Heading as="h2" id="cta-title" size="2xl" mb="4">
            Try it in ten seconds
          </Heading>
          <Text color="fg.muted" mb="6">
            Sign in with Google, Discord or Twitter, or try the demo with no account at all.
          </Text>
          <ChakraLink asChild fontWeight="semibold" color="orange.fg" textDecoration="underline">
            <Link to="/get-started">Get started</Link>
          </ChakraLink>
        </Container>
      </Box>
    </>
  );
}
