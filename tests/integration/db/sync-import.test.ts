// An import from another app through sync (issue #34, rule 33), on both engines: the server's
// referee writes the device's IMPORT records as the device did, its state holds the history, a
// public habit made of imported days shows none of them, and the undo deletes the habits there too.
import { describe, expect, it } from "vitest";
import { publicProfileOf } from "~/db/public-profile.server";
import { exportSyncData } from "~/db/sync-pull.server";
import { readSyncState } from "~/db/sync-state.server";
import { pushActions } from "~/db/sync.server";
import { addDays, dayOf, HOUR_MS } from "~/game/day";
import { MAX_PUSH_BYTES, type LogEntry } from "~/log/protocol";
import { ENGINES, useTestDatabase } from "~test/db";
import { makePublic, socialUser } from "~test/social";
import { EngineDevice } from "~test/sync-device";
import { noonUtcDaysAgo } from "~test/storage";

const recordsOf = (log: LogEntry[]) =>
  log.flatMap((entry) => (entry.outcome.status === "applied" ? entry.outcome.entry.records : []));

describe.each(ENGINES)("an import through sync on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("is the owner's history on the server, record for record, and never a public number", async () => {
    const ivy = await socialUser(database.connection, "Ivy Imports", "ivy-imports@secret.example");
    await makePublic(database.connection, ivy);
    const phone = new EngineDevice(ivy.id, "phone-import-0001");
    const now = noonUtcDaysAgo(0);
    const today = dayOf(now);
    const days = Array.from({ length: 60 }, (_, i) => [addDays(today, -1 - i), 1] as [string, number]);
    phone.act(
      {
        type: "habit/import",
        importId: "3f2a9c",
        source: "Loop Habit Tracker",
        habits: [
          {
            input: { title: "Meditate", dailyTarget: 1 },
            archived: false,
            days,
            skips: [],
            notes: [[addDays(today, -1), "Calm"]],
          },
        ],
      },
      now,
    );
    const habitId = Object.keys(phone.world.habits)[0]!;
    phone.act({ type: "habit/edit", habitId, changes: { isPublic: true } }, now + 1000);
    const { results } = await pushActions(database.connection, ivy.id, phone.push(), now + 2000);
    phone.pending = [];
    expect(results.map((result) => result.status)).toEqual(["applied", "applied"]);

    const { log } = await exportSyncData(database.connection, ivy.id);
    const imported = recordsOf(log).filter((record) => record.event === "IMPORT");
    expect(imported).toEqual(phone.records.filter((record) => record.event === "IMPORT"));
    expect(imported).toHaveLength(61);
    const state = await readSyncState(database.connection, ivy.id);
    expect(state!.world.habits[habitId]!.history).toEqual(phone.world.habits[habitId]!.history);
    expect(state!.world.habits[habitId]!.notes).toEqual({ [addDays(today, -1)]: "Calm" });
    expect(state!.world.game.xp).toBe(phone.world.game.xp);

    // Sixty days met in the owner's history; none of them witnessed, so the public page shows none.
    const profile = await publicProfileOf(database.connection, ivy.username, now + HOUR_MS);
    const shown = profile!.habits.find((item) => item.title === "Meditate")!;
    expect(shown.streak?.count ?? 0).toBe(0);
    expect(shown.daysMet ?? 0).toBe(0);
  });

  it("keeps its months whole when later pushes run on their window of days (ADR 0050)", async () => {
    const wes = await socialUser(database.connection, "Wes Window", "wes-window@secret.example");
    const phone = new EngineDevice(wes.id, "phone-import-0004");
    const now = noonUtcDaysAgo(0);
    const today = dayOf(now);
    const days = Array.from({ length: 120 }, (_, i) => [addDays(today, -1 - i), 1] as [string, number]);
    const notes: [string, string][] = [
      [addDays(today, -100), "Long ago"],
      [addDays(today, -2), "Lately"],
    ];
    const habit = { input: { title: "Stretch", dailyTarget: 2 }, archived: false, days, skips: [], notes };
    phone.act({ type: "habit/import", importId: "w1nd0w", source: "Loop Habit Tracker", habits: [habit] }, now);
    await pushActions(database.connection, wes.id, phone.push(), now + 1000);
    phone.pending = [];
    // Four +1s and a note today: the habit is cut to this month and last, then joined again.
    const habitId = Object.keys(phone.world.habits)[0]!;
    for (let i = 0; i < 4; i++) phone.act({ type: "habit/count", habitId, delta: 1 }, now + 2000 + i);
    phone.act({ type: "habit/setNote", habitId, day: today, note: "Today" }, now + 3000);
    const { results } = await pushActions(database.connection, wes.id, phone.push(), now + 4000);
    expect(results.map((result) => result.status)).toEqual(Array(5).fill("applied"));

    const state = await readSyncState(database.connection, wes.id);
    const kept = state!.world.habits[habitId]!;
    expect(Object.keys(kept.history)).toHaveLength(121);
    expect(kept.history).toEqual(phone.world.habits[habitId]!.history);
    expect(kept.notes).toEqual(phone.world.habits[habitId]!.notes);
    expect(kept.notes?.[addDays(today, -100)]).toBe("Long ago");
    expect(state!.world.game.xpHistory).toEqual(phone.world.game.xpHistory);
  });

  it("of thirty habits with a year of days each goes up in one push the server reads", async () => {
    const uma = await socialUser(database.connection, "Uma Year", "uma-year@secret.example");
    const phone = new EngineDevice(uma.id, "phone-import-0003");
    const now = noonUtcDaysAgo(0);
    const today = dayOf(now);
    const year = Array.from({ length: 365 }, (_, i) => [addDays(today, -1 - i), 1] as [string, number]);
    const habits = Array.from({ length: 30 }, (_, h) => ({
      input: { title: `Habit ${h}`, dailyTarget: 1 },
      archived: false,
      days: year,
      skips: [],
      notes: [],
    }));
    const pushed = phone.act({ type: "habit/import", importId: "a11d4y", source: "Loop Habit Tracker", habits }, now);
    // Three ids per habit (its commitment, itself, its mark): the days' ids are derived from the mark's.
    expect(pushed.ids).toHaveLength(90);
    const push = phone.push();
    expect(Buffer.byteLength(JSON.stringify(push))).toBeLessThan(MAX_PUSH_BYTES);

    const { results } = await pushActions(database.connection, uma.id, push, now + 1000);
    expect(results.map((result) => result.status)).toEqual(["applied"]);
    const { log } = await exportSyncData(database.connection, uma.id);
    const imported = recordsOf(log).filter((record) => record.event === "IMPORT");
    expect(imported).toHaveLength(30 * 366);
    expect(imported).toEqual(phone.records.filter((record) => record.event === "IMPORT"));
    expect(new Set(imported.map((record) => record.id)).size).toBe(imported.length);
  });

  it("is undone on the server as on the device: its habits deleted, nothing taken or given", async () => {
    const ned = await socialUser(database.connection, "Ned Undo", "ned-undo@secret.example");
    const phone = new EngineDevice(ned.id, "phone-import-0002");
    const now = noonUtcDaysAgo(0);
    const yesterday = addDays(dayOf(now), -1);
    const input = { title: "Stretch", dailyTarget: 1 };
    const habit = { input, archived: false, days: [[yesterday, 1] as [string, number]], skips: [], notes: [] };
    phone.act({ type: "habit/import", importId: "9b1e", source: "Habitica", habits: [habit] }, now);
    phone.act({ type: "habit/undoImport", importId: "9b1e" }, now + 1000);
    const { results } = await pushActions(database.connection, ned.id, phone.push(), now + 2000);
    expect(results.map((result) => result.status)).toEqual(["applied", "applied"]);
    const state = await readSyncState(database.connection, ned.id);
    expect(Object.values(state!.world.habits).map((h) => [h.title, h.isDeleted])).toEqual([["Stretch", true]]);
    expect(state!.world.game).toEqual(phone.world.game);
  });
});
