// Days never go back on the server either (docs/rules.md rule 24, issue #30 point 4): within one
// device's sequence an action's day is never before that device's previous applied day, and a
// count never lands on a day before its habit existed. Each push passes its own server clock, so
// nothing here depends on the time of day the suite runs.
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import type { Connection } from "~/db/connection.server";
import { exportSyncData } from "~/db/sync-pull.server";
import { pushActions } from "~/db/sync.server";
import { readSyncState } from "~/db/sync-state.server";
import type { Action } from "~/game/act";
import { calendarDay, dayOfRecord, type DayRule } from "~/game/day";
import type { LogEntry, PushedAction } from "~/log/protocol";
import { ENGINES, newAccountUser, useTestDatabase } from "~test/db";
import { noonUtcDaysAgo } from "~test/storage";
import { EngineDevice } from "~test/sync-device";

const MINUTE_MS = 60_000;
const KIRITIMATI: DayRule = { timeZone: "Pacific/Kiritimati", startHour: 0 };
const UTC: DayRule = { timeZone: "UTC", startHour: 0 };
const WEST_OF_UTC: DayRule = { timeZone: "Etc/GMT+12", startHour: 6 };

/** An action as a device would push it, counted for the calendar day of `at` under `rule`. */
function pushed(mutationId: number, at: number, rule: DayRule, action: Action): PushedAction {
  return { mutationId, at, day: calendarDay(at, rule), rule, action, ids: [ulid(at)] };
}

const refusalCode = (entry: LogEntry) => (entry.outcome.status === "refused" ? entry.outcome.refusal.code : "applied");
const log = async (connection: Connection, userId: string) => (await exportSyncData(connection, userId)).log;

async function dailyChecksOf(connection: Connection, userId: string): Promise<string[]> {
  return (await log(connection, userId)).flatMap((entry) =>
    entry.outcome.status === "applied"
      ? entry.outcome.entry.records.filter((r) => r.event === "DAILYCHECK").map((r) => dayOfRecord(r))
      : [],
  );
}

describe.each(ENGINES)("days on the server on %s", (engine) => {
  const database = useTestDatabase(engine);

  /** A user made just before noon UTC yesterday, with a habit of target 1 its device made then. */
  async function accountWithHabit() {
    const noon = noonUtcDaysAgo(1);
    const userId = await newAccountUser(database.connection, noon - 30 * MINUTE_MS);
    const device = new EngineDevice(userId, "laptop-days1");
    const habitId = device.createHabit({ title: "Water", dailyTarget: 1 }, noon - 20 * MINUTE_MS);
    await pushActions(database.connection, userId, device.push(), noon);
    return { userId, habitId, noon, now: noon + 60 * MINUTE_MS };
  }

  it("refuses a device's +1s whose days go back: three zones, 28th, 27th, 26th, in one push", async () => {
    const { userId, habitId, noon, now } = await accountWithHabit();
    const count: Action = { type: "habit/count", habitId, delta: 1 };
    const push = {
      clientId: "laptop-days1",
      actions: [
        pushed(2, noon + MINUTE_MS, KIRITIMATI, count),
        pushed(3, noon + 2 * MINUTE_MS, UTC, count),
        pushed(4, noon + 3 * MINUTE_MS, WEST_OF_UTC, count),
      ],
    };
    const days = push.actions.map((item) => item.day);
    expect([...days].sort().reverse()).toEqual(days);
    expect(new Set(days).size).toBe(3);

    const answer = await pushActions(database.connection, userId, push, now);
    expect(answer.results.map((result) => result.status)).toEqual(["applied", "refused", "refused"]);
    const entries = (await log(database.connection, userId)).slice(-2);
    expect(entries.map(refusalCode)).toEqual(["DAY_WENT_BACK", "DAY_WENT_BACK"]);
    expect(entries[0]!.outcome).toMatchObject({
      refusal: {
        message:
          "Your +1 on “Water” was not applied: it counted for a day before the day of this device's previous action, and days never go back.",
      },
    });
    expect(await dailyChecksOf(database.connection, userId)).toEqual([days[0]]);
    const habit = (await readSyncState(database.connection, userId))?.world.habits[habitId];
    expect(habit?.history).toEqual({ [days[0]!]: 1 });
  });

  it("remembers a device's day across pushes; another device keeps its own days", async () => {
    const { userId, habitId, noon, now } = await accountWithHabit();
    const count: Action = { type: "habit/count", habitId, delta: 1 };
    const first = { clientId: "laptop-days1", actions: [pushed(2, noon + MINUTE_MS, KIRITIMATI, count)] };
    expect((await pushActions(database.connection, userId, first, now)).results[0]?.status).toBe("applied");

    const later = { clientId: "laptop-days1", actions: [pushed(3, noon + 2 * MINUTE_MS, UTC, count)] };
    expect((await pushActions(database.connection, userId, later, now)).results[0]?.status).toBe("refused");
    // A phone that has not heard of the laptop's day counts on its own calendar day.
    const phone = { clientId: "phone-days01", actions: [pushed(1, noon + 3 * MINUTE_MS, UTC, count)] };
    expect((await pushActions(database.connection, userId, phone, now)).results[0]?.status).toBe("applied");
  });

  it("refuses a count on a day before its habit existed", async () => {
    const { userId, habitId, noon, now } = await accountWithHabit();
    // Another device, its clock a day behind, claims yesterday's calendar day for a +1.
    const early = pushed(1, noon - 24 * 60 * MINUTE_MS, UTC, { type: "habit/count", habitId, delta: 1 });
    expect(early.day < calendarDay(noon - 20 * MINUTE_MS, UTC)).toBe(true);

    const answer = await pushActions(database.connection, userId, { clientId: "phone-days02", actions: [early] }, now);
    expect(answer.results.map((result) => result.status)).toEqual(["refused"]);
    const [entry] = (await log(database.connection, userId)).slice(-1);
    expect(entry?.outcome).toEqual({
      status: "refused",
      refusal: {
        code: "COUNT_BEFORE_HABIT",
        message: "Your +1 on “Water” was not applied: it counted for a day before the habit existed.",
      },
    });
    expect(await dailyChecksOf(database.connection, userId)).toEqual([]);
  });
});
