import { lazy } from "react";

/**
 * Chakra's system and provider load with the first page, dialog or menu that needs them, never
 * with /home's first render (ADR 0017). The app renders this only from router updates, which
 * Remix runs as transitions: while it loads, the previous screen stays.
 */
const loadChakraScope = () => import("./chakra-scope");

export const LazyChakraScope = lazy(() => loadChakraScope().then((module) => ({ default: module.ChakraScope })));

/** Starts loading on intent (a hovered or focused link), so the next page rarely waits for it. */
export function preloadChakraScope(): void {
  void loadChakraScope();
}
