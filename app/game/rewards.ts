// Rewards table of spec §9 as data, so the game and the /docs/ page read the
// same numbers. An event missing from a kind's column is "n/a" there. The
// Market's rewards (ADR 0007) sit beside it, never inside the spec's table.
import { MARKET } from "./constants";
import {
  baseEventOf,
  isRollbackEvent,
  type GoalEvent,
  type HabitEvent,
  type Kind,
  type MarketEvent,
  type RecordEvent,
  type RecordKind,
} from "./events";

export type Reward = { xp: number; coins: number };

export const REWARDS = {
  Goal: {
    START: { xp: 25, coins: 0 },
    PROGRESS_BEGIN: { xp: 100, coins: 0 },
    PROGRESS_HALFWAY: { xp: 100, coins: 0 },
    PROGRESS_ALMOST: { xp: 100, coins: 0 },
    PROGRESS_DONE: { xp: 100, coins: 0 },
    COMMITMENT_ADD: { xp: 1, coins: 0 },
    COMMITMENT_DROP: { xp: -1, coins: 0 },
    REACH: { xp: 1000, coins: 25 },
    GIVEUP: { xp: -100, coins: -1 },
  },
  Habit: {
    START: { xp: 5, coins: 0 },
    COUNT_UP: { xp: 1, coins: 0 },
    COUNT_DOWN: { xp: -1, coins: 0 },
    DAILYCHECK: { xp: 5, coins: 0 },
    GIVEUP: { xp: 0, coins: -1 },
  },
} as const satisfies { Goal: Record<GoalEvent, Reward>; Habit: Record<HabitEvent, Reward> };

/** Rewards table as rows for display: one row per event, a cell per kind (null = n/a). */
export const REWARD_ROWS: { event: string; Goal: Reward | null; Habit: Reward | null }[] = (() => {
  const events = [...new Set([...Object.keys(REWARDS.Goal), ...Object.keys(REWARDS.Habit)])];
  const table: Record<Kind, Partial<Record<string, Reward>>> = REWARDS;
  return events.map((event) => ({ event, Goal: table.Goal[event] ?? null, Habit: table.Habit[event] ?? null }));
})();

/**
 * Market events: fixed rewards, except REWARD_REDEEM, which costs the price of
 * the reward redeemed (its record carries that price: data-driven, not a table cell).
 */
export const MARKET_REWARDS = {
  REWARD_CREATE: { xp: 0, coins: 0 },
  REWARD_REDEEM: "price",
  REWARD_DELETE: { xp: 0, coins: 0 },
  FREEZE_BUY: { xp: 0, coins: 0 - MARKET.freezePrice },
  FREEZE_USE: { xp: 0, coins: 0 },
} as const satisfies Record<MarketEvent, Reward | "price">;

/** The Market's rewards as rows for display (/docs/). */
export const MARKET_REWARD_ROWS: { event: MarketEvent; reward: Reward | "price" }[] = Object.entries(
  MARKET_REWARDS,
).map(([event, reward]) => ({ event: event as MarketEvent, reward }));

/** What redeeming a reward of `price` coins costs. */
export const priceReward = (price: number): Reward => ({ xp: 0, coins: 0 - price });

// `0 - n` rather than `-n`: a negated 0 must stay 0, not -0, so records compare equal.
const negate = (reward: Reward): Reward => ({ xp: 0 - reward.xp, coins: 0 - reward.coins });

/**
 * The reward for `event` of `kind`; a rollback earns the negated reward of the
 * event it undoes. Events that are n/a for the kind earn nothing, and so does a
 * priced Market event (its maker passes the price: see priceReward).
 */
export function rewardFor(kind: RecordKind, event: RecordEvent): Reward {
  if (kind === "Market") {
    const market: Partial<Record<string, Reward | "price">> = MARKET_REWARDS;
    const cell = market[event];
    return cell === undefined || cell === "price" ? { xp: 0, coins: 0 } : { xp: cell.xp, coins: cell.coins };
  }
  const column: Partial<Record<string, Reward>> = REWARDS[kind];
  const base = column[baseEventOf(event)];
  if (!base) return { xp: 0, coins: 0 };
  return isRollbackEvent(event) ? negate(base) : { xp: base.xp, coins: base.coins };
}

/** A count record's reward: the table's per-unit COUNT_UP / COUNT_DOWN times the units it moves (rule 30). */
export function countReward(event: "COUNT_UP" | "COUNT_DOWN", amount: number): Reward {
  const unit = REWARDS.Habit[event];
  return { xp: unit.xp * amount, coins: unit.coins * amount };
}

export function negateReward(reward: Reward): Reward {
  return negate(reward);
}
