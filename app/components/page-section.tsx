import { Box, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One titled part of an app page: a section named by its h2 (`id` links the two). */
export function PageSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
