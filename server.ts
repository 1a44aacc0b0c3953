/**
 * Thin production server: security headers with a per-request CSP nonce, compression,
 * long-lived caching for hashed assets, then the Remix request handler.
 * Development uses `remix vite:dev` instead (see README).
 */
import { createRequestHandler } from "@remix-run/express";
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

  const app = express();
  app.disable("x-powered-by");
  app.use(compression());

  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (process.env.NODE_ENV === "production" && isPublicOrigin(process.env.APP_URL)) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    next();
  });

  // The offline worker: this build's asset list in front of public/sw.js, never HTTP-cached (ADR 0008).
  app.get("/sw.js", serviceWorkerHandler(build.assets, { testBuilds: env.mocks }));
  // Vite fingerprints everything under /assets: it can be cached forever.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h" }));

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    }),
  );
  return app;
}

function isPublicOrigin(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:";
  } catch {
    return false;
  }
}

const app = await createApp();
app.listen(port, host, () => {
  console.log(`Momentum is listening on http://localhost:${port}`);
});
