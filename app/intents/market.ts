import { MarketActionSchema, type MarketAction } from "~/game/action-schema";
import { useIntentCall } from "./use-intent";

/** The action of /market (an index route). */
export const MARKET_ACTION = "/market?index";

/** What /market may ask for: the engine's Market actions, as the engine defines them. */
export const MarketIntentSchema = MarketActionSchema;
export type MarketIntent = MarketAction;
/** A Market intent's success is told by toasts and the live region; the page reloads its data. */
export type MarketValues = Record<MarketIntent["type"], void>;

/**
 * Sends one intent to the market's clientAction and resolves with its result.
 * One at a time: `busy` disables every market button until the answer is in.
 */
export function useMarketIntent() {
  const { call, busy } = useIntentCall<MarketIntent, MarketValues>(MARKET_ACTION);
  return { run: call, busy };
}
