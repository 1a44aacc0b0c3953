// Serves /sw.js: the hand-written worker (public/sw.js, copied to build/client by Vite) with this
// build's facts put in front of it as `self.MOMENTUM_BUILD = {...}`. A new build therefore means
// new worker bytes, which is how browsers notice a deployment (ADR 0008).
// Keep imports relative and type-only: server.ts loads this file outside Vite.
import { readdirSync, readFileSync } from "node:fs";
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";

type ManifestRoute = ServerBuild["assets"]["routes"][string];

/** What the worker is told about the build it belongs to. */
export type WorkerBuild = {
  /** The Remix manifest version (a hash of every asset URL): part of the cache name. */
  version: string;
  /** `/assets/manifest-<version>.js`: a cached page is of this build if its HTML names this file. */
  manifestUrl: string;
  /** Precached and served cache-first: hashed files of every route, the entry, icons. */
  assets: string[];
  /** App pages without parameters: their documents are precached (fetched without cookies). */
  pages: string[];
  /**
   * Every route's full path as a RegExp source, most specific first, and what it is: an app page
   * (true), an app page the server answers only for its owner ("own": /{username}, fetched with
   * cookies, network first), or not an app page (false).
   */
  routes: [pattern: string, app: boolean | "own"][];
  /** One path per route: the worker asks `/__manifest` for these once, to answer route discovery offline. */
  discover: string[];
};

/** Files in public/ that the app shell needs offline. */
export const STATIC_ASSETS = [
  "/favicon.svg",
  "/manifest.webmanifest",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-192.png",
  "/icons/maskable-512.png",
];

const APP_LAYOUT_ID = "routes/_app";
const PARAM_SAMPLE = "_";

function isUnder(routes: Record<string, ManifestRoute>, route: ManifestRoute, ancestorId: string): boolean {
  for (let current: ManifestRoute | undefined = route; current; current = routes[current.parentId ?? ""]) {
    if (current.id === ancestorId) return true;
  }
  return false;
}

/** The route's path segments from the root, e.g. `["community", ":id"]`. */
function segmentsOf(routes: Record<string, ManifestRoute>, route: ManifestRoute): string[] {
  const chain: ManifestRoute[] = [];
  for (let current: ManifestRoute | undefined = route; current; current = routes[current.parentId ?? ""]) {
    chain.unshift(current);
  }
  return chain.flatMap((entry) => (entry.path ?? "").split("/")).filter(Boolean);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternOf(segments: string[]): string {
  const parts = segments.map((segment) => {
    if (segment === "*") return "(?:/.*)?";
    const optional = segment.endsWith("?");
    const name = optional ? segment.slice(0, -1) : segment;
    const part = name.startsWith(":") ? "/[^/]+" : `/${escapeRegExp(name)}`;
    return optional ? `(?:${part})?` : part;
  });
  return `^${parts.join("")}/?$`;
}

/** React Router's ranking, simplified: static segments beat dynamic ones, a splat comes last. */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") score -= 2;
    else if (segment.startsWith(":")) score += 3;
    else score += 10;
  }
  return score;
}

function samplePathOf(segments: string[]): string {
  const sample = segments
    .filter((segment) => !segment.endsWith("?"))
    .map((segment) =>
      segment === "*" ? `${PARAM_SAMPLE}/${PARAM_SAMPLE}` : segment.startsWith(":") ? PARAM_SAMPLE : segment,
    );
  return `/${sample.join("/")}`;
}

const unique = (items: Iterable<string>) => [...new Set(items)];

/**
 * `builtFiles`: every file of build/client/assets. Remix's manifest lists each route's static
 * imports only; code a page loads on first use (card menus, dialogs, editors) must be cached too,
 * or it would be missing offline until used once online.
 */
export function workerBuild(assets: ServerBuild["assets"], builtFiles: string[] = []): WorkerBuild {
  const routes = assets.routes;
  // Routes that can be a URL's deepest match: pathless layouts (and the root) only wrap others.
  const pages = Object.values(routes).filter((route) => route.id !== "root" && (route.path || route.index));
  const ranked = pages
    .map((route) => {
      const segments = segmentsOf(routes, route);
      const app = isUnder(routes, route, APP_LAYOUT_ID);
      return {
        segments,
        // App pages have no server loader, except the ones whose status depends on who asks.
        app: app && route.hasLoader ? ("own" as const) : app,
        score: scoreOf(segments, route.index === true),
      };
    })
    .sort((a, b) => b.score - a.score);
  const isStatic = (segments: string[]) => segments.every((segment) => !segment.startsWith(":") && segment !== "*");

  return {
    version: assets.version,
    manifestUrl: assets.url,
    assets: unique([
      assets.url,
      assets.entry.module,
      ...assets.entry.imports,
      ...Object.values(routes).flatMap((route) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])]),
      ...builtFiles,
      ...STATIC_ASSETS,
    ]),
    pages: unique(
      ranked
        .filter((route) => route.app === true && isStatic(route.segments))
        .map((route) => `/${route.segments.join("/")}`),
    ),
    routes: ranked.map((route) => [patternOf(route.segments), route.app]),
    discover: unique(ranked.map((route) => samplePathOf(route.segments))),
  };
}

/** The worker script for this build: the build's facts, then the hand-written worker. */
export function workerScript(build: WorkerBuild, template: string): string {
  return `self.MOMENTUM_BUILD = ${JSON.stringify(build)};\n${template}`;
}

/**
 * With MOCKS=true only (never on a public origin, see env.server.ts), the end-to-end tests stand in
 * for a new deployment with this cookie: the worker's version gets the cookie's value as a suffix.
 * Playwright cannot intercept the browser's own update checks of a worker script
 * (microsoft/playwright#14711), so a route in the test cannot do it.
 */
export const TEST_BUILD_COOKIE = "momentum_e2e_build";

function testBuildSuffix(cookieHeader: string | undefined): string | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${TEST_BUILD_COOKIE}=([a-z0-9-]{1,20})(?:;|$)`));
  return match?.[1] ?? null;
}

/** GET /sw.js: never cached by HTTP caches, so every update check sees the current build. */
export function serviceWorkerHandler(
  assets: ServerBuild["assets"],
  { templatePath = "build/client/sw.js", assetsDir = "build/client/assets", testBuilds = false } = {},
): RequestHandler {
  const template = readFileSync(templatePath, "utf8");
  const builtFiles = readdirSync(assetsDir)
    // WebAssembly too: reading or writing a Loop backup works offline like the rest (ADR 0043).
    .filter((name) => /\.(js|css|wasm)$/.test(name))
    .map((name) => `/assets/${name}`);
  const build = workerBuild(assets, builtFiles);
  const script = workerScript(build, template);
  return (req, res) => {
    const suffix = testBuilds ? testBuildSuffix(req.headers.cookie) : null;
    res.setHeader("Content-Type", "text/javascript; charset=utf-8");
    // The same for everyone (revalidated each time), except a test build's, chosen by a cookie:
    // the pipeline makes any answer that does not say public private (server/private-by-default.ts).
    res.setHeader("Cache-Control", suffix ? "no-store" : "public, no-cache");
    res.send(suffix ? workerScript({ ...build, version: `${build.version}-${suffix}` }, template) : script);
  };
}
