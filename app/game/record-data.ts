// The `data` payloads of records, built and read in one place. Replay rebuilds
// goal membership, rollbacks and deletions from these, so their shape is part
// of the log format: add fields, never rename them.
import { HABIT_DAILY_TARGET_MAX } from "./constants";
import { MEASURE_LIMITS } from "./measure";
import { isValidDay, type Day } from "./day";
import type { CommitRecord, RecordData } from "./entity-schemas";

export const ROLLBACK_REASON = "manual_rollback";
/** Why a goal milestone or REACH paid nothing: the goal's XP target is below SMALL_GOAL_XP_TARGET (rule 17). */
export const SMALL_GOAL_REASON = "small_goal";

export type RollbackData = { originalId: string; reason: typeof ROLLBACK_REASON };
/** Goal START: the habit commitments the goal starts with. */
export type GoalStartData = { commitments: string[] };
/** COMMITMENT_ADD / COMMITMENT_DROP: the habit commitment that joins or leaves. */
export type MembershipData = { commitmentId: string };
/** A small goal's PROGRESS_* / REACH record (rule 17). */
export type SmallGoalData = { reason: typeof SMALL_GOAL_REASON };
/** GIVEUP written by a delete (rule 8, docs/rules.md) so replay can restore the flag. */
export type DeletionData = { deleted: true };

/**
 * A COUNT_UP / COUNT_DOWN that moves a day by more than one (a past day set from the habit's page,
 * rule 30): how much, and, older than the grace window, that it earns nothing. Without it, one.
 */
export type PastEditData = { amount: number; reason?: typeof PAST_EDIT_REASON };
/** Why a past day's edit paid nothing: it is older than the grace window (rule 30). */
export const PAST_EDIT_REASON = "past_edit";
/**
 * A measure's COUNT_UP / COUNT_DOWN (rule 31): the value added or taken back, in hundredths; a past
 * day's edit says so (`past`), and older than the grace window, that it earns nothing.
 */
export type ValueData = { value: number; past?: true; reason?: typeof PAST_EDIT_REASON };

/** NOTE (rule 32): the day's note as it now reads; "" when it was removed. */
export type NoteData = { note: string };

/** REWARD_CREATE / REWARD_REDEEM: the reward as it was (the log explains itself; replay rebuilds rewards). */
export type RewardData = { title: string; price: number };
/** FREEZE_BUY: the price paid. */
export type FreezeBuyData = { price: number };
/** FREEZE_USE: the missed day the freeze covered. */
export type FreezeUseData = { day: Day };

export const rollbackData = (originalId: string): RollbackData => ({ originalId, reason: ROLLBACK_REASON });
export const goalStartData = (commitments: readonly string[]): GoalStartData => ({ commitments: [...commitments] });
export const membershipData = (commitmentId: string): MembershipData => ({ commitmentId });
export const deletionData = (): DeletionData => ({ deleted: true });
export const smallGoalData = (): SmallGoalData => ({ reason: SMALL_GOAL_REASON });

export function readOriginalId(data: RecordData): string | null {
  return typeof data?.originalId === "string" ? data.originalId : null;
}

export function readStartCommitments(data: RecordData): string[] {
  const ids = data?.commitments;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
}

export function readMembership(data: RecordData): string | null {
  return typeof data?.commitmentId === "string" ? data.commitmentId : null;
}

export function isDeletion(data: RecordData): boolean {
  return data?.deleted === true;
}

export function isSmallGoalRecord(data: RecordData): boolean {
  return data?.reason === SMALL_GOAL_REASON;
}

export const pastEditData = (amount: number, pays: boolean): PastEditData =>
  pays ? { amount } : { amount, reason: PAST_EDIT_REASON };

export const valueData = (value: number): ValueData => ({ value });
export const pastValueData = (value: number, pays: boolean): ValueData =>
  pays ? { value, past: true } : { value, past: true, reason: PAST_EDIT_REASON };

/** A measure record's value in hundredths, or null when the record is a count's. */
export function readValue(data: RecordData): number | null {
  const value = data?.value;
  const valid = typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MEASURE_LIMITS.value;
  return valid ? value : null;
}

/** How many units a COUNT_UP / COUNT_DOWN moves its day by: its `amount` (1 to 10,000), else one. */
export function readAmount(data: RecordData): number {
  const amount = data?.amount;
  const valid =
    typeof amount === "number" && Number.isInteger(amount) && amount >= 1 && amount <= HABIT_DAILY_TARGET_MAX;
  return valid ? amount : 1;
}

/** Whether a count record is a past day's edit (rule 30), not a click or a value added today. */
export const isPastEdit = (data: RecordData): boolean => typeof data?.amount === "number" || data?.past === true;

/** Whether a count record says it earns nothing (a past day older than the grace window, rule 30). */
export function isUnpaidPastEdit(data: RecordData): boolean {
  return data?.reason === PAST_EDIT_REASON;
}

/** How much a count record moves its day: a measure's value (hundredths), else its amount of units. */
export const stepOf = (data: RecordData): number => readValue(data) ?? readAmount(data);

/** What a habit record does to its day's count: +step, −step, or nothing. */
export function countDeltaOf(record: Pick<CommitRecord, "kind" | "event" | "data">): number {
  if (record.kind !== "Habit") return 0;
  if (record.event === "COUNT_UP") return stepOf(record.data);
  if (record.event === "COUNT_DOWN") return 0 - stepOf(record.data);
  return 0;
}

/**
 * An IMPORT record's data (rule 33): the mark of a habit's import (the app it came from, and
 * whether it came archived), or one imported day's amount (clicks, or a measure's hundredths) and note.
 */
export type ImportMarkData = { source: string; archived?: true };
export type ImportDayData = { amount?: number; note?: string };

/** An imported day's amount when the record holds a valid one (1 to a measure's day maximum), else null. */
export function readImportedAmount(data: RecordData): number | null {
  const amount = data?.amount;
  const valid = typeof amount === "number" && Number.isInteger(amount) && amount >= 1 && amount <= MEASURE_LIMITS.value;
  return valid ? amount : null;
}

/** Whether an IMPORT record is its habit's mark, and the habit came archived. */
export const readImportedArchived = (data: RecordData): boolean => data?.archived === true;

/** The app an IMPORT mark names; null for an imported day's record. */
export function readImportSource(data: RecordData): string | null {
  const source = data?.source;
  return typeof source === "string" ? source : null;
}

export const noteData = (note: string): NoteData => ({ note });

/** A NOTE record's text ("" for a removed note), or null when its data holds none. */
export function readNote(data: RecordData): string | null {
  const note = data?.note;
  return typeof note === "string" ? note : null;
}

export const rewardData = (title: string, price: number): RewardData => ({ title, price });
export const freezeBuyData = (price: number): FreezeBuyData => ({ price });
export const freezeUseData = (day: Day): FreezeUseData => ({ day });

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

export function readRewardData(data: RecordData): RewardData | null {
  const title = data?.title;
  const price = data?.price;
  return typeof title === "string" && title.length > 0 && isCount(price) ? { title, price } : null;
}

export function readFrozenDay(data: RecordData): Day | null {
  const day = data?.day;
  return typeof day === "string" && isValidDay(day) ? day : null;
}
