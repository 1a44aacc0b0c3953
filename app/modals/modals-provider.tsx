import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export type ModalContent = {
  title: string;
  /** Renders the body; `close` dismisses the modal. */
  render: (close: () => void) => ReactNode;
};

type ModalsContextValue = { openModal: (modal: ModalContent) => void; closeModal: () => void };

const ModalsContext = createContext<ModalsContextValue | null>(null);

/** One modal at a time, opened from anywhere below the provider. */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<ModalContent | null>(null);
  const closeModal = useCallback(() => setModal(null), []);
  const value = useMemo(() => ({ openModal: setModal, closeModal }), [closeModal]);

  return (
    <ModalsContext.Provider value={value}>
      {children}
      <Dialog.Root
        open={modal !== null}
        onOpenChange={(details) => !details.open && closeModal()}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{modal?.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">{modal?.render(closeModal)}</Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ModalsContext.Provider>
  );
}

export function useModals(): ModalsContextValue {
  const value = useContext(ModalsContext);
  if (!value) throw new Error("modals context not found");
  return value;
}
