import { useFetcher, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import type { Intent, IntentResult, IntentValues } from "./pipeline";

type SubmitTarget = Parameters<ReturnType<typeof useSubmit>>[0];
/** An intent as it travels to its clientAction: JSON (ids, numbers and form values). */
export type JsonIntent = Intent & SubmitTarget;

const post = (action: string) => ({ method: "post", action, encType: "application/json" }) as const;

/**
 * Sends one intent at a time to a route's clientAction through a fetcher of its
 * own, and resolves with that intent type's result, so a form can show field
 * messages or close when saved. `busy` stays true until the answer is in.
 */
export function useIntentCall<I extends JsonIntent, V extends IntentValues<I>>(action: string) {
  const fetcher = useFetcher<IntentResult<unknown>>();
  const waiting = useRef<((result: IntentResult<unknown>) => void) | null>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && waiting.current) {
      // The data is what this route's clientAction answered for the intent sent.
      waiting.current(fetcher.data as IntentResult<unknown>);
      waiting.current = null;
    }
  }, [fetcher.state, fetcher.data]);

  const { submit } = fetcher;
  const call = useCallback(
    <J extends I>(intent: J) =>
      new Promise<IntentResult<V[J["type"]]>>((resolve) => {
        waiting.current = resolve as (result: IntentResult<unknown>) => void;
        submit(intent, post(action));
      }),
    [submit, action],
  );
  return { call, busy: fetcher.state !== "idle" };
}

/**
 * Sends intents without waiting for them, each through its own fetcher (`key`),
 * so quick clicks are all kept; `useFetchers()` shows them while in flight.
 */
export function useIntentSubmit<I extends JsonIntent>(action: string): (intent: I, key: string) => void {
  const submit = useSubmit();
  return useCallback(
    (intent: I, key: string) => submit(intent, { ...post(action), navigate: false, fetcherKey: key }),
    [submit, action],
  );
}
