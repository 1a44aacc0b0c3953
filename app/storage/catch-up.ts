// Bringing a tab's session up to what is stored: the user's root (a new
// generation after an import means reload), then any journal entries another
// tab, or this tab before a crash, wrote after what memory holds. Runs inside
// the write lock before every operation, which is what prevents lost updates.
import { GameError } from "~/game/errors";
import { storageError, type Tables } from "./codec";
import { loadSession } from "./checkpoint";
import { removeNamespaces } from "./cleanup";
import { checkSequence, parsePage, readPageRaw } from "./journal";
import { pageKey, userKey, usernameKey } from "./keys";
import { homeMonths } from "./partitions";
import { UserRootSchema, type UserRoot } from "./schemas";
import { applyEntries, ensureMonths, StaleCheckpoint, type Session } from "./session";
import { ensureYears, slideWindow, windowYears } from "./xp-window";

export function readRoot(tables: Tables, userId: string): Promise<UserRoot | null> {
  return tables.users.get(UserRootSchema, userKey(userId));
}

/** Applies journal pages from the session's head page on. */
export async function catchUp(tables: Tables, s: Session): Promise<void> {
  for (let k = s.head.k; ; k++) {
    const raw = await readPageRaw(tables, s.ns, k);
    if (raw === null || raw === undefined) {
      if (k === s.head.k && s.seq > 0) throw storageError(`commitRecords:${pageKey(s.ns, k)}: journal page is missing`);
      return;
    }
    if (k === s.head.k && raw === s.head.raw) {
      if (!s.head.closed) return;
      continue;
    }
    const page = parsePage(raw, s.ns, k);
    const last = page.entries.at(-1)?.seq ?? 0;
    if (k === s.head.k && last < s.seq)
      throw storageError(`commitRecords:${pageKey(s.ns, k)}: journal page lost entries`);
    checkSequence(page.entries, s.seq, s.ns);
    await applyEntries(tables, s, page.entries);
    s.head = { k, closed: page.closed, entries: page.entries, raw };
    if (!page.closed) return;
  }
}

/** The up-to-date session of `userId`, loading it when needed; NO_SESSION for an unknown user. */
export async function syncSession(
  tables: Tables,
  sessions: Map<string, Session>,
  userId: string,
  now: number,
): Promise<Session> {
  const root = await readRoot(tables, userId);
  if (!root) {
    sessions.delete(userId);
    throw new GameError("NO_SESSION", { detail: `no local user ${userId}` });
  }
  if (root.cleanup) await finishCleanup(tables, root);
  let s = sessions.get(userId);
  for (let attempt = 0; ; attempt++) {
    try {
      if (!s || s.root.gen !== root.gen) s = await loadSession(tables, root, now);
      s.root = root;
      await catchUp(tables, s);
      await ensureMonths(tables, s, homeMonths(now));
      slideWindow(s, now);
      await ensureYears(tables, s, windowYears(s, now));
      sessions.set(userId, s);
      return s;
    } catch (error) {
      if (!(error instanceof StaleCheckpoint)) throw error;
      // Another tab checkpointed and removed what this tab's directory names.
      sessions.delete(userId);
      if (attempt > 0) throw storageError(error.message);
      s = undefined;
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
