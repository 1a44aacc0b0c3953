import type { EntryContext } from "@remix-run/node";
import { generatePath } from "@remix-run/react";
import { routeHydrates } from "~/seo/route-handle";
import { nonceTemplate, type NonceTemplate } from "~/security/nonce-template.server";

// Public page cache (production server only; see docs/decisions/0009-benchmarks.md).
// Rendering a Chakra page costs tens of milliseconds of CPU; a public page
// that depends on nothing but its path is rendered once per process and then
// served by server.ts from memory, with each response's own nonce put back in
// (the page is stored split around the nonce it was rendered with).

/**
 * Routes whose loader takes the request but reads only the URL's params (no cookies,
 * headers or query). A loader that reads more must leave this list.
 */
const PARAM_ONLY_LOADERS = new Set(["routes/_www.legal.$slug"]);
/** A safety bound: only real pages are stored (two spellings each at most), a few dozen today. */
const MAX_CACHED_PAGES = 200;

export type CachedPage = NonceTemplate & { status: number; headers: [string, string][] };

/** A page entry.server.tsx has just rendered, as both caches are offered it. */
export type RenderedPage = {
  request: Request;
  status: number;
  headers: Headers;
  context: EntryContext;
  page: string;
  nonce: string;
};

const publicPages = new Map<string, CachedPage>();

/**
 * The URL of a render either cache may keep: production, a GET without a query string answered
 * 200 with no Set-Cookie; null otherwise. Each cache adds its own rules.
 */
export function keepableUrl({ request, status, headers }: RenderedPage): URL | null {
  if (process.env.NODE_ENV !== "production" || request.method !== "GET" || status !== 200) return null;
  if (headers.has("Set-Cookie")) return null;
  const url = new URL(request.url);
  return url.search ? null : url;
}

/** A rendered page as kept, with its nonce cut out; null when the page does not hold the nonce. */
export function cachedPageOf({ page, nonce, status, headers }: RenderedPage): CachedPage | null {
  const parts = page.split(nonce).map((part) => Buffer.from(part, "utf8"));
  if (parts.length < 2) return null;
  return { status, headers: [...headers.entries()], ...nonceTemplate(parts) };
}

/** The cached page for a path (no query string), if it was rendered and may be reused. */
export function cachedPublicPage(pathname: string): CachedPage | undefined {
  return publicPages.get(pathname);
}

type Matches = EntryContext["staticHandlerContext"]["matches"];

/**
 * Whether `pathname` is the page's own address: its routes' paths with the params filled in,
 * letters as the routes write them (`/about`, not `/ABOUT`), with or without one trailing
 * slash. Other spellings reach the same page but are not stored, so a flood of them cannot
 * fill the cache (server.ts has already sent doubled slashes and needless escapes elsewhere).
 */
function isRouteSpelling(pathname: string, matches: Matches): boolean {
  const pattern = `/${matches.flatMap((match) => (match.route.path ? [match.route.path] : [])).join("/")}`;
  const spelled = generatePath(pattern, matches.at(-1)?.params ?? {});
  return pathname === spelled || pathname === `${spelled}/`;
}

/**
 * Whether a rendered page is a function of its path: a page with no app JavaScript (public
 * area), every matched route's loader unable to read the request (none, one that takes no
 * arguments, as root's, or one in PARAM_ONLY_LOADERS). Components see no request but through
 * loaders (the load context holds only the nonce). Such a page may be cached and says it is public.
 */
export function dependsOnPathAlone(context: EntryContext): boolean {
  const matches = context.staticHandlerContext.matches;
  if (routeHydrates(matches.map((match) => context.routeModules[match.route.id]?.handle))) return false;
  return matches.every(({ route }) => {
    const loader = (context.routeModules[route.id] as { loader?: unknown } | undefined)?.loader;
    const blind = typeof loader === "function" && loader.length === 0;
    return !context.manifest.routes[route.id]?.hasLoader || blind || PARAM_ONLY_LOADERS.has(route.id);
  });
}

/**
 * Stores a page when it cannot vary between requests: GET without a query
 * string, status 200, no Set-Cookie, a page with no app JavaScript (public
 * area), and every matched route's loader unable to read the request: none, one
 * that takes no arguments (root's reads only the process's environment), or one
 * in PARAM_ONLY_LOADERS. Components see no request but through loaders (the load
 * context holds only the nonce), so such a page is a function of its path. Only the route's
 * own spelling of the path is stored (isRouteSpelling).
 */
export function rememberPublicPage(rendered: RenderedPage): void {
  const { request, context } = rendered;
  const url = keepableUrl(rendered);
  if (!url || publicPages.size >= MAX_CACHED_PAGES) return;
  if (request.url.includes("?") || publicPages.has(url.pathname)) return;
  const matches = context.staticHandlerContext.matches;
  if (!isRouteSpelling(url.pathname, matches)) return;
  if (!dependsOnPathAlone(context)) return;
  const cached = cachedPageOf(rendered);
  if (cached) publicPages.set(url.pathname, cached);
}
