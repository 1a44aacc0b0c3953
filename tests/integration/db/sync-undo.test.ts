// Undo through sync (rule 29): the server's referee runs a device's game/undo like any action, on
// its own state, across pushes (the last record survives between them), and refuses it with a
// sentence when another device's record landed in between.
import { describe, expect, it } from "vitest";
import { exportSyncData } from "~/db/sync-pull.server";
import { pushActions } from "~/db/sync.server";
import type { LogEntry } from "~/log/protocol";
import { ENGINES, newAccountUser, useTestDatabase } from "~test/db";
import { EngineDevice } from "~test/sync-device";
import { noonUtcDaysAgo } from "~test/storage";

const MINUTE_MS = 60_000;

const outcomeOf = (entry: LogEntry) =>
  entry.outcome.status === "applied"
    ? entry.outcome.entry.records.map((r) => `${r.event} ${r.reward.xp}/${r.reward.coins}`).join(", ")
    : entry.outcome.refusal.message;

describe.each(ENGINES)("undo through sync on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("applies a delete's undo pushed later, and refuses one that another device's record came before", async () => {
    // Yesterday's noon: the hour before it never crosses a midnight (an undo counts on its own day).
    const now = noonUtcDaysAgo(1);
    const userId = await newAccountUser(database.connection, now - 60 * MINUTE_MS);
    const laptop = new EngineDevice(userId, "laptop-undo");
    const phone = new EngineDevice(userId, "phone-undo");

    const read = laptop.createHabit({ title: "Read", dailyTarget: 1 }, now - 50 * MINUTE_MS);
    laptop.act({ type: "habit/delete", habitId: read }, now - 49 * MINUTE_MS);
    await pushActions(database.connection, userId, laptop.push(), now - 48 * MINUTE_MS);
    laptop.pending = [];
    laptop.act({ type: "game/undo", recordId: laptop.world.game.lastRecord!.id }, now - 47 * MINUTE_MS);
    await pushActions(database.connection, userId, laptop.push(), now - 46 * MINUTE_MS);
    laptop.pending = [];

    // The laptop makes a new habit; the phone's own new habit reaches the server before its undo.
    laptop.createHabit({ title: "Walk", dailyTarget: 1 }, now - 30 * MINUTE_MS);
    await pushActions(database.connection, userId, laptop.push(), now - 29 * MINUTE_MS);
    laptop.pending = [];
    const walkStart = laptop.world.game.lastRecord!.id;
    phone.createHabit({ title: "Stretch", dailyTarget: 1 }, now - 20 * MINUTE_MS);
    await pushActions(database.connection, userId, phone.push(), now - 19 * MINUTE_MS);
    laptop.act({ type: "game/undo", recordId: walkStart }, now - 10 * MINUTE_MS);
    await pushActions(database.connection, userId, laptop.push(), now - 9 * MINUTE_MS);

    const { log } = await exportSyncData(database.connection, userId);
    expect(log.map(outcomeOf)).toEqual([
      "START 5/0",
      "GIVEUP 0/-1",
      "ROLLBACK_GIVEUP 0/0",
      "START 5/0",
      "START 5/0",
      "Your undo was not applied: something else had happened since on another device.",
    ]);
  });
});
