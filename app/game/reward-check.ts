// What a record's reward must be, read from the record alone (and, for a rollback or a redeem,
// the record or reward it refers to): the server checks a history uploaded without its actions
// against this (ADR 0021). It cannot tell whether the event itself was earned, only that the
// event is paid what the rules pay for it.
import type { CommitRecord } from "./entity-schemas";
import { baseEventOf, isRollbackEvent, MILESTONE_EVENTS } from "./events";
import { GRACE_DAYS } from "./daily-check";
import { addDays, dayOf, dayOfRecord } from "./day";
import {
  isPastEdit,
  isSmallGoalRecord,
  isUnpaidPastEdit,
  readAmount,
  readValue,
  readOriginalId,
  readRewardData,
} from "./record-data";
import { countReward, negateReward, priceReward, rewardFor, type Reward } from "./rewards";

export type RewardRefs = {
  /** The reward of the record with this id (a rollback's original), if known. */
  rewardOf(recordId: string): Reward | undefined;
  /** The price a Market reward was created with, if known. */
  priceOf(rewardId: string): number | undefined;
};

const PAID_GOAL_EVENTS: ReadonlySet<string> = new Set([...MILESTONE_EVENTS, "REACH"]);

/**
 * The reward the rules give `record`, or null when it cannot be known without more of the log
 * (a rollback whose original is unknown: the caller refuses it as undoing nothing it holds).
 */
export function expectedReward(record: CommitRecord, refs: RewardRefs): Reward | null {
  if (record.kind === "Market") {
    if (record.event !== "REWARD_REDEEM") return rewardFor("Market", record.event);
    const price = refs.priceOf(record.instanceId) ?? readRewardData(record.data)?.price;
    return price === undefined ? null : priceReward(price);
  }
  if (isRollbackEvent(record.event)) {
    const originalId = readOriginalId(record.data);
    const original = originalId === null ? undefined : refs.rewardOf(originalId);
    return original ? negateReward(original) : null;
  }
  // Rule 30: a count record pays per unit it moves, and nothing when older than the grace window.
  if (record.kind === "Habit" && (record.event === "COUNT_UP" || record.event === "COUNT_DOWN")) {
    // A paid edit is one of the grace window: its day at most GRACE_DAYS (and a day of zones) before its time's.
    const late = isPastEdit(record.data) && dayOfRecord(record) < addDays(dayOf(record.timestamp), -GRACE_DAYS - 1);
    if (isUnpaidPastEdit(record.data) || late) return { xp: 0, coins: 0 };
    // Rule 31: a measure's record is one value, paid once whatever its size.
    return countReward(record.event, readValue(record.data) === null ? readAmount(record.data) : 1);
  }
  // Rule 17: a small goal's milestones and REACH say so in their data and pay nothing.
  if (record.kind === "Goal" && PAID_GOAL_EVENTS.has(baseEventOf(record.event)) && isSmallGoalRecord(record.data)) {
    return { xp: 0, coins: 0 };
  }
  return rewardFor(record.kind, record.event);
}

/** Whether `part` lies between 0 and `whole`, on its side of 0. */
const within = (part: number, whole: number) => (whole >= 0 ? part >= 0 && part <= whole : part <= 0 && part >= whole);

/** The expected reward when `record` carries another one, else null (also null when it cannot be known). */
export function rewardMismatch(record: CommitRecord, refs: RewardRefs): Reward | null {
  const expected = expectedReward(record, refs);
  if (!expected) return null;
  // Rule 29: an undone give-up gives back what it took once clamped (rule 3), at most its whole penalty.
  if (record.event === "ROLLBACK_GIVEUP") {
    return within(record.reward.xp, expected.xp) && within(record.reward.coins, expected.coins) ? null : expected;
  }
  return expected.xp === record.reward.xp && expected.coins === record.reward.coins ? null : expected;
}
