// The projection: folds records into a world. Live actions and replay both go
// through `applyRecords`, which is why they cannot disagree. Decisions (when
// to DAILYCHECK, when a milestone fires) are made before records are written;
// here records are only applied, never second-guessed.
import { withCheck, withoutCheck } from "./daily-check";
import { dayOfRecord, type Day } from "./day";
import type { Commitment, CommitRecord, Goal, Habit } from "./entity-schemas";
import { IMPORT_EVENT, MILESTONE_EVENTS, type MilestoneEvent } from "./events";
import { applyMarketRecord, type MarketDraft } from "./market-projection";
import { clampBalance } from "./game-state";
import { noteDayXp } from "./momentum";
import { withNote, withNoteCount } from "./note-map";
import {
  isDeletion,
  readImportedAmount,
  readImportedArchived,
  readMembership,
  readNote,
  readOriginalId,
  readStartCommitments,
  stepOf,
} from "./record-data";
import { loggedToday, withEntry, withoutEntry } from "./measure-entries";
import {
  worldFromBase,
  type GoalTrack,
  type HabitTrack,
  type MarketReward,
  type MarketState,
  type World,
  type WorldBase,
} from "./world";

/** Folds `records` (in log order) into `world`; returns a new world. */
export function applyRecords(world: World, records: readonly CommitRecord[]): World {
  if (records.length === 0) return world;
  const draft = new Draft(world);
  for (const record of records) applyRecord(draft, record);
  return draft.world;
}

/** The whole derived state from a log and the entity definitions. */
export function replay(records: readonly CommitRecord[], base: WorldBase): World {
  return applyRecords(worldFromBase(base), records);
}

/**
 * A shallow copy of a map by id or day. Key by key, V8 copies these maps (hundreds of ULID keys,
 * in dictionary mode) two to three times faster than a spread does: 1,250 keys in 130 µs against
 * 265 µs here, and each action's batch copies six of them (issue #30).
 */
function copyMap<T>(map: Readonly<Record<string, T>>): Record<string, T> {
  const copy: Record<string, T> = {};
  for (const key of Object.keys(map)) copy[key] = map[key]!;
  return copy;
}

// Copy-on-write: each map and entity is copied once per batch, then changed in
// place. A replay of years of records stays linear, and inputs stay untouched.
class Draft implements MarketDraft {
  readonly world: World;
  readonly goalIds: string[];
  private readonly copied = new Set<string>();

  constructor(private readonly source: World) {
    this.world = {
      ...source,
      game: { ...source.game, xpHistory: copyMap(source.game.xpHistory) },
      commitments: copyMap(source.commitments),
      habits: copyMap(source.habits),
      goals: copyMap(source.goals),
      tracks: { habits: copyMap(source.tracks.habits), goals: copyMap(source.tracks.goals) },
      stats: { ...source.stats },
    };
    this.goalIds = Object.keys(source.goals);
  }

  market(): MarketState {
    const world = this.world;
    if (this.once("m")) {
      const m = world.market;
      world.market = {
        rewards: { ...m.rewards },
        freezes: [...m.freezes],
        frozenDays: [...m.frozenDays],
        history: [...m.history],
      };
    }
    return world.market;
  }

  reward(id: string): MarketReward | undefined {
    const map = this.market().rewards;
    const item = map[id];
    if (item && this.once(`r:${id}`)) map[id] = { ...item };
    return map[id];
  }

  private once(key: string): boolean {
    if (this.copied.has(key)) return false;
    this.copied.add(key);
    return true;
  }

  /**
   * Whether the definitions this batch started from had `item` deleted. An undone delete (rule 29)
   * restores the definition in the action itself, so a deleted one here was removed again later
   * by a step that writes no record (a flat replay over the latest definitions).
   */
  deletedAtStart(item: Habit | Goal): boolean {
    const before = this.source.habits[item.id] ?? this.source.goals[item.id];
    return before?.isDeleted === true;
  }

  commitment(id: string): Commitment | undefined {
    const map = this.world.commitments;
    const item = map[id];
    if (item && this.once(`c:${id}`)) map[id] = { ...item };
    return map[id];
  }

  habit(id: string): Habit | undefined {
    const map = this.world.habits;
    const item = map[id];
    if (item && this.once(`h:${id}`)) map[id] = { ...item, history: { ...item.history } };
    return map[id];
  }

