import { HStack, Link as ChakraLink, SimpleGrid, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { BRAND_CTA } from "~/theme/brand";
import { pageMeta } from "~/components/page-meta";
import { LANDING } from "~/content/landing";
import { EmojiCard, PublicHero, PublicSection } from "~/components/public-section";

export const meta: MetaFunction = () => pageMeta("Build habits that stick", LANDING.description);

export default function Landing() {
  return (
    <>
      <PublicHero
        id="hero-title"
        badge="Gamified habits and goals"
        title="Build habits that stick, one +1 at a time"
        intro={LANDING.intro}
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
        {/* The page is the same for everyone (cached by path): the way back in is for all to see. */}
        <Text mt="4" color="fg.muted">
          Already signed in?{" "}
          <ChakraLink asChild color="orange.fg" fontWeight="semibold" textDecoration="underline">
            <Link to="/home">Open the app</Link>
          </ChakraLink>
        </Text>
      </PublicHero>
      <PublicSection id="features-title" title="Everything you need to keep going" width="wide">
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 4 }} gap="6" listStyleType="none">
          {LANDING.features.map((feature) => (
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
              {"link" in feature && (
                <>
                  {" "}
                  {/* Community pages are the server's own, outside the Remix routes. */}
                  <ChakraLink href={feature.link.to} color="orange.fg" fontWeight="semibold" textDecoration="underline">
                    {feature.link.text}
                  </ChakraLink>
                </>
              )}
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
