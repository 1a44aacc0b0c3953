import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CONTENT_PAGE_WIDTH } from "~/components/content-page";
import { pageMeta } from "~/components/page-meta";
import { LEGAL_PAGES } from "~/content/legal";

export const meta: MetaFunction = () =>
  pageMeta("Legal", "Terms, privacy, cookies, refunds, community rules and company details for Momentum.");

export default function LegalIndex() {
  return (
    <Box maxW={CONTENT_PAGE_WIDTH} mx="auto" px="6" py="12">
      <Stack gap="3" mb="8">
        <Text fontSize="5xl" aria-hidden="true">
          ⚖️
        </Text>
        <Heading as="h1" size="3xl">
          Legal
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          The rules of the road, in plain words: what we promise you and what we ask of you.
        </Text>
      </Stack>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" listStyleType="none">
        {LEGAL_PAGES.map((page) => (
          <LinkBox
            as="li"
            key={page.slug}
            p="5"
            borderWidth="1px"
            borderRadius="lg"
            _hover={{ borderColor: "orange.500" }}
          >
            <Text fontSize="2xl" aria-hidden="true">
              {page.emoji}
            </Text>
            <Heading as="h2" size="md" my="1">
              <LinkOverlay asChild>
                <Link to={`/legal/${page.slug}`} prefetch="intent">
                  {page.title}
                </Link>
              </LinkOverlay>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {page.subtitle}
            </Text>
            {page.updated ? (
              <Text fontSize="xs" color="fg.muted" mt="2">
                Last updated: {page.updated}
              </Text>
            ) : null}
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}
