// Migration 5: what the server witnessed (rule 26, ADR 0030). Beside each user's state, the XP
// per day of the records that reached the server in time, as JSON: public stats count only it.
// No deployment holds data yet, so existing rows start with nothing witnessed.
import { sql } from "kysely";
import type { Migration } from "./migration.server";

export const witnessed: Migration = {
  version: 5,
  name: "witnessed",
  async up(db) {
    await db.schema
      .alterTable("sync_state")
      .addColumn("witnessed", "text", (column) => column.notNull().defaultTo(sql`'{}'`))
      .execute();
  },
};
