// What a modal shows (the provider and its lazily loaded dialog both use it).
import type { ReactNode } from "react";

export type ModalContent = {
  title: string;
  /** Renders the body; `close` dismisses the modal. */
  render: (close: () => void) => ReactNode;
};
