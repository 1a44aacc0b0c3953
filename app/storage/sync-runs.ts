// The storage API's sync operations on a user (storage.ts delegates here): the sync marker that
// turns it on, one sync run under the storage lock, stopping and resuming, and what Settings shows.
import type { SyncTransport } from "~/storage/sync/sync-transport";
import { userKey } from "~/storage/backend/keys";
import type { StorageCore } from "~/storage/storage-core";
import {
  entriesAfter,
  newSyncMeta,
  stoppedRoot,
  syncRound,
  SyncStopped,
  syncViewOf,
  type SyncView,
} from "~/storage/sync/sync";
import type { SyncRun } from "~/storage/sync/sync-round";
import { pullLog } from "~/storage/sync/sync-snapshot";
import { hasLocalHistory, uploadMarker } from "~/storage/sync/sync-upload";
import { readRoot } from "~/storage/journal/users";
import { noteRoot, type UserCache } from "~/storage/journal/user-cache";

/**
 * The user's sync marker, written on first use (from then on every action is kept for the
 * server). History written before has no actions to push: the marker says it goes up first,
 * as one upload (sync-upload.ts).
 */
export async function syncMetaOf(core: StorageCore, c: UserCache) {
  if (c.root.sync) return c.root.sync;
  if (c.root.syncStopped !== undefined) throw new SyncStopped(c.userId);
  const meta = newSyncMeta(crypto.randomUUID());
  if (await hasLocalHistory(core.tables, c)) meta.upload = uploadMarker(c.seq);
  const root = { ...c.root, sync: meta };
  await core.tables.users.set(userKey(c.userId), root);
  noteRoot(c, root);
  return root.sync;
}

export async function syncNow(
  core: StorageCore,
  userId: string,
  transport: SyncTransport,
  { retryUpload = false }: { retryUpload?: boolean } = {},
): Promise<SyncRun> {
  // A journal that is the server's state waits for the whole log: it is pulled before the lock is
  // taken (seconds on a long history), so the page reads the state meanwhile (ADR 0027).
  const stored = await core.locked(() => readRoot(core.tables, userId));
  const prefetched = stored?.sync?.snapshot ? await pullLog(transport, 0) : null;
  return core.withUser(userId, async (c, now) => {
    await syncMetaOf(core, c);
    const deps = { tables: core.tables, newId: core.newId, now, retryUpload };
    const { run, root } = await syncRound(deps, c, transport, prefetched);
    if (run.rebuilt) {
      core.caches.delete(userId);
      // Opening the new journal also removes the one it replaced.
      await core.cacheOf(userId, now);
      core.notifier.announce({ type: "synced", userId, origin: "local" });
    } else noteRoot(c, root);
    return run;
  });
}

/** Sync off for the user on this device until resumeSync (their server data was deleted). */
export function stopSync(core: StorageCore, userId: string): Promise<void> {
  return core.withUser(userId, async (c, now) => {
    const root = stoppedRoot(c.root, now);
    await core.tables.users.set(userKey(userId), root);
    noteRoot(c, root);
  });
}

/** The user asks to sync this device again: the next round starts afresh (uploading what it holds). */
export function resumeSync(core: StorageCore, userId: string): Promise<void> {
  return core.withUser(userId, async (c) => {
    if (c.root.syncStopped === undefined) return;
    const { syncStopped: _resumed, ...root } = c.root;
    await core.tables.users.set(userKey(userId), root);
    noteRoot(c, root);
  });
}

export function syncView(core: StorageCore, userId: string): Promise<SyncView | null> {
  return core.withUser(userId, async (c) => {
    const meta = c.root.sync;
    if (!meta) return null;
    // History from before sync (up to the upload marker) carries no action to push: while its
    // upload waits, reading it would read years of journal on every page load.
    const after = Math.max(meta.confirmed.local, meta.upload?.through ?? 0);
    return syncViewOf(meta, await entriesAfter(core.tables, c, after));
  });
}
