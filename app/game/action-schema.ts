// The shape of every engine action, as one zod schema: `Action` is inferred from
// it, so the type and the check cannot drift. It is the whole shape check a
// caller needs before act() (a route's intent today, a device's push on the
// server with sync): ids bounded, a count step exactly ±1, inputs objects of
// JSON values. What an input's fields mean is the engine's to check (parseInput),
// so their messages are the spec's, word for word, and come back per field.
import { z } from "zod";
import { ITEM_LIMITS } from "./constants";

/** An id as the engine makes them (ULIDs), bounded so no one can send a huge key. */
const id = z.string().min(1).max(64);
/** A form's values; each operation parses them with its own input schema. */
const fields = z.record(z.string(), z.json());

export const HabitActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("habit/create"), input: fields }),
  z.object({ type: z.literal("habit/count"), habitId: id, delta: z.union([z.literal(1), z.literal(-1)]) }),
  z.object({ type: z.literal("habit/edit"), habitId: id, changes: fields }),
  z.object({ type: z.literal("habit/skip"), habitId: id, day: z.string(), skipped: z.boolean() }),
  z.object({ type: z.literal("habit/setPastDay"), habitId: id, day: z.string().max(10), count: z.number() }),
  // The note's own bound (rule 32) is the engine's; this one only keeps a pushed body small.
  z.object({ type: z.literal("habit/setNote"), habitId: id, day: z.string().max(10), note: z.string().max(2000) }),
  /** A measure's value in hundredths (rule 31): the engine checks the number itself. */
  z.object({ type: z.literal("habit/addValue"), habitId: id, value: z.number() }),
  z.object({ type: z.literal("habit/removeValue"), habitId: id, value: z.number() }),
  z.object({ type: z.literal("habit/giveUp"), habitId: id }),
  z.object({ type: z.literal("habit/delete"), habitId: id }),
]);

export const GoalActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("goal/create"), input: fields }),
  z.object({ type: z.literal("goal/edit"), goalId: id, changes: fields }),
  z.object({ type: z.literal("goal/addCommitment"), goalId: id, commitmentId: id }),
  z.object({ type: z.literal("goal/dropCommitment"), goalId: id, commitmentId: id }),
  z.object({ type: z.literal("goal/giveUp"), goalId: id }),
  z.object({ type: z.literal("goal/delete"), goalId: id }),
]);

/** The engine checks the number itself (a whole number, clamped at 0). */
export const SetDailyTargetSchema = z.object({ type: z.literal("game/setDailyTarget"), dailyTarget: z.number() });

/** The day rule (rule 18): the engine checks the zone name and the start hour itself. */
export const SetDayRuleSchema = z.object({
  type: z.literal("game/setDayRule"),
  timeZone: z.string().max(64),
  startHour: z.number(),
});

/** A vacation (rule 28): the engine checks the days itself. */
export const VacationActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("game/planVacation"), from: z.string().max(10), to: z.string().max(10) }),
  z.object({ type: z.literal("game/endVacation") }),
]);

/** Undo (rule 29): the record a toast spoke of; the engine undoes it only if it is still the last. */
export const UndoSchema = z.object({ type: z.literal("game/undo"), recordId: id });

export const MarketActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("market/createReward"), input: fields }),
  z.object({ type: z.literal("market/redeem"), rewardId: id }),
  z.object({ type: z.literal("market/buyFreeze") }),
  z.object({ type: z.literal("market/deleteReward"), rewardId: id }),
]);

/** Rule 33: habits from another app's file, each with its days (amount per day), skips and notes; and its undo. */
export const ImportActionSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("habit/import"),
    importId: id,
    source: z.string().min(1).max(60),
    habits: z
      .array(
        z.object({
          input: fields,
          archived: z.boolean(),
          days: z.array(z.tuple([z.string().max(10), z.number()])),
          skips: z.array(z.string().max(10)),
          notes: z.array(z.tuple([z.string().max(10), z.string().max(2000)])),
        }),
      )
      .min(1)
      .max(ITEM_LIMITS.habits),
  }),
  z.object({ type: z.literal("habit/undoImport"), importId: id }),
]);

export const ActionSchema = z.discriminatedUnion("type", [
  HabitActionSchema,
  GoalActionSchema,
  SetDailyTargetSchema,
  SetDayRuleSchema,
  VacationActionSchema,
  UndoSchema,
  MarketActionSchema,
  ImportActionSchema,
]);

export type Action = z.infer<typeof ActionSchema>;
export type HabitAction = z.infer<typeof HabitActionSchema>;
export type GoalAction = z.infer<typeof GoalActionSchema>;
export type MarketAction = z.infer<typeof MarketActionSchema>;
