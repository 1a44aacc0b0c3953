import { SimpleGrid, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { ContentColumn } from "~/components/content-page";
import { LinkCard } from "~/components/link-card";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/components/page-meta";
import { LEGAL_PAGES } from "~/content/legal";

export const meta: MetaFunction = () =>
  pageMeta("Legal", "Terms, privacy, cookies, refunds, community rules and company details for Momentum.");

export default function LegalIndex() {
  return (
    <ContentColumn>
      <PageIntro
        emoji="⚖️"
        title="Legal"
        subtitle="The rules of the road, in plain words: what we promise you and what we ask of you."
      />
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" listStyleType="none">
        {LEGAL_PAGES.map((page) => (
          <LinkCard
            key={page.slug}
            to={`/legal/${page.slug}`}
            emoji={page.emoji}
            title={page.title}
            text={page.subtitle}
          >
            {page.updated ? (
              <Text fontSize="xs" color="fg.muted" mt="2">
                Last updated: {page.updated}
              </Text>
            ) : null}
          </LinkCard>
        ))}
      </SimpleGrid>
    </ContentColumn>
  );
}
