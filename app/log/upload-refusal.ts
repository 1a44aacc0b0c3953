// The one sentence a user reads for each item of their history from before sync that the server
// did not merge (ADR 0021), e.g. "Your +1 on “Read” of 2026-03-02 from before sync was not
// merged: the server's history of “Read” already goes past it."
import { dayOfRecord } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import { baseEventOf, isRollbackEvent } from "~/game/events";
import { formatValue } from "~/game/measure-value";
import { readAmount, readRewardData, readValue } from "~/game/record-data";
import type { Reward } from "~/game/rewards";
import type { Refusal } from "./protocol";

export const UPLOAD_REWARD = "UPLOAD_REWARD";
export const UPLOAD_CONFLICT = "UPLOAD_CONFLICT";
export const UPLOAD_ID_TAKEN = "UPLOAD_ID_TAKEN";
export const UPLOAD_TOO_OLD = "UPLOAD_TOO_OLD";
export const UPLOAD_ORPHAN = "UPLOAD_ORPHAN";
export const UPLOAD_TWICE = "UPLOAD_TWICE";

const quoted = (title: string | undefined, fallback: string) => (title ? `“${title}”` : fallback);
const amount = (reward: Reward) =>
  `${reward.xp} XP and ${reward.coins} ${Math.abs(reward.coins) === 1 ? "coin" : "coins"}`;

/** How much a count record moved its day: a measure's value (rule 31), else its units. */
function stepWords(record: CommitRecord): string {
  const value = readValue(record.data);
  return value === null ? String(readAmount(record.data)) : formatValue(value, "en-US");
}

/** What the record was, in a few words ("+1 on “Read”"); `titleOf` names a commitment's habit or goal. */
export function recordLabel(record: CommitRecord, titleOf: (commitmentId: string) => string | undefined): string {
  const item = quoted(titleOf(record.instanceId), record.kind === "Goal" ? "a goal" : "a habit");
  if (isRollbackEvent(record.event)) return `undoing of a change to ${item}`;
  const reward = quoted(readRewardData(record.data)?.title, "a reward");
  switch (baseEventOf(record.event)) {
    case "COUNT_UP":
      return `+${stepWords(record)} on ${item}`;
    case "COUNT_DOWN":
      return `−${stepWords(record)} on ${item}`;
    case "DAILYCHECK":
      return `daily check of ${item}`;
    case "START":
      return `start of ${item}`;
    case "GIVEUP":
      return `giving up ${item}`;
    case "COMMITMENT_ADD":
    case "COMMITMENT_DROP":
      return `change to ${item}`;
    case "REACH":
      return `completion of ${item}`;
    case "REWARD_CREATE":
      return `new reward ${reward}`;
    case "REWARD_REDEEM":
      return `redeeming ${reward}`;
    case "REWARD_DELETE":
      return `deletion of ${reward}`;
    case "FREEZE_BUY":
      return "streak freeze purchase";
    case "FREEZE_USE":
      return "streak freeze used";
    default:
      return `milestone of ${item}`;
  }
}

/** Why an item could not be merged, in words, by code. */
export function reasonOf(code: string, detail: { title?: string; reward?: Reward; expected?: Reward } = {}): string {
  switch (code) {
    case UPLOAD_REWARD:
      return `its reward (${amount(detail.reward!)}) is not what the rules give (${amount(detail.expected!)})`;
    case UPLOAD_CONFLICT:
      return "the server already holds a different version of it";
    case UPLOAD_ID_TAKEN:
      return "its id is already used by something else on the server";
    case UPLOAD_TOO_OLD:
      return `the server's history of ${quoted(detail.title, "it")} already goes past it`;
    case UPLOAD_ORPHAN:
      return "it belongs to something that was not merged";
    default:
      return "it had already happened on another device";
  }
}

export function recordRefusal(
  record: CommitRecord,
  titleOf: (commitmentId: string) => string | undefined,
  code: string,
  detail: { reward?: Reward; expected?: Reward } = {},
): Refusal {
  const title = titleOf(record.instanceId);
  const what = `${recordLabel(record, titleOf)} of ${dayOfRecord(record)}`;
  return { code, message: `Your ${what} from before sync was not merged: ${reasonOf(code, { ...detail, title })}.` };
}

export function definitionRefusal(kind: "habit" | "goal", title: string, code: string): Refusal {
  return { code, message: `Your ${kind} “${title}” from before sync was not merged: ${reasonOf(code)}.` };
}
