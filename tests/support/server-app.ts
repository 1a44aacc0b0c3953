// The production request pipeline (server/app.ts) in a test: a small Remix server build with
// a few routes of each kind, run by Remix's real request handler, with the app's real public
// page cache and error logging, served by node:http on a loopback port.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type EntryContext,
  type LoaderFunctionArgs,
  type ServerBuild,
} from "@remix-run/node";
import { afterEach, beforeEach, vi } from "vitest";
import { handleError } from "~/entry.server";
import { resetLogLimits } from "~/server/request-errors.server";
import { parseEnv } from "~/server/env.server";
import { cachedPublicDocument, rememberPublicDocument } from "~/server/public-document-cache.server";
import { cachedPublicPage, rememberPublicPage } from "~/server/public-page-cache.server";
import { createApp, type AppOptions } from "../../server/app";
import { REMIX_FUTURE } from "../../scripts/remix-future";
import type { ServerApi } from "../../server/server-api";

export const LEGAL_SLUGS = ["privacy-policy", "refund-policy", "terms-of-service"];

/**
 * What the routes saw: pages rendered (by path), bodies the form action received, sync API calls;
 * and what the public-document route shows at /u/{name} (null: not public, a 404).
 */
export type Seen = {
  renders: string[];
  posts: { path: string; body: string }[];
  sync: { path: string; method: string; body: string; cookie: string | null }[];
  people: Record<string, string | null>;
  /** How long a render takes (a real page takes ~15 ms of CPU). */
  renderMs?: number;
};
/** Stand-ins for the sync API's functions (server/sync-api.ts calls them from the build's entry). */
function syncStandIns(seen: Seen) {
  const note = async (request: Request) => {
    const { pathname, searchParams } = new URL(request.url);
    seen.sync.push({
      path: pathname,
      method: request.method,
      body: await request.text(),
      cookie: request.headers.get("Cookie"),
    });
    if (searchParams.has("fail")) throw new Error("The sync stand-in broke");
    if (searchParams.has("off")) throw new Response("Sync is turned off on this server.", { status: 404 });
    // A large answer when asked, as a pull of a long log is.
    return Response.json({ seen: pathname, padding: "x".repeat(Number(searchParams.get("pad") ?? 0)) });
  };
  return { syncPush: note, syncPull: note, syncState: note, syncUpload: note };
}

/** The stand-in session check: `momentum_session=<userId>` is that user (the real one asks the database). */
async function sessionUserIdStandIn(cookie: string | null): Promise<string | null> {
  const value = /(?:^|;\s*)momentum_session=([^;]+)/.exec(cookie ?? "")?.[1];
  return value ?? null;
}

/** Entry functions a test may swap for the real ones (e.g. the database's session check). */
export type EntryOverrides = { sessionUserId?: (cookie: string | null) => Promise<string | null> };

type RouteDef = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: Record<string, unknown>;
};

const Page = () => null;
const PUBLIC = { hydrate: false };

function routesOf(seen: Seen): RouteDef[] {
  const form = async ({ request }: ActionFunctionArgs) => {
    seen.posts.push({ path: new URL(request.url).pathname, body: await request.text() });
    return redirect("/done");
  };
  return [
    { id: "root", path: "", module: { default: Page } },
    { id: "routes/_www", parentId: "root", module: { default: Page, handle: PUBLIC } },
    { id: "routes/_www.about", parentId: "routes/_www", path: "about", module: { default: Page, handle: PUBLIC } },
    {
      id: "routes/_www.legal._index",
      parentId: "routes/_www",
      path: "legal",
      index: true,
      module: { default: Page, handle: PUBLIC },
    },
    {
      // The real legal route's id: its loader reads only params (PARAM_ONLY_LOADERS).
      id: "routes/_www.legal.$slug",
      parentId: "routes/_www",
      path: "legal/:slug",
      module: {
        default: Page,
        handle: PUBLIC,
        loader: ({ params }: LoaderFunctionArgs) => {
          if (!LEGAL_SLUGS.includes(params.slug ?? "")) throw new Response("No such page", { status: 404 });
          return { slug: params.slug };
        },
      },
    },
    {
      // A public document (ADR 0025), like /{username}: its loader decides what it shows, each time.
      id: "routes/u.$name",
      parentId: "root",
      path: "u/:name",
      module: {
        default: Page,
        handle: { publicDocument: Page },
        loader: ({ params }: LoaderFunctionArgs) => {
          const shown = seen.people[params.name ?? ""];
          // With headers, as the real profile route answers (data() is unwrapped by Remix).
          return shown
            ? data({ publicDocument: true, name: shown }, { headers: { "Cache-Control": "no-store" } })
            : data({ publicDocument: true, missing: params.name }, { status: 404 });
        },
      },
    },
    { id: "routes/auth.demo", parentId: "root", path: "auth/demo", module: { action: form } },
    { id: "routes/upload", parentId: "root", path: "upload", module: { action: form } },
    // A page with a form action, as /report and /admin/reports (Remix checks Origin against Host for these).
    { id: "routes/report", parentId: "root", path: "report", module: { default: Page, action: form } },
    {
      id: "routes/broken",
      parentId: "root",
      path: "broken",
      module: {
        loader: () => {
          throw new Error("The broken route broke");
        },
      },
    },
    // Any unknown path: a real 404 page, as app/routes/$.tsx.
    {
      id: "routes/$",
      parentId: "root",
      path: "*",
      module: { default: Page, handle: PUBLIC, loader: () => data(null, { status: 404 }) },
    },
  ];
}

