// The world: entities plus everything derived from the log, as storage caches
// it. Entity definitions (titles, targets, owners, deleted flags) come from the
// entity stores; counts, histories, balances, membership and milestones come
// from the records. `worldFromBase` and `baseOf` move between the two.
import { z } from "zod";
import { INITIAL_DAILY_TARGET } from "./constants";
import type { Day } from "./day";
import {
  CommitmentSchema,
  GameStateSchema,
  GoalSchema,
  HabitSchema,
  type Commitment,
  type GameState,
  type Goal,
  type Habit,
} from "./entity-schemas";
import type { Ctx } from "./context";
import { MARKET_EVENTS, MILESTONE_EVENTS, type Kind, type MarketEvent, type MilestoneEvent } from "./events";
import { dayStringSchema, idSchema, timestampSchema } from "./field-schemas";
import { gameFromSettings, gameSettingsOf, type GameSettings } from "./game-state";
import { emptyXpStats, type XpStats } from "./momentum";
import { vacationDays } from "./vacation-days";

/** The un-rolled-back DAILYCHECKs of one day. */
export type DayCheck = { day: Day; recordIds: string[] };

/**
 * Un-rolled-back DAILYCHECKs of the habit's latest checked day (no log scan per click), those of
 * the grace window's days before it (`earlier`, rule 30: a past day's edit may take its check
 * back), and the days with one standing over the last CHECKED_DAYS_KEPT days: what "at most N a
 * week or month" counts (rule 27). Absent in worlds from before schedules: no days yet.
 */
export type HabitTrack = {
  check: DayCheck | null;
  earlier?: DayCheck[];
  checkedDays?: Day[];
  /** A measure's values logged on its latest day, in order (rule 31: the card's undo takes back the last). */
  entries?: DayEntries;
  /** A measure's last distinct values, newest first: the card's quick amounts. */
  recent?: number[];
  /** How many days hold a note (rule 32): /life counts them without reading every month. Absent = none. */
  notes?: number;
};

/** The values logged on one day, in hundredths. */
export type DayEntries = { day: Day; values: number[] };

/** Per goal: when each member joined, what it has contributed, milestones fired. */
export type GoalTrack = {
  joinedAt: Record<string, number>;
  contrib: Record<string, number>;
  milestones: MilestoneEvent[];
};

/** A reward the user defined in the Market; kept after deletion so the log can still name it. */
export type MarketReward = {
  id: string;
  title: string;
  /** Coins a redeem costs. */
  price: number;
  createdAt: number;
  deletedAt: number | null;
  /** Times redeemed. */
  redeemed: number;
};

/** One line of market history: a redeem, a freeze bought, or a freeze used (with the day it covered). */
export type MarketEntry = {
  recordId: string;
  event: MarketEvent;
  /** The reward's or the freeze's id. */
  instanceId: string;
  title: string;
  /** The record's coin reward (negative for a purchase, 0 for a freeze used). */
  coins: number;
  at: number;
  day: Day | null;
};

/** Everything the Market's records built (ADR 0007); replay rebuilds it from them. */
export type MarketState = {
  /** By reward id (deleted ones included). */
  rewards: Record<string, MarketReward>;
  /** Ids of the streak freezes held, oldest first (at most MARKET.maxFreezes). */
  freezes: string[];
  /** Days a freeze covered, ascending: they keep the streak without counting as met. */
  frozenDays: Day[];
  /** Newest first, at most MARKET.historySize. */
  history: MarketEntry[];
};

export const emptyMarket = (): MarketState => ({ rewards: {}, freezes: [], frozenDays: [], history: [] });

export type World = {
  game: GameState;
  /** By commitment id. */
  commitments: Record<string, Commitment>;
  /** By habit id. */
  habits: Record<string, Habit>;
  /** By goal id. */
  goals: Record<string, Goal>;
  tracks: { habits: Record<string, HabitTrack>; goals: Record<string, GoalTrack> };
  /** Commitment id → habit id / goal id; built from entities, never from records. */
  index: { habitOf: Record<string, string>; goalOf: Record<string, string> };
  /** Sum of daily XP and count of non-zero days: live momentum without a history scan. */
  stats: XpStats;
  market: MarketState;
  /** Id of the last record folded in: the checkpoint to resume replay from. */
  lastRecordId: string | null;
};

export type CommitmentDef = Omit<Commitment, "lastActivity" | "completedAt">;
export type HabitDef = Omit<Habit, "count" | "history" | "giveupAt" | "notes">;
export type GoalDef = Omit<Goal, "commitments" | "xpCurrent" | "completedAt" | "giveupAt">;

