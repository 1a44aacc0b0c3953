import { Portal, Tooltip as ChakraTooltip } from "@chakra-ui/react";
import type { ReactElement, ReactNode } from "react";

/** Product tooltips open at once (spec §9: tooltip delay 0) and mount only when shown. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <ChakraTooltip.Root openDelay={0} closeDelay={0} lazyMount unmountOnExit>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
