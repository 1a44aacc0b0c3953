import { useSyncExternalStore } from "react";

/**
 * The locale a document is first drawn in, on the server and while hydrating: the browser's own
 * is read only after, so both renders agree (a measure's "2,5 km" would otherwise mismatch).
 */
export const FIRST_LOCALE = "en-US";

const subscribe = (onChange: () => void) => {
  window.addEventListener("languagechange", onChange);
  return () => window.removeEventListener("languagechange", onChange);
};

/** The browser's language (`navigator.language`) for numbers the person reads and types. */
export function useLocale(): string {
  return useSyncExternalStore(
    subscribe,
    () => navigator.language || FIRST_LOCALE,
    () => FIRST_LOCALE,
  );
}
