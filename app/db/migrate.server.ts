// Numbered migrations (ADR 0014), run at every start-up and by `npm run db:migrate`. All
// pending migrations run in one transaction under a lock (PostgreSQL: an advisory lock;
// SQLite: BEGIN IMMEDIATE), so two processes starting together migrate once, and a crash
// midway leaves the schema as it was. Running it again when nothing is pending changes nothing.
import { sql } from "kysely";
import { transaction, type Connection } from "./connection.server";
import { DatabaseError, describeDriverError } from "./errors.server";
import { accountsAndSessions } from "./migration-0001-accounts-and-sessions.server";
import type { Migration } from "./migration.server";
import { syncLog } from "./migration-0002-sync.server";
import { social } from "./migration-0003-social.server";
import { clientDays } from "./migration-0004-client-days.server";
import { witnessed } from "./migration-0005-witnessed.server";
import { witnessedVacations } from "./migration-0006-witnessed-vacations.server";
import type { Db } from "./schema.server";

export const MIGRATIONS: readonly Migration[] = [
  accountsAndSessions,
  syncLog,
  social,
  clientDays,
  witnessed,
  witnessedVacations,
];

/** Any constant: the key of the advisory lock migrations hold on PostgreSQL. */
const PG_MIGRATION_LOCK = 2_026_112_520;

async function appliedVersions(db: Db): Promise<number[]> {
  await db.schema
    .createTable("schema_migrations")
    .ifNotExists()
    .addColumn("version", "integer", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("applied_at", "bigint", (column) => column.notNull())
    .execute();
  const rows = await db.selectFrom("schema_migrations").select("version").orderBy("version").execute();
  return rows.map((row) => Number(row.version));
}

/** Applies what is pending; returns the versions it applied (empty when the schema was current). */
export async function migrate(
  connection: Connection,
  migrations: readonly Migration[] = MIGRATIONS,
  now: () => number = Date.now,
): Promise<number[]> {
  checkNumbering(migrations);
  return transaction(connection, (db) => applyPending(db, connection, migrations, now)).catch((error: unknown) => {
    if (error instanceof DatabaseError) throw error;
    // A driver's error (permissions, a full disk…) as one line, the schema left as it was.
    throw new DatabaseError(describeDriverError(error, `${connection.where}: migrating failed`), { cause: error });
  });
}

async function applyPending(
  db: Db,
  connection: Connection,
  migrations: readonly Migration[],
  now: () => number,
): Promise<number[]> {
  if (connection.engine === "postgres") await sql`SELECT pg_advisory_xact_lock(${PG_MIGRATION_LOCK})`.execute(db);
  const applied = new Set(await appliedVersions(db));
  const newest = Math.max(0, ...applied);
  const known = migrations.at(-1)?.version ?? 0;
  if (newest > known) {
    throw new DatabaseError(
      `${connection.where} has schema version ${newest}, newer than this server knows (${known}): run the newer Momentum, or restore a backup.`,
    );
  }
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await migration.up(db, connection.engine);
    await db
      .insertInto("schema_migrations")
      .values({ version: migration.version, name: migration.name, applied_at: now() })
      .execute();
    done.push(migration.version);
  }
  return done;
}

function checkNumbering(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration "${migration.name}" has version ${migration.version}; expected ${index + 1}.`);
    }
  });
}
