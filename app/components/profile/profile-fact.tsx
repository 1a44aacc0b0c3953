// One line of a profile's public facts (location, website, joined…), shared by the app's
// profile header and the server-rendered public profile so both read the same.
import { Box, Flex, HStack, Link as ChakraLink, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** 'example.com/me' for https://example.com/me: what a person reads; the link keeps the whole URL. */
export function displayUrl(href: string): string {
  const url = new URL(href);
  const path = url.pathname === "/" ? "" : url.pathname;
  return `${url.host}${path}${url.search}`;
}

/** An icon, a label only screen readers say, and the fact. */
export function ProfileFact({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <HStack as="li" gap="1.5" fontSize="sm" color="fg.muted" minW="0">
      <span aria-hidden="true">{icon}</span>
      <Text as="span" srOnly>
        {label}:
      </Text>
      <Box as="span" minW="0" wordBreak="break-word">
        {children}
      </Box>
    </HStack>
  );
}

const joinedFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

/**
 * The list of a profile's facts: location and website when set, then the joined date; `children`
 * adds more (the public profile's followers). `websiteRel` differs: a public page marks the link
 * as user-given.
 */
export function ProfileFacts({
  location,
  website,
  websiteRel,
  joinedAt,
  children,
}: {
  location: string | null | undefined;
  website: string | null | undefined;
  websiteRel: string;
  joinedAt: number;
  children?: ReactNode;
}) {
  return (
    <Flex as="ul" gap={{ base: "2", md: "5" }} wrap="wrap" listStyleType="none" p="0" m="0">
      {location ? (
        <ProfileFact icon="📍" label="Location">
          {location}
        </ProfileFact>
      ) : null}
      {website ? (
        <ProfileFact icon="🔗" label="Website">
          <ChakraLink
            href={website}
            target="_blank"
            rel={websiteRel}
            color="orange.fg"
            textDecoration="underline"
            wordBreak="break-all"
          >
            {displayUrl(website)}
          </ChakraLink>
        </ProfileFact>
      ) : null}
      <ProfileFact icon="📅" label="Joined">
        <time dateTime={new Date(joinedAt).toISOString()}>Joined {joinedFormat.format(joinedAt)}</time>
      </ProfileFact>
      {children}
    </Flex>
  );
}
