/**
 * Thin production server: security headers with a per-request CSP nonce, public pages
 * from memory once rendered, compression, long-lived caching for hashed assets, then
 * the Remix request handler.
 * Development uses `remix vite:dev` instead (see README).
 */
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import { createRequestHandler } from "@remix-run/express";
import type { cachedPublicPage } from "./app/public-page-cache.server";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { loadEnvOrExit } from "./app/env.server";
import { serviceWorkerHandler } from "./app/pwa/service-worker.server";
import { contentSecurityPolicy, createNonce, SECURITY_HEADERS } from "./app/security/csp.server";

// A bad environment stops here with a clear message (app/env.server.ts).
const env = loadEnvOrExit();
// MOCKS=true: fake Google/Discord/Twitter endpoints (msw) before any request is handled.
if (env.mocks) (await import("./tests/mocks/dev-server")).startOAuthMocks();

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

export async function createApp() {
  const build = (await import(
    // @ts-expect-error -- the build output exists only after `npm run build`
    "./build/server/index.js"
  )) as ServerBuild;

  const secure = securityHeaders();
  const servePublicPage = publicPageCache(build, secure);

  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  // Vite fingerprints everything under /assets: it can be cached forever. Served before the
  // document headers: a script or stylesheet needs no CSP, frame or opener policy of its own
  // (ADR 0011), only nosniff. A missing file falls through to the 404 page, headers and all.
  app.use("/assets", noSniff, express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use((_req, res, next) => {
    res.locals.cspNonce = secure(res);
    next();
  });

  // The offline worker: this build's asset list in front of public/sw.js, never HTTP-cached (ADR 0008).
  app.get("/sw.js", serviceWorkerHandler(build.assets, { testBuilds: env.mocks }));
  app.use(express.static("build/client", { maxAge: "1h" }));

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    }),
  );
  // Cached public pages are answered before express: its routing costs more than the answer.
  const listener: RequestListener = (req, res) => {
    if (!servePublicPage(req, res)) app(req, res);
  };
  return listener;
}

/** Sets the security headers, with a fresh CSP nonce, on a response; returns the nonce. */
function securityHeaders(): (res: ServerResponse) => string {
  // The policy is the same text around each nonce: built once, not per request.
  const cspParts = contentSecurityPolicy(CSP_NONCE_MARK).split(CSP_NONCE_MARK);
  const headers = Object.entries(SECURITY_HEADERS);
  const hsts = process.env.NODE_ENV === "production" && isPublicOrigin(process.env.APP_URL);
  return (res) => {
    const nonce = createNonce();
    res.setHeader("Content-Security-Policy", cspParts.join(nonce));
    for (const [name, value] of headers) res.setHeader(name, value);
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    return nonce;
  };
}

const CSP_NONCE_MARK = "\u0000nonce\u0000";

const noSniff: express.RequestHandler = (_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  next();
};
/** Whether an Accept-Encoding header takes gzip (listed, or by `*`, with a q-value above 0). */
function acceptsGzip(header: string | undefined): boolean {
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
 * Public pages that depend only on their path, once rendered, come from memory
 * (app/entry.server.tsx, cachedPublicPage) with this response's nonce put in,
 * gzipped when the client takes gzip. Returns false when it has no such page.
 */
function publicPageCache(build: ServerBuild, secure: (res: ServerResponse) => string) {
  const { cachedPublicPage } = build.entry.module as unknown as EntryWithPageCache;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "";
    if (req.method !== "GET" || url.includes("?")) return false;
    const page = cachedPublicPage(url);
    if (!page) return false;
    const nonce = secure(res);
    const gzip = acceptsGzip(req.headers["accept-encoding"]);
    const body = gzip ? page.gzip(nonce) : page.html(nonce);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding");
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.writeHead(page.status);
    res.end(body);
    return true;
  };
}

type EntryWithPageCache = { cachedPublicPage: typeof cachedPublicPage };

function isPublicOrigin(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:";
  } catch {
    return false;
  }
}

createServer(await createApp()).listen(port, host, () => {
  console.log(`Momentum is listening on http://localhost:${port}`);
});
