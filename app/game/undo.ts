// Undo (rule 29): a toast's Undo takes back the action it speaks of, as an action of its own, so
// the log keeps both and replay and the server's referee agree. Only the last record can be
// undone, and it is given back exactly as it landed: the world ends where it was before, so
// no order of actions and undos earns anything (property-tested).
import { settleRecords, type ActionResult } from "./settle";
import { dayOfCtx, requireWorldOwner, type Ctx } from "./context";
import { withDeletedFlag, type Endable } from "./ending";
import type { LastRecord } from "./entity-schemas";
import { GameError } from "./errors";
import { isDeletion } from "./record-data";
import { rollbackRecord } from "./records";
import { isGoalActive, isHabitActive, type World } from "./world";

export const UNDO_DAY_OVER = "This can no longer be undone: the day it counted for is over.";

/** A creation or an ending; counts are undone by the opposite count, which is an ordinary action. */
const UNDOABLE_EVENTS: ReadonlySet<string> = new Set(["START", "GIVEUP"]);

/** The habit or goal the record is about, as it is now. */
function endableOf(world: World, last: LastRecord): Endable | null {
  const habit = world.habits[world.index.habitOf[last.instanceId] ?? ""];
  if (last.kind === "Habit" && habit) return { kind: "Habit", item: habit, active: isHabitActive(habit) };
  const goal = world.goals[world.index.goalOf[last.instanceId] ?? ""];
  if (last.kind === "Goal" && goal) return { kind: "Goal", item: goal, active: isGoalActive(goal) };
  return null;
}

/**
 * Whether the item is still as the last record left it: a new item still live, a give-up still
 * given up, and deleted exactly when that give-up deleted it (an item given up and then
 * removed from the archive, which writes no record, keeps that removal).
 */
function standsAsLeft(last: LastRecord, { item, active }: Endable): boolean {
  if (last.event === "START") return active;
  return item.giveupAt !== null && item.isDeleted === isDeletion(last.data);
}

/**
 * Takes back record `recordId` when it is the last one applied: a habit's or goal's START (the
 * new item is removed, ROLLBACK_START) or a GIVEUP, also a delete's (the item is live again,
 * ROLLBACK_GIVEUP). The rollback gives back what the record took once clamped (rule 3), not its
 * nominal reward, on the day it counted for. Anything else, anything since, or a day gone: NOTHING_TO_UNDO.
 */
export function undoLast(world: World, input: { recordId: string }, ctx: Ctx): ActionResult {
  const userId = requireWorldOwner(world, ctx);
  const last = world.game.lastRecord;
  const endable = last && last.id === input.recordId && UNDOABLE_EVENTS.has(last.event) ? endableOf(world, last) : null;
  if (!last || !endable || !standsAsLeft(last, endable)) throw new GameError("NOTHING_TO_UNDO");
  // Only on its own day: a rollback dated the next day would move the XP from one day to another.
  if (last.day !== dayOfCtx(ctx)) throw new GameError("NOTHING_TO_UNDO", { message: UNDO_DAY_OVER });
  const rollback = rollbackRecord({ ...last, reward: last.taken }, ctx, userId);
  // An undone delete restores the definition in the action itself; the record restores the rest.
  const restored = endable.item.isDeleted ? withDeletedFlag(world, endable, false) : world;
  return settleRecords(restored, [rollback], ctx);
}
