import { Badge, Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The hero's two sizes: the landing page itself, and the pages it leads to. */
const HERO_SIZES = {
  large: {
    pt: { base: "16", md: "24" },
    pb: { base: "16", md: "24" },
    maxW: "4xl",
    gap: "6",
    title: { base: "4xl", md: "6xl" },
    lineHeight: "1.1",
    intro: { base: "lg", md: "xl" },
  },
  medium: {
    pt: { base: "12", md: "16" },
    pb: "8",
    maxW: "3xl",
    gap: "4",
    title: { base: "3xl", md: "5xl" },
    lineHeight: "1.15",
    intro: { base: "md", md: "lg" },
  },
} as const;

/**
 * The opening band of a public landing page: a badge, the page's h1 and a short intro, centred,
 * with room below for calls to action. `id` names the section by its heading.
 */
export function PublicHero({
  id,
  badge,
  title,
  intro,
  size,
  children,
}: {
  id: string;
  badge: string;
  title: string;
  intro: ReactNode;
  size: keyof typeof HERO_SIZES;
  children?: ReactNode;
}) {
  const look = HERO_SIZES[size];
  return (
    <Box as="section" pt={look.pt} pb={look.pb} aria-labelledby={id}>
      <Container maxW={look.maxW} textAlign="center">
        <Stack gap={look.gap} align="center">
          <Badge colorPalette="orange" size="lg" variant="surface">
            {badge}
          </Badge>
          <Heading as="h1" id={id} size={look.title} lineHeight={look.lineHeight}>
            {title}
          </Heading>
          <Text fontSize={look.intro} color="fg.muted" maxW="2xl">
            {intro}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** A band of a public landing page under its centred h2 (`id` links the two). */
export function PublicSection({
  id,
  title,
  width,
  children,
}: {
  id: string;
  title: string;
  /** The column's width: "wide" for card grids, "text" for a few lines, "narrow" for a form. */
  width: "wide" | "text" | "narrow";
  children: ReactNode;
}) {
  const maxW = { wide: "6xl", text: "3xl", narrow: "md" }[width];
  return (
    <Box as="section" py="10" aria-labelledby={id}>
      <Container maxW={maxW} textAlign={width === "text" ? "center" : undefined}>
        <Heading as="h2" id={id} size="2xl" textAlign="center" mb="8">
          {title}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}

/** One card of a grid on a public page: an emoji, a title (h3) and a line of text. */
export function EmojiCard({ emoji, title, children }: { emoji: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="li" p="6" borderWidth="1px" borderRadius="xl" bg="bg.subtle">
      {emoji}
      <Heading as="h3" size="md" mt="2" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </Box>
  );
}
