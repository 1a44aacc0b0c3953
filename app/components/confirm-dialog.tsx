import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** While the confirmed change runs: nothing closes the dialog. */
  busy: boolean;
  onCancel: () => void;
  /** The button that confirms (type="submit" when the dialog is a form). */
  confirm: ReactNode;
  /** Makes the dialog a form, for a confirmation that is typed. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  initialFocusEl?: () => HTMLElement | null;
  children: ReactNode;
};

/** Asks before a change that cannot be undone: Cancel, the close button and Escape leave unless it is running. */
export function ConfirmDialog({
  open,
  title,
  busy,
  onCancel,
  confirm,
  onSubmit,
  initialFocusEl,
  children,
}: ConfirmDialogProps) {
  const content = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        {confirm}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" disabled={busy} />
      </Dialog.CloseTrigger>
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onCancel()}
      role="alertdialog"
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {onSubmit ? (
              <form onSubmit={onSubmit} noValidate>
                {content}
              </form>
            ) : (
              content
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
