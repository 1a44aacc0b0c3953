import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { MonthMomentum } from "./monthly-momentum";

const monthName = new Intl.DateTimeFormat("en-GB", { month: "short", year: "2-digit", timeZone: "UTC" });

/** A bar per month; the same figures are in a list for screen readers. */
export function MonthlyMomentumChart({ months }: { months: MonthMomentum[] }) {
  const max = Math.max(1, ...months.map((month) => month.momentum));
  return (
    <Stack as="ol" gap="1" p="0" aria-label="Momentum per month">
      {months.map((month) => {
        const label = monthName.format(Date.parse(`${month.month}-01T00:00:00Z`));
        return (
          <HStack as="li" key={month.month} listStyleType="none" gap="3">
            <Text w="16" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Box flex="1" bg="bg.muted" borderRadius="sm" h="3" aria-hidden="true">
              <Box h="full" borderRadius="sm" bg="orange.solid" w={`${(month.momentum / max) * 100}%`} />
            </Box>
            <Text w="28" fontSize="sm" textAlign="end">
              {month.momentum} XP/day
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}
