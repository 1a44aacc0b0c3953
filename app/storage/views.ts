// What screens read, computed from the world in memory (pure): home, a goal's
// progress, the archive, the market. Nothing here reads storage or scans the log.
import { LIMITS, MARKET } from "~/game/constants";
import { dailyProgress, type DailyProgress } from "~/game/daily-progress";
import { addDays, calendarDay, nextDayStart, type Day, type DayRule } from "~/game/day";
import type { GameState, Goal, Habit, User } from "~/game/entity-schemas";
import { GameError } from "~/game/errors";
import type { MilestoneEvent } from "~/game/events";
import { goalEarned, goalPercent } from "~/game/goal-progress";
import { todayCount, weekStrip, type StripDay } from "~/game/habit-stats";
import { habitPageOf, type HabitPage } from "~/game/habit-page";
import { habitToday, vacationToday, type HabitToday } from "~/game/habit-today";
import { meetsTarget } from "~/game/measure";
import { lastEntryOn } from "~/game/measure-entries";
import { isVacationDay, withVacationSkips } from "~/game/vacation-days";
import { activeRewards, freezeRefusal, shortOfCoins } from "~/game/market";
import { momentumFromStats } from "~/game/momentum";
import { lastRefreshDay, todayOf } from "~/game/refresh";
import {
  isGoalActive,
  isHabitActive,
  type HabitTrack,
  type MarketEntry,
  type MarketReward,
  type World,
} from "~/game/world";

/** A habit without its days (history and notes live in month shards, partly loaded). */
export type HabitSummary = Omit<Habit, "history" | "notes">;
export type GameSummary = Omit<GameState, "xpHistory">;

export type HabitCard = {
  habit: HabitSummary;
  /** Today's count. */
  today: number;
  /** The last 7 days ending today (the user's day, rule 18), oldest first (rule 10). */
  week: StripDay[];
  /** Today's count has reached the habit's daily target (an at-most measure's today never has: rule 31). */
  done: boolean;
  /** What today is under the habit's schedule (issue #32). */
  status: HabitToday;
  /** A measure's value the card's undo takes back today (hundredths), or null (rule 31; always null for a count). */
  lastValue: number | null;
  /** A measure's last distinct values, newest first: the card's quick amounts (empty for a count). */
  recent: number[];
  /** How many days of the habit hold a note (rule 32). */
  notes: number;
};

export type GoalMember = { commitmentId: string; habitId: string | null; title: string | null; active: boolean };

export type GoalCard = {
  goal: Goal;
  percent: number;
  earned: number;
  habits: GoalMember[];
  /** A completed goal's day under the user's day rule (rule 18); null while it is not completed. */
  completedDay: Day | null;
};

export type HomeData = {
  user: User;
  game: GameSummary;
  /** Met days in a row before today, plus today once met (rule 9, docs/rules.md). */
  streak: number;
  /** Live: every day's XP including today's (the projection keeps the aggregate). */
  momentum: number;
  daily: DailyProgress;
  habits: HabitCard[];
  goals: GoalCard[];
  /** The journal position this view reflects: an action saved at `seq` or before is in it. */
  seq: number;
  /** Rule 18: the user's today, when this view was made, and when the next day starts (the refresh timer). */
  day: { today: Day; now: number; nextAt: number };
};

export type GoalProgress = GoalCard & {
  milestones: MilestoneEvent[];
  members: (GoalMember & { joinedAt: number | null; contributed: number })[];
};

export type ArchivedHabit = {
  habit: HabitSummary;
  status: "deleted" | "givenUp";
  endedAt: number | null;
  /** How many days of the habit hold a note (rule 32). */
  notes: number;
};
export type ArchivedGoal = {
  goal: Goal;
  status: "deleted" | "givenUp" | "completed";
  percent: number;
  endedAt: number | null;
};
export type ArchiveData = { habits: ArchivedHabit[]; goals: ArchivedGoal[] };

const summary = ({ history: _history, notes: _notes, ...habit }: Habit): HabitSummary => habit;
const byCreation = <T extends { createdAt: number; id: string }>(a: T, b: T) =>
  a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1);

