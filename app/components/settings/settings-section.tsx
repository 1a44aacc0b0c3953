import { Box, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One titled block of the settings page. */
export function SettingsSection({
  id,
  title,
  description,
  danger,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      p={{ base: "4", md: "6" }}
      borderWidth="1px"
      borderRadius="xl"
      borderColor={danger ? "border.error" : "border"}
    >
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" fontSize="sm" mt="1">
          {description}
        </Text>
      ) : null}
      <Box mt="4">{children}</Box>
    </Box>
  );
}
