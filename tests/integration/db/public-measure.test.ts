// A public measured habit (issue #33, rule 31) on both engines: the server's copy carries its unit
// and direction, refreshed when the habit's definition changes, and the profile reads them back;
// a private measure stays out of the page.
import { describe, expect, it } from "vitest";
import { publicProfileOf } from "~/db/public-profile.server";
import { pushActions } from "~/db/sync.server";
import { DAY_MS, HOUR_MS } from "~/game/day";
import { ENGINES, useTestDatabase } from "~test/db";
import { makePublic, socialUser } from "~test/social";
import { EngineDevice } from "~test/sync-device";
import { noonUtcDaysAgo } from "~test/storage";

describe.each(ENGINES)("a public measured habit on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("shows its unit, direction and target, today's total in hundredths, and follows an edit of its unit", async () => {
    const max = await socialUser(database.connection, "Max Runs", "max@secret.example");
    await makePublic(database.connection, max);
    const device = new EngineDevice(max.id, "phone-max-0001");
    const noon = noonUtcDaysAgo(2);
    const KM = { unit: "km", direction: "atLeast" } as const;
    const run = device.createHabit({ title: "Run", dailyTarget: 500, measure: KM, isPublic: true }, noon);
    const coffee = device.createHabit(
      { title: "Coffee", dailyTarget: 200, measure: { unit: "cups", direction: "atMost" }, isPublic: false },
      noon + 100,
    );
    const read = device.createHabit({ title: "Read", dailyTarget: 2, isPublic: true }, noon + 200);
    device.act({ type: "habit/addValue", habitId: run, value: 250 }, noon + 1000);
    device.act({ type: "habit/addValue", habitId: run, value: 100 }, noon + 2000);
    device.act({ type: "habit/addValue", habitId: coffee, value: 100 }, noon + 3000);
    device.act({ type: "habit/count", habitId: read, delta: 1 }, noon + 4000);
    await pushActions(database.connection, max.id, device.push(), noon + HOUR_MS);
    device.pending = [];

    const habitsAt = async (now: number) =>
      (await publicProfileOf(database.connection, max.username, now))!.habits.map((habit) => ({
        title: habit.title,
        dailyTarget: habit.dailyTarget,
        measure: habit.measure,
        today: habit.today,
      }));
    expect(await habitsAt(noon + 2 * HOUR_MS)).toEqual([
      { title: "Run", dailyTarget: 500, measure: KM, today: 350 },
      { title: "Read", dailyTarget: 2, measure: null, today: 1 },
    ]);
    // The next day the copy's count is yesterday's: 0 today, the unit still there.
    expect((await habitsAt(noon + DAY_MS))[0]).toEqual({ title: "Run", dailyTarget: 500, measure: KM, today: 0 });

    const MILES = { unit: "mi", direction: "atLeast" } as const;
    device.act({ type: "habit/edit", habitId: run, changes: { measure: MILES, dailyTarget: 300 } }, noon + DAY_MS);
    await pushActions(database.connection, max.id, device.push(), noon + DAY_MS + 1000);
    expect((await habitsAt(noon + DAY_MS + 2000))[0]).toEqual({
      title: "Run",
      dailyTarget: 300,
      measure: MILES,
      today: 0,
    });
    const page = JSON.stringify(await publicProfileOf(database.connection, max.username, noon + DAY_MS + 2000));
    expect(page).not.toContain("cups");
    expect(page).not.toContain("secret.example");
  });

  it("a copy whose measure does not parse is read without one: no unchecked unit reaches the page", async () => {
    const ann = await socialUser(database.connection, "Ann Odd", "ann@secret.example");
    await makePublic(database.connection, ann);
    const device = new EngineDevice(ann.id, "phone-ann-0001");
    const noon = noonUtcDaysAgo(1);
    device.createHabit(
      { title: "Swim", dailyTarget: 100, measure: { unit: "laps", direction: "atLeast" }, isPublic: true },
      noon,
    );
    await pushActions(database.connection, ann.id, device.push(), noon + 1000);
    await database.connection.db
      .updateTable("social_items")
      .set({ detail: JSON.stringify({ dailyTarget: 100, count: 0, measure: { unit: "", direction: "sideways" } }) })
      .where("user_id", "=", ann.id)
      .execute();
    const profile = await publicProfileOf(database.connection, ann.username, noon + 2000);
    expect(profile!.habits.map((habit) => [habit.title, habit.measure])).toEqual([["Swim", null]]);
  });
});
