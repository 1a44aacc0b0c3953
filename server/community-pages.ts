import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { serverApiOf } from "./server-api";
import { acceptsGzip } from "./public-pages";

/**
 * GET /community/ and /community/{id} straight to app/server/social/community-page.server.tsx, past
 * express and Remix (ADR 0026): their routing alone costs more than a page filled from its
 * template, and these pages must hold 1,000 requests/s. Returns false for any other path. The caller has set the security headers (`nonce` is the CSP's) and
 * checked the path.
 */
export function communityPageResponder(build: ServerBuild) {
  const { answerCommunityPage, COMMUNITY_PATH } = serverApiOf(build);
  return (req: IncomingMessage, res: ServerResponse, pathname: string, nonce: string): boolean => {
    if (!COMMUNITY_PATH.test(pathname)) return false;
    const ask = {
      url: `http://${req.headers.host ?? "localhost"}${req.url ?? pathname}`,
      cookie: req.headers.cookie ?? null,
      gzip: acceptsGzip(req.headers["accept-encoding"]),
      nonce,
    };
    answerCommunityPage(ask).then(
      ({ status, headers, body }) => {
        const cookies = headers.filter(([name]) => name === "Set-Cookie").map(([, value]) => value);
        for (const [name, value] of headers) if (name !== "Set-Cookie") res.setHeader(name, value);
        if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
        res.setHeader("Content-Length", body.length);
        res.writeHead(status);
        res.end(body);
      },
      (error: unknown) => {
        console.error("[community] a community page failed", error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Internal Server Error");
      },
    );
    return true;
  };
}
