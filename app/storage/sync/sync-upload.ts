// The first upload of history written before sync was on (issue #21 point 3, ADR 0021). Such
// journal entries carry no actions, so they cannot be pushed: the device sends them once as a
// backup file (entries 1…through, nothing after), the server stores them as one "import" entry
// of its log, and the rebuild that follows replaces them with that entry. Until the rebuild the
// root keeps the marker, so a crash before or after the upload sends it again under the same
// mutation id, which the server answers without storing it twice.
import type { LogEntry } from "~/log/protocol";
import type { SyncTransport } from "~/storage/sync/sync-transport";
import { UploadRefused, type UploadResponse } from "~/log/upload";
import type { Tables } from "~/storage/backend/codec";
import { BULK_RECORDS, readJournal } from "~/storage/journal/journal";
import type { SyncMeta } from "~/storage/backend/schemas";
import type { JournalEntry } from "~/log/entry-schema";
import { noteRoot, type UserCache } from "~/storage/journal/user-cache";
import { userKey } from "~/storage/backend/keys";

/** Entry types that only say what the app derived by itself: never history to upload. */
const DERIVED = new Set(["game/refresh"]);

/**
 * Whether the journal holds anything the server would need before sync starts: records,
 * definitions, or a setting the user changed. Refreshes and an empty import (a re-keyed new
 * user) hold none of these.
 */
export async function hasLocalHistory(tables: Tables, c: UserCache): Promise<boolean> {
  if (c.seq === 0) return false;
  return (await readJournal(tables, c.ns)).some(
    (entry) =>
      entry.records.length > 0 ||
      !!entry.world ||
      !!entry.habits?.length ||
      !!entry.goals?.length ||
      !!entry.commitments?.length ||
      (!!entry.game && !DERIVED.has(entry.type) && entry.type.startsWith("game/")),
  );
}

/** The marker of a new sync meta for a journal whose entries 1…seq were written before sync. */
export const uploadMarker = (seq: number): NonNullable<SyncMeta["upload"]> => ({ mutationId: seq, through: seq });

/**
 * Sends the history from before sync (entries 1…through) as a backup file. A refusal is kept with
 * the marker: the server answers the same history the same way, so it is built (seconds under the
 * storage lock on years of history) and sent again only when the user asks (`retry`).
 */
export async function uploadLegacy(
  tables: Tables,
  c: UserCache,
  meta: SyncMeta,
  transport: SyncTransport,
  { now, retry }: { now: number; retry: boolean },
): Promise<UploadResponse> {
  const upload = meta.upload!;
  if (upload.refused && !retry) throw new UploadRefused(upload.refused.message);
  const entries = (await readJournal(tables, c.ns)).filter((entry) => entry.seq <= upload.through);
  // Loaded here, once: a device's history from before sync goes up once.
  const { backupOfJournal } = await import("~/storage/backup/backup");
  const backup = backupOfJournal(c.root.user, entries, now);
  try {
    return await transport.upload({ clientId: meta.clientId, mutationId: upload.mutationId }, JSON.stringify(backup));
  } catch (error) {
    if (error instanceof UploadRefused) {
      const root = {
        ...c.root,
        sync: { ...meta, upload: { ...upload, refused: { at: now, message: error.message } } },
      };
      await tables.users.set(userKey(c.userId), root);
      noteRoot(c, root);
    }
    throw error;
  }
}

/**
 * A log entry as journal entries (seq 0: the caller numbers them). A large one (an uploaded
 * history) becomes its definitions with the first records, then the rest in entries of
 * BULK_RECORDS, as an import writes them: the same fold, in pages of the usual size.
 */
export function journalEntriesOf(line: LogEntry): JournalEntry[] {
  if (line.outcome.status !== "applied") return [];
  const { refused: _listed, records, ...body } = line.outcome.entry;
  const head: JournalEntry = { seq: 0, type: line.type, at: line.at, ...body, records: records.slice(0, BULK_RECORDS) };
  const entries = [head];
  for (let i = BULK_RECORDS; i < records.length; i += BULK_RECORDS) {
    entries.push({ seq: 0, type: `${line.type}/records`, at: line.at, records: records.slice(i, i + BULK_RECORDS) });
  }
  return entries;
}

type Listed = SyncMeta["refusals"][number];

/**
 * This device's refusals in `log`: its refused actions, what the server left out of its upload
 * (listed, the rest counted in one line), and how many items that was in all.
 */
export function refusalsIn(
  log: readonly LogEntry[],
  clientId: string,
): { actions: Listed[]; upload: Listed[]; notMerged: number } {
  const actions: Listed[] = [];
  const upload: Listed[] = [];
  let notMerged = 0;
  for (const line of log) {
    if (line.clientId !== clientId) continue;
    const { seq, at, outcome } = line;
    if (outcome.status === "refused") actions.push({ seq, at, message: outcome.refusal.message });
    else if (outcome.entry.refused) {
      const { items, more } = outcome.entry.refused;
      notMerged += items.length + more;
      for (const item of items) upload.push({ seq, at, message: item.message });
      if (more > 0) {
        const message = `${more.toLocaleString("en-US")} more items of this device's history from before sync were not merged.`;
        upload.push({ seq, at, message });
      }
    }
  }
  return { actions, upload, notMerged };
}
