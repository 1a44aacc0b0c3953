// The social tables follow each push in its own transaction, on SQLite and on PostgreSQL:
// stats, the changed items (with the owner's Public flag), the activity lines; deleting the
// user's server data forgets them.
import { describe, expect, it } from "vitest";
import { isVisibleItem, isVisibleUser } from "~/db/social-visibility.server";
import { deleteSyncData, pushActions } from "~/db/sync.server";
import { dayOf } from "~/game/day";
import { ENGINES, userWithDevice, useTestDatabase } from "~test/db";

describe.each(ENGINES)("social projection on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("keeps stats, items and activity in step with the pushes", async () => {
    const { userId, device, now } = await userWithDevice(database.connection, "laptop-0001");
    device.act({ type: "game/setDailyTarget", dailyTarget: 7 }, now - 5000);
    const habitId = device.createHabit({ title: "Read", dailyTarget: 2 }, now - 4000);
    device.act({ type: "habit/count", habitId, delta: 1 }, now - 3000);
    await pushActions(database.connection, userId, device.push(), now);
    const { db } = database.connection;

    const items = await db.selectFrom("social_items").selectAll().where("user_id", "=", userId).execute();
    expect(
      items.map((item) => [item.kind, item.item_id, item.title, Number(item.is_public), Number(item.is_active)]),
    ).toEqual([["habit", habitId, "Read", 0, 1]]);
    // The count says which day it is (the count's own day): a public page read later shows 0.
    expect(JSON.parse(items[0]!.detail)).toEqual({
      dailyTarget: 2,
      count: 1,
      countDay: dayOf(now - 3000),
      // Not met yet: no day met and no streak to show.
      daysMet: 0,
      streak: 0,
      unit: "days",
      streakUntil: null,
    });
    let stats = await db.selectFrom("user_stats").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
    expect([stats.days_met, stats.streak, stats.streak_day]).toEqual([0, 0, null]);
    const activity = await db
      .selectFrom("activity")
      .select(["kind", "item_id"])
      .where("user_id", "=", userId)
      .execute();
    expect(activity).toEqual([{ kind: "habit_started", item_id: habitId }]);

    device.pending = [];
    device.act({ type: "habit/count", habitId, delta: 1 }, now - 2000); // 12 XP: the day is met
    await pushActions(database.connection, userId, device.push(), now);
    stats = await db.selectFrom("user_stats").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
    expect([stats.days_met, stats.streak, stats.best_streak]).toEqual([1, 1, 1]);
    expect(JSON.parse(stats.recent_met)).toEqual([stats.streak_day]);
    const lines = await db
      .selectFrom("activity")
      .select(["kind", "id"])
      .where("user_id", "=", userId)
      .orderBy("at")
      .execute();
    expect(lines.map((line) => line.kind)).toEqual(["habit_started", "day_met"]);
    expect(lines[1]!.id).toBe(`day:${stats.streak_day}`);

    await deleteSyncData(database.connection, userId);
    for (const table of ["user_stats", "social_items", "activity"] as const) {
      expect(await db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute()).toEqual([]);
    }
  });
});

describe.each(ENGINES)("social visibility on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("shows a user only with a public profile, unsuspended and not hidden; an item only when public, active and not hidden", async () => {
    const { db } = database.connection;
    const { userId, device, now } = await userWithDevice(database.connection, "laptop-0002");
    device.act({ type: "habit/create", input: { title: "Read", dailyTarget: 2 } }, now - 2000);
    device.act({ type: "habit/create", input: { title: "Run", dailyTarget: 2 } }, now - 1000);
    await pushActions(database.connection, userId, device.push(), now);
    const [read, run] = ["Read", "Run"].map((title) =>
      Object.values(device.world.habits).find((h) => h.title === title)!,
    );

    const visibleUser = async () =>
      (await db.selectFrom("users").select("id").where("id", "=", userId).where(isVisibleUser).execute()).length === 1;
    const visibleItems = async () =>
      (
        await db
          .selectFrom("social_items")
          .select("title")
          .where("user_id", "=", userId)
          .where(isVisibleItem)
          .orderBy("title")
          .execute()
      ).map((row) => row.title);

    expect(await visibleUser()).toBe(false);
    await db.insertInto("profiles").values({ user_id: userId, public_since: now, updated_at: now }).execute();
    expect(await visibleUser()).toBe(true);
    expect(await visibleItems()).toEqual([]);
    await db.updateTable("social_items").set({ is_public: 1 }).where("user_id", "=", userId).execute();
    expect(await visibleItems()).toEqual(["Read", "Run"]);

    const hide = { user_id: userId, hidden_by: userId, hidden_at: now, reason: null };
    await db
      .insertInto("hidden_items")
      .values({ ...hide, target_kind: "habit", item_id: read!.id })
      .execute();
    expect(await visibleItems()).toEqual(["Run"]);
    await db.updateTable("social_items").set({ is_active: 0 }).where("item_id", "=", run!.id).execute();
    expect(await visibleItems()).toEqual([]);

    await db
      .insertInto("hidden_items")
      .values({ ...hide, target_kind: "profile", item_id: "" })
      .execute();
    expect(await visibleUser()).toBe(false);
    await db.deleteFrom("hidden_items").where("target_kind", "=", "profile").execute();
    await db
      .updateTable("users")
      .set({ suspended_at: now, suspended_reason: "spam" })
      .where("id", "=", userId)
      .execute();
    expect(await visibleUser()).toBe(false);
  });
});
