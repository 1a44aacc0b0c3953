// Opens the one database of a server process: SQLite through better-sqlite3 (a file, WAL)
// or PostgreSQL through a pg pool, both behind Kysely, the one query builder (ADR 0013).
// Failures to open or reach the database become one-line DatabaseErrors.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql, SqliteDialect, type SqliteDatabase } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "./config.server";
import { DatabaseError, describeDriverError } from "./errors.server";
import type { Database, Db } from "./schema.server";

export type Engine = DatabaseConfig["engine"];

export type Connection = {
  db: Db;
  engine: Engine;
  /** For messages: the file, or the URL without its password. */
  where: string;
  /** The raw SQLite handle (online backup); null on PostgreSQL. */
  sqlite: SQLite.Database | null;
  close(): Promise<void>;
};

/** A writer waits this long for another (another process on the same file) before giving up. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;
// Also how long a query waits for a free pooled connection: a burst queues rather than fails.
const PG_CONNECT_TIMEOUT_MS = 10_000;
const PG_POOL_SIZE = 10;
const PG_INT8 = 20;

/** BIGINT columns hold epoch milliseconds, well inside a double: read them as numbers, not strings. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === PG_INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openSqlite(file: string): Connection {
  const where = file === ":memory:" ? "SQLite (in memory)" : `SQLite file ${file}`;
  let handle: SQLite.Database;
  try {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    handle = new SQLite(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
    // WAL: readers never wait for the writer; NORMAL is durable across a process crash in WAL mode.
    handle.pragma("journal_mode = WAL");
    handle.pragma("synchronous = NORMAL");
    handle.pragma("foreign_keys = ON");
    // Reading the schema proves the file is a database (a text file opens fine until it is read).
    handle.prepare("SELECT count(*) FROM sqlite_master").get();
  } catch (error) {
    throw new DatabaseError(describeDriverError(error, where));
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(handle) }) });
  return {
    db,
    engine: "sqlite",
    where,
    sqlite: handle,
    close: () => db.destroy(),
  };
}

const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query anew; preparing costs more than running the session read. The
 * statements of the few queries this app makes are kept and reused (better-sqlite3 statements
 * are reusable; nothing here iterates one while running another).
 */
function withStatementCache(handle: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => void handle.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (!statement) {
        statement = handle.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

async function openPostgres(connectionString: string, display: string): Promise<Connection> {
  const where = `PostgreSQL at ${display}`;
  const pool = new pg.Pool({
    connectionString,
    max: PG_POOL_SIZE,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    types: pgTypes,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", (error) => console.error(`[db] ${describeDriverError(error, where)}`));
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseError(describeDriverError(error, where));
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: "postgres", where, sqlite: null, close: () => db.destroy() };
}

export async function openConnection(config: DatabaseConfig): Promise<Connection> {
  return config.engine === "sqlite" ? openSqlite(config.file) : openPostgres(config.connectionString, config.display);
}

const RETRYABLE_PG_CODES = new Set(["40001", "40P01"]); // serialization failure, deadlock
const MAX_ATTEMPTS = 5;

/**
 * Runs `work` in one transaction and returns its result; any throw rolls everything back.
 * SQLite takes the write lock at BEGIN (IMMEDIATE), so two processes on one file queue up
 * instead of failing halfway; PostgreSQL retries a transaction it chose to abort (deadlock).
 */
export async function transaction<T>(connection: Connection, work: (tx: Db) => Promise<T>): Promise<T> {
  if (connection.engine === "sqlite") {
    return connection.db.connection().execute(async (db) => {
      await sql`BEGIN IMMEDIATE`.execute(db);
      try {
        const result = await work(db);
        await sql`COMMIT`.execute(db);
        return result;
      } catch (error) {
        await sql`ROLLBACK`.execute(db).catch(() => undefined);
        throw error;
      }
    });
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await connection.db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= MAX_ATTEMPTS || typeof code !== "string" || !RETRYABLE_PG_CODES.has(code)) throw error;
    }
  }
}
