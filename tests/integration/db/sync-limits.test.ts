// The live habit limit (docs/rules.md rule 25) as the server's referee applies it: a push that
// would make an account's 251st live habit has that action refused, with a sentence the device
// shows; everything else in the push is applied. Each push passes its own server clock.
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { exportSyncData } from "~/db/sync-pull.server";
import { pushActions } from "~/db/sync.server";
import { readSyncState } from "~/db/sync-state.server";
import { ITEM_LIMITS } from "~/game/constants";
import { calendarDay, UTC_DAY_RULE } from "~/game/day";
import type { PushedAction } from "~/log/protocol";
import { ENGINES, newAccountUser, useTestDatabase } from "~test/db";
import { noonUtcDaysAgo } from "~test/storage";
import { EngineDevice } from "~test/sync-device";

describe.each(ENGINES)("habit limit in a push on %s", (engine) => {
  const database = useTestDatabase(engine);

  it(`refuses the ${ITEM_LIMITS.habits + 1}st live habit and applies the rest of the push`, async () => {
    const noon = noonUtcDaysAgo(1);
    const userId = await newAccountUser(database.connection, noon - 60 * 60 * 1000);
    const device = new EngineDevice(userId, "laptop-limit");
    for (let i = 0; i < ITEM_LIMITS.habits; i += 1)
      device.createHabit({ title: `Habit ${i}`, dailyTarget: 1 }, noon + i);
    const habitId = Object.keys(device.world.habits)[0]!;
    // The device's own engine refuses one more too: a device that does not is forging.
    const at = noon + 1000;
    const oneMore: PushedAction = {
      mutationId: ITEM_LIMITS.habits + 1,
      at,
      day: calendarDay(at, UTC_DAY_RULE),
      rule: UTC_DAY_RULE,
      action: { type: "habit/create", input: { title: "One more", dailyTarget: 1 } },
      ids: [ulid(at), ulid(at)],
    };
    const count: PushedAction = { ...oneMore, mutationId: oneMore.mutationId + 1, ids: [ulid(at + 1)], at: at + 1 };
    count.action = { type: "habit/count", habitId, delta: 1 };
    const push = { clientId: device.clientId, actions: [...device.push().actions, oneMore, count] };

    const answer = await pushActions(database.connection, userId, push, noon + 60 * 60 * 1000);
    expect(answer.results.slice(-3).map((result) => result.status)).toEqual(["applied", "refused", "applied"]);
    const log = (await exportSyncData(database.connection, userId)).log;
    expect(log.at(-2)?.outcome).toEqual({
      status: "refused",
      refusal: {
        code: "HABIT_LIMIT",
        message: `Your new habit was not applied: the account already had ${ITEM_LIMITS.habits} habits, the most it can hold (delete one to make room).`,
      },
    });
    const world = (await readSyncState(database.connection, userId))?.world;
    expect(Object.keys(world?.habits ?? {})).toHaveLength(ITEM_LIMITS.habits);
    expect(world?.habits[habitId]?.count).toBe(1);
  });
});