function membersOf(world: World, goal: Goal): GoalMember[] {
  return goal.commitments.map((commitmentId) => {
    const habitId = world.index.habitOf[commitmentId] ?? null;
    const habit = habitId === null ? undefined : world.habits[habitId];
    return { commitmentId, habitId, title: habit?.title ?? null, active: habit ? isHabitActive(habit) : false };
  });
}

function goalCard(world: World, goal: Goal): GoalCard {
  const completedDay = goal.completedAt === null ? null : calendarDay(goal.completedAt, world.game.dayRule);
  return { goal, percent: goalPercent(goal), earned: goalEarned(goal), habits: membersOf(world, goal), completedDay };
}

/**
 * A goal completed today stays on home, marked, until the day ends; then only /archive shows it.
 * "Today" is the user's day (rule 18), not the UTC day.
 */
const completedOn = (goal: Goal, rule: DayRule, today: Day) =>
  !goal.isDeleted && goal.completedAt !== null && calendarDay(goal.completedAt, rule) === today;

/** What a card was made from besides its habit (a new habit object is a new card anyway). */
type MadeCard = {
  day: Day;
  vacations: GameState["vacations"];
  dayRule: DayRule;
  track: HabitTrack | undefined;
  card: HabitCard;
};
// A +1 makes one new habit object and keeps the others: their cards are reused, so a home built
// after each click marks one week strip, not fifty (a scheduled habit's marks read its periods).
const madeCards = new WeakMap<Habit, MadeCard>();

function habitCardOf(habit: Habit, track: HabitTrack | undefined, game: GameState, now: number, day: Day): HabitCard {
  const made = madeCards.get(habit);
  if (
    made &&
    made.day === day &&
    made.vacations === game.vacations &&
    made.dayRule === game.dayRule &&
    made.track === track
  )
    return made.card;
  const today = todayCount(habit, now, day);
  // Vacation days read as skipped days in the habit's marks (rule 28); a card reads only its strip's.
  const marked = withVacationSkips(habit, game.vacations, { from: addDays(day, 1 - LIMITS.weekStrip), to: day });
  const week = weekStrip(marked, now, day, calendarDay(habit.createdAt, game.dayRule));
  const status = isVacationDay(game.vacations, day) ? vacationToday(habit, day) : habitToday(marked, day);
  const card = {
    habit: summary(habit),
    today,
    week,
    done: meetsTarget(habit, today, false),
    status,
    lastValue: lastEntryOn(track, day),
    recent: track?.recent ?? [],
    notes: track?.notes ?? 0,
  };
  madeCards.set(habit, { day, vacations: game.vacations, dayRule: game.dayRule, track, card });
  return card;
}

export function homeOf(world: World, user: User, now: number, seq: number): HomeData {
  const { xpHistory: _xpHistory, ...game } = world.game;
  const day = todayOf(world.game, now);
  const daily = dailyProgress(world.game, now, day);
  const habits = Object.values(world.habits)
    .filter(isHabitActive)
    .sort(byCreation)
    .map((habit) => habitCardOf(habit, world.tracks.habits[habit.id], world.game, now, day));
  const goals = Object.values(world.goals)
    .filter((goal) => isGoalActive(goal) || completedOn(goal, world.game.dayRule, day))
    .sort(byCreation)
    .map((goal) => goalCard(world, goal));
  // The refresh ran today (storage runs it before home is read), so lastStreak is
  // "the days before today" (frozen days stepped over) and today joins once met
  // (rule 9, docs/rules.md). Momentum is live (spec §2: stats are refreshed whenever the
  // panel renders) from the aggregate the projection keeps, so a +1 costs the
  // same after years of history (ADR 0007).
  const streak = game.lastStreak + (daily.met ? 1 : 0);
  const nextAt = nextDayStart(now, world.game.dayRule, lastRefreshDay(world.game));
  const dayInfo = { today: day, now, nextAt };
  return { user, game, streak, momentum: momentumFromStats(world.stats), daily, habits, goals, seq, day: dayInfo };
}

