// Event names of spec §4, plus the Market's (docs/rules.md rule 15, ADR 0007). Rollbacks
// reuse the original name behind a prefix so the log reads as "what happened"
// and "what was undone".

/** Commitment kinds (spec §3). */
export const KINDS = ["Habit", "Goal"] as const;
export type Kind = (typeof KINDS)[number];

/** Record kinds: a commitment's kind, or Market for spending coins (not a commitment). */
export const RECORD_KINDS = [...KINDS, "Market"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const GOAL_EVENTS = [
  "START",
  "PROGRESS_BEGIN",
  "PROGRESS_HALFWAY",
  "PROGRESS_ALMOST",
  "PROGRESS_DONE",
  "COMMITMENT_ADD",
  "COMMITMENT_DROP",
  "REACH",
  "GIVEUP",
] as const;
export type GoalEvent = (typeof GOAL_EVENTS)[number];

export const HABIT_EVENTS = ["START", "COUNT_UP", "COUNT_DOWN", "DAILYCHECK", "GIVEUP"] as const;
export type HabitEvent = (typeof HABIT_EVENTS)[number];

/**
 * Not in spec §4 (rule 32): a habit's note on a day was written, changed or removed. It earns
 * nothing and is never rolled back (a new NOTE replaces it), so it is not one of the spec's events.
 */
export const NOTE_EVENT = "NOTE";
export type NoteEvent = typeof NOTE_EVENT;

/**
 * Not in spec §4 (rule 33): a habit brought from another app. One marks the habit's import (its
 * data names the app), one per imported day carries that day's amount and note. It earns nothing
 * and is never rolled back (undoing an import deletes its habits), so it is not one of the spec's events.
 */
export const IMPORT_EVENT = "IMPORT";
export type ImportEvent = typeof IMPORT_EVENT;

/**
 * Market events: a reward the user defines is created, redeemed (costs its
 * price) or deleted; a streak freeze is bought (costs its price) or used up by
 * the daily refresh for a missed day. Purchases are never rolled back.
 */
export const MARKET_EVENTS = ["REWARD_CREATE", "REWARD_REDEEM", "REWARD_DELETE", "FREEZE_BUY", "FREEZE_USE"] as const;
export type MarketEvent = (typeof MARKET_EVENTS)[number];

/** Events of the spec's two kinds: the ones that may be rolled back. */
export type SpecEvent = GoalEvent | HabitEvent;
export const SPEC_EVENTS: readonly SpecEvent[] = [...new Set<SpecEvent>([...GOAL_EVENTS, ...HABIT_EVENTS])];

export type BaseEvent = SpecEvent | MarketEvent | NoteEvent | ImportEvent;
export const BASE_EVENTS: readonly BaseEvent[] = [...SPEC_EVENTS, ...MARKET_EVENTS, NOTE_EVENT, IMPORT_EVENT];

export const ROLLBACK_PREFIX = "ROLLBACK_";
export type RollbackEvent = `${typeof ROLLBACK_PREFIX}${SpecEvent}`;
export type RecordEvent = BaseEvent | RollbackEvent;

export const ROLLBACK_EVENTS: readonly RollbackEvent[] = SPEC_EVENTS.map(rollbackOf);
export const RECORD_EVENTS: readonly RecordEvent[] = [...BASE_EVENTS, ...ROLLBACK_EVENTS];

export function rollbackOf(event: SpecEvent): RollbackEvent {
  return `${ROLLBACK_PREFIX}${event}`;
}

export function isMarketEvent(event: string): event is MarketEvent {
  return (MARKET_EVENTS as readonly string[]).includes(event);
}

export function isRollbackEvent(event: RecordEvent): event is RollbackEvent {
  return event.startsWith(ROLLBACK_PREFIX);
}

/** The event a rollback undoes (the event itself when it is not a rollback). */
export function baseEventOf(event: RecordEvent): BaseEvent {
  return (isRollbackEvent(event) ? event.slice(ROLLBACK_PREFIX.length) : event) as BaseEvent;
}

/** Events each kind may record (rollbacks follow their base event; Market has none). */
export const EVENTS_BY_KIND: Record<RecordKind, readonly BaseEvent[]> = {
  Habit: [...HABIT_EVENTS, NOTE_EVENT, IMPORT_EVENT],
  Goal: GOAL_EVENTS,
  Market: MARKET_EVENTS,
};

export function isEventOfKind(kind: RecordKind, event: RecordEvent): boolean {
  if (kind === "Market") return isMarketEvent(event);
  return EVENTS_BY_KIND[kind].includes(baseEventOf(event));
}

/** Goal milestones, in the order they must fire (rule 7, docs/rules.md). */
export const MILESTONE_EVENTS = ["PROGRESS_BEGIN", "PROGRESS_HALFWAY", "PROGRESS_ALMOST", "PROGRESS_DONE"] as const;
export type MilestoneEvent = (typeof MILESTONE_EVENTS)[number];
