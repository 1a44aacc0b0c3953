import type { Action } from "~/game/action-schema";
import type { CommitRecord } from "~/game/entity-schemas";
import { GameError } from "~/game/errors";
import { findGoalTemplate, findHabitTemplate, type HabitTemplate } from "~/content/explore-catalogue";
import type { GameActions } from "~/storage";

type Dispatch = (action: Action) => Promise<{ records: CommitRecord[] }>;

function habitAction(template: HabitTemplate): Action {
  const { title, description, dailyTarget, measure } = template;
  return { type: "habit/create", input: { title, description, dailyTarget, ...(measure && { measure }) } };
}

/** The commitment a habit START record created. */
function startedCommitment(records: CommitRecord[]): string {
  const start = records.find((record) => record.kind === "Habit" && record.event === "START");
  if (!start) throw new GameError("UNKNOWN_ERROR", { detail: "habit START record missing" });
  return start.instanceId;
}

/**
 * Adds a catalogue habit, or a catalogue goal with its habits. Each habit is its
 * own action (saved and rewarded on its own); habits you already have with the
 * same title are reused instead of doubled.
 */
export async function addTemplate(
  storage: GameActions,
  userId: string,
  templateId: string,
): Promise<{ added: string }> {
  const dispatch: Dispatch = (action) => storage.dispatch(userId, action);
  const habit = findHabitTemplate(templateId);
  if (habit) {
    await dispatch(habitAction(habit));
    return { added: habit.title };
  }
  const goal = findGoalTemplate(templateId);
  if (!goal) throw new GameError("ITEM_NOT_FOUND", { detail: `template ${templateId}` });

  const existing = new Map(
    (await storage.loadHome(userId)).habits.map((card) => [card.habit.title, card.habit.commitmentId]),
  );
  const commitments: string[] = [];
  for (const habitId of goal.habitIds) {
    const template = findHabitTemplate(habitId);
    if (!template) continue;
    commitments.push(
      existing.get(template.title) ?? startedCommitment((await dispatch(habitAction(template))).records),
    );
  }
  const { title, description, xpTarget } = goal;
  await dispatch({ type: "goal/create", input: { title, description, xpTarget, commitments } });
  return { added: goal.title };
}
