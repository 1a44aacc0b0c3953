// What one sync round needs and what it reports (storage/sync/sync.ts runs rounds; a new device's
// first rounds are in storage/sync/sync-snapshot.ts).
import type { Tables } from "~/storage/backend/codec";
import type { SyncMeta } from "~/storage/backend/schemas";

/** The storage's tables, its id source and the time of the round. */
export type SyncDeps = {
  tables: Tables;
  newId: () => string;
  now: number;
  /** The user asked (Sync now): a history upload the server refused before is sent again. */
  retryUpload?: boolean;
};

export type SyncRun = {
  pushed: number;
  pulled: number;
  /** The journal was rebuilt on the server's log (another device's changes, or a refusal). */
  rebuilt: boolean;
  /** The journal is the server's state without the log behind it yet: another round follows at once. */
  more: boolean;
  /** The server's refusals of this device's actions that this run learned of. */
  refusals: SyncMeta["refusals"];
  /** What the server left out of this device's history from before sync (learned once, with the rebuild). */
  uploadRefusals: SyncMeta["refusals"];
  /** How many items that was (a long list ends in one line that counts the rest). */
  notMerged: number;
};
