// What a journal entry is: the shape of one action's changes, as the browser's journal and the
// server's log both carry it, built from the engine's schemas so a stored entry is read back
// with exactly the rules the engine works with.
import { z } from "zod";
import { ActionSchema } from "~/game/action-schema";
import { CommitmentSchema, CommitRecordSchema, GameStateSchema, GoalSchema, HabitSchema } from "~/game/entity-schemas";
import { dayRuleSchema, dayStringSchema, idSchema } from "~/game/field-schemas";
import { WorldSchema } from "~/game/world";

// Entity definitions: what replay cannot learn from records (engine's *Def types).
export const HabitDefSchema = HabitSchema.omit({ count: true, history: true, giveupAt: true, notes: true });
export const GoalDefSchema = GoalSchema.omit({ commitments: true, xpCurrent: true, completedAt: true, giveupAt: true });
export const CommitmentDefSchema = CommitmentSchema.omit({ lastActivity: true, completedAt: true });

/**
 * Game fields that are not projections of the log: the settings and the refresh's
 * results. The day rule's fields (rule 18) are optional: an entry or a backup
 * written before it leaves them as they were (UTC days).
 */
export const GameFieldsSchema = GameStateSchema.pick({
  dailyTarget: true,
  streak: true,
  lastStreak: true,
  momentum: true,
  lastDailyCheck: true,
}).extend({
  dayRule: dayRuleSchema.optional(),
  lastDay: dayStringSchema.nullable().optional(),
  bridgedDays: z.array(dayStringSchema).optional(),
  vacations: GameStateSchema.shape.vacations,
});
export type GameFields = z.infer<typeof GameFieldsSchema>;

/**
 * What an action changed, as a journal entry here and a server log line (log/protocol.ts)
 * both carry it: its records and every definition it changed. An action's changes also say
 * which day it counted for and under which day rule (rule 18); bulk entries (import,
 * migration) span many days and carry none.
 */
export const entryChangesShape = {
  day: dayStringSchema.optional(),
  rule: dayRuleSchema.optional(),
  records: z.array(CommitRecordSchema),
  habits: z.array(HabitDefSchema).optional(),
  goals: z.array(GoalDefSchema).optional(),
  commitments: z.array(CommitmentDefSchema).optional(),
  game: GameFieldsSchema.optional(),
};

/** One user action, written as one value: what it changed, numbered in the user's journal. */
export const JournalEntrySchema = z.object({
  seq: z.number().int().min(1),
  type: z.string().min(1),
  at: z.number().int(),
  ...entryChangesShape,
  /**
   * A snapshot: the server's state at `sync.snapshot.seq`, which replaces the world (a new
   * device's first entry until the log behind it arrives, ADR 0027). Has no records.
   */
  world: WorldSchema.optional(),
  /** A synced user's own action, kept so it can be pushed and re-run on the server's state. */
  sync: z
    .object({
      mutationId: z.number().int().min(1),
      action: ActionSchema,
      /** The ids the action made, in order: the server makes the same ones. */
      ids: z.array(idSchema),
    })
    .optional(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

/** A habit as the habits partition keeps it: its days (counts and notes) live in month shards. */
export const HabitSnapshotSchema = HabitSchema.omit({ history: true, notes: true });
