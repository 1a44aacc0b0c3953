import { Box, type BoxProps, Heading, Link as ChakraLink, List, Stack, Text } from "@chakra-ui/react";
import type { Block, ContentPage } from "~/content/page-content";
import { PageIntro } from "~/components/page-intro";

/** Spec §2: legal pages are 760 wide. */
export const CONTENT_PAGE_WIDTH = "760px";

/** The centred column every text page (legal, docs) is laid out in. */
export function ContentColumn(props: BoxProps) {
  return <Box maxW={CONTENT_PAGE_WIDTH} mx="auto" px="6" py="12" {...props} />;
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "p":
      return <Text lineHeight="tall">{block.text}</Text>;
    case "list":
      return (
        <List.Root ps="5" gap="1.5">
          {block.items.map((item) => (
            <List.Item key={item} lineHeight="tall">
              {item}
            </List.Item>
          ))}
        </List.Root>
      );
    case "link":
      return (
        <Text>
          <ChakraLink
            href={block.href}
            color="orange.fg"
            textDecoration="underline"
            {...(block.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {block.text}
          </ChakraLink>
        </Text>
      );
  }
}

/** Renders a page of static text: icon, title, subtitle, date, table of contents and sections. */
export function ContentPageView({ page, children }: { page: ContentPage; children?: React.ReactNode }) {
  return (
    <ContentColumn as="article" aria-labelledby="page-title">
      <PageIntro emoji={page.emoji} title={page.title} subtitle={page.subtitle} titleId="page-title">
        {page.updated ? (
          <Text fontSize="sm" color="fg.muted">
            Last updated: {page.updated}
          </Text>
        ) : null}
      </PageIntro>
      {page.sections.length > 3 ? (
        <Box as="nav" aria-label="On this page" mb="10" p="4" borderWidth="1px" borderRadius="md">
          <Text fontWeight="semibold" mb="2">
            On this page
          </Text>
          <List.Root ps="5" gap="1">
            {page.sections.map((section) => (
              <List.Item key={section.id}>
                <ChakraLink href={`#${section.id}`} color="orange.fg">
                  {section.heading}
                </ChakraLink>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      <Stack gap="10">
        {page.sections.map((section) => (
          <Box as="section" key={section.id}>
            <Heading as="h2" id={section.id} size="xl" mb="3">
              {section.heading}
            </Heading>
            <Stack gap="3">
              {section.blocks.map((block, index) => (
                <BlockView key={index} block={block} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
      {children}
    </ContentColumn>
  );
}