  /** A habit's track is only ever replaced whole (withCheck / withoutCheck), never changed in place. */
  updateHabitTrack(id: string, update: (track: HabitTrack) => HabitTrack): void {
    const map = this.world.tracks.habits;
    map[id] = update(map[id] ?? { check: null });
  }

  goal(id: string): Goal | undefined {
    const map = this.world.goals;
    const item = map[id];
    if (item && this.once(`g:${id}`)) map[id] = { ...item, commitments: [...item.commitments] };
    return map[id];
  }

  goalTrack(id: string): GoalTrack {
    const map = this.world.tracks.goals;
    const item = map[id] ?? { joinedAt: {}, contrib: {}, milestones: [] };
    if (this.once(`gt:${id}`)) {
      map[id] = { joinedAt: { ...item.joinedAt }, contrib: { ...item.contrib }, milestones: [...item.milestones] };
    }
    return map[id]!;
  }
}

function applyRecord(draft: Draft, record: CommitRecord): void {
  const day = dayOfRecord(record);
  const game = draft.world.game;
  const xpBefore = game.xp;
  const coinsBefore = game.coins;
  game.xp = clampBalance(game.xp + record.reward.xp);
  game.coins = clampBalance(game.coins + record.reward.coins);
  // Rule 29: what the record really changed (rule 3 may have clamped it), for an Undo to give back.
  const { id, event, kind, instanceId, data } = record;
  game.lastRecord = {
    id,
    event,
    kind,
    instanceId,
    data,
    taken: { xp: game.xp - xpBefore, coins: game.coins - coinsBefore },
    day,
  };
  // Nominal, unclamped: a +1 then −1 must leave the day where it was. An IMPORT earns nothing
  // and leaves the XP history alone (rule 33): an import of years reads and writes none of it.
  if (record.event !== IMPORT_EVENT) {
    const before = game.xpHistory[day] ?? 0;
    game.xpHistory[day] = before + record.reward.xp;
    noteDayXp(draft.world.stats, before, before + record.reward.xp);
  }
  game.lastActive = record.timestamp;
  game.lastXp = record.reward.xp;
  draft.world.lastRecordId = record.id;

  const commitment = draft.commitment(record.instanceId);
  if (commitment) commitment.lastActivity = Math.max(commitment.lastActivity, record.timestamp);

  if (record.kind === "Habit") applyHabitRecord(draft, record, day);
  else if (record.kind === "Goal") applyGoalRecord(draft, record);
  else applyMarketRecord(draft, record);
}

function applyHabitRecord(draft: Draft, record: CommitRecord, day: Day): void {
  const habitId = draft.world.index.habitOf[record.instanceId];
  const habit = habitId === undefined ? undefined : draft.habit(habitId);
  if (habitId !== undefined && habit) {
    switch (record.event) {
      case "COUNT_UP": {
        const amount = stepOf(record.data);
        habit.count += amount;
        habit.history[day] = (habit.history[day] ?? 0) + amount;
        if (loggedToday(record.data)) draft.updateHabitTrack(habitId, (track) => withEntry(track, day, amount));
        break;
      }
      case "COUNT_DOWN": {
        // Live rules never take a day below 0; a foreign log that does stops at 0 here.
        const before = habit.history[day] ?? 0;
        const amount = Math.min(before, stepOf(record.data));
        if (amount > 0) {
          habit.history[day] = before - amount;
          habit.count = Math.max(0, habit.count - amount);
        }
        if (loggedToday(record.data)) draft.updateHabitTrack(habitId, (track) => withoutEntry(track, day, amount));
        break;
      }
      case "DAILYCHECK":
        draft.updateHabitTrack(habitId, (track) => withCheck(track, day, record.id));
        break;
      case "NOTE": {
        const had = habit.notes?.[day] !== undefined;
        const notes = withNote(habit.notes, day, readNote(record.data) ?? "");
        if (notes) habit.notes = notes;
        else delete habit.notes;
        const change = (notes?.[day] !== undefined ? 1 : 0) - (had ? 1 : 0);
        if (change !== 0) draft.updateHabitTrack(habitId, (track) => withNoteCount(track, change));
        break;
      }
      case "IMPORT": {
        const amount = readImportedAmount(record.data);
        if (amount !== null) {
          habit.count += amount;
          habit.history[day] = (habit.history[day] ?? 0) + amount;
        }
        const note = readNote(record.data);
        if (note !== null && note !== "") {
          const had = habit.notes?.[day] !== undefined;
          habit.notes = withNote(habit.notes, day, note);
          if (!had) draft.updateHabitTrack(habitId, (track) => withNoteCount(track, 1));
        }
        if (readImportedArchived(record.data)) habit.giveupAt ??= record.timestamp;
        break;
      }
      case "ROLLBACK_DAILYCHECK": {
        const originalId = readOriginalId(record.data);
        if (originalId !== null) draft.updateHabitTrack(habitId, (track) => withoutCheck(track, originalId));
        break;
      }
      case "GIVEUP":
        habit.giveupAt ??= record.timestamp;
        if (isDeletion(record.data)) markDeleted(draft, habit);
        break;
      case "ROLLBACK_START":
        markDeleted(draft, habit);
        break;
      case "ROLLBACK_GIVEUP":
        restore(draft, habit);
        break;
    }
  }
  creditGoals(draft, record);
}

