// The production request pipeline, in the order a request meets it (every answer is private,
// no-store and varies on Cookie unless it says it is public: server/private-by-default.ts):
//  1. a cached public page (GET, no query, no body): answered from memory, nothing else runs;
//  2. the path: a hashed asset goes to express without the document headers (step 6);
//  3. security headers with a fresh CSP nonce, on every other answer too; the path: malformed → 400,
//     non-canonical → 301 to its canonical spelling (GET, HEAD);
//  4. a request that can change something, or has a body, meets the front door first
//     (server/front-door.ts): same origin, then the session where one is needed, then a place
//     in the body budget, all from the headers alone, refused with Connection: close before a
//     byte of the body is read; then the body, read whole before any handler, never past its
//     limit (413), the server's byte budget (503) or its time (408);
//  5. the fast paths, one table (server/fast-paths.ts): GET /auth/session, GET /sync/events, the
//     community pages, the sync API's reads, a public document (someone's profile) already
//     rendered; the sync API's push and upload likewise, once step 4 has read their body;
//  6. express: compression, the service worker, static files, then Remix.
// server.ts only loads the environment and the build, listens, and shuts down gracefully.
import { STATUS_CODES, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import { join } from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { serverApiOf } from "./server-api";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { Env } from "../app/server/env.server";
import { serviceWorkerHandler } from "../app/pwa/service-worker.server";
import { logRefusal, logRequestError, statusOf } from "../app/server/request-errors.server";
import { publicPageResponder } from "./public-pages";
import { remixHandler, type RequestFacts } from "./remix-handler";
import { BodyBudget } from "./body-budget";
import { clientAddress } from "./client-address";
import { frontDoor, SAFE_METHODS, type Refusal } from "./front-door";
import { FRONT_DOOR_LIMITS, type FrontDoorLimits } from "./front-door-limits";
import { BODY_ALLOWANCES, bodyLimitFor, hasBody, readBody } from "./request-body";
import { fastPathsOf, serveFastPath } from "./fast-paths";
import { privateByDefault } from "./private-by-default";
import { asksForRemixData, checkRequestPath, DATA_QUERY_REFUSAL } from "./request-path";
import { securityHeaders, type SecureResponse } from "./security-headers";
import { SYNC_API_PATHS, syncApiResponder } from "./sync-api";

export type AppOptions = {
  /** The browser build (build/client): static files, hashed assets and the worker's template. */
  clientDir?: string;
  /** Paths allowed a larger body than the default (server/request-body.ts). */
  bodyAllowances?: Readonly<Record<string, number>>;
  /** The front door's numbers (server/front-door-limits.ts); tests give small ones. */
  limits?: Partial<FrontDoorLimits>;
};

function answerPlainly(res: ServerResponse, status: number, text: string, { close = false } = {}): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  // The rest of a refused body is not read: the connection cannot carry another request.
  if (close) res.setHeader("Connection", "close");
  res.end(text);
}

/** Why a body was not taken whole, as answered (the connection closes: the rest is never read). */
const BODY_REFUSALS: Partial<Record<string, { status: number; text: string }>> = {
  "too-large": { status: 413, text: "Payload Too Large: the body of a request to this address may be" },
  busy: { status: 503, text: "Service Unavailable: the server is receiving too much data right now. Try again soon." },
  timeout: { status: 408, text: "Request Timeout: the body of this request did not arrive in time." },
};

/** A refusal from the front door: the body is never read, so the connection cannot carry another request. */
function answerRefusal(req: IncomingMessage, res: ServerResponse, pathname: string, refusal: Refusal): void {
  const { status, message, retryAfter } = refusal;
  logRefusal(status, req, message);
  if (retryAfter !== undefined) res.setHeader("Retry-After", String(retryAfter));
  // The app's JSON endpoints answer {"error": …} as their handlers do; pages and forms plain text.
  if (/^\/(sync|social|auth)\//.test(pathname)) {
    res.statusCode = status;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Connection", "close");
    return void res.end(JSON.stringify({ error: message }));
  }
  answerPlainly(res, status, message, { close: true });
}

const noSniff: express.RequestHandler = (_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  next();
};

/** Express's last word: 4xx as one log line, 5xx with the stack, and never the stack to the client. */
const answerError: ErrorRequestHandler = (error, req, res, _next) => {
  logRequestError(error, { method: req.method, url: req.originalUrl });
  if (res.headersSent) return void req.socket.destroy();
  const status = statusOf(error);
  answerPlainly(res, status, STATUS_CODES[status] ?? "Error");
};

/** Step 6: express, for what the pipeline does not answer itself; `facts` says what the pipeline learned. */
function expressApp(
  build: ServerBuild,
  env: Env,
  clientDir: string,
  secure: SecureResponse,
  facts: WeakMap<IncomingMessage, RequestFacts>,
): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  // The offline worker: this build's asset list in front of public/sw.js, never HTTP-cached (ADR 0008).
  const assetsDir = join(clientDir, "assets");
  app.get(
    "/sw.js",
    serviceWorkerHandler(build.assets, { templatePath: join(clientDir, "sw.js"), assetsDir, testBuilds: env.mocks }),
  );
  // Vite fingerprints everything under /assets: it can be cached forever. A script or stylesheet
  // needs none of the document headers (CSP, frame, opener, permissions policy; ADR 0017), only
  // nosniff. A missing one goes on to Remix's 404 page, a document: it gets them all.
  app.use("/assets", noSniff, express.static(assetsDir, { immutable: true, maxAge: "1y" }));
  app.use("/assets", (req, res, next) => {
    facts.set(req, { nonce: secure(res) });
    next();
  });
  app.use(express.static(clientDir, { maxAge: "1h" }));
  app.all(
    "*",
    remixHandler(
      build,
      env.nodeEnv,
      (req) => {
        const known = facts.get(req);
        if (!known) throw new Error("A request reached Remix without passing the pipeline's first steps");
        return known;
      },
      (req) => clientAddress(req, env.trustProxy),
    ),
  );
  app.use(answerError);
  return app;
}

