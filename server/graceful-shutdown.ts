// Stopping without dropping anyone: on SIGTERM (a deploy, a container stop) or SIGINT (Ctrl+C)
// the server stops accepting connections, lets the requests in flight finish, and exits;
// whatever is still running at the deadline is cut, so a stop never takes more than 10 s.
import type { Server, ServerResponse } from "node:http";

/** Below the 10 s that process managers commonly wait before SIGKILL. */
export const SHUTDOWN_GRACE_MS = 8_000;
const IDLE_CHECK_MS = 50;

export type CloseOutcome = "drained" | "cut";

/**
 * Prepares `server` for a graceful close and returns the function that starts it. Once
 * closing, every answer carries `Connection: close` (a keep-alive client sends no further
 * request on it), and idle connections are closed as soon as their answer is out.
 */
export function gracefulClose(server: Server, graceMs = SHUTDOWN_GRACE_MS): () => Promise<CloseOutcome> {
  let closing: Promise<CloseOutcome> | undefined;
  const inFlight = new Set<ServerResponse>();
  server.prependListener("request", (_req, res: ServerResponse) => {
    if (closing) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });
  return () => {
    closing ??= new Promise((resolve) => {
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      const idleCheck = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        finish("cut");
      }, graceMs);
      const finish = (outcome: CloseOutcome) => {
        clearInterval(idleCheck);
        clearTimeout(deadline);
        resolve(outcome);
      };
      server.close(() => finish("drained"));
    });
    return closing;
  };
}

/**
 * On SIGTERM or SIGINT: a graceful close, then exit 0 when every request was answered and
 * 1 when some had to be cut. A second signal exits at once.
 */
export function closeOnSignals(server: Server, signals: NodeJS.Signals[] = ["SIGTERM", "SIGINT"]): void {
  const close = gracefulClose(server);
  let asked = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (asked) process.exit(1);
    asked = true;
    console.log(`[momentum] ${signal}: finishing the requests in flight, then stopping.`);
    void close().then((outcome) => {
      if (outcome === "cut") console.error("[momentum] Requests still running after the grace period were cut.");
      else console.log("[momentum] Stopped: every request was answered.");
      // Not waiting for the event loop to drain: a render's abort timer may hold it for seconds.
      process.exit(outcome === "drained" ? 0 : 1);
    });
  };
  for (const signal of signals) process.on(signal, onSignal);
}
