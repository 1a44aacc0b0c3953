// Whether this server syncs (SYNC=on): /auth/session says so with the account, and the
// browser remembers the answer for this page. Unknown (an offline start, when the server could
// not be asked): the device syncs a user it synced before (its storage knows), so that a page
// loaded offline still pushes what is done on it once the connection comes back (issue 36).
import type { MomentumStorage } from "~/storage";

let serverSync: boolean | null = null;

export function noteServerSync(on: boolean): void {
  serverSync = on;
}

/** The server said it syncs. */
export function isServerSyncOn(): boolean {
  return serverSync === true;
}

/**
 * Whether this page syncs the user: yes when the server said so, no when it said it does not,
 * and when it could not be asked, whatever `syncedBefore` (the device's own record) answers.
 */
export async function syncsOnThisPage(syncedBefore: () => Promise<boolean>): Promise<boolean> {
  return serverSync ?? (await syncedBefore());
}

/** Whether this page syncs `userId`; when the server could not be asked, `storage` says whether this device synced them before. */
export function syncsUserOnThisPage(storage: Pick<MomentumStorage, "syncView">, userId: string): Promise<boolean> {
  return syncsOnThisPage(() =>
    storage
      .syncView(userId)
      .then((view) => view !== null)
      .catch(() => false),
  );
}
