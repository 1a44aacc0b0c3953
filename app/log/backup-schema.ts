// The backup file (versioned JSON) and its validation: size, JSON, version,
// every field with the engine's schemas, then references between the parts.
// Every problem comes back as a path and a message; nothing is written. The
// check stops at the first 50 problems: a small hostile file can hold hundreds
// of thousands of bad records, and listing them all once took gigabytes.
import { z } from "zod";
import { dayOfRecord, type Day } from "~/game/day";
import { CommitmentSchema, CommitRecordSchema, GoalSchema, UserSchema } from "~/game/entity-schemas";
import { formatIssue, GameError, type FieldIssue } from "~/game/errors";
import { BACKUP_FORMAT, BACKUP_VERSION, MAX_BACKUP_BYTES } from "./backup-format";
import { isEventOfKind } from "~/game/events";
import { timestampSchema } from "~/game/field-schemas";
import { readFrozenDay, readRewardData, readStartCommitments } from "~/game/record-data";
import { arrayItems, isArrayAt, JsonSyntaxError, scanJson, type Span } from "./json-layout";
import { GameFieldsSchema, HabitSnapshotSchema } from "~/log/entry-schema";

// Kept apart (no schemas), so /home's JavaScript need not carry this module's.
export { BACKUP_FORMAT, BACKUP_VERSION, MAX_BACKUP_BYTES } from "./backup-format";
export { formatIssue } from "~/game/errors";
const MAX_ISSUES = 50;
/** The last line of a refusal that has more problems than it lists. */
export const MORE_PROBLEMS = `The check stopped at the first ${MAX_ISSUES} problems.`;

export const BackupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: timestampSchema,
  user: UserSchema,
  /** Settings (daily target) and the daily refresh's results. */
  game: GameFieldsSchema,
  commitments: z.array(CommitmentSchema),
  /** Derived fields (count, giveupAt, xpCurrent, …) are informative: import recomputes them from the records. */
  habits: z.array(HabitSnapshotSchema),
  goals: z.array(GoalSchema),
  /** In log order. */
  records: z.array(CommitRecordSchema),
});
export type Backup = z.infer<typeof BackupSchema>;

/** Collects problems up to one past the limit, which is enough to know there are more. */
class Problems {
  readonly list: FieldIssue[] = [];
  get full(): boolean {
    return this.list.length > MAX_ISSUES;
  }
  add(path: (string | number)[], message: string): void {
    if (!this.full) this.list.push({ path, message });
  }
}

function fail(found: FieldIssue[]): GameError {
  const issues =
    found.length > MAX_ISSUES ? [...found.slice(0, MAX_ISSUES), { path: [], message: MORE_PROBLEMS }] : found;
  return new GameError("VALIDATION", { issues, detail: issues.map(formatIssue).join("\n") });
}

function byteLength(text: string, limit: number): number {
  // UTF-8 takes at most 3 bytes per UTF-16 unit: short texts need no encoding pass.
  return text.length * 3 <= limit ? text.length : new TextEncoder().encode(text).length;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Parses and checks a whole backup text; throws GameError('VALIDATION') listing what is wrong. */
export function parseBackup(text: string, maxBytes = MAX_BACKUP_BYTES): Backup {
  const size = byteLength(text, maxBytes);
  if (size > maxBytes)
    throw fail([{ path: [], message: `The file is ${mb(size)}; a backup can be at most ${mb(maxBytes)}.` }]);
  let parts: Map<string, Span> | null;
  try {
    parts = scanJson(text, PART_NAMES);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    throw fail([{ path: [], message: `The file is not valid JSON (${error.message}).` }]);
  }
  const format = parts?.get("format");
  if (!parts || !format || isTooLong(format) || valueAt(text, format) !== BACKUP_FORMAT) {
    throw fail([{ path: ["format"], message: "This is not a Momentum backup file." }]);
  }
  const version = parts.get("version");
  const versionValue = version && !isTooLong(version) ? valueAt(text, version) : undefined;
  if (versionValue !== BACKUP_VERSION) {
    const shown = version && isTooLong(version) ? text.slice(version.start, version.start + 41) : versionValue;
    throw fail([
      {
        path: ["version"],
        message: `Backup version ${shownVersion(shown)} is not supported (this app reads version ${BACKUP_VERSION}).`,
      },
    ]);
  }
  const checked = checkParts(text, parts);
  if (checked.problems.length > 0) throw fail(checked.problems);
  const issues = referenceIssues(checked.backup);
  if (issues.length > 0) throw fail(issues);
  return checked.backup;
}

const PART_NAMES: ReadonlySet<string> = new Set(Object.keys(BackupSchema.shape));
/**
 * No single entry of a backup (the user, a habit, a record…) comes near this: a hostile one could
 * make parsing it alone costly, so it is refused unread.
 */
const MAX_ENTRY_CHARS = 256 * 1024;

const isTooLong = (span: Span) => span.end - span.start > MAX_ENTRY_CHARS;
const valueAt = (text: string, span: Span): unknown => JSON.parse(text.slice(span.start, span.end));

/** One value against its schema; the problems go to `problems` under `path`. */
function checkValue(schema: z.ZodType, value: unknown, path: (string | number)[], problems: Problems) {
  let parsed: ReturnType<z.ZodType["safeParse"]>;
  try {
    parsed = schema.safeParse(value);
  } catch {
    // zod 4.6 throws a TypeError on a non-string whose `length` has no valueOf/toString.
    problems.add(path, "The file holds a value that is not of the expected type.");
    return undefined;
  }
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    problems.add([...path, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))], issue.message);
  return undefined;
}

