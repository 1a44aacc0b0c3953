import { useFetcher, type useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";

type SubmitTarget = Parameters<ReturnType<typeof useSubmit>>[0];

/**
 * Posts one JSON intent to a route's clientAction through a fetcher of its own and
 * resolves with the action's result, so a form can show field messages or close when
 * saved. `busy` stays true until the answer is in.
 */
export function useActionCall<Intent extends object, Result>(
  action: string,
): { call: (intent: Intent) => Promise<Result>; busy: boolean } {
  const fetcher = useFetcher<Result>();
  const waiting = useRef<((result: Result) => void) | null>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && waiting.current) {
      waiting.current(fetcher.data as Result);
      waiting.current = null;
    }
  }, [fetcher.state, fetcher.data]);

  const { submit } = fetcher;
  const call = useCallback(
    (intent: Intent) =>
      new Promise<Result>((resolve) => {
        waiting.current = resolve;
        // Intents are plain JSON (numbers, strings, arrays of them).
        submit(intent as unknown as SubmitTarget, { method: "post", action, encType: "application/json" });
      }),
    [submit, action],
  );
  return { call, busy: fetcher.state !== "idle" };
}
