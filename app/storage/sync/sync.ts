// Sync in the browser (issue #21, ADR "sync protocol"): push this device's pending actions,
// pull the server's log, and make the journal "the server's log, then what is still pending".
// Runs inside the storage lock (storage.ts), so two tabs never push or rebase at once.
//
// The journal of a synced user is two parts: entries 1…confirmed.local are the server's log
// up to confirmed.seq; the entries after are this device's (actions carry `sync`, a daily
// refresh does not). After a pull either the new log is exactly this device's pending actions
// as it wrote them (the usual case: only the root's marker moves), or the journal is rebuilt
// under a new generation (the server's log, then the pending actions re-run on top) and the
// root flips to it in one write: a tab killed at any moment finds the old or the new journal.
// History from before sync goes up once, as a backup, before the first push (sync-upload.ts).
// A new device starts from the server's state and pulls the log behind it (sync-snapshot.ts).
import { dayOf, UTC_DAY_RULE } from "~/game/day";
import type { World } from "~/game/world";
import { applyActionSteps, type AppliedAction } from "~/log/apply-action";
import { pageSlicer } from "~/log/slices";
import { MAX_PUSH_ACTIONS, type LogEntry, type PushedAction } from "~/log/protocol";
import type { SyncTransport } from "~/storage/sync/sync-transport";
import type { Tables } from "~/storage/backend/codec";
import { replayJournalSteps } from "~/log/entry";
import { writeSyncedGeneration } from "~/storage/checkpoints/generation";
import { readJournal, readPage } from "~/storage/journal/journal";
import { userKey } from "~/storage/backend/keys";
import type { SyncMeta, UserRoot } from "~/storage/backend/schemas";
import type { JournalEntry } from "~/log/entry-schema";
import { journalEntriesOf, refusalsIn, uploadLegacy } from "./sync-upload";
import { pullLog, snapshotRound, snapshotWanted, type PulledLog } from "./sync-snapshot";
import type { SyncDeps, SyncRun } from "./sync-round";
import type { UserCache } from "~/storage/journal/user-cache";

export type SyncView = {
  clientId: string;
  pending: number;
  lastSyncedAt: number | null;
  refusals: SyncMeta["refusals"];
  /** The journal is the server's state; the history behind it is still to come (ADR 0027). */
  filling: boolean;
  /** History from before sync is still to go up (ADR 0021): the server does not hold it yet. */
  uploadWaiting: boolean;
};

/** Sync stopped for this user on this device (their server data was deleted) until they ask again. */
export class SyncStopped extends Error {
  override name = "SyncStopped";
}

/** The server's log is shorter than what this device confirmed: the user deleted it. */
export class ServerDataDeleted extends Error {
  override name = "ServerDataDeleted";
}

export function newSyncMeta(clientId: string): SyncMeta {
  return { clientId, confirmed: { seq: 0, local: 0 }, mutationBase: 0, refusals: [], lastSyncedAt: null };
}

/** The journal's entries after `after`, read back from the newest page (pending is short). */
export async function entriesAfter(tables: Tables, c: UserCache, after: number): Promise<JournalEntry[]> {
  const out: JournalEntry[][] = [];
  for (let k = c.head.k; k >= 0; k--) {
    const entries = k === c.head.k ? c.head.entries : ((await readPage(tables, c.ns, k))?.entries ?? []);
    out.unshift(entries);
    if ((entries[0]?.seq ?? 0) <= after + 1) break;
  }
  return out.flat().filter((entry) => entry.seq > after && entry.seq <= c.seq);
}

const pushedOf = (entry: JournalEntry): PushedAction => ({
  mutationId: entry.sync!.mutationId,
  at: entry.at,
  // The day the device counted it for (rule 18): the server counts it on the same day.
  day: entry.day ?? dayOf(entry.at),
  rule: entry.rule ?? { ...UTC_DAY_RULE },
  action: entry.sync!.action,
  ids: entry.sync!.ids,
});

const bodyOf = (entry: Pick<JournalEntry, "records" | "habits" | "goals" | "commitments" | "game">) =>
  JSON.stringify([entry.records, entry.habits ?? [], entry.goals ?? [], entry.commitments ?? [], entry.game ?? null]);

/** The new log is exactly the pending actions, applied as this device wrote them. */
function echoesPending(log: readonly LogEntry[], tail: readonly JournalEntry[], clientId: string): boolean {
  return (
    log.length === tail.length &&
    tail.every((entry, i) => {
      const line = log[i]!;
      return (
        entry.sync !== undefined &&
        line.clientId === clientId &&
        line.mutationId === entry.sync.mutationId &&
        line.outcome.status === "applied" &&
        bodyOf(line.outcome.entry) === bodyOf(entry)
      );
    })
  );
}

/**
 * One round: push what is pending, pull the log, then confirm or rebuild. Returns what it did
 * and the root to use from now on (a rebuild flips it to a new generation). A device holding
 * nothing starts from the server's state instead; the round after pulls the whole log, from
 * `prefetched` (pulled before the lock was taken) on.
 */
