// The first upload of a device's history from before sync (ADR 0021): checked by the caller
// (app/log/upload-check.ts), merged with what the user's log holds (app/log/upload-merge.ts)
// and appended as one "import" entry, in the same per-user transaction as a push. Idempotent per
// (clientId, mutationId): a retry after a lost answer stores nothing and answers as the first time.
import type { CommitRecord } from "~/game/entity-schemas";
import { addWitnessed, witnessedRecords } from "~/game/witness";
import type { EntryBody } from "~/log/protocol";
import type { UploadResponse, UploadTarget } from "~/log/upload";
import type { Backup } from "~/log/upload-check";
import { mergeUpload } from "~/log/upload-merge";
import { transaction, type Connection } from "./connection.server";
import type { Db } from "./schema.server";
import { socialWrites } from "./social-projection.server";
import { lockedState, stateWrite } from "./sync-opening.server";
import { executeWrites } from "./write-batch.server";

/** A second history upload for the account (from any device): an account takes one. */
export class HistoryAlreadyUploaded extends Error {
  override name = "HistoryAlreadyUploaded";
}

/** An upload whose mutation id is not above what the client already sent (only a forged client does this). */
export class StaleUpload extends Error {
  override name = "StaleUpload";
}

const refusedCount = (body: EntryBody) => (body.refused ? body.refused.items.length + body.refused.more : 0);

export function uploadHistory(
  connection: Connection,
  userId: string,
  target: UploadTarget,
  backup: Backup,
  now: number = Date.now(),
): Promise<UploadResponse> {
  return transaction(connection, async (tx) => {
    const { state, lastMutation } = await lockedState(tx, connection, userId, target.clientId);
    const earlier = await tx
      .selectFrom("sync_log")
      .select(["seq", "status", "body"])
      .where("user_id", "=", userId)
      .where("client_id", "=", target.clientId)
      .where("mutation_id", "=", target.mutationId)
      .executeTakeFirst();
    if (earlier) {
      const body = earlier.status === "applied" ? (JSON.parse(earlier.body) as EntryBody) : null;
      return { status: "duplicate", seq: Number(earlier.seq), head: state.seq, refused: body ? refusedCount(body) : 0 };
    }
    if (lastMutation >= target.mutationId) {
      throw new StaleUpload(`mutation ${target.mutationId} of ${target.clientId}`);
    }
    const uploaded = await tx
      .selectFrom("sync_log")
      .select("seq")
      .where("user_id", "=", userId)
      .where("type", "=", "import")
      .limit(1)
      .executeTakeFirst();
    const records = await serverRecords(tx, userId);
    const merged = mergeUpload({ world: state.world, records: records ?? new Map(), empty: records === null }, backup);
    // A device whose "history" holds nothing the server lacks (one that crashed before its first
    // round, say) still joins; any second history that would add something is refused.
    if (uploaded && bringsHistory(merged.entry)) {
      throw new HistoryAlreadyUploaded(`${userId} uploaded at seq ${Number(uploaded.seq)}`);
    }
    const seq = state.seq + 1;
    // Only days that ended less than 48 h ago can still count publicly (rule 26).
    const seen = witnessedRecords(merged.entry.records, merged.world.game.dayRule, now);
    const after = { world: merged.world, witnessed: addWitnessed(state.witnessed, seen) };
    const mark = { last_mutation_id: target.mutationId, last_push_at: now };
    await executeWrites(tx, connection.engine, [
      tx.insertInto("sync_log").values({
        user_id: userId,
        seq,
        client_id: target.clientId,
        mutation_id: target.mutationId,
        type: "import",
        at: now,
        status: "applied",
        body: JSON.stringify(merged.entry),
        first_id: null,
        created_at: now,
      }),
      tx
        .insertInto("sync_clients")
        .values({ user_id: userId, client_id: target.clientId, ...mark })
        .onConflict((conflict) => conflict.columns(["user_id", "client_id"]).doUpdateSet(mark)),
      stateWrite(tx, userId, { seq, ...after }, now),
      // Public pages show the uploaded habits and goals at once, and the days witnessed in time.
      // The history's milestones are not replayed into the Friends feed: it shows what happens from now on.
      ...socialWrites(tx, userId, state.seq === 0 ? null : state, after, [], now),
    ]);
    return { status: "applied", seq, head: seq, refused: merged.refused.length };
  });
}

/** Whether an import entry adds any record or definition to the log. */
const bringsHistory = (entry: EntryBody) =>
  entry.records.length > 0 || [entry.habits, entry.goals, entry.commitments].some((part) => (part?.length ?? 0) > 0);

/** Every record of the user's applied log entries by id, or null when the log holds no applied entry. */
async function serverRecords(tx: Db, userId: string): Promise<Map<string, CommitRecord> | null> {
  const rows = await tx
    .selectFrom("sync_log")
    .select("body")
    .where("user_id", "=", userId)
    .where("status", "=", "applied")
    .orderBy("seq")
    .execute();
  if (rows.length === 0) return null;
  const records = new Map<string, CommitRecord>();
  for (const row of rows)
    for (const record of (JSON.parse(row.body) as EntryBody).records) records.set(record.id, record);
  return records;
}
