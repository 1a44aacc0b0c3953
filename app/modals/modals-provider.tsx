import type { ModalContent } from "./modal-content";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export type { ModalContent };

type ModalsContextValue = { openModal: (modal: ModalContent) => void; closeModal: () => void };

const ModalsContext = createContext<ModalsContextValue | null>(null);

// The dialog's code loads with the first modal, not with every page (the app shell's budget).
const loadModalDialog = () => import("./modal-dialog");
const ModalDialog = lazy(() => loadModalDialog().then((module) => ({ default: module.ModalDialog })));

/** Starts loading the dialog's code on the intent to open one (a hovered or focused button). */
export function preloadModalDialog(): void {
  void loadModalDialog();
}

/** One modal at a time, opened from anywhere below the provider. */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<ModalContent | null>(null);
  const [used, setUsed] = useState(false);
  const closeModal = useCallback(() => setModal(null), []);
  const openModal = useCallback((next: ModalContent) => {
    setUsed(true);
    setModal(next);
  }, []);
  const value = useMemo(() => ({ openModal, closeModal }), [openModal, closeModal]);

  return (
    <ModalsContext.Provider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ModalDialog modal={modal} onClose={closeModal} />
        </Suspense>
      ) : null}
    </ModalsContext.Provider>
  );
}

export function useModals(): ModalsContextValue {
  const value = useContext(ModalsContext);
  if (!value) throw new Error("modals context not found");
  return value;
}
