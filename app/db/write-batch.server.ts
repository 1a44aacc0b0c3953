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
 * The most rows one write may hold. With at most 10 columns that is 5,000 values: under
 * SQLite's 32,766 per statement, and 12 writes stay under PostgreSQL's 65,535.
 */
export const MAX_ROWS_PER_WRITE = 500;
const MAX_WRITES_PER_STATEMENT = 12;

/** `rows` cut into pieces of at most MAX_ROWS_PER_WRITE, one write each. */
export function inWrites<Row>(rows: readonly Row[], write: (piece: Row[]) => Write): Write[] {
  const writes: Write[] = [];
  for (let start = 0; start < rows.length; start += MAX_ROWS_PER_WRITE) {
    writes.push(write(rows.slice(start, start + MAX_ROWS_PER_WRITE)));
  }
  return writes;
}

/**
 * Runs `writes` in `tx`. They must touch different rows: PostgreSQL runs the parts of a WITH on
 * one snapshot, in no set order, so no part may depend on another. Each holds at most
 * MAX_ROWS_PER_WRITE rows (`inWrites`).
 */
export async function executeWrites(tx: Db, engine: Engine, writes: readonly Write[]): Promise<void> {
  if (engine === "sqlite") {
    for (const write of writes) await write.execute();
    return;
  }
  for (let start = 0; start < writes.length; start += MAX_WRITES_PER_STATEMENT) {
    const group = writes.slice(start, start + MAX_WRITES_PER_STATEMENT);
    if (group.length === 1) {
      await group[0]!.execute();
      continue;
    }
    const parts = group.map((write, index) => sql`${sql.id(`write_${index}`)} as (${write})`);
    await sql`with ${sql.join(parts)} select 1`.execute(tx);
  }
}