export function goalProgressOf(world: World, goalId: string): GoalProgress {
  const goal = world.goals[goalId];
  if (!goal) throw new GameError("ITEM_NOT_FOUND", { detail: `goal ${goalId}` });
  const track = world.tracks.goals[goalId];
  const members = membersOf(world, goal).map((m) => ({
    ...m,
    joinedAt: track?.joinedAt[m.commitmentId] ?? null,
    contributed: track?.contrib[m.commitmentId] ?? 0,
  }));
  return { ...goalCard(world, goal), milestones: [...(track?.milestones ?? [])], members };
}

export function archiveOf(world: World): ArchiveData {
  const habits: ArchivedHabit[] = Object.values(world.habits)
    .filter((h) => !isHabitActive(h))
    .map((h) => ({
      habit: summary(h),
      status: h.isDeleted ? "deleted" : "givenUp",
      endedAt: h.giveupAt,
      notes: world.tracks.habits[h.id]?.notes ?? 0,
    }));
  const goals: ArchivedGoal[] = Object.values(world.goals)
    .filter((g) => !isGoalActive(g))
    .map((g) => ({
      goal: g,
      status: g.isDeleted ? "deleted" : g.completedAt !== null ? "completed" : "givenUp",
      percent: goalPercent(g),
      endedAt: g.completedAt ?? g.giveupAt,
    }));
  const newestFirst = (a: { endedAt: number | null }, b: { endedAt: number | null }) =>
    (b.endedAt ?? 0) - (a.endedAt ?? 0);
  return { habits: habits.sort(newestFirst), goals: goals.sort(newestFirst) };
}

/** A reward as /market lists it: can it be redeemed now, and if not, why. */
export type RewardOffer = MarketReward & { refusal: string | null };

export type MarketData = {
  /** Times in the history are shown in this rule's zone (rule 18). */
  dayRule: DayRule;
  coins: number;
  /** As on home: met days in a row, frozen days bridging, today once met. */
  streak: number;
  freezes: {
    held: number;
    max: number;
    price: number;
    /** Why one cannot be bought now (limit or coins), null when it can. */
    refusal: string | null;
    /** Days a freeze covered, newest first. */
    frozenDays: string[];
  };
  /** Active rewards, cheapest first. */
  rewards: RewardOffer[];
  /** Redeems, freezes bought and freezes used, newest first (at most MARKET.historySize). */
  history: MarketEntry[];
};

export function marketOf(world: World, now: number): MarketData {
  const daily = dailyProgress(world.game, now, todayOf(world.game, now));
  return {
    dayRule: world.game.dayRule,
    coins: world.game.coins,
    streak: world.game.lastStreak + (daily.met ? 1 : 0),
    freezes: {
      held: world.market.freezes.length,
      max: MARKET.maxFreezes,
      price: MARKET.freezePrice,
      refusal: freezeRefusal(world),
      frozenDays: [...world.market.frozenDays].reverse(),
    },
    rewards: activeRewards(world).map((reward) => ({ ...reward, refusal: shortOfCoins(world, reward.price) })),
    history: world.market.history,
  };
}

/**
 * What /habit/{id} shows (issues #32, #33): the habit, the user's today, its page from its first
 * day on, and its notes by day (rule 32).
 */
export type HabitPageData = { habit: HabitSummary; today: Day; page: HabitPage; notes: Readonly<Record<Day, string>> };

export function habitPageDataOf(world: World, habitId: string, now: number): HabitPageData {
  const habit = world.habits[habitId];
  if (!habit || habit.isDeleted) throw new GameError("ITEM_NOT_FOUND", { detail: `habit ${habitId}` });
  const today = todayOf(world.game, now);
  // Its first day: made, or the first day of history an import brought along, whichever is earlier.
  const counted = Object.keys(habit.history).sort()[0];
  const made = calendarDay(habit.createdAt, world.game.dayRule);
  const first = [made, counted ?? made, today].sort()[0]!;
  const page = habitPageOf(withVacationSkips(habit, world.game.vacations), today, first);
  return { habit: summary(habit), today, page, notes: habit.notes ?? {} };
}
