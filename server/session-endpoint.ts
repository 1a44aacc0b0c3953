import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { serverApiOf } from "./server-api";

/**
 * GET /auth/session straight to app/server/auth/session.server.ts (the route module's own function),
 * past express and Remix: every app page load asks it once, and their routing costs more than
 * the answer (ADR 0015). The caller has set the security headers and checked the path.
 */
export function sessionResponder(build: ServerBuild) {
  const { sessionResponse } = serverApiOf(build);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const request = new Request(`http://${req.headers.host ?? "localhost"}/auth/session`, {
        headers: req.headers.cookie ? { Cookie: req.headers.cookie } : {},
      });
      const response = await sessionResponse(request);
      const body = Buffer.from(await response.arrayBuffer());
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") res.setHeader(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      res.setHeader("Content-Length", body.length);
      res.writeHead(response.status);
      res.end(body);
    } catch (error) {
      console.error("[auth] /auth/session failed", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  };
}
