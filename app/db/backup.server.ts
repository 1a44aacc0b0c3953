// `npm run db:backup`: a consistent copy of the SQLite database while the server runs, through
// SQLite's online backup API (pages are copied in steps; writers are not stopped). PostgreSQL
// has its own tool for this, pg_dump (README, "Backups").
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Connection } from "./connection.server";
import { DatabaseError } from "./errors.server";

export async function backupDatabase(connection: Connection, destination: string): Promise<{ pages: number }> {
  if (!connection.sqlite) {
    throw new DatabaseError(
      `${connection.where}: back up PostgreSQL with pg_dump, e.g. pg_dump --format=custom --file=momentum.dump "$DATABASE_URL".`,
    );
  }
  mkdirSync(dirname(destination), { recursive: true });
  const { totalPages } = await connection.sqlite.backup(destination);
  return { pages: totalPages };
}
