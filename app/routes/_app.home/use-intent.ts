import { useActionCall } from "~/components/use-action-call";
import type { Intent } from "./intents";
import type { IntentResult } from "./route";

/** Sends one intent to home's clientAction and resolves with its result. */
export function useIntent(): (intent: Intent) => Promise<IntentResult> {
  return useActionCall<Intent, IntentResult>("/home").call;
}