export function createApp(
  build: ServerBuild,
  env: Env,
  { clientDir = "build/client", bodyAllowances = BODY_ALLOWANCES, limits: given = {} }: AppOptions = {},
): RequestListener {
  const limits: FrontDoorLimits = { ...FRONT_DOOR_LIMITS, ...given };
  const { sessionUserId } = serverApiOf(build);
  const admit = frontDoor({
    appUrl: env.appUrl,
    budget: new BodyBudget(limits),
    retryAfterSeconds: limits.retryAfterSeconds,
    sessionUserId,
  });
  const secure = securityHeaders(env);
  const servePublicPage = publicPageResponder(build, secure);
  const serveSyncApi = syncApiResponder(build);
  const fastPaths = fastPathsOf(build, serveSyncApi);
  const facts = new WeakMap<IncomingMessage, RequestFacts>();

  const app = expressApp(build, env, clientDir, secure, facts);
  const pipeline: Pipeline = { admit, app, facts, serveSyncApi, env, limits, bodyAllowances };

  return (req, res) => {
    // Private unless the answer says public: Cache-Control and Vary are settled as headers go out.
    privateByDefault(res);
    const bodyless = !hasBody(req);
    // Cached pages are answered before anything else: the rest costs more than the answer.
    if (bodyless && servePublicPage(req, res)) return;
    const path = checkRequestPath(req.url ?? "");
    if (bodyless && path.kind === "canonical" && path.pathname.startsWith("/assets/")) return app(req, res);
    const nonce = secure(res);
    if (path.kind === "malformed") return answerPlainly(res, 400, "Bad Request: this address is not a valid URL.");
    if (path.kind === "redirect" && (req.method === "GET" || req.method === "HEAD")) {
      res.setHeader("Location", path.location);
      return answerPlainly(res, 301, `Moved Permanently to ${path.location}`);
    }
    // Remix's old data requests: the app uses single fetch, so `?_data=` is only ever a probe.
    if (asksForRemixData(req.url ?? "")) return answerPlainly(res, 400, DATA_QUERY_REFUSAL);
    if (bodyless && path.kind === "canonical" && SAFE_METHODS.has(req.method ?? "GET")) {
      facts.set(req, { nonce });
      const taken = serveFastPath(fastPaths, { req, res, pathname: path.pathname, nonce });
      if (taken === false) return app(req, res);
      if (taken !== true) void taken.then((served) => served || app(req, res));
      return;
    }
    const syncApi = path.kind === "canonical" && SYNC_API_PATHS.has(path.pathname) ? path.pathname : null;
    if (bodyless && SAFE_METHODS.has(req.method ?? "GET")) {
      facts.set(req, { nonce });
      return app(req, res);
    }
    void admitAndServe(pipeline, req, res, path.pathname, nonce, syncApi, bodyless).catch((error: unknown) => {
      console.error("[server] the front door failed", error);
      if (!res.headersSent) answerPlainly(res, 500, "Internal Server Error", { close: true });
    });
  };
}

/** What step 4 needs of the pipeline built by createApp. */
type Pipeline = {
  admit: ReturnType<typeof frontDoor>;
  app: express.Express;
  facts: WeakMap<IncomingMessage, RequestFacts>;
  serveSyncApi: ReturnType<typeof syncApiResponder>;
  env: Env;
  limits: FrontDoorLimits;
  bodyAllowances: Readonly<Record<string, number>>;
};

/** Past the front door: the body read within its limits, then the handler; else the refusal. */
async function admitAndServe(
  { admit, app, facts, serveSyncApi, env, limits, bodyAllowances }: Pipeline,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  nonce: string,
  syncApi: string | null,
  bodyless: boolean,
): Promise<void> {
  const verdict = await admit(req, pathname, clientAddress(req, env.trustProxy), !bodyless);
  if (!verdict.ok) return answerRefusal(req, res, pathname, verdict.refusal);
  const { ticket } = verdict;
  if (ticket === null) {
    if (syncApi) return void serveSyncApi(req, res, syncApi);
    facts.set(req, { nonce });
    return void app(req, res);
  }
  // Whatever happens next, the places and bytes are given back when the connection is done.
  res.once("close", ticket.release);
  const limit = bodyLimitFor(pathname, bodyAllowances);
  const result = await readBody(req, limit, { ticket, timeoutMs: limits.bodyTimeoutMs });
  if (result.ok && syncApi) return void serveSyncApi(req, res, syncApi, result.body);
  if (result.ok) {
    facts.set(req, { nonce, body: result.body });
    return void app(req, res);
  }
  const refusal = BODY_REFUSALS[result.reason];
  if (!refusal) return; // aborted: the client has gone, there is no one to answer
  const text = result.reason === "too-large" ? `${refusal.text} ${limit} bytes at most.` : refusal.text;
  logRefusal(refusal.status, req, text);
  if (result.reason === "busy") res.setHeader("Retry-After", String(limits.retryAfterSeconds));
  answerPlainly(res, refusal.status, text, { close: true });
}
