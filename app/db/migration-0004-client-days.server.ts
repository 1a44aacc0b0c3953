// Migration 4: each device's newest day (issue #30 point 4, docs/rules.md rule 24). A push's
// action may not count for a day before the day of the same device's previous applied action;
// `last_day` is that day (null until the device's first action applied after this migration).
import type { Migration } from "./migration.server";

export const clientDays: Migration = {
  version: 4,
  name: "client-days",
  async up(db) {
    await db.schema.alterTable("sync_clients").addColumn("last_day", "text").execute();
  },
};
