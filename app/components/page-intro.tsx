import { Heading, Stack, Text, type StackProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

type PageIntroProps = Omit<StackProps, "title"> & {
  emoji: string;
  title: string;
  subtitle: ReactNode;
  /** For a page that names itself by its h1 (aria-labelledby). */
  titleId?: string;
  /** More below the subtitle (a date, a note). */
  children?: ReactNode;
};

/** A text page's opening: its emoji, its h1 and what it is about. */
export function PageIntro({ emoji, title, subtitle, titleId, children, ...frame }: PageIntroProps) {
  return (
    <Stack gap="3" mb="8" {...frame}>
      <Text fontSize="5xl" aria-hidden="true">
        {emoji}
      </Text>
      <Heading as="h1" id={titleId} size="3xl">
        {title}
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        {subtitle}
      </Text>
      {children}
    </Stack>
  );
}
