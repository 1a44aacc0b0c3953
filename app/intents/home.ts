import { z } from "zod";
import { GoalActionSchema, HabitActionSchema, UndoSchema } from "~/game/action-schema";
import type { IntentResult } from "./pipeline";
import { useIntentCall, useIntentSubmit } from "./use-intent";

export const HOME_ACTION = "/home";

/** What the home page may ask for: the engine's habit and goal actions and Undo (rule 29), as the engine defines them. */
export const HomeIntentSchema = z.discriminatedUnion("type", [HabitActionSchema, GoalActionSchema, UndoSchema]);
export type HomeIntent = z.infer<typeof HomeIntentSchema>;

/** Where the action landed in the journal, so the optimistic layer knows when home includes it. */
export type Saved = { seq: number };
export type HomeValues = Record<HomeIntent["type"], Saved>;
export type HomeResult = IntentResult<Saved>;

/** Sends one home intent and resolves with its result. */
export function useHomeIntent() {
  return useIntentCall<HomeIntent, HomeValues>(HOME_ACTION).call;
}

/** Sends a +1/−1 without waiting: each click its own fetcher. */
export function useHomeSubmit() {
  return useIntentSubmit<HomeIntent>(HOME_ACTION);
}
