import { describe, expect, it } from "vitest";
import { createGoal } from "./goal";
import { createHabit } from "./habit";
import { checkUniqueCommitments, COMMITMENT_TAKEN } from "./unique-commitments";
import { emptyWorld } from "./world";
import { ALICE, expectGameError, testCtx } from "~test/game";

function world() {
  const ctx = testCtx();
  const read = createHabit(emptyWorld(ALICE), { title: "Read", dailyTarget: 1 }, ctx);
  const fit = createGoal(
    read.state,
    { title: "Fit", description: "Get fit", xpTarget: 10, commitments: [read.habit.commitmentId] },
    ctx,
  );
  return { world: fit.state, habit: read.habit, goal: fit.goal };
}

describe("checkUniqueCommitments", () => {
  it("lets a habit or goal keep its own commitment, and a new one take a free id", () => {
    const { world: w, habit, goal } = world();
    expect(() =>
      checkUniqueCommitments(w, [habit, goal, { id: "new-habit", commitmentId: "free-commitment" }]),
    ).not.toThrow();
  });

  it.each([
    ["a habit's", "habit"],
    ["a goal's", "goal"],
  ] as const)("refuses %s commitment id for another owner: VALIDATION on commitmentId", (_name, taken) => {
    const w = world();
    const error = expectGameError(
      () => checkUniqueCommitments(w.world, [{ id: "someone-else", commitmentId: w[taken].commitmentId }]),
      "VALIDATION",
    );
    expect(error.issues).toEqual([{ path: ["commitmentId"], message: COMMITMENT_TAKEN }]);
  });
});
