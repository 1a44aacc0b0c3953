// Migration 2: sync across devices (issue #21). Each user's server log (one row per pushed
// action, applied or refused, in server sequence), the newest mutation id seen per client,
// and the user's state as the log made it (so a push does not replay the whole history).
import { sql } from "kysely";
import type { Migration } from "./migration.server";

export const syncLog: Migration = {
  version: 2,
  name: "sync-log",
  async up(db) {
    await db.schema
      .createTable("sync_log")
      .addColumn("user_id", "text", (column) =>
        column.notNull().references("users.id").onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("seq", "bigint", (column) => column.notNull())
      .addColumn("client_id", "text", (column) => column.notNull())
      .addColumn("mutation_id", "bigint", (column) => column.notNull())
      .addColumn("type", "text", (column) => column.notNull())
      .addColumn("at", "bigint", (column) => column.notNull())
      .addColumn("status", "text", (column) => column.notNull().check(sql`status IN ('applied', 'refused')`))
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("first_id", "text")
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addPrimaryKeyConstraint("sync_log_pkey", ["user_id", "seq"])
      .addUniqueConstraint("sync_log_mutation", ["user_id", "client_id", "mutation_id"])
      .execute();
    // An action's first id (its first record or entity) is in the log once: idempotent on ids too.
    await db.schema.createIndex("sync_log_first_id").on("sync_log").columns(["user_id", "first_id"]).unique().execute();

    await db.schema
      .createTable("sync_clients")
      .addColumn("user_id", "text", (column) =>
        column.notNull().references("users.id").onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("client_id", "text", (column) => column.notNull())
      .addColumn("last_mutation_id", "bigint", (column) => column.notNull())
      .addColumn("last_push_at", "bigint", (column) => column.notNull())
      .addPrimaryKeyConstraint("sync_clients_pkey", ["user_id", "client_id"])
      .execute();

    await db.schema
      .createTable("sync_state")
      .addColumn("user_id", "text", (column) =>
        column.primaryKey().references("users.id").onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("seq", "bigint", (column) => column.notNull())
      .addColumn("world", "text", (column) => column.notNull())
      .addColumn("updated_at", "bigint", (column) => column.notNull())
      .execute();
  },
};
