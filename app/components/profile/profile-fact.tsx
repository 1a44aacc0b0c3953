// One line of a profile's public facts (location, website, joined…), shared by the app's
// profile header and the server-rendered public profile so both read the same.
import { Box, HStack, Text } from "@chakra-ui/react";
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
