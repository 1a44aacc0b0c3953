import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { serverApiOf } from "./server-api";
import { sendCachedPage } from "./public-pages";

function requestOf(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const each of value) headers.append(name, each);
  }
  return new Request(url, { headers });
}

/**
 * Public documents (someone's public profile, ADR 0025) rendered before for the very data their
 * loaders give now: answered here, past express and Remix, with this response's nonce put in
 * (app/server/public-document-cache.server.ts). Resolves false when there is no such page: the caller
 * goes on to Remix. The caller has set the security headers and checked the path.
 */
export function publicDocumentResponder(build: ServerBuild) {
  const { cachedPublicDocument } = serverApiOf(build);
  return async (req: IncomingMessage, res: ServerResponse, nonce: string): Promise<boolean> => {
    let url: URL;
    try {
      url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    } catch {
      return false;
    }
    const page = await cachedPublicDocument(build, url, () => requestOf(req, url)).catch((error: unknown) => {
      console.error("[pages] a public document's loaders failed; Remix answers instead", error);
      return undefined;
    });
    if (!page || res.headersSent) return false;
    sendCachedPage(req, res, page, nonce, "Cookie, Accept-Encoding");
    return true;
  };
}
