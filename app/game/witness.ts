// What the server witnessed (rule 26, ADR 0030): public numbers count a day only with the XP of
// its records that reached the server no later than WITNESS_GRACE_MS after the day ended under
// the day rule the action carried, and step over a vacation day only when its plan reached the
// server by the same deadline (rule 28). Pure: the server passes each entry's records, rule and
// the instant it received them, and keeps what was witnessed beside the user's state.
import { dayOfRecord, dayToTimestamp, HOUR_MS, nextDayStart, type Day, type DayRule } from "./day";
import type { CommitRecord, Habit } from "./entity-schemas";
import { countDeltaOf } from "./record-data";
import { vacationDays, type Vacation } from "./vacation-days";
import type { World } from "./world";

/** How long after a day ends its actions may still reach the server and count publicly. */
export const WITNESS_GRACE_MS = 48 * HOUR_MS;

/** Per day, the XP of the day's records the server received in time. A day without any is absent. */
export type WitnessedXp = Readonly<Record<Day, number>>;

/** Per habit commitment id, its count per day from the +1s and −1s the server received in time. */
export type WitnessedCounts = Readonly<Record<string, Readonly<Record<Day, number>>>>;

/**
 * What the server witnessed in time: XP per day, the vacation days whose plan reached it by
 * their deadline (a vacation pushed after it began cannot bridge a public streak backwards), and
 * each habit's counts (absent in states stored before habits showed their own days met).
 */
export type Witnessed = {
  readonly xp: WitnessedXp;
  readonly vacationDays: readonly Day[];
  readonly counts?: WitnessedCounts;
  /**
   * Per habit commitment id, the skipped days whose skip reached the server by their deadline
   * (rule 27). Absent in states stored before any day could be skipped late: then every skip was
   * of today or yesterday, so each one the habit holds counts as witnessed.
   */
  readonly skips?: Readonly<Record<string, readonly Day[]>>;
};

export const NOTHING_WITNESSED: Witnessed = { xp: {}, vacationDays: [], skips: {} };

/** The first instant after `day` under `rule` (the day lasts until its calendar moves past it). */
export function dayEndOf(day: Day, rule: DayRule): number {
  // Midnight UTC of `day` is on `day` or the day before under every rule, so the search starts inside it.
  return nextDayStart(dayToTimestamp(day), rule, day);
}

/** The last instant at which a record of `day`, counted under `rule`, still counts publicly. */
export const witnessDeadline = (day: Day, rule: DayRule): number => dayEndOf(day, rule) + WITNESS_GRACE_MS;

/** The records of one log entry the server received at `receivedAt`, under `rule`, before their day's deadline. */
export function witnessedRecords(records: readonly CommitRecord[], rule: DayRule, receivedAt: number): CommitRecord[] {
  const deadlines = new Map<Day, number>();
  return records.filter((record) => {
    const day = dayOfRecord(record);
    let deadline = deadlines.get(day);
    if (deadline === undefined) deadlines.set(day, (deadline = witnessDeadline(day, rule)));
    return receivedAt <= deadline;
  });
}

/**
 * `witnessed` with `records` (witnessed ones) added: their XP to their days, their +1s and −1s to
 * their habits' days. The same object when there are none.
 */
export function addWitnessed(witnessed: Witnessed, records: readonly CommitRecord[]): Witnessed {
  if (records.length === 0) return witnessed;
  const xp: Record<Day, number> = { ...witnessed.xp };
  const counts: Record<string, Record<Day, number>> = { ...witnessed.counts };
  const copied = new Set<string>();
  for (const record of records) {
    const day = dayOfRecord(record);
    xp[day] = (xp[day] ?? 0) + record.reward.xp;
    const step = countDeltaOf(record);
    if (step === 0) continue;
    const habit = record.instanceId;
    // Copy-on-write: only the habits this push counted on get a new map.
    if (!copied.has(habit)) {
      copied.add(habit);
      counts[habit] = { ...counts[habit] };
    }
    counts[habit]![day] = (counts[habit]![day] ?? 0) + step;
  }
  return { ...witnessed, xp, counts };
}

