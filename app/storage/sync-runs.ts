// The storage API's sync operations on a user (storage.ts delegates here): the sync marker that
// turns it on, one sync run under the storage lock, turning it off, and what Settings shows.
import type { SyncTransport } from "~/sync/transport";
import { userKey } from "./keys";
import type { StorageCore } from "./storage-core";
import {
  entriesAfter,
  hasLocalHistory,
  LocalHistoryNotSynced,
  newSyncMeta,
  syncRound,
  syncViewOf,
  type SyncRun,
  type SyncView,
} from "./sync";
import { noteRoot, type UserCache } from "./user-cache";

/** The user's sync marker, written on first use (from then on every action is kept for the server). */
export async function syncMetaOf(core: StorageCore, c: UserCache) {
  if (c.root.sync) return c.root.sync;
  // History written before sync was on has no actions to push: it would be lost on the first rebuild.
  if (await hasLocalHistory(core.tables, c)) throw new LocalHistoryNotSynced(c.userId);
  const root = { ...c.root, sync: newSyncMeta(crypto.randomUUID()) };
  await core.tables.users.set(userKey(c.userId), root);
  noteRoot(c, root);
  return root.sync;
}

export function syncNow(core: StorageCore, userId: string, transport: SyncTransport): Promise<SyncRun> {
  return core.withUser(userId, async (c, now) => {
    await syncMetaOf(core, c);
    const { run, root } = await syncRound({ tables: core.tables, newId: core.newId, now }, c, transport);
    if (run.rebuilt) {
      core.caches.delete(userId);
      // Opening the new journal also removes the one it replaced.
      await core.cacheOf(userId, now);
      core.notifier.announce({ type: "synced", userId, origin: "local" });
    } else noteRoot(c, root);
    return run;
  });
}

export function stopSync(core: StorageCore, userId: string): Promise<void> {
  return core.withUser(userId, async (c) => {
    const { sync: _off, ...root } = c.root;
    await core.tables.users.set(userKey(userId), root);
    noteRoot(c, root);
  });
}

export function syncView(core: StorageCore, userId: string): Promise<SyncView | null> {
  return core.withUser(userId, async (c) => {
    const meta = c.root.sync;
    return meta ? syncViewOf(meta, await entriesAfter(core.tables, c, meta.confirmed.local)) : null;
  });
}
