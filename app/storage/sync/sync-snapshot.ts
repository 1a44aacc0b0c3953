// A new device on a long history (ADR 0027). Its first round takes the server's state
// (GET /sync/state: the World the server's log made, at seq N) as the one entry of a new
// journal, with a checkpoint, and flips the root to it: /home shows the account at once. The
// next round pulls the whole log (before it takes the storage lock, so the page reads its data
// meanwhile) and rebuilds the journal on it as any rebuild does (sync.ts): a new generation,
// one flip. A tab killed at any moment finds the empty journal, the snapshot or the whole log,
// and the root's `snapshot` marker makes its next round pull the log from the start.
import type { LogEntry, PullResponse } from "~/log/protocol";
import type { SyncTransport } from "~/storage/sync/sync-transport";
import { writeSyncedGeneration } from "~/storage/checkpoints/generation";
import type { SyncMeta, UserRoot } from "~/storage/backend/schemas";
import type { JournalEntry } from "~/log/entry-schema";
import type { UserCache } from "~/storage/journal/user-cache";
import type { SyncDeps, SyncRun } from "./sync-round";

/** The log pulled from after `after` to its head, and the last page (its head and clients' marks). */
export type PulledLog = { entries: LogEntry[]; last: PullResponse };

export async function pullLog(transport: SyncTransport, after: number, log: LogEntry[] = []): Promise<PulledLog> {
  const entries = [...log];
  let last = await transport.pull(entries.at(-1)?.seq ?? after);
  entries.push(...last.entries);
  while (last.more) {
    last = await transport.pull(entries.at(-1)?.seq ?? after);
    entries.push(...last.entries);
  }
  return { entries, last };
}

/** Nothing confirmed, pending or to upload: the round may start from the server's state. */
export const snapshotWanted = (meta: SyncMeta, pending: number): boolean =>
  meta.confirmed.seq === 0 && !meta.upload && !meta.snapshot && pending === 0;

export class ForeignState extends Error {
  override name = "ForeignState";
}

/**
 * The first round of a device that holds nothing of the account: the server's state becomes
 * its journal (one snapshot entry, seq 1) under a new generation. Null when the server holds
 * nothing yet (the round goes on as usual).
 */
export async function snapshotRound(
  deps: SyncDeps,
  c: UserCache,
  transport: SyncTransport,
): Promise<{ run: SyncRun; root: UserRoot } | null> {
  const state = await transport.state();
  if (state.seq === 0 || !state.world) return null;
  if (state.world.game.user !== c.userId) throw new ForeignState(`The server's state is not that of ${c.userId}.`);
  const meta = c.root.sync!;
  const entry: JournalEntry = { seq: 1, type: "sync/snapshot", at: deps.now, records: [], world: state.world };
  const sync: SyncMeta = {
    ...meta,
    lastSyncedAt: deps.now,
    confirmed: { seq: state.seq, local: 1 },
    // New actions' mutation ids (base + seq) go on past every id used so far.
    mutationBase: Math.max(meta.mutationBase + c.seq, state.clients[meta.clientId] ?? 0),
    snapshot: { seq: state.seq },
  };
  const root = await writeSyncedGeneration(deps.tables, c, deps.newId(), sync, [entry]);
  const run: SyncRun = {
    pushed: 0,
    pulled: 0,
    rebuilt: true,
    more: true,
    refusals: [],
    uploadRefusals: [],
    notMerged: 0,
  };
  return { run, root };
}
