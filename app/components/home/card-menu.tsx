import { IconButton, Menu, Portal } from "@chakra-ui/react";

export type CardMenuAction = { value: string; label: string; onSelect: () => void; danger?: boolean };

/** The "…" menu of a habit or goal card; which actions it has depends on who is looking (spec §6). */
export function CardMenu({ label, actions }: { label: string; actions: CardMenuAction[] }) {
  return (
    <Menu.Root>
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

type Viewer = "owner" | "signed-in" | "signed-out";

/**
 * Spec §2/§6: everyone gets Share and Copy To Clipboard; the owner also gets
 * Edit and Delete; another signed-in user gets Report.
 */
export function cardActions(
  viewer: Viewer,
  handlers: { share: () => void; copy: () => void; edit: () => void; remove: () => void; report: () => void },
): CardMenuAction[] {
  const actions: CardMenuAction[] = [
    { value: "share", label: "Share", onSelect: handlers.share },
    { value: "copy", label: "Copy To Clipboard", onSelect: handlers.copy },
  ];
  if (viewer === "owner") {
    actions.push({ value: "edit", label: "Edit", onSelect: handlers.edit });
    actions.push({ value: "delete", label: "Delete", onSelect: handlers.remove, danger: true });
  } else if (viewer === "signed-in") {
    actions.push({ value: "report", label: "Report", onSelect: handlers.report });
  }
  return actions;
}
