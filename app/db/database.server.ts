// The server process's one database: opened from DATABASE_URL and migrated on first use,
// shared by every copy of this module in the process (server.ts loads app/db outside the
// Remix build, which bundles its own copy), like the process secret in env.server.ts.
import { parseDatabaseUrl } from "./config.server";
import { openConnection, type Connection } from "./connection.server";
import { DatabaseError } from "./errors.server";
import { migrate } from "./migrate.server";
import { deleteExpiredSessions } from "./sessions.server";
import { sweepIdleDemoUsers } from "./users.server";

/** Demo users idle this long are deleted (rule 19, docs/rules.md). */
export const DEMO_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

type Holder = {
  __momentumDatabase?: { url: string; connection: Promise<Connection> };
  __momentumMaintenance?: ReturnType<typeof setInterval>;
};
const holder = globalThis as Holder;

async function openAndMigrate(url: string | undefined): Promise<Connection> {
  const connection = await openConnection(parseDatabaseUrl(url));
  try {
    await migrate(connection);
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
  return connection;
}

/**
 * The database of DATABASE_URL, migrated. Opened once per process (again only if DATABASE_URL
 * changed, which tests do); a failure is not kept, so the next call tries again.
 */
export function getDatabase(): Promise<Connection> {
  const url = process.env.DATABASE_URL ?? "";
  const current = holder.__momentumDatabase;
  if (current?.url === url) return current.connection;
  if (current) void current.connection.then((old) => old.close()).catch(() => undefined);
  const connection = openAndMigrate(url);
  holder.__momentumDatabase = { url, connection };
  connection.catch(() => {
    if (holder.__momentumDatabase?.connection === connection) holder.__momentumDatabase = undefined;
  });
  return connection;
}

/** Housekeeping: idle demo users and expired sessions go. Returns what was removed. */
export async function runMaintenance(connection: Connection, now: number = Date.now()) {
  const demoUsers = await sweepIdleDemoUsers(connection, now, DEMO_IDLE_MS);
  const sessions = await deleteExpiredSessions(connection, now);
  return { demoUsers, sessions };
}

/**
 * For server.ts: opens and migrates the database (throwing a DatabaseError with a one-line
 * message when it cannot), sweeps once, then every hour on a timer that never keeps the
 * process alive.
 */
export async function startDatabase(): Promise<Connection> {
  const connection = await getDatabase();
  const sweep = () =>
    runMaintenance(connection).catch((error: unknown) =>
      console.error(`[db] maintenance failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  await sweep();
  if (holder.__momentumMaintenance) clearInterval(holder.__momentumMaintenance);
  holder.__momentumMaintenance = setInterval(sweep, MAINTENANCE_EVERY_MS);
  holder.__momentumMaintenance.unref();
  return connection;
}

/**
 * For a process's start (server.ts, tests' HTTP server): startDatabase, or, when the database
 * cannot be opened or reached, one plain line and exit 1 (no stack trace for an operator).
 */
export async function startDatabaseOrExit(): Promise<Connection> {
  try {
    return await startDatabase();
  } catch (error) {
    if (!(error instanceof DatabaseError)) throw error;
    console.error(`Momentum cannot start: ${error.message}`);
    process.exit(1);
  }
}

/** Closes the database (graceful shutdown, tests). */
export async function closeDatabase(): Promise<void> {
  if (holder.__momentumMaintenance) clearInterval(holder.__momentumMaintenance);
  holder.__momentumMaintenance = undefined;
  const current = holder.__momentumDatabase;
  holder.__momentumDatabase = undefined;
  if (current) await (await current.connection.catch(() => null))?.close();
}
