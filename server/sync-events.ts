import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { serverApiOf } from "./server-api";

/**
 * GET /sync/events straight to app/server/sync/sync-api.server.ts, past express: its compression
 * would buffer the stream, and a poke must reach the page at once. The stream ends when the
 * page goes (the request's signal aborts) or the server stops. The caller has set the
 * security headers and checked the path.
 */
export function syncEventsResponder(build: ServerBuild) {
  const { syncEvents } = serverApiOf(build);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const gone = new AbortController();
    res.on("close", () => gone.abort());
    try {
      const request = new Request(`http://${req.headers.host ?? "localhost"}/sync/events`, {
        headers: req.headers.cookie ? { Cookie: req.headers.cookie } : {},
        signal: gone.signal,
      });
      const response = await syncEvents(request).catch((thrown: unknown) => {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      });
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.writeHead(response.status);
      res.flushHeaders();
      if (!response.body) return void res.end();
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || gone.signal.aborted) break;
        res.write(value);
      }
      res.end();
    } catch (error) {
      if (gone.signal.aborted) return;
      console.error("[sync] /sync/events failed", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end();
    }
  };
}
