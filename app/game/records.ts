// Record factories. An activity says what happened; committing it prices it
// from the rewards table and stamps the user. Records are never edited: an
// undo is a new ROLLBACK_* record.
import { CommitRecordSchema, type Activity, type CommitRecord, type RecordData } from "./entity-schemas";
import { GameError } from "./errors";
import {
  IMPORT_EVENT,
  isMarketEvent,
  isRollbackEvent,
  NOTE_EVENT,
  rollbackOf,
  type RecordEvent,
  type RecordKind,
} from "./events";
import { negateReward, rewardFor, type Reward } from "./rewards";
import { rollbackData } from "./record-data";
import { dayOfCtx, type Ctx } from "./context";
import { dayOf, type Day } from "./day";

export type ActivityInput = { event: RecordEvent; kind: RecordKind; instanceId: string; data?: RecordData };

/**
 * The generic status record: id, event, kind, instanceId, timestamp, data. It
 * carries `day` only when the caller's day is not the UTC day of its timestamp
 * (rule 18), so a record made on UTC days is exactly the spec's record.
 */
export function createActivity(input: ActivityInput, ctx: Pick<Ctx, "now" | "newId" | "day">): Activity {
  const day = dayOfCtx(ctx);
  return {
    id: ctx.newId(),
    event: input.event,
    kind: input.kind,
    instanceId: input.instanceId,
    timestamp: ctx.now,
    ...(day === dayOf(ctx.now) ? {} : { day }),
    data: input.data ?? null,
  };
}

/**
 * Adds the table reward (or `reward`, for a priced Market event) and the user;
 * refuses anything the schema would.
 */
export function commitActivity(
  activity: Activity,
  userId: string,
  reward: Reward = rewardFor(activity.kind, activity.event),
): CommitRecord {
  return checked({ ...activity, reward: { xp: reward.xp, coins: reward.coins }, userId });
}

/** createActivity + commitActivity in one step. */
export function makeRecord(input: ActivityInput, ctx: Ctx, userId: string, reward?: Reward): CommitRecord {
  return commitActivity(createActivity(input, ctx), userId, reward);
}

/**
 * Many records of one habit that differ only in their day and data, made at once (an import's
 * days, rule 33). The first is checked against the schema as every record is; the rest share its
 * shape, and their days and data are the caller's, already checked, so 110,000 of them are not
 * parsed again (that took 0.8 s of a 1.5 s import).
 */
export function makeDayRecords(
  input: Omit<ActivityInput, "data">,
  days: readonly { day: Day; data: RecordData }[],
  ctx: Ctx,
  userId: string,
): CommitRecord[] {
  const reward = rewardFor(input.kind, input.event);
  return days.map(({ day, data }, i) => {
    const onDay = { ...ctx, day };
    const record: CommitRecord = { ...createActivity({ ...input, data }, onDay), reward: { ...reward }, userId };
    return i === 0 ? checked(record) : record;
  });
}

/** What a rollback needs to know of the record it undoes. */
export type RollbackTarget = Pick<CommitRecord, "id" | "event" | "kind" | "instanceId" | "reward">;

/** The reverse of `original`: ROLLBACK_ event, negated reward, a pointer back. */
export function rollbackRecord(original: RollbackTarget, ctx: Ctx, userId: string): CommitRecord {
  if (isRollbackEvent(original.event)) {
    throw new GameError("UNKNOWN_ERROR", { detail: "A rollback cannot be rolled back." });
  }
  if (isMarketEvent(original.event) || original.event === NOTE_EVENT || original.event === IMPORT_EVENT) {
    throw new GameError("UNKNOWN_ERROR", { detail: `A ${original.event} record cannot be rolled back.` });
  }
  const activity = createActivity(
    {
      event: rollbackOf(original.event),
      kind: original.kind,
      instanceId: original.instanceId,
      data: rollbackData(original.id),
    },
    ctx,
  );
  return checked({ ...activity, reward: negateReward(original.reward), userId });
}

// A malformed record must never reach the log: it would poison every replay.
function checked(record: CommitRecord): CommitRecord {
  const result = CommitRecordSchema.safeParse(record);
  if (!result.success) {
    throw new GameError("UNKNOWN_ERROR", { detail: `Invalid record: ${result.error.issues[0]?.message}` });
  }
  return record;
}
