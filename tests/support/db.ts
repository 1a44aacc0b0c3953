// Databases for the db suite: every test runs on both engines (describe.each(ENGINES)). SQLite
// is a fresh file in a temporary directory; PostgreSQL a fresh database in the cluster that
// tests/setup/postgres.ts started for the run (its socket directory comes through inject).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { ulid } from "ulid";
import { afterAll, afterEach, beforeAll, beforeEach, inject, vi } from "vitest";
import { parseDatabaseUrl } from "~/db/config.server";
import { openConnection, type Connection } from "~/db/connection.server";
import { closeDatabase } from "~/db/database.server";
import { migrate } from "~/db/migrate.server";
import { stopPokes } from "~/server/sync/pokes.server";
import { signInAccount } from "~/db/users.server";
import { EngineDevice } from "./sync-device";

export type TestEngine = "sqlite" | "postgres";
export const ENGINES: TestEngine[] = ["sqlite", "postgres"];

/** The URL of the test cluster's maintenance database (to create and drop others). */
export function postgresUrl(database = "postgres"): string {
  return `postgresql://momentum@/${database}?host=${encodeURIComponent(inject("pgSocketDir"))}`;
}

/** A DATABASE_URL naming a brand-new, empty database of `engine`; `drop()` removes it. */
export async function freshDatabaseUrl(engine: TestEngine): Promise<{ url: string; drop: () => Promise<void> }> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "momentum-sqlite-"));
    return {
      url: `file:${join(dir, "momentum.sqlite")}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `test_${ulid().toLowerCase()}`;
  const admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`); // name: "test_" and a ULID, nothing from outside
  } finally {
    await admin.end();
  }
  return {
    url: postgresUrl(name),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export type TestDatabase = { connection: Connection; url: string; close: () => Promise<void> };

/** A fresh database of `engine`, opened and migrated. */
export async function openTestDatabase(engine: TestEngine, { migrated = true } = {}): Promise<TestDatabase> {
  const { url, drop } = await freshDatabaseUrl(engine);
  const connection = await openConnection(parseDatabaseUrl(url));
  if (migrated) await migrate(connection);
  return {
    connection,
    url,
    close: async () => {
      await connection.close();
      await drop();
    },
  };
}

/** Creating a PostgreSQL database can take a while on a busy machine. */
const OPEN_TIMEOUT_MS = 60_000;

/** A describe block's database: the block's hooks close it, so it has no close of its own. */
export type BlockDatabase = Omit<TestDatabase, "close">;

/**
 * A fresh database of `engine` for the tests of the calling describe block: opened (and
 * migrated, unless told) before them, closed and dropped after them. Its connection and URL
 * are read inside the tests and hooks, once it is open.
 */
export function useTestDatabase(engine: TestEngine, options: { migrated?: boolean } = {}): BlockDatabase {
  let opened: TestDatabase | undefined;
  const current = () => {
    if (!opened) throw new Error("The test database opens in beforeAll: use it inside a test or a hook.");
    return opened;
  };
  beforeAll(async () => void (opened = await openTestDatabase(engine, options)), OPEN_TIMEOUT_MS);
  afterAll(() => opened?.close());
  return {
    get connection() {
      return current().connection;
    },
    get url() {
      return current().url;
    },
  };
}

/**
 * A fresh database of `engine` for the tests of the calling describe block that reach it as the
 * server does, through getDatabase() and DATABASE_URL: `setEnv(url)` stubs the environment
 * before the block's own hooks and before each test; after each test the stubs and any fake
 * timers are undone; after the block the server's connection is closed and the database dropped.
 */
export function useServerDatabase(engine: TestEngine, setEnv: (url: string) => void): { readonly url: string } {
  let url = "";
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ url, drop } = await freshDatabaseUrl(engine));
    setEnv(url);
  }, OPEN_TIMEOUT_MS);
  beforeEach(() => setEnv(url));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });
  afterAll(async () => {
    // The process's LISTEN connection (sync pokes) is on this database: it goes with it, so a later
    // block's streams listen on their own database, and the drop does not wait on it.
    await stopPokes();
    await closeDatabase();
    await drop();
  });
  // Tests that stub other variables name the database again: useEnv stubs the whole environment.
  return {
    get url() {
      return url;
    },
  };
}

let nextAccount = 1;

/** A new user (a Google account of its own) created at `createdAt`, ten days ago by default; returns its id. */
export async function newAccountUser(connection: Connection, createdAt = Date.now() - 10 * 24 * 60 * 60 * 1000) {
  const profile = { provider: "google" as const, providerId: `test-${process.pid}-${nextAccount++}`, name: "Ada" };
  const { user } = await signInAccount(connection, profile, "accounts", {
    now: createdAt,
    newId: () => ulid(createdAt),
  });
  return user.id;
}

/** Runs `scripts/db.ts <args>` (what `npm run db:*` runs) in its own process on `url`. */
export function runDbCommand(
  url: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/db.ts", ...args], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A new server user with one device `clientId`, and the time its actions are counted back from. */
export async function userWithDevice(
  connection: Connection,
  clientId: string,
): Promise<{ userId: string; device: EngineDevice; now: number }> {
  const userId = await newAccountUser(connection);
  return { userId, device: new EngineDevice(userId, clientId), now: Date.now() };
}