const notInTestBuild = async (): Promise<never> => {
  throw new Error("This answer is not part of the test build.");
};

/** The build's own answers: the real page caches, stand-ins for sync and the session check, no community pages. */
function testServerApi(seen: Seen, overrides: EntryOverrides): ServerApi {
  return {
    cachedPublicPage,
    cachedPublicDocument,
    sessionResponse: notInTestBuild,
    sessionUserId: overrides.sessionUserId ?? sessionUserIdStandIn,
    answerCommunityPage: notInTestBuild,
    COMMUNITY_PATH: /(?!)/,
    syncEvents: notInTestBuild,
    ...syncStandIns(seen),
  };
}

/** A Remix ServerBuild with these routes; pages render as a line of HTML with the nonce. */
export function testServerBuild(seen: Seen, overrides: EntryOverrides = {}): ServerBuild {
  const routes = routesOf(seen);
  const entry = {
    async default(request: Request, status: number, headers: Headers, context: EntryContext, load: AppLoadContext) {
      if (seen.renderMs) await new Promise((resolve) => setTimeout(resolve, seen.renderMs));
      const nonce = (load as { cspNonce: string }).cspNonce;
      const path = new URL(request.url).pathname;
      seen.renders.push(path);
      const deepest = context.staticHandlerContext.matches.at(-1)?.route.id ?? "";
      const shown = JSON.stringify(context.staticHandlerContext.loaderData[deepest] ?? null).replace(/</g, "\\u003c");
      const html = `<!doctype html><html><head><script nonce="${nonce}"></script></head><body>${path} ${shown}</body></html>`;
      headers.set("Content-Type", "text/html; charset=utf-8");
      const rendered = { request, status, headers, context, page: html, nonce };
      rememberPublicPage(rendered);
      rememberPublicDocument(rendered);
      return new Response(html, { status, headers });
    },
    handleError,
    serverApi: testServerApi(seen, overrides),
  };
  const manifestRoutes = Object.fromEntries(
    routes.map(({ id, parentId, path, index, module }) => [
      id,
      {
        id,
        parentId,
        path,
        index,
        module: `/assets/${id.replace(/\W/g, "_")}.js`,
        hasLoader: "loader" in module,
        hasAction: "action" in module,
        hasClientLoader: false,
        hasClientAction: false,
        hasErrorBoundary: false,
        imports: [],
        css: [],
      },
    ]),
  );
  return {
    mode: "production",
    entry: { module: entry },
    routes: Object.fromEntries(routes.map((route) => [route.id, { ...route, caseSensitive: false }])),
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: manifestRoutes,
      url: "/assets/manifest-test.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    isSpaMode: false,
    future: {
      ...REMIX_FUTURE,
      v3_routeConfig: false,
      unstable_optimizeDeps: false,
    },
  } as unknown as ServerBuild;
}

/** A build/client stand-in: the worker template, one hashed asset and a favicon. */
export function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "momentum-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "sw.js"), "// the worker\n");
  writeFileSync(join(dir, "assets", "entry.js"), "export {};\n");
  writeFileSync(join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

export type TestApp = { server: Server; origin: string; port: number; seen: Seen; close: () => Promise<void> };

/** The pipeline on a loopback port, as `npm start` runs it (NODE_ENV=production). */
export async function startTestApp(options: AppOptions = {}, overrides: EntryOverrides = {}): Promise<TestApp> {
  const seen: Seen = { renders: [], posts: [], sync: [], people: {} };
  resetLogLimits();
  const env = parseEnv({ NODE_ENV: "production", SESSION_SECRET: "test-secret" });
  const build = testServerBuild(seen, overrides);
  const server = createServer(createApp(build, env, { clientDir: clientDir(), ...options }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { server, origin: `http://127.0.0.1:${port}`, port, seen, close };
}

/**
 * A fresh app for each test of the calling file or describe block, as `npm start` runs it
 * (NODE_ENV=production, console.warn silenced); after each test it is closed and the stubs and
 * spies are undone, so no test sees another's cache. Read it inside tests.
 */
export function testAppPerTest(): TestApp {
  let app: TestApp | undefined;
  const current = () => {
    if (!app) throw new Error("The test app starts in beforeEach: use it inside a test.");
    return app;
  };
  beforeEach(async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    app = await startTestApp();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });
  return {
    get server() {
      return current().server;
    },
    get origin() {
      return current().origin;
    },
    get port() {
      return current().port;
    },
    get seen() {
      return current().seen;
    },
    close: () => current().close(),
  };
}

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request exactly as given (no URL clean-up, no redirects followed), e.g. GET `//about` or `/%`. */
export function rawRequest(
  port: number,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A raw socket for bodies that are sent slowly, partly, or never finished. */
export function openSocket(port: number): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", () => undefined); // a reset after the server stopped reading is expected
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.once("connect", () => resolve({ socket, received: () => text, closed }));
    socket.once("error", reject);
  });
}
