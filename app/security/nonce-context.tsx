import { createContext, useContext, type ReactNode } from "react";

// The per-request CSP nonce. On the server it comes from server.ts; in the browser
// the attribute is hidden by the browser, so the value is an empty string there.
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
