// Repeated error lines are rate-limited (issue #30): a client that sends the same mistake a
// thousand times gets at most LINES_PER_MINUTE lines of it into the log per minute, then one
// line that counts what was left out. Used by request-errors.server.ts. Keep imports relative.

export const LINES_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
/** Kinds remembered at once; past it the memory starts over (a flood of kinds must not grow it). */
const MAX_KINDS = 1_000;

type Window = { start: number; written: number; suppressed: number };

export type LogLimiter = (kind: string, write: () => void) => void;

/** `write` runs unless `kind` already wrote `perMinute` lines in its current minute. */
export function createLogLimiter(
  { perMinute = LINES_PER_MINUTE, now = Date.now, note = console.warn } = {} as {
    perMinute?: number;
    now?: () => number;
    note?: (line: string) => void;
  },
): LogLimiter {
  const windows = new Map<string, Window>();
  return (kind, write) => {
    const time = now();
    let window = windows.get(kind);
    if (!window || time - window.start >= WINDOW_MS) {
      if (window && window.suppressed > 0) {
        note(`[momentum] … ${window.suppressed} more "${kind}" lines suppressed in the last minute`);
      }
      if (!window && windows.size >= MAX_KINDS) windows.clear();
      window = { start: time, written: 0, suppressed: 0 };
      windows.set(kind, window);
    }
    if (window.written >= perMinute) {
      window.suppressed += 1;
      return;
    }
    window.written += 1;
    write();
  };
}
