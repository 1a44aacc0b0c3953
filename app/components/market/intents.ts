import { z } from "zod";
import type { Action } from "~/game/action-schema";

// What /market may ask for: the engine's Market actions, checked for shape
// here; their inputs are validated by the engine itself (word for word).
const id = z.string().min(1).max(64);

export const MarketIntentSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("market/createReward"), input: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal("market/redeem"), rewardId: id }),
  z.object({ type: z.literal("market/buyFreeze") }),
  z.object({ type: z.literal("market/deleteReward"), rewardId: id }),
]);
export type MarketIntent = z.infer<typeof MarketIntentSchema>;

/** The engine re-validates every input (parseInput), so a loosely typed input is safe to pass on. */
export function toMarketAction(intent: MarketIntent): Action {
  return intent as Action;
}

/** What the page's clientAction answers: saved, or why not (field messages at the fields). */
export type MarketResult = { ok: true } | { ok: false; code: string; fieldErrors: Record<string, string> };