/** What replay needs besides the records: settings and entity definitions. */
export type WorldBase = {
  game: GameSettings;
  commitments: readonly CommitmentDef[];
  habits: readonly HabitDef[];
  goals: readonly GoalDef[];
};

// Explicit field lists: callers may pass full stored entities, whose stale
// derived fields must not leak into a rebuilt world.
export function commitmentFromDef(def: CommitmentDef): Commitment {
  const { id, kind, userId, createdAt, isDeleted } = def;
  return { id, kind, userId, createdAt, lastActivity: createdAt, completedAt: null, isDeleted };
}

/** A habit's or goal's new commitment, made now (its id first: ids sort in the order they are made). */
export function newCommitment(kind: Kind, userId: string, ctx: Pick<Ctx, "now" | "newId">): Commitment {
  return commitmentFromDef({ id: ctx.newId(), kind, userId, createdAt: ctx.now, isDeleted: false });
}

/** What every new habit or goal starts with besides its own fields: a fresh id, owner and commitment, made now. */
export function newItemFields(userId: string, commitmentId: string, ctx: Pick<Ctx, "now" | "newId">) {
  return { id: ctx.newId(), userId, commitmentId, createdAt: ctx.now, lastUpdated: ctx.now, isDeleted: false };
}

export function habitFromDef(def: HabitDef): Habit {
  const { id, userId, commitmentId, title, description, dailyTarget, createdAt, lastUpdated, isDeleted } = def;
  const habit: Habit = {
    id,
    userId,
    commitmentId,
    title,
    dailyTarget,
    count: 0,
    createdAt,
    lastUpdated,
    history: {},
    isDeleted,
    giveupAt: null,
  };
  if (description !== undefined) habit.description = description;
  // Only when set, so items from before issue #22 keep their exact stored shape.
  if (def.isPublic !== undefined) habit.isPublic = def.isPublic;
  if (def.schedules !== undefined) habit.schedules = def.schedules;
  if (def.skips !== undefined) habit.skips = def.skips;
  if (def.measure !== undefined) habit.measure = def.measure;
  if (def.imported !== undefined) habit.imported = def.imported;
  return habit;
}

export function goalFromDef(def: GoalDef): Goal {
  const { id, userId, title, description, xpTarget, createdAt, lastUpdated, commitmentId, isDeleted } = def;
  const goal: Goal = {
    id,
    userId,
    title,
    description,
    xpTarget,
    commitments: [],
    xpCurrent: 0,
    createdAt,
    completedAt: null,
    giveupAt: null,
    lastUpdated,
    commitmentId,
    isDeleted,
  };
  if (def.isPublic !== undefined) goal.isPublic = def.isPublic;
  return goal;
}

export const emptyHabitTrack = (): HabitTrack => ({ check: null });
export const emptyGoalTrack = (): GoalTrack => ({ joinedAt: {}, contrib: {}, milestones: [] });

export function emptyWorld(user: string, dailyTarget: number = INITIAL_DAILY_TARGET): World {
  return worldFromBase({
    game: { user, dailyTarget },
    commitments: [],
    habits: [],
    goals: [],
  });
}

/** A world with every derived field at its start value; fold records in next. */
export function worldFromBase(base: WorldBase): World {
  let world: World = {
    game: gameFromSettings(base.game),
    commitments: {},
    habits: {},
    goals: {},
    tracks: { habits: {}, goals: {} },
    index: { habitOf: {}, goalOf: {} },
    stats: emptyXpStats(),
    market: emptyMarket(),
    lastRecordId: null,
  };
  const commitments = Object.fromEntries(base.commitments.map((c) => [c.id, commitmentFromDef(c)]));
  world = { ...world, commitments };
  for (const def of base.habits) world = withHabit(world, habitFromDef(def));
  for (const def of base.goals) world = withGoal(world, goalFromDef(def));
  return world;
}

/** The definitions of a world: what entity stores hold and replay starts from. */
export function baseOf(world: World): WorldBase {
  const strip = <T extends object, K extends keyof T>(item: T, keys: K[]): Omit<T, K> => {
    const copy = { ...item };
    for (const key of keys) delete copy[key];
    return copy;
  };
  return {
    game: gameSettingsOf(world.game),
    commitments: Object.values(world.commitments).map((c) => strip(c, ["lastActivity", "completedAt"])),
    habits: Object.values(world.habits).map((h) => strip(h, ["count", "history", "giveupAt"])),
    goals: Object.values(world.goals).map((g) => strip(g, ["commitments", "xpCurrent", "completedAt", "giveupAt"])),
  };
}

