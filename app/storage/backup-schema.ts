// The backup file (versioned JSON) and its validation: size, JSON, version,
// every field with the engine's schemas, then references between the parts.
// Every problem comes back as a path and a message; nothing is written.
import { z } from "zod";
import { dayOfRecord, type Day } from "~/game/day";
import { CommitmentSchema, CommitRecordSchema, GoalSchema, UserSchema } from "~/game/entity-schemas";
import { GameError, type FieldIssue } from "~/game/errors";
import { isEventOfKind } from "~/game/events";
import { timestampSchema } from "~/game/field-schemas";
import { readFrozenDay, readRewardData, readStartCommitments } from "~/game/record-data";
import { GameFieldsSchema, HabitSnapshotSchema } from "./schemas";

export const BACKUP_FORMAT = "momentum-backup";
export const BACKUP_VERSION = 1;
/** 50 MB: five years of 50 habits is about 25 MB. */
export const MAX_BACKUP_BYTES = 50 * 1024 * 1024;
const MAX_ISSUES = 50;

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

/** 'records[12].reward.xp: Expected number'. */
export function formatIssue(issue: FieldIssue): string {
  const path = issue.path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
  return path ? `${path}: ${issue.message}` : issue.message;
}

const fail = (issues: FieldIssue[]) =>
  new GameError("VALIDATION", {
    issues: issues.slice(0, MAX_ISSUES),
    detail: issues.slice(0, MAX_ISSUES).map(formatIssue).join("\n"),
  });

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
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw fail([
      { path: [], message: `The file is not valid JSON (${error instanceof Error ? error.message : String(error)}).` },
    ]);
  }
  const envelope = json as { format?: unknown; version?: unknown } | null;
  if (typeof envelope !== "object" || envelope === null || envelope.format !== BACKUP_FORMAT) {
    throw fail([{ path: ["format"], message: "This is not a Momentum backup file." }]);
  }
  if (envelope.version !== BACKUP_VERSION) {
    throw fail([
      {
        path: ["version"],
        message: `Backup version ${shownVersion(envelope.version)} is not supported (this app reads version ${BACKUP_VERSION}).`,
      },
    ]);
  }
  let parsed: ReturnType<typeof BackupSchema.safeParse>;
  try {
    parsed = BackupSchema.safeParse(json);
  } catch {
    // zod 4.6 throws a TypeError on a non-string whose `length` has no valueOf/toString.
    throw fail([{ path: [], message: "The file holds a value that is not of the expected type." }]);
  }
  if (!parsed.success) {
    throw fail(
      parsed.error.issues.map((i) => ({
        path: i.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
        message: i.message,
      })),
    );
  }
  const issues = referenceIssues(parsed.data);
  if (issues.length > 0) throw fail(issues);
  return parsed.data;
}

/** Owners, kinds, unique ids and unique commitment ids, membership targets. */
export function referenceIssues(
  b: Pick<Backup, "user" | "commitments" | "habits" | "goals" | "records">,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (path: (string | number)[], message: string) =>
    void (issues.length < MAX_ISSUES && issues.push({ path, message }));
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
  return issues;
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