export async function syncRound(
  deps: SyncDeps,
  c: UserCache,
  transport: SyncTransport,
  prefetched: PulledLog | null = null,
): Promise<{ run: SyncRun; root: UserRoot }> {
  const { tables } = deps;
  const meta = c.root.sync!;
  // Pending actions may use what the history from before sync made: it goes up first.
  if (meta.upload) await uploadLegacy(tables, c, meta, transport, { now: deps.now, retry: deps.retryUpload ?? false });
  const tail = await entriesAfter(tables, c, meta.confirmed.local);
  const pending = tail.filter((entry) => entry.sync);
  for (let i = 0; i < pending.length; i += MAX_PUSH_ACTIONS) {
    const actions = pending.slice(i, i + MAX_PUSH_ACTIONS).map(pushedOf);
    await transport.push({ clientId: meta.clientId, actions });
  }
  if (snapshotWanted(meta, pending.length)) {
    const taken = await snapshotRound(deps, c, transport);
    if (taken) return taken;
  }
  // After a snapshot the whole log comes, to replace it.
  const from = meta.snapshot ? 0 : meta.confirmed.seq;
  const { entries: log, last: page } = await pullLog(transport, from, meta.snapshot ? prefetched?.entries : []);
  if (page.head < meta.confirmed.seq) {
    // The user deleted their data from the server: this device stops syncing, its data stays.
    await tables.users.set(userKey(c.userId), stoppedRoot(c.root, deps.now));
    throw new ServerDataDeleted(c.userId);
  }
  const head = log.at(-1)?.seq ?? meta.confirmed.seq;
  const run: SyncRun = {
    pushed: pending.length,
    pulled: log.length,
    rebuilt: false,
    more: false,
    refusals: [],
    uploadRefusals: [],
    notMerged: 0,
  };
  const stamp = { lastSyncedAt: deps.now };
  // After an upload or a snapshot the journal is always rebuilt: the log replaces what it holds.
  const settling = !!meta.upload || !!meta.snapshot;
  if (!settling && log.length === 0 && pending.length === 0) {
    const root = { ...c.root, sync: { ...meta, ...stamp } };
    await tables.users.set(userKey(c.userId), root);
    return { run, root };
  }
  if (!settling && echoesPending(log, tail, meta.clientId)) {
    const root = { ...c.root, sync: { ...meta, ...stamp, confirmed: { seq: head, local: c.seq } } };
    await tables.users.set(userKey(c.userId), root);
    return { run, root };
  }
  const mine = page.clients[meta.clientId] ?? 0;
  // After a snapshot the log is pulled from the start: this device's lines in it all came after
  // the snapshot (it had nothing pending then, and a new device has a new client id).
  const learned = refusalsIn(log, meta.clientId);
  run.refusals.push(...learned.actions);
  run.uploadRefusals.push(...learned.upload);
  run.notMerged = learned.notMerged;
  const kept = meta.confirmed.local === 0 || meta.snapshot ? [] : await readJournal(tables, c.ns);
  const confirmed = [
    ...kept.filter((entry) => entry.seq <= meta.confirmed.local),
    ...log.flatMap(journalEntriesOf),
  ].map((entry, i) => ({ ...entry, seq: i + 1 }));
  const stillPending = pending.filter((entry) => entry.sync!.mutationId > mine);
  const entries = await rebase(deps, c.userId, confirmed, stillPending);
  const { upload: _uploaded, snapshot: _filled, ...settled } = meta;
  const sync: SyncMeta = {
    ...settled,
    ...stamp,
    confirmed: { seq: head, local: confirmed.length },
    // New actions' mutation ids (base + seq) go on past every id used so far.
    mutationBase: Math.max(meta.mutationBase + c.seq, mine),
    refusals: [...meta.refusals, ...run.refusals, ...run.uploadRefusals],
  };
  const root = await writeSyncedGeneration(tables, c, deps.newId(), sync, entries);
  return { run: { ...run, rebuilt: true }, root };
}

/**
 * The confirmed entries, then each pending action re-run on top (kept even when refused here: the
 * server decides). In slices: the log may hold an import, and a pending action may be one.
 */
async function rebase(
  deps: SyncDeps,
  userId: string,
  confirmed: JournalEntry[],
  pending: JournalEntry[],
): Promise<JournalEntry[]> {
  const entries = [...confirmed];
  const slicer = pageSlicer();
  let world: World | null = null;
  for (const entry of pending) {
    world ??= await slicer.run(replayJournalSteps(userId, confirmed));
    const outcome: AppliedAction = await slicer.run(
      applyActionSteps(world, pushedOf(entry), userId, () => deps.newId()),
    );
    const seq = entries.length + 1;
    const { type, at, day, rule, sync } = entry;
    if (outcome.status === "applied") {
      entries.push({ seq, type, at, ...outcome.entry, sync: { ...sync!, ids: outcome.ids } });
      world = outcome.world;
    } else {
      entries.push({ seq, type, at, day, rule, records: [], sync });
    }
  }
  return entries;
}

/** The root with sync off for good on this device (until the user asks again). */
export function stoppedRoot(root: UserRoot, now: number): UserRoot {
  const { sync: _off, ...rest } = root;
  return { ...rest, syncStopped: now };
}

export function syncViewOf(meta: SyncMeta, tail: readonly JournalEntry[]): SyncView {
  return {
    clientId: meta.clientId,
    pending: tail.filter((entry) => entry.sync).length,
    lastSyncedAt: meta.lastSyncedAt,
    refusals: meta.refusals,
    filling: meta.snapshot !== undefined,
    uploadWaiting: meta.upload !== undefined,
  };
}
