// What the app's own JSON endpoints (account, social, sync) share: answers that are never
// cached, a problem as {"error": …}, the session or a 401, and a body checked with zod.
import type { z } from "zod";
import { isNestedDeeperThan, TOO_DEEP } from "~/security/json-depth";
import { readSession, type ActiveSession } from "./session.server";

export const SIGN_IN_FIRST = "No active user session found. Please login first.";

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export const problem = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  json({ error, ...extra }, status);

/** The session, or a 401 answer to throw. */
export async function requireSession(request: Request): Promise<ActiveSession> {
  const session = await readSession(request);
  if (!session) throw problem(401, SIGN_IN_FIRST);
  return session;
}

export const isJson = (request: Request) => /^application\/json\b/i.test(request.headers.get("Content-Type") ?? "");

/** The body's text, at most `limit` bytes; else a 413 answer to throw. */
export async function readLimitedText(request: Request, limit: number): Promise<string> {
  const text = await request.text();
  if (Buffer.byteLength(text) > limit) throw problem(413, "The request is too large.");
  return text;
}

/** A JSON body's text, at most `limit` bytes; else a 4xx answer to throw. The caller checks the origin. */
export async function readJsonText(request: Request, limit: number): Promise<string> {
  if (!isJson(request)) throw problem(415, "Send the request as application/json.");
  return readLimitedText(request, limit);
}

/** `text` read as JSON, nested at most MAX_JSON_DEPTH deep; else a 400 answer to throw. */
export function parseJsonText(text: string): unknown {
  if (isNestedDeeperThan(text)) throw problem(400, TOO_DEEP);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw problem(400, "The request is not valid JSON.");
  }
}

/** `body` checked with `schema`; else a 400 answer to throw naming at most `maxIssues` issues. */
export function checkBody<S extends z.ZodType>(body: unknown, schema: S, maxIssues = Infinity): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw problem(400, "The request is not valid.", {
      issues: parsed.error.issues
        .slice(0, maxIssues)
        .map((issue) => ({ path: issue.path.map(String), message: issue.message })),
    });
  }
  return parsed.data;
}

/** A JSON body of at most `limit` bytes, checked with `schema`; else a 4xx answer to throw. The caller checks the origin. */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  limit: number,
  maxIssues = Infinity,
): Promise<z.output<S>> {
  return checkBody(parseJsonText(await readJsonText(request, limit)), schema, maxIssues);
}
