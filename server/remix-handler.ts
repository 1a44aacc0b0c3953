// The Remix request handler for express, with the body already read (and limited) by
// server/app.ts. @remix-run/express's handler streams the body from the socket with no
// limit; this is the same adapter (request in, response out) around a body in memory.
import type { IncomingMessage } from "node:http";
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";

/** What server/app.ts learned about a request before express saw it. */
export type RequestFacts = { nonce: string; body?: Buffer<ArrayBuffer> };

/** What loaders and actions get as their context: the CSP nonce and who is asking (for per-client limits). */
export type AppLoadContext = { cspNonce: string; clientAddress: string };

/** The Host header as the browser sent it (localhost or 127.0.0.1): same-origin checks compare with it. */
function requestUrl(req: ExpressRequest): string {
  try {
    return new URL(`${req.protocol}://${req.get("host")}${req.originalUrl}`).href;
  } catch {
    throw Object.assign(new Error("The Host header is not a host name."), { status: 400 });
  }
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    for (const value of values === undefined ? [] : Array.isArray(values) ? values : [values]) {
      headers.append(name, value);
    }
  }
  return headers;
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Each Set-Cookie separately: Headers iterates them one by one.
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

export function remixHandler(
  build: ServerBuild,
  mode: string,
  factsOf: (req: IncomingMessage) => RequestFacts,
  addressOf: (req: IncomingMessage) => string,
): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const { nonce, body } = factsOf(req);
      // Loaders and actions stop when the client goes away before the answer is sent.
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(requestUrl(req), {
        method: req.method,
        headers: headersOf(req),
        signal: controller.signal,
        ...(body && req.method !== "GET" && req.method !== "HEAD" ? { body } : {}),
      });
      const context: AppLoadContext = { cspNonce: nonce, clientAddress: addressOf(req) };
      await send(res, await handle(request, context));
    } catch (error) {
      next(error);
    }
  };
}