/**
 * `witnessed` after a vacation action applied to `world`: the days of `planned` (null when one was
 * ended) received by their deadline join it, and days no longer vacation days in `world` leave it
 * (so it never holds more than the world's vacations, whatever a client plans).
 */
export function witnessVacation(
  witnessed: Witnessed,
  world: World,
  planned: Vacation | null,
  rule: DayRule,
  receivedAt: number,
): Witnessed {
  const days = new Set(publicVacationDays(world, witnessed));
  if (planned) for (const day of vacationDays([planned])) if (receivedAt <= witnessDeadline(day, rule)) days.add(day);
  return { ...witnessed, vacationDays: [...days].sort() };
}

/**
 * The XP public numbers use for each witnessed day: the lesser of the day's whole XP and its
 * witnessed XP. A late −1 still takes a day back; a late +1 never makes one.
 */
export function publicXpOf(world: World, witnessed: Witnessed): Record<Day, number> {
  const xp: Record<Day, number> = {};
  for (const [day, seen] of Object.entries(witnessed.xp)) xp[day] = Math.min(seen, world.game.xpHistory[day] ?? 0);
  return xp;
}

/** Each habit's skips public numbers step over, by commitment id (see `Witnessed.skips`). */
function witnessedSkips(witnessed: Witnessed, world: World): Readonly<Record<string, readonly Day[]>> {
  if (witnessed.skips) return witnessed.skips;
  const skips: Record<string, readonly Day[]> = {};
  for (const habit of Object.values(world.habits)) if (habit.skips?.length) skips[habit.commitmentId] = habit.skips;
  return skips;
}

/**
 * `witnessed` after a skip (or its taking back) of `day` applied to `habit` in `world`: a skip
 * received by the day's deadline joins the habit's witnessed skips; one taken back leaves them.
 */
export function witnessSkip(
  witnessed: Witnessed,
  before: World,
  habit: Pick<Habit, "commitmentId">,
  skip: { day: Day; skipped: boolean },
  rule: DayRule,
  receivedAt: number,
): Witnessed {
  const all = witnessedSkips(witnessed, before);
  const days = new Set(all[habit.commitmentId] ?? []);
  if (!skip.skipped) days.delete(skip.day);
  else if (receivedAt <= witnessDeadline(skip.day, rule)) days.add(skip.day);
  return { ...witnessed, skips: { ...all, [habit.commitmentId]: [...days].sort() } };
}

/** The habit's skipped days public numbers step over: those it still holds that the server witnessed in time. */
export function publicSkips(habit: Pick<Habit, "commitmentId" | "skips">, witnessed: Witnessed): Day[] {
  const standing = habit.skips ?? [];
  if (!witnessed.skips) return [...standing];
  const seen = new Set(witnessed.skips[habit.commitmentId] ?? []);
  return standing.filter((day) => seen.has(day));
}

/** The world's vacation days that the server witnessed planned in time: the only ones public numbers step over. */
export function publicVacationDays(world: World, witnessed: Witnessed): Day[] {
  const standing = new Set(vacationDays(world.game.vacations));
  return witnessed.vacationDays.filter((day) => standing.has(day));
}

/**
 * A habit's counts as public numbers use them: per day the server witnessed a +1 or −1 on it, the
 * lesser of the witnessed count and the habit's whole count (as `publicXpOf` does for XP).
 */
export function publicCountsOf(
  habit: Pick<Habit, "commitmentId" | "history">,
  witnessed: Witnessed,
): Record<Day, number> {
  const counts: Record<Day, number> = {};
  for (const [day, seen] of Object.entries(witnessed.counts?.[habit.commitmentId] ?? {}))
    counts[day] = Math.max(0, Math.min(seen, habit.history[day] ?? 0));
  return counts;
}

/** Every day of the world witnessed as it is (test and benchmark seeds: as if pushed live). */
export const allWitnessed = (world: World): Witnessed => ({
  xp: { ...world.game.xpHistory },
  vacationDays: vacationDays(world.game.vacations),
  skips: witnessedSkips({ xp: {}, vacationDays: [] }, world),
  counts: Object.fromEntries(Object.values(world.habits).map((habit) => [habit.commitmentId, { ...habit.history }])),
});
