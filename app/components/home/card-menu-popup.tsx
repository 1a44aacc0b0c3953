import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useRef } from "react";
import { ChakraScope } from "~/theme/chakra-scope";
import type { CardMenuAction } from "./card-menu-action";

/** The open menu of a card, loaded on first use by CardMenu (with Chakra); it opens as it mounts. */
export function CardMenuPopup({ label, actions }: { label: string; actions: CardMenuAction[] }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // The machine gives focus back to the trigger on close, but an arrow key's focus request still
  // waiting for a frame can pull it into the closing list, which then leaves: the keyboard user
  // would land on the page's body. Once the list is gone, a lost focus goes back to the trigger.
  const keepFocus = () => {
    const active = document.activeElement;
    if (active === null || active === document.body || list.current?.contains(active)) trigger.current?.focus();
  };
  return (
    <ChakraScope>
      <Menu.Root defaultOpen onExitComplete={keepFocus}>
        <Menu.Trigger asChild>
          <IconButton
            ref={trigger}
            variant="ghost"
            size="sm"
            aria-label={label}
            onClick={(event) => event.stopPropagation()}
          >
            <span aria-hidden="true">⋯</span>
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content ref={list}>
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
