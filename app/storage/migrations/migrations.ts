// Schema version and migrations. `meta:schema` holds the version; on open,
// named migrations run in order, each ending with the version write that makes
// it count (so one interrupted half-way simply runs again). Data written by a
// newer app is refused rather than misread.
import type { Tables } from "~/storage/backend/codec";
import { storageError } from "~/storage/backend/codec";
import { sweep } from "~/storage/checkpoints/cleanup";
import { SCHEMA_KEY } from "~/storage/backend/keys";
import { SchemaMetaSchema, type SchemaMeta } from "~/storage/backend/schemas";

export const SCHEMA_VERSION = 4;

export type MigrationCtx = { now: number; newId: () => string };
export type Migration = {
  name: string;
  from: number;
  to: number;
  run: (tables: Tables, ctx: MigrationCtx) => Promise<void>;
};

/**
 * In order. v0 = the spec's original flat stores (one object per key); v1 = journal layout before the Market;
 * v2 = before day rules (every day a UTC day); v3 = before habits' checked days (schedules).
 */
export const MIGRATIONS: readonly Migration[] = [
  { name: "0001-flat-stores-to-journal", from: 0, to: 1, run: async (...args) => (await v0()).migrateV0(...args) },
  {
    name: "0002-momentum-stats-and-market",
    from: 1,
    to: 2,
    run: async (tables) => (await import("./migrate-v1")).migrateV1(tables),
  },
  { name: "0003-day-rule", from: 2, to: 3, run: async (tables) => (await import("./migrate-v2")).migrateV2(tables) },
  {
    name: "0004-habit-checked-days",
    from: 3,
    to: 4,
    run: async (tables) => (await import("./migrate-v3")).migrateV3(tables),
  },
];

/**
 * The migrations' code loads only when stored data needs it (and v0's to look for the spec's
 * original stores on a first open): up-to-date data, nearly always, reads none of it, and /home's
 * JavaScript carries none of it.
 */
const v0 = () => import("./migrate-v0");

export async function readSchema(tables: Tables): Promise<SchemaMeta | null> {
  return tables.meta.get(SchemaMetaSchema, SCHEMA_KEY);
}

/** Brings the stores to SCHEMA_VERSION (call under the write lock). */
export async function ensureSchema(tables: Tables, ctx: MigrationCtx): Promise<void> {
  let meta = await readSchema(tables);
  if (!meta) {
    const legacy = await (await v0()).hasLegacyData(tables);
    meta = { version: legacy ? 0 : SCHEMA_VERSION, applied: [] };
    if (!legacy) return tables.meta.set(SCHEMA_KEY, meta);
  }
  if (meta.version > SCHEMA_VERSION) {
    throw storageError(`the stored data has schema version ${meta.version}; this app reads up to ${SCHEMA_VERSION}`);
  }
  for (const migration of MIGRATIONS) {
    if (migration.from !== meta.version) continue;
    await migration.run(tables, ctx);
    meta = {
      version: migration.to,
      applied: [...meta.applied, migration.name],
      cleanup: [...(meta.cleanup ?? []), migration.name],
    };
    await tables.meta.set(SCHEMA_KEY, meta);
  }
  if (meta.version !== SCHEMA_VERSION) throw storageError(`no migration from schema version ${meta.version}`);
  if (meta.cleanup?.length) {
    await finishCleanup(tables);
    await tables.meta.set(SCHEMA_KEY, { version: meta.version, applied: meta.applied });
  }
}

/** After a migration: drop the old layout and anything an interrupted run wrote. */
async function finishCleanup(tables: Tables): Promise<void> {
  await (await v0()).removeLegacyKeys(tables);
  await sweep(tables);
}
