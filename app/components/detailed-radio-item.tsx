import { RadioGroup, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A radio choice with a line under its label that says what it means (Chakra's RadioGroup). */
export function DetailedRadioItem({ value, label, detail }: { value: string; label: ReactNode; detail: ReactNode }) {
  return (
    <RadioGroup.Item value={value} alignItems="flex-start">
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <Stack gap="0">
        <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      </Stack>
    </RadioGroup.Item>
  );
}
