import { DataList } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode; testId?: string };

/** Label–value pairs side by side (a description list). */
export function FactList({ facts, size, testId }: { facts: Fact[]; size?: "sm" | "md"; testId?: string }) {
  return (
    <DataList.Root orientation="horizontal" size={size} data-testid={testId}>
      {facts.map(({ label, value, testId: valueTestId }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue data-testid={valueTestId}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
