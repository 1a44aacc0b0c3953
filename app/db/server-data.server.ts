// Whether the server holds anything of a user beyond the account itself: their sync log, sync
// state and clients, the social copies, a profile, follows, memberships, reports either way,
// hides and admin actions about them. A user with any of it is never re-keyed (issue #30 point 5).
import type { Db } from "./schema.server";

/** True when any row anywhere belongs to or points at `userId` (accounts and sessions aside). One statement. */
export async function hasServerData(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select((eb) => {
      const any = (query: Parameters<typeof eb.exists>[0]) => eb.exists(query);
      return eb
        .or([
          any(eb.selectFrom("sync_log").select("seq").where("user_id", "=", userId)),
          any(eb.selectFrom("sync_clients").select("client_id").where("user_id", "=", userId)),
          any(eb.selectFrom("sync_state").select("seq").where("user_id", "=", userId)),
          any(eb.selectFrom("user_stats").select("days_met").where("user_id", "=", userId)),
          any(eb.selectFrom("social_items").select("item_id").where("user_id", "=", userId)),
          any(eb.selectFrom("activity").select("id").where("user_id", "=", userId)),
          any(eb.selectFrom("profiles").select("user_id").where("user_id", "=", userId)),
          any(
            eb
              .selectFrom("follows")
              .select("created_at")
              .where((w) => w.or([w("follower_id", "=", userId), w("followee_id", "=", userId)])),
          ),
          any(eb.selectFrom("community_members").select("joined_at").where("user_id", "=", userId)),
          any(
            eb
              .selectFrom("reports")
              .select("id")
              .where((w) => w.or([w("reporter_id", "=", userId), w("target_user_id", "=", userId)])),
          ),
          any(eb.selectFrom("hidden_items").select("item_id").where("user_id", "=", userId)),
          any(eb.selectFrom("admin_actions").select("id").where("target_user_id", "=", userId)),
        ])
        .as("held");
    })
    .where("id", "=", userId)
    .executeTakeFirst();
  // SQLite answers 0/1, PostgreSQL a boolean.
  return Boolean(row?.held);
}
