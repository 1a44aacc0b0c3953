// Migration 1: users, their sign-in accounts, and server-side sessions (issue #20).
import { sql } from "kysely";
import type { Migration } from "./migration.server";

export const accountsAndSessions: Migration = {
  version: 1,
  name: "accounts-and-sessions",
  async up(db) {
    await db.schema
      .createTable("users")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("username", "text", (column) => column.notNull())
      .addColumn("username_key", "text", (column) => column.notNull().unique())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("tier_source", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("suspended_at", "bigint")
      .addColumn("suspended_reason", "text")
      .addCheckConstraint("users_tier_source", sql`tier_source IN ('accounts', 'demo')`)
      .addCheckConstraint("users_username_key", sql`username_key = lower(username)`)
      .execute();

    await db.schema
      .createTable("accounts")
      .addColumn("provider", "text", (column) => column.notNull())
      .addColumn("provider_id", "text", (column) => column.notNull())
      .addColumn("user_id", "text", (column) =>
        column.notNull().references("users.id").onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("handle", "text")
      .addColumn("email", "text")
      .addColumn("picture_url", "text")
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("signed_in_at", "bigint", (column) => column.notNull())
      .addPrimaryKeyConstraint("accounts_pkey", ["provider", "provider_id"])
      .execute();
    await db.schema.createIndex("accounts_user_id").on("accounts").column("user_id").execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("token_hash", "text", (column) => column.notNull().unique())
      .addColumn("user_id", "text", (column) =>
        column.notNull().references("users.id").onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("provider", "text", (column) => column.notNull())
      .addColumn("provider_id", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("expires_at", "bigint", (column) => column.notNull())
      .addColumn("last_seen_at", "bigint", (column) => column.notNull())
      .addColumn("device", "text", (column) => column.notNull())
      .addForeignKeyConstraint(
        "sessions_account",
        ["provider", "provider_id"],
        "accounts",
        ["provider", "provider_id"],
        (constraint) => constraint.onDelete("cascade").onUpdate("cascade"),
      )
      .execute();
    await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
    await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();
    await db.schema.createIndex("sessions_account").on("sessions").columns(["provider", "provider_id"]).execute();
  },
};
