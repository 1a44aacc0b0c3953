// What home says an action earned (issue 36): creating and giving up say so with the amounts,
// and milestones name their goal, so two goals moving at once read as two goals.
import { describe, expect, it } from "vitest";
import { memoryBackend } from "~/storage";
import { ALICE_ACCOUNT, testClock, testStorage } from "~test/storage";
import { earnedText, momentsOf, titlesOf } from "./announce";

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
    expect(momentsOf(deleted.records, titlesOf(deleted.home))).toEqual(["Goal given up"]);
  });

  it("a cost in coins alone leaves the XP out", () => {
    const record = { reward: { xp: 0, coins: -1 } };
    expect(earnedText([record] as Parameters<typeof earnedText>[0])).toBe("−1 coin");
    expect(earnedText([])).toBe("0 XP");
  });
});
