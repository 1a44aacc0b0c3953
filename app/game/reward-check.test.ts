import { describe, expect, it } from "vitest";
import type { CommitRecord } from "./entity-schemas";
import type { RecordEvent, RecordKind } from "./events";
import { MARKET } from "./constants";
import { rollbackData, rewardData, smallGoalData } from "./record-data";
import { expectedReward, rewardMismatch, type RewardRefs } from "./reward-check";
import type { Reward } from "./rewards";

const ID = "01J0000000000000000000000A";
const record = (kind: RecordKind, event: RecordEvent, reward: Reward, data: CommitRecord["data"] = null) =>
  ({ id: ID, kind, event, instanceId: ID, timestamp: 0, data, reward, userId: ID }) as CommitRecord;
const none: RewardRefs = { rewardOf: () => undefined, priceOf: () => undefined };

describe("the reward a record must carry", () => {
  it("is the table's for the spec's events, and any other reward is named with the table's", () => {
    expect(rewardMismatch(record("Habit", "COUNT_UP", { xp: 1, coins: 0 }), none)).toBeNull();
    expect(rewardMismatch(record("Habit", "COUNT_UP", { xp: 50, coins: 0 }), none)).toEqual({ xp: 1, coins: 0 });
    expect(rewardMismatch(record("Goal", "REACH", { xp: 1000, coins: 25 }), none)).toBeNull();
    expect(rewardMismatch(record("Goal", "REACH", { xp: 1000, coins: 250 }), none)).toEqual({ xp: 1000, coins: 25 });
  });

  it("is nothing for a small goal's milestones, which say so (rule 17), and only for those", () => {
    expect(rewardMismatch(record("Goal", "PROGRESS_DONE", { xp: 0, coins: 0 }, smallGoalData()), none)).toBeNull();
    expect(rewardMismatch(record("Goal", "PROGRESS_DONE", { xp: 100, coins: 0 }, smallGoalData()), none)).toEqual({
      xp: 0,
      coins: 0,
    });
    expect(rewardMismatch(record("Habit", "COUNT_UP", { xp: 0, coins: 0 }, smallGoalData()), none)).toEqual({
      xp: 1,
      coins: 0,
    });
  });

  it("undoes exactly what the original record was paid; unknown without it", () => {
    const refs: RewardRefs = { ...none, rewardOf: (id) => (id === "orig" ? { xp: 5, coins: 0 } : undefined) };
    const rollback = (reward: Reward, originalId = "orig") =>
      record("Habit", "ROLLBACK_DAILYCHECK", reward, rollbackData(originalId));
    expect(rewardMismatch(rollback({ xp: -5, coins: 0 }), refs)).toBeNull();
    expect(rewardMismatch(rollback({ xp: 5, coins: 0 }), refs)).toEqual({ xp: -5, coins: 0 });
    expect(expectedReward(rollback({ xp: 5, coins: 0 }, "other"), refs)).toBeNull();
  });

  it("costs a redeem the price its reward was created with, a freeze the Market's price", () => {
    const refs: RewardRefs = { ...none, priceOf: (id) => (id === ID ? 30 : undefined) };
    const redeem = (coins: number, price = 30) =>
      record("Market", "REWARD_REDEEM", { xp: 0, coins }, rewardData("Cake", price));
    expect(rewardMismatch(redeem(-30), refs)).toBeNull();
    expect(rewardMismatch(redeem(-1, 1), refs)).toEqual({ xp: 0, coins: -30 });
    expect(rewardMismatch(redeem(-1, 1), none)).toBeNull(); // its creation unknown: the price it names
    const freeze = (coins: number) => record("Market", "FREEZE_BUY", { xp: 0, coins });
    expect(rewardMismatch(freeze(-MARKET.freezePrice), none)).toBeNull();
    expect(rewardMismatch(freeze(0), none)).toEqual({ xp: 0, coins: -MARKET.freezePrice });
  });
});
