// Writes of one transaction that do not read each other's results (a push's log rows, client
// mark, state and social rows): on PostgreSQL one statement, a data-modifying WITH, because
// every statement is a round trip and a push's latency is mostly round trips; on SQLite one
// after another, in order (no round trips there, and SQLite has no writes inside WITH).
import { sql, type OperationNode } from "kysely";
import type { Engine } from "./connection.server";
import type { Db } from "./schema.server";

/** An insert, update or delete built but not run. */
export type Write = { execute(): Promise<unknown>; toOperationNode(): OperationNode };

/**
 * Runs `writes` in `tx`. They must touch different rows: PostgreSQL runs the parts of a WITH on
 * one snapshot, in no set order, so no part may depend on another.
 */
export async function executeWrites(tx: Db, engine: Engine, writes: readonly Write[]): Promise<void> {
  if (engine === "sqlite" || writes.length === 1) {
    for (const write of writes) await write.execute();
    return;
  }
  if (writes.length === 0) return;
  const parts = writes.map((write, index) => sql`${sql.id(`write_${index}`)} as (${write})`);
  await sql`with ${sql.join(parts)} select 1`.execute(tx);
}
