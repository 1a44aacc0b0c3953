// DAILYCHECK rules (spec §4, docs/rules.md rule 4): earned when today's count reaches the
// habit's daily target, unless an un-rolled-back one exists today; rolled back
// when the count falls below again. Reads the habit track, never the log.
import type { Ctx } from "./context";
import type { Day } from "./day";
import type { CommitRecord, Habit } from "./entity-schemas";
import { makeRecord, rollbackRecord } from "./records";
import { rewardFor } from "./rewards";
import type { HabitTrack } from "./world";

/** Ids of today's DAILYCHECKs that still stand. */
export function todayCheckIds(track: HabitTrack | undefined, today: Day): string[] {
  return track?.check?.day === today ? track.check.recordIds : [];
}

function check(habit: Habit, ctx: Ctx, userId: string): CommitRecord {
  return makeRecord({ event: "DAILYCHECK", kind: "Habit", instanceId: habit.commitmentId }, ctx, userId);
}

function rollbacks(habit: Habit, ids: string[], ctx: Ctx, userId: string): CommitRecord[] {
  const reward = rewardFor("Habit", "DAILYCHECK");
  return ids.map((id) =>
    rollbackRecord({ id, event: "DAILYCHECK", kind: "Habit", instanceId: habit.commitmentId, reward }, ctx, userId),
  );
}

/** Records for today's count moving from `before` to `after` against the target. */
export function crossingRecords(
  habit: Habit,
  track: HabitTrack | undefined,
  change: { today: Day; before: number; after: number },
  ctx: Ctx,
  userId: string,
): CommitRecord[] {
  const { today, before, after } = change;
  const standing = todayCheckIds(track, today);
  const target = habit.dailyTarget;
  if (before < target && after >= target && standing.length === 0) return [check(habit, ctx, userId)];
  if (before >= target && after < target) return rollbacks(habit, standing, ctx, userId);
  return [];
}

/**
 * After the daily target changes: make today's DAILYCHECK agree with the new
 * target (earn it if now met, roll it back if no longer met).
 */
export function reconcileRecords(
  habit: Habit,
  track: HabitTrack | undefined,
  today: Day,
  ctx: Ctx,
  userId: string,
): CommitRecord[] {
  const count = habit.history[today] ?? 0;
  const standing = todayCheckIds(track, today);
  const met = count >= habit.dailyTarget;
  if (met && standing.length === 0) return [check(habit, ctx, userId)];
  if (!met && standing.length > 0) return rollbacks(habit, standing, ctx, userId);
  return [];
}
