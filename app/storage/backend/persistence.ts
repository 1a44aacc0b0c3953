// Persistent storage (issue 19): without it the browser may evict this origin's
// data when space runs low or after weeks without a visit, and here that data is
// the only copy. The app asks once, at the first thing the user saves (browsers
// grant it more readily to a site in use), and says honestly how things stand.

/** What the browser says about this origin's storage; null where it cannot tell. */
export type StorageStatus = { persisted: boolean | null; usage: number | null; quota: number | null };

const manager = (): StorageManager | undefined =>
  typeof navigator === "undefined" ? undefined : (navigator.storage as StorageManager | undefined);

let asked = false;

/** Asks the browser, once per tab, to keep this origin's data; a refusal is only reported by storageStatus. */
export function askPersistentStorage(): void {
  if (asked) return;
  asked = true;
  const storage = manager();
  if (typeof storage?.persisted !== "function" || typeof storage.persist !== "function") return;
  storage
    .persisted()
    .then((persisted) => persisted || storage.persist())
    .catch(() => undefined);
}

/** Whether the browser keeps this origin's data for sure; null when it does not say. */
export async function isPersisted(): Promise<boolean | null> {
  const storage = manager();
  return typeof storage?.persisted === "function" ? storage.persisted().catch(() => null) : null;
}

/** Whether the data is persistent, and how much of the browser's allowance it uses. */
export async function storageStatus(): Promise<StorageStatus> {
  const storage = manager();
  const [persisted, estimate] = await Promise.all([
    isPersisted(),
    typeof storage?.estimate === "function" ? storage.estimate().catch(() => null) : null,
  ]);
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}
