import { Box, Button, Heading, Stack, Text, type BoxProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { BRAND_CTA } from "~/theme/brand";

type NoticeScreenProps = Omit<BoxProps, "title"> & {
  emoji: string;
  title: string;
  /** What happened, under the title. */
  children: ReactNode;
  /** Where to go from here: buttons in a row. */
  actions: ReactNode;
};

/** A whole-page notice instead of the page asked for: an error, a missing page or profile. */
export function NoticeScreen({ emoji, title, children, actions, ...frame }: NoticeScreenProps) {
  return (
    <Box maxW="720px" mx="auto" px="6" py="16" {...frame}>
      <Stack gap="5">
        <Text fontSize="5xl" aria-hidden="true">
          {emoji}
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {children}
        <Stack direction="row" gap="3" wrap="wrap">
          {actions}
        </Stack>
      </Stack>
    </Box>
  );
}

/** The way out of any notice: the landing page, as a full page load. */
export function LandingPageButton() {
  return (
    <Button asChild {...BRAND_CTA}>
      <a href="/">Go to the home page</a>
    </Button>
  );
}
