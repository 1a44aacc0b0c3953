import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { ChakraScope } from "~/theme/chakra-scope";
import type { CardMenuAction } from "./card-menu-action";

/** The open menu of a card, loaded on first use by CardMenu (with Chakra); it opens as it mounts. */
export function CardMenuPopup({ label, actions }: { label: string; actions: CardMenuAction[] }) {
  return (
    <ChakraScope>
      <Menu.Root defaultOpen>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={label} onClick={(event) => event.stopPropagation()}>
            <span aria-hidden="true">⋯</span>
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {actions.map((action) => (
                <Menu.Item
                  key={action.value}
                  value={action.value}
                  onSelect={action.onSelect}
                  color={action.danger ? "fg.error" : undefined}
                >
                  {action.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </ChakraScope>
  );
}
