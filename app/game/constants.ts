import { DAY_MS } from "./day";

// Business constants of spec §9, in one place so the /docs/ page and the
// validators read the same numbers.

/** Field and display limits (spec §9 "Limits"). */
export const LIMITS = {
  username: 16,
  nameMin: 1,
  name: 48,
  email: 320,
  bio: 500,
  location: 100,
  /** Minimum length. */
  password: 8,
  goalTitle: 100,
  goalDescription: 500,
  /** Not in the spec: habit texts reuse the goal limits so cards stay readable. */
  habitTitle: 100,
  habitDescription: 500,
  tierMin: 0,
  tierMax: 3,
  weekStrip: 7,
} as const;

/** Kept under the name the issue asked for; limits do not vary by tier yet. */
export const TIER_LIMITS = LIMITS;

/** Numeric tiers (spec §3). */
export const Tier = {
  FREE: 0,
  PREMIUM: 1,
  BUSINESS: 2,
  SUPERFAN: 3,
} as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

/** The game's daily XP target starts here; the refresh never resets it (rule 2, docs/rules.md). */
export const INITIAL_DAILY_TARGET = 10;

/**
 * What a person may set the daily XP target to (docs/rules.md, rule 2). A value from
 * elsewhere (an old backup) is only clamped at the minimum, as the spec says.
 */
export const DAILY_TARGET_RANGE = { min: 0, max: 10_000 } as const;

/**
 * The most a habit's daily target may be set to (issue #36): a count is one click per +1, and
 * a billion clicks a day is a typo. Checked on input only: a stored habit keeps what it has.
 */
/** Not in the spec (issue #33, rule 32): the longest note on a habit's day, as long as a description. */
export const NOTE_MAX = 500;

export const HABIT_DAILY_TARGET_MAX = 10_000;

/**
 * Goals whose XP target is below this pay no milestone or REACH bonus (rule 17):
 * a goal of 1 XP reached by one +1 paid 1,401 XP and 25 coins, again and again.
 */
export const SMALL_GOAL_XP_TARGET = 100;

/** The daily refresh runs at every UTC midnight, then every 24 h (spec §9). */
export const REFRESH_INTERVAL_MS = DAY_MS;

/**
 * The Market (docs/rules.md rule 15, ADR 0007). A reached goal pays 25 coins, the only
 * steady income: a freeze at 10 is a real choice against the user's own
 * rewards, and a reached goal still pays for both slots (2 × 10 ≤ 25).
 */
export const MARKET = {
  /** Coins a streak freeze costs. */
  freezePrice: 10,
  /** Streak freezes a user may hold at once. */
  maxFreezes: 2,
  rewardTitle: 100,
  priceMin: 1,
  priceMax: 100_000,
  /** Entries of market history the world keeps (newest first) for the /market page. */
  historySize: 20,
} as const;

/**
 * Live (not deleted) habits and goals an account may hold (docs/rules.md, ADR 0029). Far above
 * what a person tracks, and they bound the work one account's actions cost the server.
 */
export const ITEM_LIMITS = { habits: 250, goals: 100 } as const;

/**
 * An import from another app (rule 33): at most this many days, skips and notes in one action
 * (ten years of thirty habits is about 110,000), and at most this many imports a day per account.
 * They bound what one push adds to the server's log: an import's records are about a hundred
 * times the bytes of its action.
 */
export const IMPORT_LIMITS = { entries: 250_000, perDay: 10 } as const;

/** What the Market, its history and the feed call a streak freeze. */
export const STREAK_FREEZE_TITLE = "Streak freeze";
