// Notes and late skips through sync (issue #33, rules 27 and 32), on both engines: the server's
// referee writes a device's NOTE records as the device did, its state holds the notes, and a
// public habit's streak steps over a skip only when the skip reached the server in time.
import { describe, expect, it } from "vitest";
import { publicProfileOf } from "~/db/public-profile.server";
import { exportSyncData } from "~/db/sync-pull.server";
import { readSyncState } from "~/db/sync-state.server";
import { pushActions } from "~/db/sync.server";
import { DAY_MS, dayOf, HOUR_MS } from "~/game/day";
import type { LogEntry } from "~/log/protocol";
import { ENGINES, useTestDatabase } from "~test/db";
import { makePublic, socialUser } from "~test/social";
import { EngineDevice } from "~test/sync-device";
import { noonUtcDaysAgo } from "~test/storage";

const recordsOf = (log: LogEntry[]) =>
  log.flatMap((entry) => (entry.outcome.status === "applied" ? entry.outcome.entry.records : []));

describe.each(ENGINES)("notes and late skips through sync on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("the server's log and state hold the device's notes, record for record; a note too long is refused and changes nothing", async () => {
    const ann = await socialUser(database.connection, "Ann Notes", "ann-notes@secret.example");
    const phone = new EngineDevice(ann.id, "phone-notes-0001");
    const noon = noonUtcDaysAgo(4);
    const run = phone.createHabit({ title: "Run", dailyTarget: 1 }, noon);
    const day = (n: number) => dayOf(noon + n * DAY_MS);
    phone.act({ type: "habit/count", habitId: run, delta: 1 }, noon + 1000);
    phone.act(
      { type: "habit/setNote", habitId: run, day: day(0), note: "First run, https://example.com" },
      noon + 2000,
    );
    phone.act({ type: "habit/setNote", habitId: run, day: day(0), note: "First run" }, noon + 3 * DAY_MS);
    phone.act({ type: "habit/setNote", habitId: run, day: day(3), note: "Rest" }, noon + 3 * DAY_MS + 1000);
    await pushActions(database.connection, ann.id, phone.push(), noon + 3 * DAY_MS + HOUR_MS);
    phone.pending = [];

    const { log } = await exportSyncData(database.connection, ann.id);
    const notes = recordsOf(log).filter((record) => record.event === "NOTE");
    expect(notes).toEqual(phone.records.filter((record) => record.event === "NOTE"));
    expect(notes.map((record) => [record.day ?? dayOf(record.timestamp), record.reward])).toEqual([
      [day(0), { xp: 0, coins: 0 }],
      [day(0), { xp: 0, coins: 0 }],
      [day(3), { xp: 0, coins: 0 }],
    ]);
    const state = await readSyncState(database.connection, ann.id);
    expect(state!.world.habits[run]!.notes).toEqual({ [day(0)]: "First run", [day(3)]: "Rest" });

    // A note no editor lets through, forged into a push: refused with a sentence, nothing applied.
    const last = phone.records.at(-1)!;
    const at = noon + 3 * DAY_MS + 2 * HOUR_MS;
    const forged = {
      clientId: phone.clientId,
      actions: [
        {
          mutationId: 100,
          at,
          day: dayOf(at),
          rule: phone.world.game.dayRule,
          ids: [],
          action: { type: "habit/setNote" as const, habitId: run, day: day(3), note: "x".repeat(501) },
        },
      ],
    };
    expect(last.event).toBe("NOTE");
    const { results } = await pushActions(database.connection, ann.id, forged, at + 1000);
    expect(results.map((result) => result.status)).toEqual(["refused"]);
    const { log: after } = await exportSyncData(database.connection, ann.id);
    const refused = after.at(-1)!.outcome;
    expect(refused.status === "refused" && refused.refusal.message).toMatch(
      /^Your note on “Run” for .* was not applied: /,
    );
    expect((await readSyncState(database.connection, ann.id))!.world.habits[run]!.notes).toEqual({
      [day(0)]: "First run",
      [day(3)]: "Rest",
    });
  });

  it("a public habit's streak steps over a skip received in time, not one sent days later; the owner's steps over both", async () => {
    const max = await socialUser(database.connection, "Max Skips", "max-skips@secret.example");
    await makePublic(database.connection, max);
    const phone = new EngineDevice(max.id, "phone-skips-0001");
    const noon = noonUtcDaysAgo(5);
    const day = (n: number) => dayOf(noon + n * DAY_MS);
    const read = phone.createHabit({ title: "Read", dailyTarget: 1, isPublic: true }, noon);
    // Met on days 0, 2, 3, 4 and today (5), each pushed that day; day 1 missed.
    for (const n of [0, 2, 3, 4, 5]) {
      phone.act({ type: "habit/count", habitId: read, delta: 1 }, noon + n * DAY_MS + 1000);
      await pushActions(database.connection, max.id, phone.push(), noon + n * DAY_MS + 2000);
      phone.pending = [];
    }
    const streakNow = async () =>
      (await publicProfileOf(database.connection, max.username, noon + 5 * DAY_MS + HOUR_MS))!.habits[0]!.streak!.count;
    expect(await streakNow()).toBe(4);

    // Day 1 skipped today, four days after it ended: the owner's streak bridges it, the public one does not.
    phone.act({ type: "habit/skip", habitId: read, day: day(1), skipped: true }, noon + 5 * DAY_MS + 3000);
    await pushActions(database.connection, max.id, phone.push(), noon + 5 * DAY_MS + 4000);
    phone.pending = [];
    expect(await streakNow()).toBe(4);
    expect(phone.world.habits[read]!.skips).toEqual([day(1)]);

    // The same skip sent in time (a device that skipped day 1 on day 2) would have bridged it.
    const early = await socialUser(database.connection, "Eve Skips", "eve-skips@secret.example");
    await makePublic(database.connection, early);
    const tablet = new EngineDevice(early.id, "tablet-skips-0001");
    const eveRead = tablet.createHabit({ title: "Read", dailyTarget: 1, isPublic: true }, noon);
    for (const n of [0, 2, 3, 4, 5]) {
      tablet.act({ type: "habit/count", habitId: eveRead, delta: 1 }, noon + n * DAY_MS + 1000);
      if (n === 2)
        tablet.act({ type: "habit/skip", habitId: eveRead, day: day(1), skipped: true }, noon + n * DAY_MS + 1500);
      await pushActions(database.connection, early.id, tablet.push(), noon + n * DAY_MS + 2000);
      tablet.pending = [];
    }
    const eve = await publicProfileOf(database.connection, early.username, noon + 5 * DAY_MS + HOUR_MS);
    // Days 0 and 2 to 5 met, day 1 bridged (a skipped day keeps a streak without counting in it).
    expect(eve!.habits[0]!.streak!.count).toBe(5);
  });
});
