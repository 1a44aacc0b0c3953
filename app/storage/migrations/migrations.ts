// Schema version and migrations. `meta:schema` holds the version; on open,
// named migrations run in order, each ending with the version write that makes
// it count (so one interrupted half-way simply runs again). Data written by a
// newer app is refused rather than misread.
import type { Tables } from "~/storage/backend/codec";
import { storageError } from "~/storage/backend/codec";
import { sweep } from "~/storage/checkpoints/cleanup";
import { SCHEMA_KEY } from "~/storage/backend/keys";
import { hasLegacyData, migrateV0, removeLegacyKeys } from "./migrate-v0";
import { migrateV1 } from "./migrate-v1";
import { migrateV2 } from "./migrate-v2";
import { migrateV3 } from "./migrate-v3";
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
  { name: "0001-flat-stores-to-journal", from: 0, to: 1, run: migrateV0 },
  { name: "0002-momentum-stats-and-market", from: 1, to: 2, run: migrateV1 },
  { name: "0003-day-rule", from: 2, to: 3, run: migrateV2 },
  { name: "0004-habit-checked-days", from: 3, to: 4, run: migrateV3 },
];

export async function readSchema(tables: Tables): Promise<SchemaMeta | null> {
  return tables.meta.get(SchemaMetaSchema, SCHEMA_KEY);
}

/** Brings the stores to SCHEMA_VERSION (call under the write lock). */
export async function ensureSchema(tables: Tables, ctx: MigrationCtx): Promise<void> {
  let meta = await readSchema(tables);
  if (!meta) {
    const legacy = await hasLegacyData(tables);
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
  await removeLegacyKeys(tables);
  await sweep(tables);
}
