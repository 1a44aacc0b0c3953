// What others may see of a user's game (issue #22, rule 21 in docs/rules.md): streaks and days
// met as the server's replay made them, counting only what the server witnessed in time (rule
// 22, app/game/witness.ts), the public activity an action adds, and the weekly board's measure.
// Pure: the server stores these at each push, readers finish them with `now`.
import { addDays, calendarDay, dayOfRecord, weekdayIndex, type Day, type DayRule } from "./day";
import type { CommitRecord, Goal, Habit } from "./entity-schemas";
import { goalPercent } from "./goal-progress";
import type { Measure } from "./measure";
import { describeSchedule } from "./schedule";
import { bestStreak, isDayMet, streakOf } from "./streak";
import { publicHabitNumbers, type PublicHabitNumbers } from "./public-habit";
import { publicVacationDays, publicXpOf, type Witnessed } from "./witness";
import type { World } from "./world";

/** How many of the newest days `recentMet` keeps: enough for any week that can still be current. */
export const RECENT_DAYS = 14;

export type PublicStats = {
  /** The run of met days ending at `streakDay` (its newest met day), skipped days bridging. */
  streak: number;
  streakDay: Day | null;
  bestStreak: number;
  daysMet: number;
  /** Met days among the newest RECENT_DAYS days of the history, ascending. */
  recentMet: Day[];
  dayRule: DayRule;
};

/** A user's world with what the server witnessed in time: what public numbers are made of. */
export type Witnessing = { world: World; witnessed: Witnessed };

/** Days a public streak steps over: frozen (rule 15), bridged by a day rule change (rule 18), and vacation days planned in time (rule 28). */
function publicSkippedDays({ world, witnessed }: Witnessing): ReadonlySet<Day> {
  return new Set([...world.market.frozenDays, ...world.game.bridgedDays, ...publicVacationDays(world, witnessed)]);
}

export function publicStatsOf({ world, witnessed }: Witnessing): PublicStats {
  const { dailyTarget, dayRule } = world.game;
  const xpHistory = publicXpOf(world, witnessed);
  const skipped = publicSkippedDays({ world, witnessed });
  const met = Object.keys(xpHistory)
    .filter((day) => isDayMet(xpHistory[day]!, dailyTarget))
    .sort();
  const streakDay = met.at(-1) ?? null;
  const newest = Object.keys(world.game.xpHistory).sort().at(-1);
  const since = newest === undefined ? null : addDays(newest, 1 - RECENT_DAYS);
  return {
    streak: streakDay === null ? 0 : streakOf(xpHistory, dailyTarget, streakDay, skipped),
    streakDay,
    bestStreak: bestStreak(xpHistory, dailyTarget, skipped),
    daysMet: met.length,
    recentMet: since === null ? [] : met.filter((day) => day >= since),
    dayRule: { ...dayRule },
  };
}

/** The user's today by their own day rule. */
export const todayFor = (stats: Pick<PublicStats, "dayRule">, now: number): Day => calendarDay(now, stats.dayRule);

/**
 * The streak as a visitor should see it now: the stored run still counts while its last day is
 * today or yesterday (today not met yet does not break it, rule 9); older, it is broken.
 */
export function currentStreak(stats: Pick<PublicStats, "streak" | "streakDay" | "dayRule">, now: number): number {
  if (stats.streakDay === null) return 0;
  const today = todayFor(stats, now);
  return stats.streakDay >= addDays(today, -1) ? stats.streak : 0;
}

/** Monday of the week `day` is in (weeks start on Monday). */
export function weekStartOf(day: Day): Day {
  return addDays(day, -weekdayIndex(day));
}

/** Days met in the user's own current week (Monday to today, by their day rule): the board's first measure. */
export function daysMetThisWeek(stats: Pick<PublicStats, "recentMet" | "dayRule">, now: number): number {
  const today = todayFor(stats, now);
  const monday = weekStartOf(today);
  return stats.recentMet.filter((day) => day >= monday && day <= today).length;
}

export type ActivityKind = "habit_started" | "day_met" | "goal_reached";
export type ActivityLine = {
  /** The record's id, or `day:<day>` for a day met: one line per user and day. */
  id: string;
  kind: ActivityKind;
  item: { kind: "habit"; id: string } | { kind: "goal"; id: string } | null;
  day: Day;
  at: number;
};

/**
 * The line a habit's START or a goal's REACH adds, or null for any other record (or when the
 * item is no longer in the world after the push).
 */
function milestoneOf(record: CommitRecord, after: World): Pick<ActivityLine, "kind" | "item"> | null {
  const byCommitment = <T extends { commitmentId: string }>(items: Record<string, T>) =>
    Object.values(items).find((item) => item.commitmentId === record.instanceId);
  if (record.kind === "Habit" && record.event === "START") {
    const habit = byCommitment(after.habits);
    return habit ? { kind: "habit_started", item: { kind: "habit", id: habit.id } } : null;
  }
  if (record.kind === "Goal" && record.event === "REACH") {
    const goal = byCommitment(after.goals);
    return goal ? { kind: "goal_reached", item: { kind: "goal", id: goal.id } } : null;
  }
  return null;
}

