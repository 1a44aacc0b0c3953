// A note on a day of one habit (issue #33, rule 32): one per habit and day, written for today or
// any day before it since the habit began. Writing, changing or removing it is one NOTE record
// dated that day, paid nothing, so replay rebuilds every note from the log and a note never
// earns. Notes are the owner's alone: nothing public reads them.
import { z } from "zod";
import { dayOfCtx, requireOwner, type Ctx } from "./context";
import { NOTE_MAX } from "./constants";
import { type Day } from "./day";
import { GameError } from "./errors";
import { dayStringSchema } from "./field-schemas";
import { parseInput } from "./input-schemas";
import { findHabit } from "./lookup";
import { dayIssue, requireHabitBegun } from "./past-day";
import { noteOn } from "./note-map";
import { noteData } from "./record-data";
import { makeRecord } from "./records";
import { settleRecords, type ActionResult } from "./settle";
import { isHabitActive, type World } from "./world";

export const NOTE_MESSAGES = {
  tooLong: `Note must be at most ${NOTE_MAX} characters`,
  day: "A note can be written for today or a day before it",
} as const;

/** A note as it is kept: trimmed, at most NOTE_MAX characters; "" removes the day's note. */
export const noteTextSchema = z.string().trim().max(NOTE_MAX, NOTE_MESSAGES.tooLong);

const NoteSchema = z.object({ habitId: z.string(), day: dayStringSchema, note: noteTextSchema });
export type NoteInput = { habitId: string; day: Day; note: string };

/** Writes the habit's note on `day` (the same text again changes nothing, "" removes it). */
export function setHabitNote(world: World, input: NoteInput, ctx: Ctx): ActionResult {
  const { habitId, day, note } = parseInput(NoteSchema, input);
  const habit = findHabit(world, habitId);
  const userId = requireOwner(habit, ctx);
  if (!isHabitActive(habit)) throw new GameError("ITEM_ENDED");
  if (day > dayOfCtx(ctx)) throw dayIssue(NOTE_MESSAGES.day);
  requireHabitBegun(world, habit, day);
  if (note === noteOn(habit, day)) return settleRecords(world, [], ctx);
  const record = makeRecord(
    { event: "NOTE", kind: "Habit", instanceId: habit.commitmentId, data: noteData(note) },
    { ...ctx, day },
    userId,
    { xp: 0, coins: 0 },
  );
  return settleRecords(world, [record], ctx);
}
