// How the social endpoints read a body: same-origin, JSON or a plain form, within a small limit,
// checked with zod. Answers and the session come from ~/server/auth/json-api.server like every JSON endpoint's.
import type { z } from "zod";
import { checkBody, isJson, parseJsonText, problem, readLimitedText } from "~/server/auth/json-api.server";
import { assertSameOrigin } from "~/server/auth/sign-in.server";
import { getEnv } from "~/server/env.server";

const MAX_BODY_BYTES = 4096;

export const isForm = (request: Request) =>
  /^application\/x-www-form-urlencoded\b/i.test(request.headers.get("Content-Type") ?? "");

/**
 * A same-site POST body (JSON, or a form when `forms` is true) of at most 4 KB, parsed with
 * `schema`; anything else is a 4xx answer to throw, with the problem in words.
 */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  { forms = false } = {},
): Promise<z.output<S>> {
  assertSameOrigin(request, getEnv(), "Cross-site requests are not allowed.");
  const form = forms && isForm(request);
  if (!form && !isJson(request)) {
    throw problem(
      415,
      forms ? "Send the request as a form or as application/json." : "Send the request as application/json.",
    );
  }
  const text = await readLimitedText(request, MAX_BODY_BYTES);
  return checkBody(form ? Object.fromEntries(new URLSearchParams(text)) : parseJsonText(text), schema, 20);
}
