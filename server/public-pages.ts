import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { serverApiOf } from "./server-api";
import type { CachedPage } from "../app/server/public-page-cache.server";
import type { SecureResponse } from "./security-headers";

/** Whether an Accept-Encoding header takes gzip (listed, or by `*`, with a q-value above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  let any = false;
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [coding, ...params] = part.split(";").map((item) => item.trim());
    const q = params.find((param) => param.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    if (coding === "gzip") return quality > 0;
    if (coding === "*") any = quality > 0;
  }
  return any;
}

/**
 * Writes a page kept in memory (a public page or document) with `nonce` put in, gzipped when
 * the client takes gzip; `vary` names what else than the path chose the page.
 */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  nonce: string,
  vary: string,
): void {
  const gzip = acceptsGzip(req.headers["accept-encoding"]);
  const body = gzip ? page.gzip(nonce) : page.html(nonce);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Vary", vary);
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.writeHead(page.status);
  res.end(body);
}

/**
 * Public pages that depend only on their path, once rendered, come from memory
 * (app/entry.server.tsx, cachedPublicPage) with this response's nonce put in,
 * gzipped when the client takes gzip. Returns false when it has no such page.
 * Only canonical paths are ever stored, so a hit needs no further checks.
 */
export function publicPageResponder(build: ServerBuild, secure: SecureResponse) {
  const { cachedPublicPage } = serverApiOf(build);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "";
    if (req.method !== "GET" || url.includes("?")) return false;
    const page = cachedPublicPage(url);
    if (!page) return false;
    sendCachedPage(req, res, page, secure(res), "Accept-Encoding");
    return true;
  };
}
