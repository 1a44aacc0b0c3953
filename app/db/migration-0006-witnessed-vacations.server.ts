// Migration 6: vacations witnessed in time (rule 28). `sync_state.witnessed` held the XP per day
// the server received in time; it now holds that XP (`xp`) and the vacation days whose plan
// reached the server by their deadline (`vacationDays`): a public streak steps over only those.
// Rows written before hold only XP: they become { xp, vacationDays: [] } (no vacation was
// witnessed, as vacations are newer than the rows that could hold one unwitnessed).
import type { Migration } from "./migration.server";

export const witnessedVacations: Migration = {
  version: 6,
  name: "witnessed-vacations",
  async up(db) {
    const rows = await db.selectFrom("sync_state").select(["user_id", "witnessed"]).execute();
    for (const row of rows) {
      const xp = JSON.parse(row.witnessed) as Record<string, number>;
      await db
        .updateTable("sync_state")
        .set({ witnessed: JSON.stringify({ xp, vacationDays: [] }) })
        .where("user_id", "=", row.user_id)
        .execute();
    }
  },
};
