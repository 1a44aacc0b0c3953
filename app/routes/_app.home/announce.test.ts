// What home says an action earned (issue 36): creating and giving up say so with the amounts,
// and milestones name their goal, so two goals moving at once read as two goals.
import { describe, expect, it } from "vitest";
import { memoryBackend } from "~/storage";
import { ALICE_ACCOUNT, testClock, testStorage } from "~test/storage";
import { earnedText, momentsOf, takenBy, titlesOf } from "./announce";
import { undoOf } from "./undo";

async function home() {
  const storage = testStorage(memoryBackend(), testClock());
  const user = await storage.signIn(ALICE_ACCOUNT);
  const dispatch = (action: Parameters<typeof storage.dispatch>[1]) => storage.dispatch(user.id, action);
  return { dispatch };
}

describe("what an action earned, in words", () => {
  it("a new habit and a new goal say what they earned, with their titles", async () => {
    const { dispatch } = await home();
    const habit = await dispatch({ type: "habit/create", input: { title: "Read", dailyTarget: 1 } });
    expect(earnedText(habit.records)).toBe("+5 XP");
    expect(momentsOf(habit.records, titlesOf(habit.home))).toEqual(["Habit “Read” started"]);
    const commitment = habit.home.habits[0]!.habit.commitmentId;
    const goal = await dispatch({
      type: "goal/create",
      input: { title: "Read more", description: "Books", xpTarget: 10, commitments: [commitment] },
    });
    expect(earnedText(goal.records)).toBe("+25 XP");
    expect(momentsOf(goal.records, titlesOf(goal.home))).toEqual(["Goal “Read more” set"]);
  });

  it("two goals moving on one +1 are named each", async () => {
    const { dispatch } = await home();
    const habit = await dispatch({ type: "habit/create", input: { title: "Read", dailyTarget: 1 } });
    const commitment = habit.home.habits[0]!.habit.commitmentId;
    for (const title of ["Read more", "Finish the book"]) {
      await dispatch({
        type: "goal/create",
        input: { title, description: "Books", xpTarget: 100, commitments: [commitment] },
      });
    }
    const count = await dispatch({ type: "habit/count", habitId: habit.home.habits[0]!.habit.id, delta: 1 });
    const moments = momentsOf(count.records, titlesOf(count.home));
    expect(moments).toContain("“Read more”: under way");
    expect(moments).toContain("“Finish the book”: under way");
  });

  it("deleting an active goal says what it cost", async () => {
    const { dispatch } = await home();
    const habit = await dispatch({ type: "habit/create", input: { title: "Read", dailyTarget: 1 } });
    const commitment = habit.home.habits[0]!.habit.commitmentId;
    const goal = await dispatch({
      type: "goal/create",
      input: { title: "Read more", description: "Books", xpTarget: 100, commitments: [commitment] },
    });
    const deleted = await dispatch({ type: "goal/delete", goalId: goal.home.goals[0]!.goal.id });
    expect(earnedText(deleted.records)).toBe("−100 XP and −1 coin");
    // What it really took: the 30 XP there were (5 + 25), and no coin, there being none.
    expect(earnedText(deleted.records, takenBy(deleted.records, deleted.home))).toBe("−30 XP");
    const another = await dispatch({ type: "habit/create", input: { title: "Walk", dailyTarget: 1 } });
    const walk = another.home.habits.find((card) => card.habit.title === "Walk")!.habit.id;
    const gone = await dispatch({ type: "habit/delete", habitId: walk });
    expect(earnedText(gone.records, takenBy(gone.records, gone.home))).toBe("nothing left to take");
    expect(momentsOf(deleted.records, titlesOf(deleted.home))).toEqual(["Goal given up"]);
  });

  it("a cost in coins alone leaves the XP out", () => {
    const record = { reward: { xp: 0, coins: -1 } };
    expect(earnedText([record] as Parameters<typeof earnedText>[0])).toBe("−1 coin");
    expect(earnedText([])).toBe("0 XP");
  });
});

describe("undo on a toast (rule 29), through storage", () => {
  it("each undoable action names its undo, and the undo says what it took back", async () => {
    const { dispatch } = await home();
    const created = await dispatch({ type: "habit/create", input: { title: "Read", dailyTarget: 1 } });
    const habitId = created.home.habits[0]!.habit.id;
    const undoCreate = undoOf({ type: "habit/create", input: {} }, created.records);
    expect(undoCreate).toEqual({ type: "game/undo", recordId: created.records[0]!.id });

    const up = await dispatch({ type: "habit/count", habitId, delta: 1 });
    expect(undoOf({ type: "habit/count", habitId, delta: 1 }, up.records)).toEqual({
      type: "habit/count",
      habitId,
      delta: -1,
    });
    const down = await dispatch({ type: "habit/count", habitId, delta: -1 });
    expect(momentsOf(down.records, titlesOf(down.home))).toEqual(["Daily target no longer met: −5 XP bonus"]);
    // The count's records are not the last a creation's undo could take back.
    expect(undoOf({ type: "habit/edit", habitId, changes: {} }, [])).toBeNull();

    const deleted = await dispatch({ type: "habit/delete", habitId });
    const undoDelete = undoOf({ type: "habit/delete", habitId }, deleted.records)!;
    const back = await dispatch(undoDelete);
    expect(back.home.habits.map((card) => card.habit.title)).toEqual(["Read"]);
    expect(momentsOf(back.records, titlesOf(back.home))).toEqual(["Habit “Read” is back"]);

    const again = await dispatch({ type: "habit/create", input: { title: "Walk", dailyTarget: 1 } });
    const gone = await dispatch(undoOf({ type: "habit/create", input: {} }, again.records)!);
    expect(earnedText(gone.records)).toBe("−5 XP");
    expect(momentsOf(gone.records, titlesOf(gone.home))).toEqual(["New habit undone"]);
    expect(gone.home.habits.map((card) => card.habit.title)).toEqual(["Read"]);
  });
});
