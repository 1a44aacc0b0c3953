// The command generator of the engine's property tests (app/game/engine.property.test.ts, and
// app/storage/engine-equivalence.test.ts): random steps over habits, goals and the Market, and how
// each becomes an action on the current world.
import fc from "fast-check";
import { act } from "~/game/act";
import type { Action } from "~/game/action-schema";
import type { Ctx } from "~/game/context";
import { addDays, DAY_MS } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import type { World } from "~/game/world";
import { todayOf } from "~/game/refresh";

const HOUR = DAY_MS / 24;

/** One abstract step; toAction turns it into an action on whatever the world holds then. */
export type Cmd =
  | { t: "habit"; target: number }
  | { t: "goal"; xpTarget: number; members: number[] }
  | { t: "count"; h: number; delta: 1 | -1 }
  | { t: "add" | "drop"; g: number; h: number }
  | { t: "giveUpHabit" | "deleteHabit"; h: number }
  | { t: "giveUpGoal" | "deleteGoal"; g: number }
  | { t: "editHabit"; h: number; target: number }
  | { t: "scheduleHabit"; h: number; schedule: ScheduleFields }
  | { t: "skip"; h: number; daysBack: number; skipped: boolean }
  | { t: "vacation"; startsIn: number; days: number }
  | { t: "endVacation" }
  | { t: "undo"; stale: boolean }
  | { t: "pastDay"; h: number; daysBack: number; count: number }
  | { t: "note"; h: number; daysBack: number; note: string }
  | { t: "measure"; target: number; atMost: boolean }
  | { t: "value"; h: number; value: number; remove: boolean }
  | { t: "editGoal"; g: number; xpTarget: number }
  | { t: "publishHabit"; h: number; on: boolean }
  | { t: "publishGoal"; g: number; on: boolean }
  | { t: "dailyTarget"; value: number }
  | { t: "bad" }
  | { t: "advance"; ms: number }
  | { t: "refresh" }
  | { t: "reward"; price: number }
  | { t: "redeem" | "deleteReward"; r: number }
  | { t: "buyFreeze" };
/** Many +1s in a row on a goal's first habit: how a goal of 100 XP or more (the only kind that pays, rule 17) is reached. Only at the start of a run: they are slow. */
export type Burst = { t: "burst"; g: number; n: number };

const idx = fc.nat({ max: 5 });
// Small goals (rule 17: milestones for no bonus) and goals that pay, which the bursts can reach.
const xpTarget = fc.oneof(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 100, max: 110 }));
type ScheduleFields = { kind: string; days?: number[]; times?: number; every?: number };

/** A schedule as a form may send it, valid or not (issue #32): the engine refuses the bad ones. */
export const scheduleInput: fc.Arbitrary<ScheduleFields> = fc.oneof(
  fc.constant({ kind: "daily" }),
  fc.record({ kind: fc.constant("weekdays"), days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }) }),
  fc.record({ kind: fc.constant("weekly"), times: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ kind: fc.constant("monthly"), times: fc.integer({ min: 1, max: 31 }) }),
  fc.record({ kind: fc.constant("interval"), every: fc.integer({ min: 2, max: 5 }) }),
);

export type Step = Cmd | Burst;

