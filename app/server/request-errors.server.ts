// How request errors reach the log. A client's mistake (4xx: a bad address, a POST to a page
// without an action) is one short line, so that nobody can fill the log with stack traces by
// sending junk; the server's own failures (5xx) keep their whole stack.
// Used by Remix (entry.server.tsx handleError) and by server/app.ts. Keep imports relative.

import { createLogLimiter } from "./log-limit.server";

const MAX_LINE = 300;
/** Identical kinds of error lines (a status and method, or a 5xx's message) are rate-limited. */
let limitLines = createLogLimiter();

/** Starts the rate limits over (each test's server starts with a quiet log). */
export function resetLogLimits(): void {
  limitLines = createLogLimiter();
}
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** The HTTP status an error stands for: its own 4xx/5xx `status` (Remix error responses, express's errors), else 500. */
export function statusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && value >= 400 && value < 600 ? value : 500;
}

function messageOf(error: unknown): string {
  // Remix's error responses carry the underlying Error (its message says what went wrong).
  const inner = (error as { error?: unknown } | null)?.error;
  if (inner instanceof Error) return inner.message;
  if (error instanceof Error) return error.message;
  const { statusText } = (error ?? {}) as { statusText?: unknown };
  return typeof statusText === "string" ? statusText : String(error);
}

/** The path only: a query may hold an OAuth code or state. */
function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? "", "http://momentum.invalid").pathname;
  } catch {
    return "(unreadable address)";
  }
}

export function logRequestError(error: unknown, request: { method?: string; url?: string }): void {
  const status = statusOf(error);
  if (status >= 500) {
    const inner = (error as { error?: unknown } | null)?.error;
    const kind = `${status} ${messageOf(error).replace(CONTROL_CHARACTERS, " ").slice(0, 100)}`;
    return limitLines(kind, () => console.error(inner instanceof Error ? inner : error));
  }
  logRefusal(status, request, messageOf(error));
}

/** One short line for a request refused on purpose (a client's mistake, or a limit it met): never a stack. */
export function logRefusal(status: number, request: { method?: string; url?: string }, reason: string): void {
  const line = `[momentum] ${status} ${request.method ?? "?"} ${pathOf(request.url)}: ${reason}`;
  // A newline in a path or message must not start a fake log line.
  const flat = line.replace(CONTROL_CHARACTERS, " ");
  // The kind leaves the path out: a flood of different paths is still one kind of mistake.
  const kind = `${status} ${request.method ?? "?"}`.replace(CONTROL_CHARACTERS, " ").slice(0, 40);
  limitLines(kind, () => console.warn(flat.length > MAX_LINE ? `${flat.slice(0, MAX_LINE)}…` : flat));
}
