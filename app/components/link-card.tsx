import { Heading, LinkBox, LinkOverlay, Text } from "@chakra-ui/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

type LinkCardProps = { to: string; emoji: string; title: string; text: string; children?: ReactNode };

/** One page of an index, as a list item that is a link as a whole: emoji, title, a line about it. */
export function LinkCard({ to, emoji, title, text, children }: LinkCardProps) {
  return (
    <LinkBox
      as="li"
      p="5"
      borderWidth="1px"
      borderRadius="xl"
      listStyleType="none"
      _hover={{ borderColor: "orange.500" }}
    >
      <Text fontSize="3xl" aria-hidden="true">
        {emoji}
      </Text>
      <Heading as="h2" size="md" my="1">
        <LinkOverlay asChild>
          <Link to={to} prefetch="intent">
            {title}
          </Link>
        </LinkOverlay>
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {text}
      </Text>
      {children}
    </LinkBox>
  );
}