/** A vacation (issue #32, rule 28): from today (refused) or a later day, for a few days. */
export const vacationCommand = fc.record({
  t: fc.constant("vacation" as const),
  startsIn: fc.integer({ min: 0, max: 3 }),
  days: fc.integer({ min: 1, max: 4 }),
});
/** One random command (the storage ≡ engine test draws from it too). */
export const command: fc.Arbitrary<Cmd> = fc.oneof(
  { arbitrary: fc.record({ t: fc.constant("habit" as const), target: fc.integer({ min: 1, max: 3 }) }), weight: 2 },
  {
    arbitrary: fc.record({
      t: fc.constant("goal" as const),
      xpTarget,
      members: fc.uniqueArray(idx, { maxLength: 3 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ t: fc.constant("count" as const), h: idx, delta: fc.constantFrom(1 as const, -1 as const) }),
    weight: 12,
  },
  { arbitrary: fc.record({ t: fc.constantFrom("add" as const, "drop" as const), g: idx, h: idx }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constantFrom("giveUpHabit" as const, "deleteHabit" as const), h: idx }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constantFrom("giveUpGoal" as const, "deleteGoal" as const), g: idx }), weight: 1 },
  {
    arbitrary: fc.record({ t: fc.constant("editHabit" as const), h: idx, target: fc.integer({ min: 1, max: 4 }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ t: fc.constant("editGoal" as const), g: idx, xpTarget }),
    weight: 1,
  },
  // A schedule (issue #32): a definition change from today on, which re-decides today's check.
  { arbitrary: fc.record({ t: fc.constant("scheduleHabit" as const), h: idx, schedule: scheduleInput }), weight: 1 },
  // A skip (issues #32, #33): today or a day before it (before the habit began: refused).
  {
    arbitrary: fc.record({
      t: fc.constant("skip" as const),
      h: idx,
      daysBack: fc.integer({ min: 0, max: 8 }),
      skipped: fc.boolean(),
    }),
    weight: 1,
  },
  { arbitrary: vacationCommand, weight: 1 },
  { arbitrary: fc.constant({ t: "endVacation" as const }), weight: 1 },
  // A past day set from the habit's page (rule 30): in the grace window and older, up and down.
  {
    arbitrary: fc.record({
      t: fc.constant("pastDay" as const),
      h: idx,
      daysBack: fc.integer({ min: 1, max: 6 }),
      count: fc.integer({ min: 0, max: 4 }),
    }),
    weight: 2,
  },
  // A note (rule 32): written, changed or removed on today or a past day; too long is refused.
  {
    arbitrary: fc.record({
      t: fc.constant("note" as const),
      h: idx,
      daysBack: fc.integer({ min: 0, max: 6 }),
      note: fc.oneof(
        fc.constantFrom("", "  ", "Ran by the river 🏃 https://example.com"),
        fc.string({ maxLength: 520 }),
      ),
    }),
    weight: 2,
  },
  // Measured habits (rule 31): at least and at most, values added and taken back in hundredths.
  {
    arbitrary: fc.record({
      t: fc.constant("measure" as const),
      target: fc.integer({ min: 1, max: 500 }),
      atMost: fc.boolean(),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.constant("value" as const),
      h: idx,
      value: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: -5, max: 0 })),
      remove: fc.boolean(),
    }),
    weight: 4,
  },
  // Undo (rule 29): mostly of the last record, sometimes of a record that is no longer the last.
  { arbitrary: fc.record({ t: fc.constant("undo" as const), stale: fc.boolean() }), weight: 2 },
  // The Public toggle (issue #22): a definition change that replay must keep.
  { arbitrary: fc.record({ t: fc.constant("publishHabit" as const), h: idx, on: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant("publishGoal" as const), g: idx, on: fc.boolean() }), weight: 1 },
  {
    arbitrary: fc.record({ t: fc.constant("dailyTarget" as const), value: fc.integer({ min: -3, max: 20 }) }),
    weight: 1,
  },
  { arbitrary: fc.constant({ t: "bad" as const }), weight: 1 },
  {
    arbitrary: fc.record({ t: fc.constant("advance" as const), ms: fc.integer({ min: 0, max: 30 * HOUR }) }),
    weight: 3,
  },
  // A device clock can jump back; live and replay must still agree.
  {
    arbitrary: fc.record({ t: fc.constant("advance" as const), ms: fc.integer({ min: -3 * HOUR, max: -1 }) }),
    weight: 1,
  },
  { arbitrary: fc.constant({ t: "refresh" as const }), weight: 2 },
  // Whole days away: missed days for the freezes to cover (or not).
  {
    arbitrary: fc.record({
      t: fc.constant("advance" as const),
      ms: fc.integer({ min: 1, max: 3 }).map((d) => d * DAY_MS),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ t: fc.constant("reward" as const), price: fc.integer({ min: 1, max: 20 }) }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constantFrom("redeem" as const, "deleteReward" as const), r: idx }), weight: 2 },
  { arbitrary: fc.constant({ t: "buyFreeze" as const }), weight: 2 },
);

const pick = <T>(items: T[], i: number): T | undefined => (items.length === 0 ? undefined : items[i % items.length]);

