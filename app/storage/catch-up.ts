// Catching a tab's user cache up with what is stored: the user's root (a new
// generation after an import means reload), then any journal entries another
// tab, or this tab before a crash, wrote after what memory holds. Runs inside
// the write lock before every operation, which is what prevents lost updates.
import { GameError } from "~/game/errors";
import { storageError, type Tables } from "~/storage/backend/codec";
import { openUserCache } from "~/storage/checkpoints/checkpoint";
import { removeNamespaces } from "~/storage/checkpoints/cleanup";
import { checkSequence, parsePage, readPageRaw } from "~/storage/journal/journal";
import { pageKey, userKey, usernameKey } from "~/storage/backend/keys";
import type { UserRoot } from "~/storage/backend/schemas";
import { StaleCheckpoint } from "~/storage/backend/stale";
import { applyPage, loadWindow, noteRoot, type UserCache } from "~/storage/journal/user-cache";
import { readRoot } from "~/storage/journal/users";

/** Applies journal pages from the cache's head page on. */
async function readNewPages(tables: Tables, c: UserCache): Promise<void> {
  for (let k = c.head.k; ; k++) {
    const raw = await readPageRaw(tables, c.ns, k);
    if (raw === null || raw === undefined) {
      if (k === c.head.k && c.seq > 0) throw storageError(`commitRecords:${pageKey(c.ns, k)}: journal page is missing`);
      return;
    }
    if (k === c.head.k && raw === c.head.raw) {
      if (!c.head.closed) return;
      continue;
    }
    const page = parsePage(raw, c.ns, k);
    const last = page.entries.at(-1)?.seq ?? 0;
    if (k === c.head.k && last < c.seq)
      throw storageError(`commitRecords:${pageKey(c.ns, k)}: journal page lost entries`);
    checkSequence(page.entries, c.seq, c.ns);
    await applyPage(tables, c, page, raw);
    if (!page.closed) return;
  }
}

/** The up-to-date cache of `userId`, opening it when needed; NO_SESSION for an unknown user. */
export async function catchUp(
  tables: Tables,
  caches: Map<string, UserCache>,
  userId: string,
  now: number,
): Promise<UserCache> {
  const root = await readRoot(tables, userId);
  if (!root) {
    caches.delete(userId);
    throw new GameError("NO_SESSION", { detail: `no local user ${userId}` });
  }
  if (root.cleanup) await finishCleanup(tables, root);
  let c = caches.get(userId);
  for (let attempt = 0; ; attempt++) {
    try {
      if (!c || c.root.gen !== root.gen) c = await openUserCache(tables, root, now);
      noteRoot(c, root);
      await readNewPages(tables, c);
      await loadWindow(tables, c, now);
      caches.set(userId, c);
      return c;
    } catch (error) {
      if (!(error instanceof StaleCheckpoint)) throw error;
      // Another tab checkpointed and removed what this tab's directory names.
      caches.delete(userId);
      if (attempt > 0) throw storageError(error.message);
      c = undefined;
    }
  }
}

/** After an import or a re-keyed import: drop the replaced data (best effort, idempotent). */
async function finishCleanup(tables: Tables, root: UserRoot): Promise<void> {
  try {
    const { namespaces, users } = root.cleanup!;
    // The replaced user may still hold this user's name in the index: take it back first.
    await tables.users.set(usernameKey(root.user.username), root.user.id);
    for (const userId of users) await tables.users.remove(userKey(userId));
    await removeNamespaces(tables, namespaces);
    const { cleanup: _done, ...rest } = root;
    await tables.users.set(userKey(root.user.id), rest);
    delete root.cleanup;
  } catch {
    // Left for the next open; the data in use is not affected.
  }
}
