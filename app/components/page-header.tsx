import { Box, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** An app page's one h1 and, below it, what the page is for. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2">
        {title}
      </Heading>
      {children ? <Text color="fg.muted">{children}</Text> : null}
    </Box>
  );
}
