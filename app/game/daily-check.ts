// DAILYCHECK rules (spec §4, docs/rules.md rules 4 and 27): earned when today's count reaches
// the habit's daily target on a day its schedule may count, unless an un-rolled-back one exists
// today; rolled back when the count falls below again. Reads the habit track, never the log.
import type { Ctx } from "./context";
import { addDays, type Day } from "./day";
import type { CommitRecord, Habit } from "./entity-schemas";
import { meetsTarget } from "./measure";
import { makeRecord, rollbackRecord } from "./records";
import { rewardFor } from "./rewards";
import { DAILY, dayKind, periodOf, periodTarget, scheduleChangeOn } from "./schedule";
import { isVacationDay, type Vacation } from "./vacation-days";
import type { DayCheck, HabitTrack } from "./world";

/** How many days back a habit's track keeps its checked days: the longest period, a month. */
export const CHECKED_DAYS_KEPT = 31;

/** The track's checked days once `day` has a DAILYCHECK standing (sorted, older days let go). */
export function withCheckedDay(days: readonly Day[] | undefined, day: Day): Day[] {
  const since = addDays(day, -CHECKED_DAYS_KEPT);
  return [...(days ?? []).filter((d) => d > since && d !== day), day].sort();
}

/** The track's checked days once `day`'s last DAILYCHECK is rolled back. */
export function withoutCheckedDay(days: readonly Day[] | undefined, day: Day): Day[] | undefined {
  return days?.filter((d) => d !== day);
}

/** Days before today a past day's edit still scores as if made on that day (rule 30). */
export const GRACE_DAYS = 2;

/** The track once DAILYCHECK `id` of `day` stands: the latest day's, or one of the grace window's before it. */
export function withCheck(track: HabitTrack, day: Day, id: string): HabitTrack {
  const checkedDays = withCheckedDay(track.checkedDays, day);
  const { check } = track;
  if (check?.day === day) return { ...track, check: { day, recordIds: [...check.recordIds, id] }, checkedDays };
  if (check === null || day > check.day) {
    const earlier = keptEarlier([...(track.earlier ?? []), ...(check ? [check] : [])], day);
    return withEarlier({ ...track, check: { day, recordIds: [id] }, checkedDays }, earlier);
  }
  const others = (track.earlier ?? []).filter((c) => c.day !== day);
  const ids = [...dayCheckIds(track, day), id];
  return withEarlier({ ...track, checkedDays }, keptEarlier([...others, { day, recordIds: ids }], check.day));
}

/** The track once DAILYCHECK `originalId` is rolled back (wherever it stands). */
export function withoutCheck(track: HabitTrack, originalId: string): HabitTrack {
  const all = [...(track.earlier ?? []), ...(track.check ? [track.check] : [])];
  const holder = all.find((c) => c.recordIds.includes(originalId));
  if (!holder) return track;
  const left = holder.recordIds.filter((id) => id !== originalId);
  const checkedDays = left.length === 0 ? withoutCheckedDay(track.checkedDays, holder.day) : track.checkedDays;
  const after = left.length > 0 ? { day: holder.day, recordIds: left } : null;
  if (holder === track.check) return { ...track, check: after, checkedDays };
  const earlier = (track.earlier ?? []).flatMap((c) => (c !== holder ? [c] : after ? [after] : []));
  return withEarlier({ ...track, checkedDays }, earlier);
}

/** Only the grace window's days before `latest` are kept, oldest first. */
const keptEarlier = (checks: DayCheck[], latest: Day): DayCheck[] =>
  checks
    .filter((c) => c.day < latest && c.day >= addDays(latest, -GRACE_DAYS))
    .sort((a, b) => (a.day < b.day ? -1 : 1));

function withEarlier(track: HabitTrack, earlier: DayCheck[]): HabitTrack {
  const { earlier: _dropped, ...rest } = track;
  return earlier.length > 0 ? { ...rest, earlier } : rest;
}

/** The user's today and their vacations (rule 28: a vacation day expects nothing). */
export type CheckDay = { today: Day; vacations: readonly Vacation[] | undefined };

/**
 * Whether today may hold a DAILYCHECK under the habit's schedule (rule 27): a day the schedule
 * expects, or a day of an "N days a week/month" period whose other checked days, under this
 * schedule, are fewer than N; never a vacation day (rule 28). Days the schedule does not expect
 * still count up and down.
 */
