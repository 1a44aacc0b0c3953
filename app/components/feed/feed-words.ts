// The feed's records in words: a record's data as a sentence (names, not ids), and runs of +1/−1
// folded. A measure's records carry values (rule 31): they read as amounts of the unit ("+2.5 km").
import { formatAmount, formatValue } from "~/game/measure-value";
import {
  isDeletion,
  isPastEdit,
  isSmallGoalRecord,
  isUnpaidPastEdit,
  readAmount,
  readFrozenDay,
  readImportedAmount,
  readImportedArchived,
  readImportSource,
  readMembership,
  readNote,
  readOriginalId,
  readRewardData,
  readStartCommitments,
  readValue,
} from "~/game/record-data";
import type { FeedItem } from "~/storage";

const coins = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "coin" : "coins"}`;

/** A measure's value, signed as its record moves the day: "+2.5 km" (just "+2.5" if the habit is unknown). */
function signedValue(item: FeedItem, value: number, locale?: string): string {
  const sign = item.record.event === "COUNT_DOWN" ? "−" : "+";
  return `${sign}${item.measure ? formatAmount(value, item.measure, locale) : formatValue(value, locale)}`;
}

const PAST_DAY_WORDS = "a past day set from the habit's page";
const UNPAID_WORDS = "(more than two days ago: no XP)";

/**
 * A record's data as words, or null when it has none worth saying. Ids become names where known;
 * a measure's values are written in `locale` (the runtime's own when undefined).
 */
export function describeData(item: FeedItem, locale?: string): string | null {
  const { record, names, title } = item;
  const { data } = record;
  if (data === null || data === undefined || Object.keys(data).length === 0) return null;
  // A note (rule 32) reads as itself, with the day it is on (written later, often).
  const note = record.event === "NOTE" ? readNote(data) : null;
  if (note !== null) return note === "" ? `note on ${item.day} removed` : `note on ${item.day}: ${note}`;
  if (record.event === "IMPORT") return importWords(item, locale);
  const name = (id: string) => names[id] ?? "a habit that no longer exists";
  const goal = title ?? "a goal";
  const member = readMembership(data);
  if (member !== null) {
    return record.event.endsWith("COMMITMENT_DROP")
      ? `${name(member)} left goal ${goal}`
      : `${name(member)} joined goal ${goal}`;
  }
  if (Array.isArray(data.commitments)) {
    const habits = readStartCommitments(data).map(name);
    return habits.length === 0 ? "started with no habits" : `started with ${habits.join(", ")}`;
  }
  if (readOriginalId(data) !== null) return "undoes an earlier record";
  if (isDeletion(data)) return "deleted";
  if (isSmallGoalRecord(data)) return "a small goal (XP target under 100): no bonus";
  const value = record.kind === "Habit" ? readValue(data) : null;
  if (isPastEdit(data)) {
    const change =
      value === null
        ? `${record.event === "COUNT_DOWN" ? "−" : "+"}${readAmount(data)}`
        : signedValue(item, value, locale);
    return isUnpaidPastEdit(data) ? `${change}: ${PAST_DAY_WORDS} ${UNPAID_WORDS}` : `${change}: ${PAST_DAY_WORDS}`;
  }
  if (value !== null) return signedValue(item, value, locale);
  const reward = readRewardData(data);
  if (reward) return `“${reward.title}” for ${coins(reward.price)}`;
  const day = readFrozenDay(data);
  if (day) return `covered ${day}`;
  if (typeof data.price === "number") return `for ${coins(data.price)}`;
  return Object.entries(data)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
}

/** An import's mark ("imported from Loop Habit Tracker") or one imported day ("3 imported for 2024-05-02: a note"). */
function importWords(item: FeedItem, locale?: string): string {
  const { data } = item.record;
  const source = readImportSource(data);
  if (source !== null) return `imported from ${source}${readImportedArchived(data) ? ", archived there" : ""}`;
  const amount = readImportedAmount(data);
  const note = readNote(data);
  const logged =
    amount === null
      ? ""
      : item.measure
        ? formatAmount(amount, item.measure, locale)
        : formatValue(amount * 100, locale);
  const words = amount === null ? `note imported for ${item.day}` : `${logged} imported for ${item.day}`;
  return note === null ? words : `${words}: ${note}`;
}

const COUNTS = new Set(["COUNT_UP", "COUNT_DOWN"]);

/** One feed line: a single record, or consecutive +1/−1 records of one habit on one day (the day each counted for, rule 18). */
export type FeedLine = { kind: "one"; item: FeedItem } | { kind: "counts"; items: FeedItem[] };

// A past day's edit (rule 30) is a line of its own, never folded into that day's clicks.
const runKey = ({ record, day }: FeedItem) =>
  COUNTS.has(record.event) && record.kind === "Habit" && !isPastEdit(record.data)
    ? `${record.instanceId}@${day}`
    : null;

/**
 * What a folded run of a measure's values adds and takes, with the unit: "+10 km, −2.5 km";
 * null for a count's run (its events' ×N say it).
 */
export function runAmounts(items: readonly FeedItem[], locale?: string): string | null {
  const measure = items[0]?.measure;
  if (!measure) return null;
  let up = 0;
  let down = 0;
  for (const { record } of items) {
    const value = readValue(record.data) ?? 0;
    if (record.event === "COUNT_DOWN") down += value;
    else up += value;
  }
  return [up ? `+${formatAmount(up, measure, locale)}` : null, down ? `−${formatAmount(down, measure, locale)}` : null]
    .filter(Boolean)
    .join(", ");
}

/** One record of a folded run in words: a measure's signed value, or null for a count's +1 or −1. */
export const runRecordWords = (item: FeedItem, locale?: string): string | null => {
  const value = readValue(item.record.data);
  return value === null ? null : signedValue(item, value, locale);
};

export function foldCounts(items: FeedItem[]): FeedLine[] {
  const lines: FeedLine[] = [];
  let runOf: string | null = null;
  for (const item of items) {
    const key = runKey(item);
    const last = lines.at(-1);
    if (key !== null && key === runOf && last?.kind === "counts") last.items.push(item);
    else lines.push(key === null ? { kind: "one", item } : { kind: "counts", items: [item] });
    runOf = key;
  }
  // A run of one is just a record.
  return lines.map((line) =>
    line.kind === "counts" && line.items.length === 1 ? { kind: "one", item: line.items[0]! } : line,
  );
}
