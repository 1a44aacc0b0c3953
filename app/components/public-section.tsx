import { Badge, Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

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
  /** "large" for the landing page itself, "medium" for the pages it leads to. */
  size: "large" | "medium";
  children?: ReactNode;
}) {
  const large = size === "large";
  return (
    <Box
      as="section"
      pt={large ? { base: "16", md: "24" } : { base: "12", md: "16" }}
      pb={large ? { base: "16", md: "24" } : "8"}
      aria-labelledby={id}
    >
      <Container maxW={large ? "4xl" : "3xl"} textAlign="center">
        <Stack gap={large ? "6" : "4"} align="center">
          <Badge colorPalette="orange" size="lg" variant="surface">
            {badge}
          </Badge>
          <Heading
            as="h1"
            id={id}
            size={large ? { base: "4xl", md: "6xl" } : { base: "3xl", md: "5xl" }}
            lineHeight={large ? "1.1" : "1.15"}
          >
            {title}
          </Heading>
          <Text fontSize={large ? { base: "lg", md: "xl" } : { base: "md", md: "lg" }} color="fg.muted" maxW="2xl">
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
