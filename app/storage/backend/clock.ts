// The app's clock, with a test-only offset so Playwright can live through a
// missed day (ADR 0007). The offset in localStorage is honoured only when the
// server marked the document with `data-test-clock="on"`, which it does only
// when started with E2E_TEST_CLOCK=1 and not serving a public origin (see
// app/root.tsx). A production page carries no mark: the key is ignored there.
export const TEST_CLOCK_ATTRIBUTE = "data-test-clock";
export const TEST_CLOCK_OFFSET_KEY = "momentum-test-now-offset-ms";

type Doc = { documentElement: { getAttribute(name: string): string | null } };
type Store = { getItem(key: string): string | null };

/** Milliseconds to add to Date.now (a whole number; anything else is 0). */
export function readOffset(store: Store): number {
  try {
    const value = Number(store.getItem(TEST_CLOCK_OFFSET_KEY));
    return Number.isSafeInteger(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Date.now, or Date.now + the stored offset on a page the server marked for tests (decided once). */
export function browserClock(
  doc: Doc | undefined = typeof document === "undefined" ? undefined : document,
  store: Store | undefined = typeof localStorage === "undefined" ? undefined : localStorage,
): () => number {
  if (!doc || !store || doc.documentElement.getAttribute(TEST_CLOCK_ATTRIBUTE) !== "on") return () => Date.now();
  return () => Date.now() + readOffset(store);
}
