// What the social endpoints share: JSON answers that are never cached, the session or a 401,
// and same-origin bodies (JSON or a plain form) read within a small limit and checked with zod.
import type { z } from "zod";
import { readSession, type ActiveSession } from "~/auth/session.server";
import { assertSameOrigin } from "~/auth/sign-in.server";
import { getEnv } from "~/env.server";

const MAX_BODY_BYTES = 4096;
export const SIGN_IN_FIRST = "No active user session found. Please login first.";

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export const problem = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  json({ error, ...extra }, status);

export async function requireSession(request: Request): Promise<ActiveSession> {
  const session = await readSession(request);
  if (!session) throw problem(401, SIGN_IN_FIRST);
  return session;
}

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
  if (!form && !/^application\/json\b/i.test(request.headers.get("Content-Type") ?? "")) {
    throw problem(
      415,
      forms ? "Send the request as a form or as application/json." : "Send the request as application/json.",
    );
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw problem(413, "The request is too large.");
  let body: unknown;
  if (form) body = Object.fromEntries(new URLSearchParams(text));
  else {
    try {
      body = JSON.parse(text);
    } catch {
      throw problem(400, "The request is not valid JSON.");
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw problem(400, "The request is not valid.", {
      issues: parsed.error.issues
        .slice(0, 20)
        .map((issue) => ({ path: issue.path.map(String), message: issue.message })),
    });
  }
  return parsed.data;
}
