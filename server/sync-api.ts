import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { serverApiOf } from "./server-api";

const gzip = promisify(gzipCallback);
/** Answers smaller than this go as they are: compressing them costs more than it saves. */
const GZIP_FROM_BYTES = 1024;

/** The sync endpoints answered here, past express and Remix (the caller checked the path). */
export const SYNC_API_PATHS: ReadonlySet<string> = new Set(["/sync/push", "/sync/pull", "/sync/state", "/sync/upload"]);

/**
 * POST /sync/push, GET /sync/pull, GET /sync/state, POST /sync/upload straight to app/server/sync/sync-api.server.ts (the
 * route modules' own functions), past express and Remix: a device pushes after each action, and
 * express's static-file lookups and Remix's routing cost more than the push itself. The body was
 * read (and limited) by the pipeline; the security headers are set. Large answers (a pull) are
 * gzipped off the main thread when the client accepts it.
 */
export function syncApiResponder(build: ServerBuild) {
  const handlers = serverApiOf(build);
  const handlerOf: Record<string, (request: Request) => Promise<Response>> = {
    "/sync/push": handlers.syncPush,
    "/sync/pull": handlers.syncPull,
    "/sync/state": handlers.syncState,
    "/sync/upload": handlers.syncUpload,
  };
  return async (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    body?: Buffer<ArrayBuffer>,
  ): Promise<void> => {
    try {
      if ((pathname === "/sync/pull" || pathname === "/sync/state") && req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { "Content-Type": "text/plain; charset=utf-8", Allow: "GET" });
        return void res.end("Use GET.");
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      const hasBody = body !== undefined && req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? pathname}`, {
        method: req.method,
        headers,
        ...(hasBody ? { body } : {}),
      });
      const response = await handlerOf[pathname]!(request).catch((thrown: unknown) => {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      });
      let payload: Buffer<ArrayBufferLike> = Buffer.from(await response.arrayBuffer());
      response.headers.forEach((value, name) => res.setHeader(name, value));
      if (payload.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
        payload = await gzip(payload);
        res.setHeader("Content-Encoding", "gzip");
        res.setHeader("Vary", "Accept-Encoding");
      }
      res.setHeader("Content-Length", payload.length);
      res.writeHead(response.status);
      res.end(payload);
    } catch (error) {
      console.error(`[sync] ${pathname} failed`, error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  };
}