/** Turns an abstract command into an action on the current world (undefined: nothing to act on). */
export function toAction(world: World, c: Cmd, now: number): Action | undefined {
  const habits = Object.values(world.habits).sort((a, b) => (a.id < b.id ? -1 : 1));
  const goals = Object.values(world.goals).sort((a, b) => (a.id < b.id ? -1 : 1));
  const habit = "h" in c ? pick(habits, c.h) : undefined;
  const goal = "g" in c ? pick(goals, c.g) : undefined;
  // Deleted rewards stay in the pick list: redeeming one must be refused.
  const rewards = Object.values(world.market.rewards).sort((a, b) => (a.id < b.id ? -1 : 1));
  const reward = "r" in c ? pick(rewards, c.r) : undefined;
  switch (c.t) {
    case "reward":
      return { type: "market/createReward", input: { title: ` Reward ${rewards.length} `, price: c.price } };
    case "redeem":
      return reward && { type: "market/redeem", rewardId: reward.id };
    case "deleteReward":
      return reward && { type: "market/deleteReward", rewardId: reward.id };
    case "buyFreeze":
      return { type: "market/buyFreeze" };
    case "habit":
      return { type: "habit/create", input: { title: `H${habits.length}`, dailyTarget: c.target } };
    case "measure": {
      const measure = { unit: "km", direction: c.atMost ? "atMost" : "atLeast" };
      return { type: "habit/create", input: { title: `H${habits.length}`, dailyTarget: c.target, measure } };
    }
    case "value":
      return habit && { type: c.remove ? "habit/removeValue" : "habit/addValue", habitId: habit.id, value: c.value };
    case "goal": {
      const members = [
        ...new Set(c.members.map((i) => pick(habits, i)?.commitmentId).filter((id): id is string => !!id)),
      ];
      return {
        type: "goal/create",
        input: { title: "G", description: "D", xpTarget: c.xpTarget, commitments: members },
      };
    }
    case "bad":
      return { type: "goal/create", input: { title: " ", description: "", xpTarget: 0, commitments: [] } };
    case "dailyTarget":
      return { type: "game/setDailyTarget", dailyTarget: c.value };
    case "count":
      return habit && { type: "habit/count", habitId: habit.id, delta: c.delta };
    case "editHabit":
      return habit && { type: "habit/edit", habitId: habit.id, changes: { dailyTarget: c.target } };
    case "giveUpHabit":
      return habit && { type: "habit/giveUp", habitId: habit.id };
    case "deleteHabit":
      return habit && { type: "habit/delete", habitId: habit.id };
    case "add":
    case "drop":
      return (
        goal &&
        habit && {
          type: c.t === "add" ? "goal/addCommitment" : "goal/dropCommitment",
          goalId: goal.id,
          commitmentId: habit.commitmentId,
        }
      );
    case "editGoal":
      return goal && { type: "goal/edit", goalId: goal.id, changes: { xpTarget: c.xpTarget } };
    case "skip": {
      const day = addDays(todayOf(world.game, now), -c.daysBack);
      return habit && { type: "habit/skip", habitId: habit.id, day, skipped: c.skipped };
    }
    case "vacation": {
      const from = addDays(todayOf(world.game, now), c.startsIn);
      return { type: "game/planVacation", from, to: addDays(from, c.days - 1) };
    }
    case "endVacation":
      return { type: "game/endVacation" };
    case "pastDay": {
      const day = addDays(todayOf(world.game, now), -c.daysBack);
      return habit && { type: "habit/setPastDay", habitId: habit.id, day, count: c.count };
    }
    case "note": {
      const day = addDays(todayOf(world.game, now), -c.daysBack);
      return habit && { type: "habit/setNote", habitId: habit.id, day, note: c.note };
    }
    case "undo": {
      const last = world.game.lastRecord?.id;
      return {
        type: "game/undo",
        recordId: c.stale ? (world.lastRecordId ?? "none").replace(/.$/, "0") : (last ?? "none"),
      };
    }
    case "scheduleHabit":
      return habit && { type: "habit/edit", habitId: habit.id, changes: { schedule: c.schedule } };
    case "publishHabit":
      return habit && { type: "habit/edit", habitId: habit.id, changes: { isPublic: c.on } };
    case "publishGoal":
      return goal && { type: "goal/edit", goalId: goal.id, changes: { isPublic: c.on } };
    case "giveUpGoal":
      return goal && { type: "goal/giveUp", goalId: goal.id };
    case "deleteGoal":
      return goal && { type: "goal/delete", goalId: goal.id };
    default:
      return undefined;
  }
}

/** A burst's +1s, one action after another (none when the goal has no habit left). */
export function burst(world: World, c: Burst, ctx: Ctx): { state: World; records: CommitRecord[] } {
  const goals = Object.values(world.goals).sort((a, b) => (a.id < b.id ? -1 : 1));
  const member = pick(goals, c.g)?.commitments[0];
  const habitId = member === undefined ? undefined : world.index.habitOf[member];
  let state = world;
  const records: CommitRecord[] = [];
  for (let i = 0; habitId !== undefined && i < c.n; i++) {
    const result = act(state, { type: "habit/count", habitId, delta: 1 }, ctx);
    state = result.state;
    records.push(...result.records);
  }
  return { state, records };
}

export const start = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });
// Start with habits and a goal over them so the random tail has things to act on.
export const cmds = fc
  .tuple(
    fc.array(fc.record({ t: fc.constant("habit" as const), target: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.record({
      t: fc.constant("goal" as const),
      xpTarget,
      members: fc.uniqueArray(idx, { minLength: 1, maxLength: 3 }),
    }),
    // Often enough to reach a paying goal, whose coins the Market's commands then spend.
    fc.record({
      t: fc.constant("burst" as const),
      g: fc.constant(0),
      n: fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 110 })),
    }),
    fc.array(command, { minLength: 1, maxLength: 120, size: "medium" }),
  )
  .map(([habits, goal, burst, rest]): Step[] => [...habits, goal, burst, ...rest]);
