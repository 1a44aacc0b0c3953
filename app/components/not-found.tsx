import { BRAND_CTA } from "~/theme/brand";
import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";

export function NotFound() {
  return (
    <Box maxW="720px" mx="auto" px="6" py="16">
      <Stack gap="5">
        <Text fontSize="5xl" aria-hidden="true">
          🧭
        </Text>
        <Heading as="h1" size="2xl">
          Page not found
        </Heading>
        <Text color="fg.muted">
          Error 404: there is nothing at this address. It may have moved, or the link may be mistyped.
        </Text>
        <Stack direction="row" gap="3" wrap="wrap">
          <Button asChild {...BRAND_CTA}>
            <a href="/">Go to the home page</a>
          </Button>
          <Button asChild variant="outline">
            <a href="/help/">Browse the help pages</a>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
