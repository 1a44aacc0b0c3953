// The one plain sentence a user reads when the server did not apply one of their actions,
// e.g. "Your −1 on Read was not applied: another device had already brought today to 0."
import type { Action } from "~/game/act";
import { ITEM_LIMITS } from "~/game/constants";
import type { GameError } from "~/game/errors";
import { formatAmount, formatValue } from "~/game/measure-value";
import type { World } from "~/game/world";
import type { Refusal } from "./protocol";

/** Codes the server itself refuses with (the engine's own codes come from GameError). */
export const TIME_OUT_OF_RANGE = "TIME_OUT_OF_RANGE";
export const DAY_IMPLAUSIBLE = "DAY_IMPLAUSIBLE";
export const DAY_RULE_UNKNOWN = "DAY_RULE_UNKNOWN";
export const DAY_WENT_BACK = "DAY_WENT_BACK";
export const COUNT_BEFORE_HABIT = "COUNT_BEFORE_HABIT";

const REASONS: Record<string, string> = {
  COUNT_BELOW_ZERO: "another device had already brought today to 0",
  ITEM_NOT_FOUND: "it had been deleted on another device",
  ITEM_ENDED: "it had already been given up or completed on another device",
  GOAL_COMPLETED: "the goal had already been completed",
  NOT_ENOUGH_COINS: "there were not enough coins left",
  FREEZE_LIMIT: "you already held the most streak freezes you can hold",
  ALREADY_IN_GOAL: "the habit was already part of the goal",
  NOT_IN_GOAL: "the habit was no longer part of the goal",
  NOT_AUTHORIZED: "it belongs to another account",
  NOTHING_TO_UNDO: "something else had happened since on another device",
  HABIT_LIMIT: `the account already had ${ITEM_LIMITS.habits} habits, the most it can hold (delete one to make room)`,
  GOAL_LIMIT: `the account already had ${ITEM_LIMITS.goals} goals, the most it can hold (delete one to make room)`,
  [TIME_OUT_OF_RANGE]: "its time was before the account existed or ahead of the server's clock",
  [DAY_IMPLAUSIBLE]: "the day it counted for could not have been that day at its time under its day rule",
  [DAY_RULE_UNKNOWN]: "its day rule names a time zone or start hour this server does not know",
  [DAY_WENT_BACK]: "it counted for a day before the day of this device's previous action, and days never go back",
  [COUNT_BEFORE_HABIT]: "it counted for a day before the habit existed",
};

const titleOf = (item: { title: string } | undefined, fallback: string) => (item ? `“${item.title}”` : fallback);

/** What the action was, in a few words ("−1 on “Read”"). */
export function actionLabel(action: Action, world: World): string {
  const habit = (id: string) => titleOf(world.habits[id], "a habit");
  const goal = (id: string) => titleOf(world.goals[id], "a goal");
  const reward = (id: string) => titleOf(world.market.rewards[id], "a reward");
  const amount = (id: string, value: number) => {
    const measure = world.habits[id]?.measure;
    return measure ? formatAmount(value, measure, "en-US") : formatValue(value, "en-US");
  };
  switch (action.type) {
    case "habit/count":
      return `${action.delta === 1 ? "+1" : "−1"} on ${habit(action.habitId)}`;
    case "habit/create":
      return "new habit";
    case "habit/edit":
      return `change to ${habit(action.habitId)}`;
    case "habit/skip":
      return `${action.skipped ? "skip" : "taking back the skip"} of ${habit(action.habitId)} on ${action.day}`;
    case "habit/setPastDay":
      return `change to ${habit(action.habitId)} on ${action.day}`;
    case "habit/setNote":
      return `note on ${habit(action.habitId)} for ${action.day}`;
    case "habit/addValue":
    case "habit/removeValue":
      return `${action.type === "habit/addValue" ? "+" : "−"}${amount(action.habitId, action.value)} on ${habit(action.habitId)}`;
    case "habit/giveUp":
      return `giving up ${habit(action.habitId)}`;
    case "habit/delete":
      return `deletion of ${habit(action.habitId)}`;
    case "goal/create":
      return "new goal";
    case "goal/edit":
    case "goal/addCommitment":
    case "goal/dropCommitment":
      return `change to ${goal(action.goalId)}`;
    case "goal/giveUp":
      return `giving up ${goal(action.goalId)}`;
    case "goal/delete":
      return `deletion of ${goal(action.goalId)}`;
    case "game/setDailyTarget":
      return "new daily target";
    case "game/setDayRule":
      return "change of when your day ends";
    case "game/planVacation":
      return "planned vacation";
    case "game/endVacation":
      return "end of your vacation";
    case "game/undo":
      return "undo";
    case "market/createReward":
      return "new reward";
    case "market/redeem":
      return `redeeming ${reward(action.rewardId)}`;
    case "market/buyFreeze":
      return "streak freeze purchase";
    case "market/deleteReward":
      return `deletion of ${reward(action.rewardId)}`;
    case "habit/import":
      return `import from ${action.source}`;
    case "habit/undoImport":
      return "undo of an import";
  }
}

/** A refusal for `code`; the engine's own message stands in for a reason we have no words for. */
export function refusalOf(action: Action, world: World, code: string, message: string): Refusal {
  const reason = REASONS[code] ?? message.replace(/\.$/, "").replace(/^./, (c) => c.toLowerCase());
  return { code, message: `Your ${actionLabel(action, world)} was not applied: ${reason}.` };
}

export function describeRefusal(action: Action, world: World, error: GameError): Refusal {
  return refusalOf(action, world, error.code, error.message);
}
