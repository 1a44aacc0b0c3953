import { useActionCall } from "~/components/use-action-call";
import type { MarketIntent, MarketResult } from "./intents";

/** The action of /market (an index route). */
export const MARKET_ACTION = "/market?index";

/**
 * Sends one intent to the market's clientAction and resolves with its result.
 * One at a time: `busy` disables every market button until the answer is in.
 */
export function useMarketIntent(): { run: (intent: MarketIntent) => Promise<MarketResult>; busy: boolean } {
  const { call, busy } = useActionCall<MarketIntent, MarketResult>(MARKET_ACTION);
  return { run: call, busy };
}