/** Whether `day` counts as met publicly (rule 26: only its witnessed XP, never more than its whole XP). */
function publiclyMet({ world, witnessed }: Witnessing, day: Day): boolean {
  const seen = witnessed.xp[day];
  return seen !== undefined && isDayMet(Math.min(seen, world.game.xpHistory[day] ?? 0), world.game.dailyTarget);
}

/**
 * The public activity the (witnessed) records of one push add: habits started, goals reached,
 * and the days those records made publicly met (a day met once stays one line, whatever happens
 * to it later).
 */
export function activityOf(before: Witnessing, after: Witnessing, records: readonly CommitRecord[]): ActivityLine[] {
  const lines: ActivityLine[] = [];
  const touched = new Map<Day, number>();
  for (const record of records) {
    const day = dayOfRecord(record);
    touched.set(day, Math.max(touched.get(day) ?? 0, record.timestamp));
    const milestone = milestoneOf(record, after.world);
    if (milestone) lines.push({ id: record.id, ...milestone, day, at: record.timestamp });
  }
  for (const [day, at] of touched) {
    if (publiclyMet(after, day) && !publiclyMet(before, day))
      lines.push({ id: `day:${day}`, kind: "day_met", item: null, day, at });
  }
  return lines;
}

export type PublicItem = {
  kind: "habit" | "goal";
  id: string;
  isPublic: boolean;
  /** Not deleted and not given up (a completed goal stays: it is a win to show). */
  isActive: boolean;
  title: string;
  description: string | null;
  detail:
    | ({
        dailyTarget: number;
        count: number;
        countDay?: Day;
        schedule?: string;
        /** A measured habit's unit and direction (rule 31): dailyTarget and count are hundredths of it. */
        measure?: Measure;
      } & Partial<PublicHabitNumbers>)
    | { xpTarget: number; xpCurrent: number; percent: number; completedAt: number | null };
  createdAt: number;
};

/** What a habit and a goal show alike: its id, whether shown, whether still going, and its title. */
function publicCommonOf(item: Habit | Goal): Pick<PublicItem, "id" | "isPublic" | "isActive" | "title"> {
  return {
    id: item.id,
    isPublic: item.isPublic === true,
    isActive: !item.isDeleted && item.giveupAt === null,
    title: item.title,
  };
}

/**
 * A habit as others may see it. The count is its world's current day's (the last refresh), and
 * says which day it is, so a page read on a later day shows 0, not a stale count; its days met
 * and streak count what the server witnessed (rule 26).
 */
export function publicHabitOf(
  habit: Habit,
  { world, witnessed }: Witnessing,
  vacationDays: readonly Day[] = publicVacationDays(world, witnessed),
): PublicItem {
  // The newest schedule: what the habit asks from now on (issue #32); every day says nothing.
  const schedule = habit.schedules?.at(-1)?.schedule;
  const today = world.game.lastDay;
  return {
    kind: "habit",
    ...publicCommonOf(habit),
    description: habit.description ?? null,
    detail: {
      dailyTarget: habit.dailyTarget,
      count: today === null ? habit.count : (habit.history[today] ?? 0),
      ...(today !== null && { countDay: today }),
      ...(schedule && schedule.kind !== "daily" && { schedule: describeSchedule(schedule) }),
      // Only what a page needs to print amounts: the unit and direction, copied again whenever the habit changes.
      ...(habit.measure && { measure: { unit: habit.measure.unit, direction: habit.measure.direction } }),
      ...(today !== null && publicHabitNumbers(habit, witnessed, today, vacationDays)),
    },
    createdAt: habit.createdAt,
  };
}

export function publicGoalOf(goal: Goal): PublicItem {
  return {
    kind: "goal",
    ...publicCommonOf(goal),
    description: goal.description,
    detail: {
      xpTarget: goal.xpTarget,
      xpCurrent: goal.xpCurrent,
      percent: goalPercent(goal),
      completedAt: goal.completedAt,
    },
    createdAt: goal.createdAt,
  };
}

/**
 * The habits and goals a push changed (the engine replaces what it changes, shares the rest); every
 * habit when the push changed the vacation days their streaks step over. A new day changes none:
 * readers finish the count and the streak with the owner's today.
 */
export function changedItemsOf(before: Witnessing, after: Witnessing): PublicItem[] {
  // Computed once for the push, not once per habit.
  const vacationDays = publicVacationDays(after.world, after.witnessed);
  const all = publicVacationDays(before.world, before.witnessed).join() !== vacationDays.join();
  const habits = Object.values(after.world.habits).filter((habit) => all || before.world.habits[habit.id] !== habit);
  const goals = Object.values(after.world.goals).filter((goal) => before.world.goals[goal.id] !== goal);
  return [...habits.map((habit) => publicHabitOf(habit, after, vacationDays)), ...goals.map(publicGoalOf)];
}
