// One entry point for every user action: storage calls act(), writes the
// returned records as one atomic write, and caches the returned world.
import type { Action } from "./action-schema";
import type { ActionResult } from "./settle";
import type { Ctx } from "./context";
import { isValidDay, type Day } from "./day";
import { deleteItem, giveUp } from "./ending";
import { createGoal, editGoal } from "./goal";
import { addGoalCommitment, dropGoalCommitment } from "./goal-membership";
import { changeHabitCount, createHabit, editHabit } from "./habit";
import { importHabitSteps, undoImport } from "./habit-import";
import { finishSteps, type Steps } from "./steps";
import { setHabitNote } from "./habit-note";
import { skipHabitDay } from "./habit-skip";
import { logValue } from "./habit-value";
import { setPastDay } from "./past-day";
import { buyFreeze, createReward, deleteReward, redeemReward } from "./market";
import { setDailyTarget, setDayRule } from "./settings";
import { undoLast } from "./undo";
import { endVacation, planVacation } from "./vacation";
import type { World } from "./world";

// act() takes an Action; its schema (the shape check a caller makes first) is in action-schema.ts.
export type { Action };

/**
 * The day an action edits when it names one (a past day's count, a skip, a note): storage reads
 * that day's month and XP before the action runs, as it does today's. Null for any other action.
 */
export function editedDayOf(action: Action): Day | null {
  switch (action.type) {
    case "habit/setPastDay":
    case "habit/skip":
    case "habit/setNote":
      return isValidDay(action.day) ? action.day : null;
    default:
      return null;
  }
}

/**
 * A day of each month an import's days and notes reach (rule 33): storage reads those months
 * before it runs, as it reads a past day's. Its XP is not read: an import earns nothing. One
 * valid day per month (checking all 110,000 here took 66 ms; the engine checks them). Empty for
 * any other action.
 */
export function importedDaysOf(action: Action): Day[] {
  if (action.type !== "habit/import") return [];
  const months = new Map<string, Day>();
  const see = (day: string) => {
    const month = day.slice(0, 7);
    if (!months.has(month) && isValidDay(day)) months.set(month, day);
  };
  for (const habit of action.habits) {
    for (const [day] of habit.days) see(day);
    for (const [day] of habit.notes) see(day);
  }
  return [...months.values()];
}

/** `act` with pauses: an import pauses between its habits (ADR 0048); any other action is one step. */
export function* actSteps(world: World, action: Action, ctx: Ctx): Steps<ActionResult> {
  if (action.type === "habit/import") return yield* importHabitSteps(world, action, ctx);
  return act(world, action, ctx);
}

/** Runs one action; returns the new world and every record it caused, or throws GameError. */
export function act(world: World, action: Action, ctx: Ctx): ActionResult {
  switch (action.type) {
    case "habit/create": {
      const { state, records } = createHabit(world, action.input, ctx);
      return { state, records };
    }
    case "habit/count":
      return changeHabitCount(world, { habitId: action.habitId, delta: action.delta }, ctx);
    case "habit/edit":
      return editHabit(world, { ...action.changes, habitId: action.habitId }, ctx);
    case "habit/skip":
      return skipHabitDay(world, { habitId: action.habitId, day: action.day, skipped: action.skipped }, ctx);
    case "habit/setPastDay":
      return setPastDay(world, { habitId: action.habitId, day: action.day, count: action.count }, ctx);
    case "habit/setNote":
      return setHabitNote(world, { habitId: action.habitId, day: action.day, note: action.note }, ctx);
    case "habit/addValue":
      return logValue(world, { habitId: action.habitId, value: action.value }, ctx);
    case "habit/removeValue":
      return logValue(world, { habitId: action.habitId, value: action.value, remove: true }, ctx);
    case "habit/giveUp":
      return giveUp(world, "Habit", action.habitId, ctx);
    case "habit/delete":
      return deleteItem(world, "Habit", action.habitId, ctx);
    case "habit/import":
      return finishSteps(importHabitSteps(world, action, ctx));
    case "habit/undoImport":
      return undoImport(world, action, ctx);
    case "goal/create": {
      const { state, records } = createGoal(world, action.input, ctx);
      return { state, records };
    }
    case "goal/edit":
      return editGoal(world, { ...action.changes, goalId: action.goalId }, ctx);
    case "goal/addCommitment":
      return addGoalCommitment(world, action, ctx);
    case "goal/dropCommitment":
      return dropGoalCommitment(world, action, ctx);
    case "goal/giveUp":
      return giveUp(world, "Goal", action.goalId, ctx);
    case "goal/delete":
      return deleteItem(world, "Goal", action.goalId, ctx);
    case "game/setDailyTarget":
      return setDailyTarget(world, action, ctx);
    case "game/setDayRule":
      return setDayRule(world, action, ctx);
    case "game/planVacation":
      return planVacation(world, { from: action.from, to: action.to }, ctx);
    case "game/endVacation":
      return endVacation(world, ctx);
    case "game/undo":
      return undoLast(world, { recordId: action.recordId }, ctx);
    case "market/createReward": {
      const { state, records } = createReward(world, action.input, ctx);
      return { state, records };
    }
    case "market/redeem":
      return redeemReward(world, action, ctx);
    case "market/buyFreeze":
      return buyFreeze(world, ctx);
    case "market/deleteReward":
      return deleteReward(world, action, ctx);
  }
}
