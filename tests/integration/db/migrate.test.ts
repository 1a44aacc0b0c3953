// Migrations on both engines: a fresh database gets every table, a second run changes
// nothing, two runs at once migrate once, and a database newer than the code is refused.
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { parseDatabaseUrl } from "~/db/config.server";
import { openConnection, type Connection } from "~/db/connection.server";
import { DatabaseError } from "~/db/errors.server";
import { migrate, MIGRATIONS } from "~/db/migrate.server";
import type { Migration } from "~/db/migration.server";
import { witnessedOf } from "~/db/sync-opening.server";
import { ENGINES, freshDatabaseUrl, runDbCommand } from "~test/db";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fresh(engine: (typeof ENGINES)[number]): Promise<{ url: string; connection: Connection }> {
  const { url, drop } = await freshDatabaseUrl(engine);
  const connection = await openConnection(parseDatabaseUrl(url));
  cleanups.push(drop, () => connection.close());
  return { url, connection };
}

async function tables(connection: Connection): Promise<string[]> {
  const query =
    connection.engine === "sqlite"
      ? sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
      : sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`;
  return (await query.execute(connection.db)).rows.map((row) => row.name).sort();
}

describe.each(ENGINES)("migrations on %s", (engine) => {
  it("create every table once, and a second run applies nothing", async () => {
    const { connection } = await fresh(engine);
    expect(await migrate(connection)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await tables(connection)).toEqual([
      "accounts",
      "activity",
      "admin_actions",
      "community_members",
      "follows",
      "hidden_items",
      "profiles",
      "reports",
      "schema_migrations",
      "sessions",
      "social_items",
      "sync_clients",
      "sync_log",
      "sync_state",
      "user_stats",
      "users",
    ]);
    expect(await migrate(connection)).toEqual([]);
    const versions = await connection.db.selectFrom("schema_migrations").select("version").execute();
    expect(versions.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((migration) => migration.version));
  });

  it("migrate once when several processes start together", { timeout: 60_000 }, async () => {
    const { url, connection } = await fresh(engine);
    const outputs = await Promise.all([1, 2, 3].map(() => runDbCommand(url, ["migrate"])));
    expect(outputs.map((output) => output.code)).toEqual([0, 0, 0]);
    expect(outputs.map((output) => output.stdout.trim()).sort()).toEqual([
      `Applied migrations ${MIGRATIONS.map((migration) => migration.version).join(", ")}.`,
      "The schema is up to date.",
      "The schema is up to date.",
    ]);
    expect(await migrate(connection)).toEqual([]);
  });

  it("leave the schema as it was when a migration fails halfway", async () => {
    const { connection } = await fresh(engine);
    const failing: Migration = {
      version: MIGRATIONS.length + 1,
      name: "fails-halfway",
      async up(db) {
        await db.schema.createTable("half_done").addColumn("id", "text").execute();
        throw new Error("boom");
      },
    };
    await expect(migrate(connection, [...MIGRATIONS, failing])).rejects.toThrow("boom");
    expect(await tables(connection)).not.toContain("half_done");
    // Transactional DDL on both engines: nothing of the batch stayed, not even migration 1.
    expect(await tables(connection)).not.toContain("users");
    expect(await migrate(connection)).toEqual(MIGRATIONS.map((migration) => migration.version));
  });

  it("keep what a row witnessed when migration 6 gives it vacation days", async () => {
    const { connection } = await fresh(engine);
    await migrate(connection, MIGRATIONS.slice(0, 5));
    const user = { id: "01JUSER", username: "ada", username_key: "ada", name: "Ada", tier_source: "accounts" as const };
    await connection.db
      .insertInto("users")
      .values({ ...user, created_at: 1, suspended_at: null, suspended_reason: null })
      .execute();
    const row = { user_id: user.id, seq: 3, world: "{}", updated_at: 1 };
    await connection.db
      .insertInto("sync_state")
      .values({ ...row, witnessed: '{"2026-11-01":12}' })
      .execute();
    expect(await migrate(connection)).toEqual([6]);
    const stored = await connection.db.selectFrom("sync_state").select("witnessed").executeTakeFirstOrThrow();
    expect(witnessedOf(stored.witnessed)).toEqual({ xp: { "2026-11-01": 12 }, vacationDays: [] });
  });

  it("refuse a database migrated by a newer server", async () => {
    const { connection } = await fresh(engine);
    const newer: Migration = { version: MIGRATIONS.length + 1, name: "from-the-future", up: async () => undefined };
    await migrate(connection, [...MIGRATIONS, newer]);
    const error = await migrate(connection).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseError);
    expect((error as Error).message).toContain(
      `has schema version ${MIGRATIONS.length + 1}, newer than this server knows (${MIGRATIONS.length})`,
    );
  });
});
