// The sync log on the server (issue #21, ADR "sync protocol"): a push runs every new action
// through the engine on the user's cached state and appends the outcome to the user's log,
// in one transaction per user (reading it back: sync-pull.server.ts).
import type { PushRequest, PushResponse } from "~/log/protocol";
import { transaction, type Connection } from "./connection.server";
import { clearSocialProjection, socialWrites } from "./social-projection.server";
import { planPush, type PushPlan, type PushStart } from "./push-plan.server";
import { lockUser, movedSince, pushStart, stateWrite } from "./sync-opening.server";
import type { Db } from "./schema.server";
import { executeWrites, inWrites } from "./write-batch.server";

export { NoSuchUser, lockedState, stateWrite, type SyncState } from "./sync-opening.server";

/** Appends the plan's rows and stores the client's mark, the new state and the social copies. */
async function writePlan(
  tx: Db,
  connection: Connection,
  userId: string,
  clientId: string,
  start: PushStart,
  plan: PushPlan,
  now: number,
) {
  const head = plan.response.head;
  const clientMark = { last_mutation_id: plan.lastMutation, last_push_at: now, last_day: plan.lastDay };
  // One statement on PostgreSQL (a push holds at most 500 actions, one write of log rows).
  const writes = inWrites(plan.rows, (piece) => tx.insertInto("sync_log").values(piece));
  writes.push(
    tx
      .insertInto("sync_clients")
      .values({ user_id: userId, client_id: clientId, ...clientMark })
      .onConflict((conflict) => conflict.columns(["user_id", "client_id"]).doUpdateSet(clientMark)),
  );
  if (head !== start.seq) {
    const after = { world: plan.world, witnessed: plan.witnessed };
    writes.push(stateWrite(tx, userId, { seq: head, ...after }, now));
    const before = start.seq === 0 ? null : { world: start.world, witnessed: start.witnessed };
    writes.push(...socialWrites(tx, userId, before, after, plan.applied, now));
  }
  await executeWrites(tx, connection.engine, writes);
}

/** Pushes planned outside the lock that found the log moved before this one works out its plan under it. */
const OPTIMISTIC_ATTEMPTS = 3;

/**
 * Applies a push (planPush: duplicates skipped, the rest refused or applied in order) and
 * appends it to the user's log in one transaction: a crash leaves none of it. The engine work is
 * done before the transaction opens, in slices that yield the event loop, so neither the
 * SQLite connection nor a PostgreSQL pooled connection and row lock wait on it (ADR 0029);
 * under the lock the push only checks that the log has not moved since it read it, and writes.
 * If it has (another push of the same user landed), the push is planned again.
 */
export async function pushActions(
  connection: Connection,
  userId: string,
  push: PushRequest,
  now: number = Date.now(),
): Promise<PushResponse> {
  const firstIds = push.actions.flatMap((item) => (item.ids[0] === undefined ? [] : [item.ids[0]]));
  for (let attempt = 1; attempt <= OPTIMISTIC_ATTEMPTS; attempt += 1) {
    const start = await pushStart(connection.db, userId, push, firstIds);
    const plan = await planPush(start, push, userId, now);
    const done = await transaction(connection, async (tx) => {
      await lockUser(tx, connection, userId);
      if (await movedSince(tx, userId, push.clientId, start)) return null;
      await writePlan(tx, connection, userId, push.clientId, start, plan, now);
      return plan.response;
    });
    if (done) return done;
  }
  // The same user's pushes keep crossing (several devices at once): plan under the lock. On
  // SQLite other requests' queries wait for the one connection meanwhile, never run inside it.
  return transaction(connection, async (tx) => {
    await lockUser(tx, connection, userId);
    const start = await pushStart(tx, userId, push, firstIds);
    const plan = await planPush(start, push, userId, now);
    await writePlan(tx, connection, userId, push.clientId, start, plan, now);
    return plan.response;
  });
}

/**
 * Removes the user's log, clients and state; the account stays. (Settings' "Delete my data from
 * the server" now deletes the whole account: account-data.server.ts, issue #22.)
 */
export function deleteSyncData(connection: Connection, userId: string): Promise<void> {
  return transaction(connection, async (tx) => {
    await tx.deleteFrom("sync_log").where("user_id", "=", userId).execute();
    await tx.deleteFrom("sync_clients").where("user_id", "=", userId).execute();
    await tx.deleteFrom("sync_state").where("user_id", "=", userId).execute();
    await clearSocialProjection(tx, userId);
  });
}