/** Adds a habit (and its commitment when given) with a fresh track and index entry. */
export function withHabit(world: World, habit: Habit, commitment?: Commitment): World {
  return {
    ...world,
    commitments: commitment ? { ...world.commitments, [commitment.id]: commitment } : world.commitments,
    habits: { ...world.habits, [habit.id]: habit },
    tracks: { ...world.tracks, habits: { ...world.tracks.habits, [habit.id]: emptyHabitTrack() } },
    index: { ...world.index, habitOf: { ...world.index.habitOf, [habit.commitmentId]: habit.id } },
  };
}

/** Adds a goal (and its commitment when given) with a fresh track and index entry. */
export function withGoal(world: World, goal: Goal, commitment?: Commitment): World {
  return {
    ...world,
    commitments: commitment ? { ...world.commitments, [commitment.id]: commitment } : world.commitments,
    goals: { ...world.goals, [goal.id]: goal },
    tracks: { ...world.tracks, goals: { ...world.tracks.goals, [goal.id]: emptyGoalTrack() } },
    index: { ...world.index, goalOf: { ...world.index.goalOf, [goal.commitmentId]: goal.id } },
  };
}

export const isHabitActive = (habit: Habit): boolean => !habit.isDeleted && habit.giveupAt === null;
export const isGoalActive = (goal: Goal): boolean =>
  !goal.isDeleted && goal.giveupAt === null && goal.completedAt === null;

const idMap = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

/** For storage: parse a cached world read back from disk. */
export const WorldSchema = z.object({
  game: GameStateSchema,
  commitments: idMap(CommitmentSchema),
  habits: idMap(HabitSchema),
  goals: idMap(GoalSchema),
  tracks: z.object({
    habits: idMap(
      z.object({
        check: z.object({ day: dayStringSchema, recordIds: z.array(idSchema) }).nullable(),
        earlier: z.array(z.object({ day: dayStringSchema, recordIds: z.array(idSchema) })).optional(),
        checkedDays: z.array(dayStringSchema).optional(),
        entries: z.object({ day: dayStringSchema, values: z.array(z.number().int()) }).optional(),
        recent: z.array(z.number().int()).optional(),
        notes: z.number().int().min(0).optional(),
      }),
    ),
    goals: idMap(
      z.object({
        joinedAt: idMap(z.number().int()),
        contrib: idMap(z.number().int()),
        milestones: z.array(z.enum(MILESTONE_EVENTS)),
      }),
    ),
  }),
  index: z.object({ habitOf: idMap(z.string()), goalOf: idMap(z.string()) }),
  stats: z.object({ xpSum: z.number().int(), activeDays: z.number().int().min(0) }),
  market: z.object({
    rewards: idMap(
      z.object({
        id: idSchema,
        title: z.string().min(1),
        price: z.number().int().min(0),
        createdAt: timestampSchema,
        deletedAt: timestampSchema.nullable(),
        redeemed: z.number().int().min(0),
      }),
    ),
    freezes: z.array(idSchema),
    frozenDays: z.array(dayStringSchema),
    history: z.array(
      z.object({
        recordId: idSchema,
        event: z.enum(MARKET_EVENTS),
        instanceId: idSchema,
        title: z.string(),
        coins: z.number().int(),
        at: timestampSchema,
        day: dayStringSchema.nullable(),
      }),
    ),
  }),
  lastRecordId: idSchema.nullable(),
});

/** Days a freeze covered, as the streak functions take them. */
export const frozenDaysOf = (world: Pick<World, "market">): ReadonlySet<Day> => new Set(world.market.frozenDays);

/** The game's own days the streak steps over: bridged by a change of the day rule (rule 18), or vacation (rule 28). */
export const steppedOverDays = (game: Pick<GameState, "bridgedDays" | "vacations">): Day[] =>
  game.vacations ? [...game.bridgedDays, ...vacationDays(game.vacations)] : game.bridgedDays;

/**
 * Days the streak steps over: those a freeze covered (rule 15), those a change of the
 * day rule bridged (rule 18) and vacation days (rule 28). None counts as met; none breaks it.
 */
export const skippedDaysOf = (world: Pick<World, "market" | "game">): ReadonlySet<Day> =>
  new Set([...world.market.frozenDays, ...steppedOverDays(world.game)]);
