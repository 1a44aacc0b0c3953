// A push's writes as one statement on PostgreSQL (a data-modifying WITH), in order on SQLite:
// more rows than one statement may carry are cut into writes, and the writes into statements,
// so a history of thousands of habits or a long run of activity is stored whole on both engines.
import { describe, expect, it } from "vitest";
import { socialWrites } from "~/db/social-projection.server";
import { executeWrites, inWrites, MAX_ROWS_PER_WRITE } from "~/db/write-batch.server";
import { NOTHING_WITNESSED } from "~/game/witness";
import { ENGINES, userWithDevice, useTestDatabase } from "~test/db";

describe.each(ENGINES)("write batches on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("stores 15,000 rows given as 30 writes (over 100,000 values: more than one PostgreSQL statement takes)", async () => {
    const { userId, now } = await userWithDevice(database.connection, "batch-00001");
    const { db } = database.connection;
    const rows = Array.from({ length: 30 * MAX_ROWS_PER_WRITE }, (_, i) => ({
      user_id: userId,
      id: `line-${String(i).padStart(5, "0")}`,
      kind: "day_met" as const,
      item_kind: null,
      item_id: null,
      day: "2026-11-26",
      at: now + i,
    }));
    const writes = inWrites(rows, (piece) => db.insertInto("activity").values(piece));
    expect(writes).toHaveLength(30);
    await executeWrites(db, engine, writes);
    const stored = await db.selectFrom("activity").select("id").where("user_id", "=", userId).orderBy("id").execute();
    expect(stored.map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });

  it("projects a world of 3,500 habits (more values than one SQLite statement takes) in full", async () => {
    const { userId, device, now } = await userWithDevice(database.connection, "batch-00002");
    const habitId = device.createHabit({ title: "Habit", dailyTarget: 1 }, now - 1000);
    const habit = device.world.habits[habitId]!;
    // The one habit under 3,500 ids: what the projection writes depends on each habit alone.
    const habits = Object.fromEntries(
      Array.from({ length: 3500 }, (_, i) => {
        const id = `${habitId}-${i}`;
        return [id, { ...habit, id, title: `Habit ${i}` }];
      }),
    );
    const world = { ...device.world, habits };
    const { db } = database.connection;
    await executeWrites(db, engine, socialWrites(db, userId, null, { world, witnessed: NOTHING_WITNESSED }, [], now));
    const items = await db
      .selectFrom("social_items")
      .select(db.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(Number(items.n)).toBe(3500);
  });
});
