import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "./system";

/**
 * The system as ChakraProvider gets it: without its global CSS (reset, tokens, layers), which
 * the static stylesheet already holds (ADR 0017), so a page that uses Chakra inserts only its
 * components' styles. `_global` and `_config.disableLayers` are read by ChakraProvider alone
 * (@chakra-ui/react 3.37); chakra-scope.test.tsx fails if that changes.
 */
const scopedSystem: typeof system = {
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
};

/** Chakra's components work inside: the public pages, the app pages that use them, dialogs and menus. */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={scopedSystem}>{children}</ChakraProvider>;
}
