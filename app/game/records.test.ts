import { describe, expect, it } from "vitest";
import { CommitRecordSchema } from "./entity-schemas";
import { GameError } from "./errors";
import { commitActivity, createActivity, makeRecord, rollbackRecord } from "./records";
import { ALICE, deepFreeze, testCtx } from "~test/game";

const INSTANCE = "01J0000000000000000000000C";

describe("records", () => {
  it("createActivity stamps id and time; commitActivity adds reward and user", () => {
    const ctx = testCtx();
    const activity = createActivity({ event: "COUNT_UP", kind: "Habit", instanceId: INSTANCE }, ctx);
    expect(activity).toEqual({
      id: activity.id,
      event: "COUNT_UP",
      kind: "Habit",
      instanceId: INSTANCE,
      timestamp: ctx.now,
      data: null,
    });
    const record = commitActivity(deepFreeze(activity), ALICE);
    expect(record).toEqual({ ...activity, reward: { xp: 1, coins: 0 }, userId: ALICE });
    expect(CommitRecordSchema.parse(record)).toEqual(record);
  });

  it("rollbackRecord negates the reward and points back to the original", () => {
    const ctx = testCtx();
    const original = deepFreeze(makeRecord({ event: "GIVEUP", kind: "Goal", instanceId: INSTANCE }, ctx, ALICE));
    const rollback = rollbackRecord(original, ctx, ALICE);
    expect(rollback).toMatchObject({
      event: "ROLLBACK_GIVEUP",
      kind: "Goal",
      instanceId: INSTANCE,
      reward: { xp: 100, coins: 1 },
      data: { originalId: original.id, reason: "manual_rollback" },
      userId: ALICE,
    });
    expect(rollback.id).not.toBe(original.id);
    expect(CommitRecordSchema.parse(rollback)).toEqual(rollback);
    expect(() => rollbackRecord(rollback, ctx, ALICE)).toThrow(GameError);
  });

  it("refuses to produce a record the schema would reject", () => {
    const ctx = { ...testCtx(), now: 1.5 };
    expect(() => makeRecord({ event: "START", kind: "Habit", instanceId: INSTANCE }, ctx, ALICE)).toThrow(GameError);
    const badId = { ...testCtx(), newId: () => "not-a-ulid" };
    expect(() => makeRecord({ event: "START", kind: "Habit", instanceId: INSTANCE }, badId, ALICE)).toThrow(GameError);
  });
});
