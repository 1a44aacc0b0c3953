// Goal progress and milestones (rules 6 and 7, docs/rules.md). Percent is computed on read
// from xpCurrent and xpTarget, so editing the target needs no migration.
import { SMALL_GOAL_XP_TARGET } from "./constants";
import type { Ctx } from "./context";
import type { CommitRecord, Goal } from "./entity-schemas";
import { MILESTONE_EVENTS, type MilestoneEvent } from "./events";
import { smallGoalData } from "./record-data";
import { makeRecord } from "./records";
import { isGoalActive, type GoalTrack, type World } from "./world";

/** Milestones as data (the /docs/ page renders them): fire once each, in this order. */
export const GOAL_MILESTONES = [
  { event: "PROGRESS_BEGIN", percent: 0, comparison: ">" },
  { event: "PROGRESS_HALFWAY", percent: 50, comparison: ">=" },
  { event: "PROGRESS_ALMOST", percent: 80, comparison: ">=" },
  { event: "PROGRESS_DONE", percent: 100, comparison: ">=" },
] as const satisfies readonly { event: MilestoneEvent; percent: number; comparison: ">" | ">=" }[];

/** Progress bar maximum (spec §9). */
export const PROGRESS_MAX = 100;

/**
 * min(100, floor(sum / xpTarget × 100)), never below 0. Multiplying first keeps
 * the division exact for integers (29 / 100 × 100 is 28.999… in floating point).
 */
export function goalPercent(goal: Pick<Goal, "xpCurrent" | "xpTarget">): number {
  const percent = Math.floor((goal.xpCurrent * 100) / goal.xpTarget);
  return Math.min(PROGRESS_MAX, Math.max(0, percent));
}

/** XP shown on the goal badge 'earned/xpTarget': the member sum, not below 0. */
export function goalEarned(goal: Pick<Goal, "xpCurrent">): number {
  return Math.max(0, goal.xpCurrent);
}

// Compared on exact ratios, so "> 0 %" means any XP at all, even below 1 %.
function reached(milestone: (typeof GOAL_MILESTONES)[number], goal: Goal): boolean {
  const scaled = goal.xpCurrent * 100;
  const bar = milestone.percent * goal.xpTarget;
  return milestone.comparison === ">" ? scaled > bar : scaled >= bar;
}

/** Milestones the goal has reached but not yet recorded, in order (never behind one already fired). */
export function dueMilestones(goal: Goal, track: GoalTrack): MilestoneEvent[] {
  const fired = track.milestones.map((m) => MILESTONE_EVENTS.indexOf(m));
  const next = Math.max(-1, ...fired) + 1;
  return GOAL_MILESTONES.slice(next)
    .filter((m) => reached(m, goal))
    .map((m) => m.event);
}

/** Rule 17: a goal whose XP target is below SMALL_GOAL_XP_TARGET reaches its milestones for no bonus. */
export function isSmallGoal(goal: Pick<Goal, "xpTarget">): boolean {
  return goal.xpTarget < SMALL_GOAL_XP_TARGET;
}

/**
 * Milestone records (and REACH with PROGRESS_DONE) every active goal is owed
 * in `world`. Goals are visited by id so the order is the same on any device.
 * A small goal's records say why they pay nothing; they are decided here, so
 * replay (which applies stored rewards) never re-prices an old record.
 */
export function goalMilestoneRecords(world: World, ctx: Ctx): CommitRecord[] {
  const records: CommitRecord[] = [];
  for (const goalId of Object.keys(world.goals).sort()) {
    const goal = world.goals[goalId]!;
    const track = world.tracks.goals[goalId];
    if (!track || !isGoalActive(goal)) continue;
    for (const event of dueMilestones(goal, track)) {
      records.push(milestoneRecord(goal, event, ctx));
      if (event === "PROGRESS_DONE") records.push(milestoneRecord(goal, "REACH", ctx));
    }
  }
  return records;
}

function milestoneRecord(goal: Goal, event: MilestoneEvent | "REACH", ctx: Ctx): CommitRecord {
  const activity = { event, kind: "Goal" as const, instanceId: goal.commitmentId };
  if (!isSmallGoal(goal)) return makeRecord(activity, ctx, goal.userId);
  return makeRecord({ ...activity, data: smallGoalData() }, ctx, goal.userId, { xp: 0, coins: 0 });
}
