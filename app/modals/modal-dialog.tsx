import { CloseButton, Dialog, Portal, Spinner } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { ChakraScope } from "~/theme/chakra-scope";
import type { ModalContent } from "./modal-content";

/** The one modal of ModalsProvider, loaded (with Chakra) when a modal is first opened. */
export function ModalDialog({ modal, onClose }: { modal: ModalContent | null; onClose: () => void }) {
  // While it closes (its exit animation), the dialog still shows what it showed: its title and body
  // do not go blank before it is gone, for the eye or for a screen reader.
  const [last, setLast] = useState(modal);
  if (modal !== null && modal !== last) setLast(modal);
  const shown = modal ?? last;
  return (
    <ChakraScope>
      <Dialog.Root open={modal !== null} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{shown?.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">
                {/* A body may load its own code (the editors): the dialog stays open meanwhile. */}
                <Suspense fallback={<Spinner size="sm" aria-label="Loading" />}>{shown?.render(onClose)}</Suspense>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraScope>
  );
}
