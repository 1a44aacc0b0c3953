import { Box, Text } from "@chakra-ui/react";

type StatItemProps = {
  /** Names the figure for screen readers (its label's id) and for tests (the number's test id). */
  id: string;
  label: string;
  value: number;
  unit?: string;
  icon?: string;
};

/** One figure in a small box: its label above, the number (and its unit) below. */
export function StatItem({ id, label, value, unit, icon }: StatItemProps) {
  return (
    <Box p="3" borderWidth="1px" borderRadius="lg" bg="bg.subtle" role="group" aria-labelledby={id}>
      <Text id={id} fontSize="sm" color="fg.muted">
        {icon ? <span aria-hidden="true">{icon} </span> : null}
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        <span data-testid={id}>{value}</span>
        {unit ? (
          <Text as="span" fontSize="xs" color="fg.muted" ms="1" fontWeight="normal">
            {unit}
          </Text>
        ) : null}
      </Text>
    </Box>
  );
}