/** The entry at `span` (parsed only now) against its schema. */
function checkEntry(schema: z.ZodType, text: string, span: Span, path: (string | number)[], problems: Problems) {
  const length = span.end - span.start;
  if (length <= MAX_ENTRY_CHARS) return checkValue(schema, valueAt(text, span), path, problems);
  problems.add(
    path,
    `Too long for a real entry (${length.toLocaleString("en-US")} characters; at most ${MAX_ENTRY_CHARS.toLocaleString("en-US")}).`,
  );
  return undefined;
}

/**
 * BackupSchema, part by part in its own order and each list item by item, parsing an entry only
 * when its turn comes and stopping as soon as there are more problems than are listed: the same
 * problems, in the same order, that checking the whole parsed file with BackupSchema reports first.
 */
function checkParts(text: string, parts: Map<string, Span>): { backup: Backup; problems: FieldIssue[] } {
  const problems = new Problems();
  const backup: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(BackupSchema.shape) as [string, z.ZodType][]) {
    const span = parts.get(key);
    if (!span) {
      backup[key] = checkValue(schema, undefined, [key], problems);
    } else if (!(schema instanceof z.ZodArray) || !isArrayAt(text, span)) {
      backup[key] = checkEntry(schema, text, span, [key], problems);
    } else {
      const items: unknown[] = [];
      let i = 0;
      for (const item of arrayItems(text, span)) {
        if (problems.full) break;
        items.push(checkEntry(schema.element as z.ZodType, text, item, [key, i++], problems));
      }
      backup[key] = items;
    }
    if (problems.full) break;
  }
  return { backup: backup as Backup, problems: problems.list };
}

