// Migration 3: social (issue #22, ADR 0024). The profile a user may make public, what the
// server's replay says of each user (stats, items, activity: read by public pages, boards and
// the Friends feed without parsing anyone's state), follows, community members, reports, the
// items admins hid, and the log of what admins did. Flags are 0/1 integers on both engines.
import { sql } from "kysely";
import type { Migration } from "./migration.server";

const userRef = "users.id";

export const social: Migration = {
  version: 3,
  name: "social",
  async up(db) {
    // The profile its owner may make public: shown only while `public_since` is set (null: private, the default).
    await db.schema
      .createTable("profiles")
      .addColumn("user_id", "text", (column) =>
        column.primaryKey().references(userRef).onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("bio", "text")
      .addColumn("picture_url", "text")
      .addColumn("location", "text")
      .addColumn("url", "text")
      .addColumn("public_since", "bigint")
      .addColumn("updated_at", "bigint", (column) => column.notNull())
      .execute();

    await db.schema
      .createTable("user_stats")
      .addColumn("user_id", "text", (column) =>
        column.primaryKey().references(userRef).onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("streak", "integer", (column) => column.notNull())
      .addColumn("streak_day", "text")
      .addColumn("best_streak", "integer", (column) => column.notNull())
      .addColumn("days_met", "integer", (column) => column.notNull())
      .addColumn("recent_met", "text", (column) => column.notNull())
      .addColumn("day_rule", "text", (column) => column.notNull())
      .addColumn("updated_at", "bigint", (column) => column.notNull())
      .execute();

    await db.schema
      .createTable("social_items")
      .addColumn("user_id", "text", (column) =>
        column.notNull().references(userRef).onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("kind", "text", (column) => column.notNull().check(sql`kind IN ('habit', 'goal')`))
      .addColumn("item_id", "text", (column) => column.notNull())
      .addColumn("is_public", "integer", (column) => column.notNull())
      .addColumn("is_active", "integer", (column) => column.notNull())
      .addColumn("title", "text", (column) => column.notNull())
      .addColumn("description", "text")
      .addColumn("detail", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("updated_at", "bigint", (column) => column.notNull())
      .addPrimaryKeyConstraint("social_items_pkey", ["user_id", "kind", "item_id"])
      .execute();

    await db.schema
      .createTable("activity")
      .addColumn("user_id", "text", (column) =>
        column.notNull().references(userRef).onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("id", "text", (column) => column.notNull())
      .addColumn("kind", "text", (column) =>
        column.notNull().check(sql`kind IN ('habit_started', 'day_met', 'goal_reached')`),
      )
      .addColumn("item_kind", "text")
      .addColumn("item_id", "text")
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("at", "bigint", (column) => column.notNull())
      .addPrimaryKeyConstraint("activity_pkey", ["user_id", "id"])
      .execute();
    await db.schema.createIndex("activity_user_at").on("activity").columns(["user_id", "at"]).execute();

    await db.schema
      .createTable("follows")
      .addColumn("follower_id", "text", (column) =>
        column.notNull().references(userRef).onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("followee_id", "text", (column) =>
        column.notNull().references(userRef).onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addPrimaryKeyConstraint("follows_pkey", ["follower_id", "followee_id"])
      .addCheckConstraint("follows_not_self", sql`follower_id <> followee_id`)
      .execute();
    await db.schema.createIndex("follows_followee").on("follows").columns(["followee_id", "created_at"]).execute();

    await db.schema
      .createTable("community_members")
      .addColumn("community_id", "text", (column) => column.notNull())
      .addColumn("user_id", "text", (column) =>
        column.notNull().references(userRef).onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("joined_at", "bigint", (column) => column.notNull())
      .addPrimaryKeyConstraint("community_members_pkey", ["community_id", "user_id"])
      .execute();
    await db.schema.createIndex("community_members_user").on("community_members").column("user_id").execute();

    await db.schema
      .createTable("reports")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("reporter_id", "text", (column) =>
        column.notNull().references(userRef).onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("target_kind", "text", (column) =>
        column.notNull().check(sql`target_kind IN ('profile', 'habit', 'goal')`),
      )
      .addColumn("target_user_id", "text", (column) =>
        column.notNull().references(userRef).onDelete("cascade").onUpdate("cascade"),
      )
      // '' for a profile: the key of a hidden item is (kind, user, item) on every target.
      .addColumn("target_item_id", "text", (column) => column.notNull())
      .addColumn("reason", "text", (column) => column.notNull())
      .addColumn("note", "text")
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("status", "text", (column) =>
        column.notNull().check(sql`status IN ('open', 'dismissed', 'hidden', 'suspended')`),
      )
      .addColumn("resolved_by", "text")
      .addColumn("resolved_at", "bigint")
      .execute();
    await db.schema.createIndex("reports_status_created").on("reports").columns(["status", "created_at"]).execute();
    await db.schema
      .createIndex("reports_reporter_created")
      .on("reports")
      .columns(["reporter_id", "created_at"])
      .execute();

    await db.schema
      .createTable("hidden_items")
      .addColumn("target_kind", "text", (column) =>
        column.notNull().check(sql`target_kind IN ('profile', 'habit', 'goal')`),
      )
      .addColumn("user_id", "text", (column) =>
        column.notNull().references(userRef).onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("item_id", "text", (column) => column.notNull())
      .addColumn("hidden_by", "text", (column) => column.notNull())
      .addColumn("hidden_at", "bigint", (column) => column.notNull())
      .addColumn("reason", "text")
      .addPrimaryKeyConstraint("hidden_items_pkey", ["target_kind", "user_id", "item_id"])
      .execute();

    // Kept when the admin's or the target's account goes: who did what stays on record.
    await db.schema
      .createTable("admin_actions")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("admin_id", "text", (column) => column.notNull())
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("report_id", "text")
      .addColumn("target_kind", "text")
      .addColumn("target_user_id", "text")
      .addColumn("target_item_id", "text")
      .addColumn("reason", "text")
      .addColumn("at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("admin_actions_at").on("admin_actions").column("at").execute();
  },
};
