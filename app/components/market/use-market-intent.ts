import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { marketIntentBody, type MarketIntent, type MarketResult } from "./intents";

/** The action of /market (an index route). */
export const MARKET_ACTION = "/market?index";

/**
 * Sends one intent to the market's clientAction and resolves with its result.
 * One at a time: `busy` disables every market button until the answer is in.
 */
export function useMarketIntent(): { run: (intent: MarketIntent) => Promise<MarketResult>; busy: boolean } {
  const fetcher = useFetcher<MarketResult>();
  const waiting = useRef<((result: MarketResult) => void) | null>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && waiting.current) {
      waiting.current(fetcher.data);
      waiting.current = null;
    }
  }, [fetcher.state, fetcher.data]);

  const { submit } = fetcher;
  const run = useCallback(
    (intent: MarketIntent) =>
      new Promise<MarketResult>((resolve) => {
        waiting.current = resolve;
        submit(marketIntentBody(intent), { method: "post", action: MARKET_ACTION, encType: "application/json" });
      }),
    [submit],
  );
  return { run, busy: fetcher.state !== "idle" };
}