/** Owners, kinds, unique ids and unique commitment ids, membership targets. */
export function referenceIssues(
  b: Pick<Backup, "user" | "commitments" | "habits" | "goals" | "records">,
): FieldIssue[] {
  const problems = new Problems();
  const add = (path: (string | number)[], message: string) => problems.add(path, message);
  const owner = b.user.id;
  const commitments = new Map<string, (typeof b.commitments)[number]>();
  b.commitments.forEach((c, i) => {
    if (commitments.has(c.id)) add(["commitments", i, "id"], "Duplicate commitment id.");
    commitments.set(c.id, c);
    if (c.userId !== owner) add(["commitments", i, "userId"], "Belongs to another user.");
  });
  const usedBy = new Map<string, string>();
  const claim = (part: "habits" | "goals", i: number, commitmentId: string, kind: "Habit" | "Goal") => {
    const c = commitments.get(commitmentId);
    if (!c) add([part, i, "commitmentId"], "No commitment with this id.");
    else if (c.kind !== kind) add([part, i, "commitmentId"], `The commitment is not of kind ${kind}.`);
    const other = usedBy.get(commitmentId);
    if (other) add([part, i, "commitmentId"], `Commitment id is already used by ${other}.`);
    usedBy.set(commitmentId, `${part}[${i}]`);
  };
  const ids = new Set<string>();
  b.habits.forEach((h, i) => {
    if (ids.has(h.id)) add(["habits", i, "id"], "Duplicate id.");
    ids.add(h.id);
    if (h.userId !== owner) add(["habits", i, "userId"], "Belongs to another user.");
    claim("habits", i, h.commitmentId, "Habit");
  });
  b.goals.forEach((g, i) => {
    if (ids.has(g.id)) add(["goals", i, "id"], "Duplicate id.");
    ids.add(g.id);
    if (g.userId !== owner) add(["goals", i, "userId"], "Belongs to another user.");
    claim("goals", i, g.commitmentId, "Goal");
  });
  b.commitments.forEach((c, i) => {
    if (!usedBy.has(c.id)) add(["commitments", i, "id"], "No habit or goal uses this commitment.");
  });
  const recordIds = new Set<string>();
  const market = { rewards: new Set<string>(), freezes: new Set<string>(), used: new Set<string>() };
  b.records.forEach((r, i) => {
    if (recordIds.has(r.id)) add(["records", i, "id"], "Duplicate record id.");
    recordIds.add(r.id);
    if (r.userId !== owner) add(["records", i, "userId"], "Belongs to another user.");
    if (r.kind === "Market") {
      if (!isEventOfKind(r.kind, r.event)) add(["records", i, "event"], `${r.event} is not an event of the Market.`);
      marketIssue(market, r)?.forEach(([path, message]) => add(["records", i, ...path], message));
      return;
    }
    const c = commitments.get(r.instanceId);
    if (!c) add(["records", i, "instanceId"], "No commitment with this id.");
    else if (c.kind !== r.kind) add(["records", i, "kind"], `Does not match the commitment's kind (${c.kind}).`);
    if (!isEventOfKind(r.kind, r.event)) add(["records", i, "event"], `${r.event} is not an event of a ${r.kind}.`);
    for (const id of r.event === "START" && r.kind === "Goal" ? readStartCommitments(r.data) : []) {
      if (commitments.get(id)?.kind !== "Habit")
        add(["records", i, "data", "commitments"], `${id} is not a habit commitment.`);
    }
  });
  return problems.list;
}

type MarketRefs = { rewards: Set<string>; freezes: Set<string>; used: Set<string> };

/** Market records (ADR 0007) refer to rewards and freezes created earlier in the log, never to commitments. */
function marketIssue(refs: MarketRefs, r: Backup["records"][number]): [(string | number)[], string][] | null {
  const id = r.instanceId;
  switch (r.event) {
    case "REWARD_CREATE":
      if (refs.rewards.has(id) || refs.freezes.has(id)) return [[["instanceId"], "Duplicate reward id."]];
      refs.rewards.add(id);
      return readRewardData(r.data) ? null : [[["data"], "A reward needs a title and a price."]];
    case "REWARD_REDEEM":
    case "REWARD_DELETE":
      return refs.rewards.has(id) ? null : [[["instanceId"], "No reward with this id was created before."]];
    case "FREEZE_BUY":
      if (refs.freezes.has(id) || refs.rewards.has(id)) return [[["instanceId"], "Duplicate streak freeze id."]];
      refs.freezes.add(id);
      return null;
    case "FREEZE_USE": {
      const issues: [(string | number)[], string][] = [];
      if (!refs.freezes.has(id) || refs.used.has(id))
        issues.push([["instanceId"], "No unused streak freeze with this id was bought before."]);
      refs.used.add(id);
      if (readFrozenDay(r.data) === null) issues.push([["data", "day"], "Date must be in YYYY-MM-DD format."]);
      return issues.length > 0 ? issues : null;
    }
    default:
      return null;
  }
}

export type BackupSummary = {
  user: { id: string; username: string; name: string };
  exportedAt: number;
  habits: number;
  goals: number;
  records: number;
  /** First and last day with a record, null without records. */
  from: Day | null;
  to: Day | null;
};

export function summarize(b: Backup): BackupSummary {
  let from: Day | null = null;
  let to: Day | null = null;
  for (const r of b.records) {
    const day = dayOfRecord(r);
    if (from === null || day < from) from = day;
    if (to === null || day > to) to = day;
  }
  return {
    user: { id: b.user.id, username: b.user.username, name: b.user.name },
    exportedAt: b.exportedAt,
    habits: b.habits.length,
    goals: b.goals.length,
    records: b.records.length,
    from,
    to,
  };
}

/**
 * A file's version as the message shows it. Parsed JSON only: objects are shown as JSON
 * (String() throws on `{"toString": []}`), cut short so a huge value makes no huge message.
 */
function shownVersion(version: unknown): string {
  const text = typeof version === "object" && version !== null ? JSON.stringify(version) : String(version);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
