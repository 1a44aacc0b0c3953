import type { useSubmit } from "@remix-run/react";
import { z } from "zod";
import type { Action } from "~/game/action-schema";

// What the home page may ask for: the engine's actions, checked for shape here;
// their inputs are validated by the engine itself (parseInput), word for word.
const id = z.string().min(1).max(64);

export const IntentSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("habit/create"), input: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal("habit/count"), habitId: id, delta: z.union([z.literal(1), z.literal(-1)]) }),
  z.object({ type: z.literal("habit/edit"), habitId: id, changes: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal("habit/giveUp"), habitId: id }),
  z.object({ type: z.literal("habit/delete"), habitId: id }),
  z.object({ type: z.literal("goal/create"), input: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal("goal/edit"), goalId: id, changes: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal("goal/addCommitment"), goalId: id, commitmentId: id }),
  z.object({ type: z.literal("goal/dropCommitment"), goalId: id, commitmentId: id }),
  z.object({ type: z.literal("goal/giveUp"), goalId: id }),
  z.object({ type: z.literal("goal/delete"), goalId: id }),
]);
export type Intent = z.infer<typeof IntentSchema>;

/** The engine re-validates every input, so a loosely typed input is safe to pass on. */
export function toAction(intent: Intent): Action {
  return intent as Action;
}

type SubmitTarget = Parameters<ReturnType<typeof useSubmit>>[0];

/** Intents are plain JSON by construction (ids, numbers and form values). */
export function intentBody(intent: Intent): SubmitTarget {
  return intent as unknown as SubmitTarget;
}
