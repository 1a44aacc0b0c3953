import { HStack, Link as ChakraLink, SimpleGrid, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { BRAND_CTA } from "~/theme/brand";
import { pageMeta } from "~/components/page-meta";
import { EmojiCard, PublicHero, PublicSection } from "~/components/public-section";

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
      <PublicHero
        id="hero-title"
        badge="Gamified habits and goals"
        title="Build habits that stick, one +1 at a time"
        intro="Momentum turns your habits and life goals into a game. Earn XP and coins, keep your daily streak alive and see your momentum grow, all in a private tracker that keeps your data in your browser."
        size="large"
      >
        <HStack gap="4" wrap="wrap" justify="center">
          <ChakraLink asChild px="6" py="3" borderRadius="lg" {...BRAND_CTA} fontWeight="bold" fontSize="lg">
            <Link to="/create-account">Start for free</Link>
          </ChakraLink>
          <ChakraLink asChild px="6" py="3" borderRadius="lg" borderWidth="1px" fontWeight="semibold" fontSize="lg">
            <Link to="/docs/">See how it works</Link>
          </ChakraLink>
        </HStack>
      </PublicHero>
      <PublicSection id="features-title" title="Everything you need to keep going" width="wide">
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
          {FEATURES.map((feature) => (
            <EmojiCard
              key={feature.title}
              emoji={
                <Text fontSize="3xl" aria-hidden="true">
                  {feature.emoji}
                </Text>
              }
              title={feature.title}
            >
              {feature.text}
            </EmojiCard>
          ))}
        </SimpleGrid>
      </PublicSection>
      <PublicSection id="cta-title" title="Try it in ten seconds" width="text">
        <Text color="fg.muted" mb="6">
          Sign in with Google, Discord or Twitter, or try the demo with no account at all.
        </Text>
        <ChakraLink asChild fontWeight="semibold" color="orange.fg" textDecoration="underline">
          <Link to="/get-started">Get started</Link>
        </ChakraLink>
      </PublicSection>
    </>
  );
}