/** Habit XP counts toward each active goal the commitment had joined by then (rule 6, docs/rules.md). */
function creditGoals(draft: Draft, record: CommitRecord): void {
  const xp = record.reward.xp;
  if (xp === 0) return;
  for (const goalId of draft.goalIds) {
    const current = draft.world.goals[goalId];
    // Only log-derived fields decide here: `isDeleted` is also an entity flag
    // (a completed goal is deleted without a record), and replay must not see it early.
    if (!current || current.completedAt !== null || current.giveupAt !== null) continue;
    const joinedAt = draft.world.tracks.goals[goalId]?.joinedAt[record.instanceId];
    if (joinedAt === undefined || record.timestamp < joinedAt) continue;
    const goal = draft.goal(goalId)!;
    const track = draft.goalTrack(goalId);
    goal.xpCurrent += xp;
    track.contrib[record.instanceId] = (track.contrib[record.instanceId] ?? 0) + xp;
  }
}

function applyGoalRecord(draft: Draft, record: CommitRecord): void {
  const goalId = draft.world.index.goalOf[record.instanceId];
  if (goalId === undefined) return;
  const goal = draft.goal(goalId);
  if (!goal) return;
  switch (record.event) {
    case "START": {
      const track = draft.goalTrack(goalId);
      for (const id of readStartCommitments(record.data)) join(goal, track, id, record.timestamp);
      break;
    }
    case "COMMITMENT_ADD": {
      const id = readMembership(record.data);
      if (id !== null) join(goal, draft.goalTrack(goalId), id, record.timestamp);
      break;
    }
    case "COMMITMENT_DROP": {
      const id = readMembership(record.data);
      if (id === null || !goal.commitments.includes(id)) break;
      // Progress is the sum over current members, so a leaving habit takes its XP along.
      const track = draft.goalTrack(goalId);
      goal.commitments = goal.commitments.filter((c) => c !== id);
      goal.xpCurrent -= track.contrib[id] ?? 0;
      delete track.contrib[id];
      delete track.joinedAt[id];
      break;
    }
    case "REACH": {
      goal.completedAt ??= record.timestamp;
      const commitment = draft.commitment(goal.commitmentId);
      if (commitment) commitment.completedAt ??= record.timestamp;
      break;
    }
    case "GIVEUP":
      goal.giveupAt ??= record.timestamp;
      if (isDeletion(record.data)) markDeleted(draft, goal);
      break;
    case "ROLLBACK_START":
      markDeleted(draft, goal);
      break;
    case "ROLLBACK_GIVEUP":
      restore(draft, goal);
      break;
    default:
      if (isMilestone(record.event)) {
        const track = draft.goalTrack(goalId);
        if (!track.milestones.includes(record.event)) track.milestones.push(record.event);
      }
  }
}

function join(goal: Goal, track: GoalTrack, commitmentId: string, at: number): void {
  if (goal.commitments.includes(commitmentId)) return;
  goal.commitments.push(commitmentId);
  track.joinedAt[commitmentId] = at;
  track.contrib[commitmentId] = 0;
}

function markDeleted(draft: Draft, item: Habit | Goal): void {
  item.isDeleted = true;
  const commitment = draft.commitment(item.commitmentId);
  if (commitment) commitment.isDeleted = true;
}

/** Undoing a give-up or a delete (rule 29): the item is live again, unless it was removed since. */
function restore(draft: Draft, item: Habit | Goal): void {
  item.giveupAt = null;
  if (draft.deletedAtStart(item)) return;
  item.isDeleted = false;
  const commitment = draft.commitment(item.commitmentId);
  if (commitment) commitment.isDeleted = false;
}

function isMilestone(event: string): event is MilestoneEvent {
  return (MILESTONE_EVENTS as readonly string[]).includes(event);
}
