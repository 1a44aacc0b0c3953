import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { intentBody, type Intent } from "./intents";
import type { IntentResult } from "./route";

/**
 * Sends one intent to home's clientAction and resolves with its result, so a
 * form in a modal can show field messages or close when saved.
 */
export function useIntent(): (intent: Intent) => Promise<IntentResult> {
  const fetcher = useFetcher<IntentResult>();
  const waiting = useRef<((result: IntentResult) => void) | null>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && waiting.current) {
      waiting.current(fetcher.data);
      waiting.current = null;
    }
  }, [fetcher.state, fetcher.data]);

  const { submit } = fetcher;
  return useCallback(
    (intent: Intent) =>
      new Promise<IntentResult>((resolve) => {
        waiting.current = resolve;
        submit(intentBody(intent), { method: "post", action: "/home", encType: "application/json" });
      }),
    [submit],
  );
}
