// The one way an app route's clientAction handles what its page asks for:
// read the body → check it with the route's intent schema → the signed-in local
// user → the handler for the intent's type → one result. Failures follow spec §8:
// field problems (VALIDATION) go back to the fields without a toast; anything
// else is its catalogue toast (INDEXEDDB_ERROR: the storage alert instead).
import type { ClientActionFunctionArgs } from "@remix-run/react";
import type { z } from "zod";
import { requireLocalUser } from "~/device-session/local-user";
import { firstMessages } from "~/intents/field-messages";
import type { User } from "~/game/entity-schemas";
import { GameError, toGameError, type ErrorCode, type FieldIssue } from "~/game/errors";
import { notifyError } from "~/toasts/notify";

/** What a page asks for: a plain object named by its `type`. */
export type Intent = { type: string };

/** What each intent type answers when it succeeds. */
export type IntentValues<I extends Intent> = Record<I["type"], unknown>;

/** Why an intent did not succeed: the error's code and message, its field issues, and the first message per field. */
export type IntentFailure = {
  ok: false;
  code: ErrorCode;
  message: string;
  issues: FieldIssue[];
  fieldErrors: Record<string, string>;
};

/** Every intent's answer: its handler's value, or why not. */
export type IntentResult<Value> = { ok: true; value: Value } | IntentFailure;

type Awaitable<T> = T | Promise<T>;

/**
 * One handler per intent type, given that intent (narrowed to its type) and, for
 * a signed-in route, the user. A handler may answer a Response (a redirect) instead.
 */
export type IntentHandlers<I extends Intent, V extends IntentValues<I>, Extra extends unknown[] = [user: User]> = {
  [T in I["type"]]: (intent: Extract<I, { type: T }>, ...extra: Extra) => Awaitable<V[T] | Response>;
};

type Answer<I extends Intent, V extends IntentValues<I>> = Promise<IntentResult<V[I["type"]]> | Response>;

/** A JSON body (fetchers' intents) or a form's fields (plain forms). */
async function readBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (contentType.includes("application/json")) return request.json();
  return Object.fromEntries(await request.formData());
}

function failureOf(error: GameError): IntentFailure {
  const { code, message, issues } = error;
  return { ok: false, code, message, issues, fieldErrors: firstMessages(issues) };
}

async function runIntent<I extends Intent, V extends IntentValues<I>, Extra extends unknown[]>(
  request: Request,
  schema: z.ZodType<I>,
  handlers: IntentHandlers<I, V, Extra>,
  extra: () => Promise<Extra>,
): Answer<I, V> {
  try {
    const parsed = schema.safeParse(await readBody(request));
    if (!parsed.success) throw new GameError("UNKNOWN_ERROR", { detail: parsed.error.message });
    const intent = parsed.data;
    // The map has a handler for every type; TypeScript cannot pair the two unions by itself.
    const handler = handlers[intent.type as I["type"]] as (intent: I, ...extra: Extra) => Awaitable<unknown>;
    const value = await handler(intent, ...(await extra()));
    return value instanceof Response ? value : { ok: true, value: value as V[I["type"]] };
  } catch (error) {
    const gameError = toGameError(error);
    if (gameError.code !== "VALIDATION") notifyError(gameError);
    return failureOf(gameError);
  }
}

/** A clientAction for a signed-in page: each intent goes to its handler with the local user (else NO_SESSION). */
export function intentAction<I extends Intent, V extends IntentValues<I>>(
  schema: z.ZodType<I>,
  handlers: IntentHandlers<I, V>,
): (args: ClientActionFunctionArgs) => Answer<I, V> {
  const signedIn = async (): Promise<[User]> => [await requireLocalUser()];
  return ({ request }) => runIntent(request, schema, handlers, signedIn);
}