export function mayCheckToday(habit: Habit, track: HabitTrack | undefined, { today, vacations }: CheckDay): boolean {
  if (isVacationDay(vacations, today)) return false;
  const change = scheduleChangeOn(habit.schedules, today);
  const schedule = change?.schedule ?? DAILY;
  const kind = dayKind(schedule, today);
  if (kind !== "open") return kind === "expected";
  const { first, last } = periodOf(schedule, today);
  // Days before the change kept the schedule they had (rule 27): they are not this one's N.
  const since = change && change.from > first ? change.from : first;
  const others = (track?.checkedDays ?? []).filter((d) => d >= since && d <= last && d !== today);
  return others.length < periodTarget(schedule, today);
}

/**
 * Whether a DAILYCHECK stands on `today`: the track's last check, or a checked day (when a clock
 * went back, the last check can be of an earlier day while today's still stands).
 */
const checkStands = (track: HabitTrack | undefined, today: Day): boolean =>
  dayCheckIds(track, today).length > 0 || (track?.checkedDays ?? []).includes(today);

/** Ids of the DAILYCHECKs of `day` that still stand (today's, or a grace window day's). */
export function dayCheckIds(track: HabitTrack | undefined, day: Day): string[] {
  if (track?.check?.day === day) return track.check.recordIds;
  return track?.earlier?.find((c) => c.day === day)?.recordIds ?? [];
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

/**
 * Records for a day's total moving from `before` to `after` against the target: today's, or a
 * `closed` day's (a past day's edit). An at-most measure is met only on a closed day (rule 31).
 */
export function crossingRecords(
  habit: Habit,
  track: HabitTrack | undefined,
  change: CheckDay & { before: number; after: number; closed?: boolean },
  ctx: Ctx,
  userId: string,
): CommitRecord[] {
  const { today, before, after, closed = false } = change;
  const metBefore = meetsTarget(habit, before, closed);
  const metAfter = meetsTarget(habit, after, closed);
  if (!metBefore && metAfter && !checkStands(track, today) && mayCheckToday(habit, track, change))
    return [check(habit, ctx, userId)];
  if (metBefore && !metAfter) return rollbacks(habit, dayCheckIds(track, today), ctx, userId);
  return [];
}

/**
 * After the daily target or the schedule changes: make today's DAILYCHECK agree with them (earn
 * it if now met and countable, roll it back if no longer).
 */
export function reconcileRecords(
  habit: Habit,
  track: HabitTrack | undefined,
  day: CheckDay,
  ctx: Ctx,
  userId: string,
): CommitRecord[] {
  const count = habit.history[day.today] ?? 0;
  const standing = dayCheckIds(track, day.today);
  const met = meetsTarget(habit, count, false) && mayCheckToday(habit, track, day);
  if (met && !checkStands(track, day.today)) return [check(habit, ctx, userId)];
  if (!met && standing.length > 0) return rollbacks(habit, standing, ctx, userId);
  return [];
}

/**
 * Rule 31: the DAILYCHECKs of the days that closed since the last refresh (`from`, the day it ran
 * for, to the day before `today`) on which an at-most measure stayed within its limit: a day its
 * schedule may count, not skipped, not a vacation day, not cut short by a change of the day rule. Each is dated its own day. The refresh runs
 * once per day wherever the log is replayed (a device, the server), so each day settles once,
 * also after a device slept across days.
 */
export function closingChecks(
  habits: readonly Habit[],
  tracks: Readonly<Record<string, HabitTrack>>,
  days: {
    from: Day;
    today: Day;
    created: (habit: Habit) => Day;
    vacations: readonly Vacation[] | undefined;
    /** Days a change of the day rule left early or jumped over (rule 18): cut short, never settled. */
    bridged: readonly Day[];
  },
  ctx: Ctx,
  userId: string,
): CommitRecord[] {
  const records: CommitRecord[] = [];
  for (const habit of habits) {
    let track = tracks[habit.id] ?? { check: null };
    const first = days.from > days.created(habit) ? days.from : days.created(habit);
    for (let day = first; day < days.today; day = addDays(day, 1)) {
      const within = meetsTarget(habit, habit.history[day] ?? 0, true);
      if (!within || habit.skips?.includes(day) || days.bridged.includes(day) || checkStands(track, day)) continue;
      if (!mayCheckToday(habit, track, { today: day, vacations: days.vacations })) continue;
      const record = check(habit, { ...ctx, day }, userId);
      records.push(record);
      track = withCheck(track, day, record.id);
    }
  }
  return records;
}
