// The product limit on live habits and goals (ITEM_LIMITS): checked by the engine, so the
// browser and the server's replay of a push refuse a creation past it alike.
import { ITEM_LIMITS } from "./constants";
import { ERRORS, GameError } from "./errors";
import type { World } from "./world";

const liveCount = (items: Record<string, { isDeleted: boolean }>): number => {
  let count = 0;
  for (const id in items) if (!items[id]!.isDeleted) count += 1;
  return count;
};

// The message also goes to the title field, so the editor shows it where the user is looking.
const limitError = (code: "HABIT_LIMIT" | "GOAL_LIMIT") =>
  new GameError(code, { issues: [{ path: ["title"], message: ERRORS[code].message }] });

/** HABIT_LIMIT when `world` already holds the most live habits an account may. */
export function checkRoomForHabit(world: World): void {
  if (liveCount(world.habits) >= ITEM_LIMITS.habits) throw limitError("HABIT_LIMIT");
}

/** HABIT_LIMIT when `count` more live habits would take `world` past the most an account may. */
export function checkRoomForHabits(world: World, count: number): void {
  if (liveCount(world.habits) + count > ITEM_LIMITS.habits) throw limitError("HABIT_LIMIT");
}

/** GOAL_LIMIT when `world` already holds the most live goals an account may. */
export function checkRoomForGoal(world: World): void {
  if (liveCount(world.goals) >= ITEM_LIMITS.goals) throw limitError("GOAL_LIMIT");
}
