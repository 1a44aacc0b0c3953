// ActionSchema is the whole shape check of an engine action (the server will parse
// pushed actions with it): every action the engine takes parses as it is; anything
// else is a zod failure, never a crash, and what passes has bounded ids.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  expectParsedUnchanged,
  expectRefusedOrSound,
  goalActions,
  habitActions,
  importActions,
  marketActions,
  setDailyTargetActions,
  setDayRuleActions,
  spoilt,
  undoActions,
  vacationActions,
} from "~test/actions";
import { ActionSchema } from "./action-schema";

const actions = fc.oneof(
  habitActions,
  goalActions,
  marketActions,
  setDailyTargetActions,
  setDayRuleActions,
  vacationActions,
  undoActions,
  importActions,
);
// The engine's action types, written out: a type added to or dropped from the schema shows here.
const TYPES = [
  ...["create", "count", "edit", "skip", "setPastDay", "setNote", "addValue", "removeValue", "giveUp", "delete"].map(
    (verb) => `habit/${verb}`,
  ),
  ...["create", "edit", "addCommitment", "dropCommitment", "giveUp", "delete"].map((verb) => `goal/${verb}`),
  "game/setDailyTarget",
  "game/setDayRule",
  "game/planVacation",
  "game/endVacation",
  "game/undo",
  ...["createReward", "redeem", "buyFreeze", "deleteReward"].map((verb) => `market/${verb}`),
  "habit/import",
  "habit/undoImport",
];

describe("ActionSchema under generated input", { timeout: 30_000 }, () => {
  it("every engine action parses unchanged", () => {
    expectParsedUnchanged(ActionSchema, actions, 1000);
  });

  it("knows exactly the engine's action types", () => {
    expect([...ActionSchema._zod.propValues.type!].sort()).toEqual([...TYPES].sort());
  });

  it("a spoilt action, or anything at all, is refused or a known action with bounded ids", () => {
    expectRefusedOrSound(ActionSchema, TYPES, fc.oneof(spoilt(actions), fc.anything()), 2000);
  });

  it("drops keys it does not know, and takes inputs only as objects of JSON values", () => {
    const parsed = ActionSchema.parse({ type: "habit/count", habitId: "h1", delta: 1, userId: "someone else" });
    expect(parsed).toEqual({ type: "habit/count", habitId: "h1", delta: 1 });
    for (const input of [[1, 2], "title", null, { title: () => "x" }, { when: new Date(0) }]) {
      expect(ActionSchema.safeParse({ type: "habit/create", input }).success).toBe(false);
    }
  });
});
