import { describe, expect, it } from "vitest";
import { REWARDS } from "~/game/rewards";
import { GoalInputSchema, HabitInputSchema } from "~/game/input-schemas";
import { EXPLORE_THEMES, findGoalTemplate, findHabitTemplate } from "./explore-catalogue";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const habits = EXPLORE_THEMES.flatMap((theme) => theme.habits);
const goals = EXPLORE_THEMES.flatMap((theme) => theme.goals);
// Fake but well-formed ULIDs: GoalInput wants one commitment id per habit.
const fakeUlid = (n: number) => `01J${String(n).padStart(23, "0")}`;

describe("explore catalogue", () => {
  it("has at least 6 themes, each with 3-6 habits (a measure among them in some) and 1-2 goals", () => {
    expect(EXPLORE_THEMES.length).toBeGreaterThanOrEqual(6);
    for (const theme of EXPLORE_THEMES) {
      expect(theme.habits.length, theme.id).toBeGreaterThanOrEqual(3);
      expect(theme.habits.length, theme.id).toBeLessThanOrEqual(6);
      expect(theme.goals.length, theme.id).toBeGreaterThanOrEqual(1);
      expect(theme.goals.length, theme.id).toBeLessThanOrEqual(2);
      expect(theme.name && theme.emoji && theme.blurb, theme.id).toBeTruthy();
    }
  });

  it("uses kebab-case ids, unique across themes, habits and goals", () => {
    const ids = [...EXPLORE_THEMES.map((t) => t.id), ...habits.map((h) => h.id), ...goals.map((g) => g.id)];
    for (const id of ids) expect(id).toMatch(KEBAB);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(habits.map((habit) => [habit.id, habit] as const))("habit %s passes HabitInput", (_, habit) => {
    const parsed = HabitInputSchema.safeParse({
      title: habit.title,
      description: habit.description,
      dailyTarget: habit.dailyTarget,
      ...(habit.measure && { measure: habit.measure }),
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it.each(goals.map((goal) => [goal.id, goal] as const))("goal %s passes GoalInput with its habits", (_, goal) => {
    const parsed = GoalInputSchema.safeParse({
      title: goal.title,
      description: goal.description,
      xpTarget: goal.xpTarget,
      commitments: goal.habitIds.map((_, i) => fakeUlid(i)),
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("offers measures of both directions (rule 31), each a target in hundredths of a whole unit", () => {
    const measures = habits.filter((habit) => habit.measure);
    expect(new Set(measures.map((habit) => habit.measure!.direction))).toEqual(new Set(["atLeast", "atMost"]));
    for (const habit of measures) expect(habit.dailyTarget % 100, habit.id).toBe(0);
  });

  it("resolves every goal's habits, each listed once", () => {
    for (const goal of goals) {
      expect(goal.habitIds.length, goal.id).toBeGreaterThan(0);
      expect(new Set(goal.habitIds).size, goal.id).toBe(goal.habitIds.length);
      for (const id of goal.habitIds) expect(findHabitTemplate(id), `${goal.id} → ${id}`).toBeDefined();
    }
  });

  it("sizes XP targets to be reachable in 2 to 8 weeks of full days", () => {
    const perCount = REWARDS.Habit.COUNT_UP.xp;
    const perCheck = REWARDS.Habit.DAILYCHECK.xp;
    for (const goal of goals) {
      const fullDay = goal.habitIds
        .map((id) => findHabitTemplate(id)!.dailyTarget * perCount + perCheck)
        .reduce((a, b) => a + b, 0);
      const days = goal.xpTarget / fullDay;
      expect(days, goal.id).toBeGreaterThanOrEqual(14);
      expect(days, goal.id).toBeLessThanOrEqual(56);
    }
  });

  it("keeps texts plain: no @mentions or links for the rich-text renderer to pick up", () => {
    const texts = [...habits, ...goals].flatMap((t) => [t.title, t.description]);
    for (const text of texts) expect(text).not.toMatch(/@|https?:/);
  });

  it("finds templates by id, and nothing for unknown ids", () => {
    expect(findHabitTemplate("drink-water")?.dailyTarget).toBe(8);
    expect(findGoalTemplate("finish-a-book")?.habitIds).toEqual(["read-pages"]);
    expect(findHabitTemplate("finish-a-book")).toBeUndefined();
    expect(findGoalTemplate("nope")).toBeUndefined();
  });
});
