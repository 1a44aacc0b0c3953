import { describe, expect, it } from "vitest";
import { act } from "./act";
import { ALICE, events, expectGameError, run, testCtx } from "~test/game";
import { emptyWorld } from "./world";

describe("act: one entry point, every record of the action", () => {
  it("dispatches every action type", () => {
    const ctx = testCtx();
    const { world: w1 } = run(
      [
        { type: "habit/create", input: { title: "A", dailyTarget: 1 } },
        { type: "habit/create", input: { title: "Stays", dailyTarget: 1 } },
      ],
      ctx,
    );
    const [habit, stays] = Object.values(w1.habits);
    if (!habit || !stays) throw new Error("two habits expected");
    const { world: w2, log } = run(
      [
        {
          type: "goal/create",
          input: { title: "G", description: "D", xpTarget: 1000, commitments: [stays.commitmentId] },
        },
        { type: "game/setDailyTarget", dailyTarget: 3 },
        { type: "habit/edit", habitId: habit.id, changes: { title: "B" } },
      ],
      ctx,
      w1,
    );
    const goal = Object.values(w2.goals)[0]!;
    const { world: w3, log: log2 } = run(
      [
        { type: "goal/addCommitment", goalId: goal.id, commitmentId: habit.commitmentId },
        { type: "habit/count", habitId: habit.id, delta: 1 },
        { type: "goal/edit", goalId: goal.id, changes: { description: "E" } },
        { type: "goal/dropCommitment", goalId: goal.id, commitmentId: habit.commitmentId },
        { type: "habit/giveUp", habitId: habit.id },
        { type: "habit/delete", habitId: habit.id },
        { type: "goal/giveUp", goalId: goal.id },
        { type: "goal/delete", goalId: goal.id },
      ],
      ctx,
      w2,
    );
    expect(events([...log, ...log2])).toEqual([
      "Goal:START",
      "Goal:COMMITMENT_ADD",
      "Habit:COUNT_UP",
      "Habit:DAILYCHECK",
      "Goal:PROGRESS_BEGIN",
      "Goal:COMMITMENT_DROP",
      "Habit:GIVEUP",
      "Goal:GIVEUP",
    ]);
    expect(w3.game.dailyTarget).toBe(3);
    expect(w3.habits[habit.id]).toMatchObject({ title: "B", isDeleted: true });
    expect(w3.goals[goal.id]).toMatchObject({ description: "E", isDeleted: true });
  });

  it("a refused action throws and leaves the world as it was", () => {
    const world = emptyWorld(ALICE);
    const copy = structuredClone(world);
    expectGameError(
      () => act(world, { type: "habit/create", input: { title: "", dailyTarget: 1 } }, testCtx()),
      "VALIDATION",
    );
    expect(world).toEqual(copy);
  });
});
