// Event names of spec §4. Rollbacks reuse the original name behind a prefix so
// the log reads as "what happened" and "what was undone".

export const KINDS = ["Habit", "Goal"] as const;
export type Kind = (typeof KINDS)[number];

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

export type BaseEvent = GoalEvent | HabitEvent;
export const BASE_EVENTS: readonly BaseEvent[] = [...new Set<BaseEvent>([...GOAL_EVENTS, ...HABIT_EVENTS])];

export const ROLLBACK_PREFIX = "ROLLBACK_";
export type RollbackEvent = `${typeof ROLLBACK_PREFIX}${BaseEvent}`;
export type RecordEvent = BaseEvent | RollbackEvent;

export const ROLLBACK_EVENTS: readonly RollbackEvent[] = BASE_EVENTS.map(rollbackOf);
export const RECORD_EVENTS: readonly RecordEvent[] = [...BASE_EVENTS, ...ROLLBACK_EVENTS];

export function rollbackOf(event: BaseEvent): RollbackEvent {
  return `${ROLLBACK_PREFIX}${event}`;
}

export function isRollbackEvent(event: RecordEvent): event is RollbackEvent {
  return event.startsWith(ROLLBACK_PREFIX);
}

/** The event a rollback undoes (the event itself when it is not a rollback). */
export function baseEventOf(event: RecordEvent): BaseEvent {
  return (isRollbackEvent(event) ? event.slice(ROLLBACK_PREFIX.length) : event) as BaseEvent;
}

/** Events each kind may record (rollbacks follow their base event). */
export const EVENTS_BY_KIND: Record<Kind, readonly BaseEvent[]> = {
  Habit: HABIT_EVENTS,
  Goal: GOAL_EVENTS,
};

export function isEventOfKind(kind: Kind, event: RecordEvent): boolean {
  return EVENTS_BY_KIND[kind].includes(baseEventOf(event));
}

/** Goal milestones, in the order they must fire (DESIGN 3.7). */
export const MILESTONE_EVENTS = ["PROGRESS_BEGIN", "PROGRESS_HALFWAY", "PROGRESS_ALMOST", "PROGRESS_DONE"] as const;
export type MilestoneEvent = (typeof MILESTONE_EVENTS)[number];
