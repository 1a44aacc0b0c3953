import { IconButton, Menu, Portal } from "@chakra-ui/react";
import type { CardMenuAction } from "./card-menu-action";

/** The open menu of a card, loaded on first use by CardMenu; it opens as it mounts. */
export function CardMenuPopup({ label, actions }: { label: string; actions: CardMenuAction[] }) {
  return (
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
  );
}
