// Public documents (ADR 0025: someone's public profile at /{username}) rendered once per page
// data: a public profile must hold 1,000 requests/s, and rendering it with Chakra costs ~15 ms
// of CPU. Every request still runs the page's loaders (so visibility is decided anew each time,
// rule 21); only the HTML is reused, and only when the loaders gave exactly the data it was
// rendered from. Production server only; server/public-documents.ts answers from here first.
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { cachedPageOf, keepableUrl, type CachedPage, type RenderedPage } from "~/server/public-page-cache.server";
import { publicDocumentOf, type RouteHandle } from "~/seo/route-handle";

/** Enough for the profiles being read right now (~60 KB each); the least recently used go first. */
const MAX_DOCUMENTS = 256;
const documents = new Map<string, CachedPage>();

/**
 * Pages being rendered right now, by key: a burst of visitors to one profile waits for its one
 * render instead of rendering it fifty times. A render that never comes (the data changed in
 * between, an error) releases its waiters after RENDER_WAIT_MS, and they render themselves.
 */
const RENDER_WAIT_MS = 2000;
const rendering = new Map<string, { done: Promise<void>; finish: () => void }>();

function expectRender(key: string): void {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  rendering.set(key, { done, finish });
  setTimeout(() => {
    if (rendering.get(key)?.done === done) rendering.delete(key);
    finish();
  }, RENDER_WAIT_MS).unref();
}

/** The page is a function of these: its path, its status and every matched route's loader data. */
const keyOf = (pathname: string, status: number, data: unknown[]) => JSON.stringify([pathname, status, data]);

type Manifest = ServerBuild["routes"];
type RouteNode = Parameters<typeof matchRoutes>[0][number];
type Matches = ReturnType<typeof matchRoutes<RouteNode>>;
const trees = new WeakMap<Manifest, RouteNode[]>();
/** Matching a path ranks every route anew (a fifth of a cached answer's CPU): kept per path, a few thousand at most. */
const MAX_MATCHED_PATHS = 4096;
const matched = new WeakMap<Manifest, Map<string, Matches>>();

function matchesOf(build: ServerBuild, pathname: string): Matches {
  let byPath = matched.get(build.routes);
  if (!byPath) matched.set(build.routes, (byPath = new Map()));
  if (byPath.has(pathname)) return byPath.get(pathname)!;
  let tree = trees.get(build.routes);
  if (!tree) trees.set(build.routes, (tree = treeOf(build.routes)));
  const found = matchRoutes(tree, pathname);
  if (byPath.size >= MAX_MATCHED_PATHS) byPath.delete(byPath.keys().next().value!);
  byPath.set(pathname, found);
  return found;
}

function treeOf(manifest: Manifest, parentId?: string): RouteNode[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = treeOf(manifest, route!.id);
      const node = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive };
      return route!.index ? { ...node, index: true as const } : { ...node, children };
    });
}

/** A loader's answer as data and status; null when it answered anything else (a redirect, a Response). */
function unwrap(result: unknown): { data: unknown; status: number } | null {
  if (result instanceof Response) return null;
  const value = result as { type?: unknown; data?: unknown; init?: { status?: number } | null } | null;
  if (value && value.type === "DataWithResponseInit") return { data: value.data, status: value.init?.status ?? 200 };
  return { data: result, status: 200 };
}

/**
 * The rendered page for a GET of `url`, if the page is a public document and its loaders now give
 * the data of a page rendered before (the request is made only for such a page). Anything else (no such route, a loader that throws or
 * redirects, data never rendered): undefined, and Remix answers as usual.
 */
export async function cachedPublicDocument(
  build: ServerBuild,
  url: URL,
  requestOf: () => Request,
): Promise<CachedPage | undefined> {
  if (url.search) return undefined;
  const matches = matchesOf(build, url.pathname);
  const deepest = matches?.at(-1)?.route.id;
  const handle = deepest ? (build.routes[deepest]?.module.handle as RouteHandle | undefined) : undefined;
  if (!matches || !handle?.publicDocument) return undefined;
  const request = requestOf();
  const data: unknown[] = [];
  let status = 200;
  for (const match of matches) {
    const loader = build.routes[match.route.id ?? ""]?.module.loader;
    if (!loader) {
      data.push(null);
      continue;
    }
    let answer: ReturnType<typeof unwrap>;
    try {
      answer = unwrap(await loader({ request, params: match.params, context: {} }));
    } catch {
      return undefined;
    }
    if (!answer) return undefined;
    data.push(answer.data ?? null);
    status = answer.status;
  }
  // Only found pages are kept: a flood of made-up names must not push real profiles out.
  if (status !== 200) return undefined;
  const key = keyOf(url.pathname, status, data);
  let page = documents.get(key);
  if (!page) {
    const pending = rendering.get(key);
    // The first to miss lets Remix render it (and expects it); the others wait for that render.
    if (!pending) return void expectRender(key);
    await pending.done;
    page = documents.get(key);
    if (!page) return undefined;
  }
  documents.delete(key);
  documents.set(key, page); // most recently used last
  return page;
}

/** Keeps a rendered public document under its data (called after rendering, production only). */
export function rememberPublicDocument(rendered: RenderedPage): void {
  const { context } = rendered;
  const url = keepableUrl(rendered);
  if (!url) return;
  const { matches, loaderData, errors } = context.staticHandlerContext;
  if (errors) return;
  const routes = matches.map((match) => ({
    handle: context.routeModules[match.route.id]?.handle,
    data: loaderData[match.route.id],
  }));
  if (!publicDocumentOf(routes)) return;
  const cached = cachedPageOf(rendered);
  if (!cached) return;
  const key = keyOf(
    url.pathname,
    rendered.status,
    routes.map((route) => route.data ?? null),
  );
  if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
  documents.set(key, cached);
  rendering.get(key)?.finish();
  rendering.delete(key);
}
