// Measured habits through sync (rule 31): the server's referee runs a device's values like any
// action and settles an at-most day in its own refresh, so its log is the device's, record for
// record (same ids, days and rewards); a value no one could type is refused with a sentence.
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { DAY_MS, dayOf, dayToTimestamp } from "~/game/day";
import { exportSyncData } from "~/db/sync-pull.server";
import { pushActions } from "~/db/sync.server";
import type { LogEntry } from "~/log/protocol";
import { ENGINES, newAccountUser, useTestDatabase } from "~test/db";
import { EngineDevice } from "~test/sync-device";

const HOUR_MS = 3_600_000;

const recordsOf = (log: LogEntry[]) =>
  log.flatMap((entry) => (entry.outcome.status === "applied" ? entry.outcome.entry.records : []));

describe.each(ENGINES)("measured habits through sync on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("the server's log equals the device's: values, an at-least DAILYCHECK, an at-most day settled at the next day's start", async () => {
    // Three days that ended before today, so no time of the real day puts an action ahead of the server.
    const dayStart = dayToTimestamp(dayOf(Date.now())) - 3 * DAY_MS;
    const now = dayStart + 2 * DAY_MS + 12 * HOUR_MS;
    const userId = await newAccountUser(database.connection, dayStart);
    const phone = new EngineDevice(userId, "phone-measure");

    const coffee = phone.createHabit(
      { title: "Coffee", dailyTarget: 200, measure: { unit: "cups", direction: "atMost" } },
      dayStart + 8 * HOUR_MS,
    );
    const run = phone.createHabit(
      { title: "Run", dailyTarget: 500, measure: { unit: "km", direction: "atLeast" } },
      dayStart + 8 * HOUR_MS + 1,
    );
    phone.act({ type: "habit/addValue", habitId: coffee, value: 300 }, dayStart + 9 * HOUR_MS);
    phone.act({ type: "habit/addValue", habitId: run, value: 250 }, dayStart + DAY_MS + 7 * HOUR_MS);
    phone.act({ type: "habit/addValue", habitId: run, value: 300 }, dayStart + DAY_MS + 8 * HOUR_MS);
    phone.act({ type: "habit/addValue", habitId: coffee, value: 100 }, dayStart + DAY_MS + 9 * HOUR_MS);
    phone.act({ type: "habit/removeValue", habitId: run, value: 300 }, dayStart + DAY_MS + 10 * HOUR_MS);
    phone.act({ type: "habit/addValue", habitId: coffee, value: 50 }, dayStart + 2 * DAY_MS + 1 * HOUR_MS);
    await pushActions(database.connection, userId, phone.push(), now);

    const { log } = await exportSyncData(database.connection, userId);
    const served = recordsOf(log);
    // The refresh's records get the server's own ids (the device takes them on its next pull).
    const withoutId = ({ id: _id, ...rest }: (typeof served)[number]) => rest;
    expect(served.map(withoutId)).toEqual(phone.records.map(withoutId));
    const line = (r: (typeof served)[number]) => `${r.event} ${r.day ?? dayOf(r.timestamp)} ${r.reward.xp}`;
    const day = (n: number) => dayOf(dayStart + n * DAY_MS);
    expect(served.filter((r) => r.event !== "START").map(line)).toEqual([
      `COUNT_UP ${day(0)} 1`,
      // Day 0 closed over the limit (3 cups): nothing. Day 1's first action ran the refresh first.
      `COUNT_UP ${day(1)} 1`,
      `COUNT_UP ${day(1)} 1`,
      `DAILYCHECK ${day(1)} 5`,
      `COUNT_UP ${day(1)} 1`,
      `COUNT_DOWN ${day(1)} -1`,
      `ROLLBACK_DAILYCHECK ${day(1)} -5`,
      // Day 2's first action: day 1 closed within the limit (1 cup) and settles, dated day 1.
      `DAILYCHECK ${day(1)} 5`,
      `COUNT_UP ${day(2)} 1`,
    ]);
  });

  it("refuses a value no one could type with a sentence, and applies nothing of it", async () => {
    const now = Date.now();
    const userId = await newAccountUser(database.connection, now - 2 * HOUR_MS);
    const phone = new EngineDevice(userId, "phone-measure-bad");
    const run = phone.createHabit(
      { title: "Run", dailyTarget: 500, measure: { unit: "km", direction: "atLeast" } },
      now - HOUR_MS,
    );
    const pushed = phone.push();
    const forged = {
      ...pushed,
      actions: [
        ...pushed.actions,
        {
          ...pushed.actions[0]!,
          mutationId: 2,
          at: now - 30_000,
          ids: [ulid(now - 30_000)],
          action: { type: "habit/addValue", habitId: run, value: 1e12 },
        },
      ],
    } as typeof pushed;
    await pushActions(database.connection, userId, forged, now);
    const { log } = await exportSyncData(database.connection, userId);
    expect(log.map((entry) => entry.outcome.status)).toEqual(["applied", "refused"]);
    const refused = log[1]!.outcome;
    expect(refused.status === "refused" && refused.refusal.message).toMatch(
      /^Your \+10,000,000,000 km on “Run” was not applied: /,
    );
  });
});
