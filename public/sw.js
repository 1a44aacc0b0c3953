/* Momentum's service worker (docs/decisions/0008-offline.md). Hand-written, no build step:
 * the server puts `self.MOMENTUM_BUILD` (app/pwa/service-worker.server.ts) in front of this file.
 * - Hashed /assets/* of every route, the entry, icons: precached, cache-first.
 * - App pages (/home, /life, ...): their server HTML holds no user data (the app layout only has a
 *   clientLoader), so it is precached without cookies and served cache-first, each time with a
 *   fresh CSP nonce: the app opens offline and always runs the code of the build this worker
 *   belongs to.
 * - Your own profile (/{username}): the server answers the owner with the app page and anyone
 *   else with the public profile or a 404, so it is asked first; only the owner's page (the same
 *   data-free shell) is kept for offline use, never someone's public page.
 * - /__manifest (route discovery): answered from a copy made at install. *.data: network; offline,
 *   a "reload this document" answer, so Remix falls back to a page load that this worker serves.
 * - /sync/*: not handled here at all (straight to the network).
 * - /auth/*, public pages, anything else: network only, never cached (they may carry a session
 *   cookie or personal data). Offline, a small page says so.
 * - Updates: a new build is a new script; it waits until the page asks it to take over. */
const BUILD = self.MOMENTUM_BUILD;
const CACHE = BUILD ? `momentum-${BUILD.version}` : null;
const MANIFEST_KEY = "/__manifest";
const ROUTES = BUILD ? BUILD.routes.map(([pattern, app]) => [new RegExp(pattern), app]) : [];

self.addEventListener("install", (event) => {
  if (!BUILD) return;
  // Hashed assets straight from this build's cache, without starting or waking this script:
  // a page load asks for ~50 modules, and a trip through the fetch handler for each cost
  // ~100 ms. A miss falls back to the network. Browsers without static routing use the handler.
  event.addRoutes?.({ condition: { urlPattern: { pathname: "/assets/*" } }, source: { cacheName: CACHE } });
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith("momentum-") && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") self.skipWaiting();
  if (event.data?.type === "VERSION") event.source?.postMessage({ type: "VERSION", version: BUILD?.version ?? null });
});

async function precache() {
  const cache = await caches.open(CACHE);
  await cache.addAll(BUILD.assets.map((url) => new Request(url, { cache: "no-cache" })));
  const discover = new URLSearchParams(BUILD.discover.map((path) => ["p", path]));
  discover.set("version", BUILD.version);
  await Promise.all([
    ...BUILD.pages.map((path) => cachePage(cache, path)),
    fetch(`${MANIFEST_KEY}?${discover}`, { cache: "no-cache" }).then((response) => {
      if (response.status === 200) return cache.put(MANIFEST_KEY, response);
    }),
  ]);
}

/** Stores an app page fetched without cookies, and only if it is a page of this build. */
async function cachePage(cache, path) {
  const response = await fetch(path, { credentials: "omit", cache: "no-cache", redirect: "error" }).catch(() => null);
  if (!response || response.status !== 200 || !/^text\/html/.test(response.headers.get("Content-Type") ?? "")) return;
  // The server marks every answer private, no-store unless it is public (server/private-by-default.ts):
  // this one was fetched without cookies, so it holds no one's data; it is kept in this browser only.
  const html = await response.text();
  if (!html.includes(BUILD.manifestUrl)) return;
  await cache.put(pageKey(path), new Response(html, { status: 200, headers: response.headers }));
}

const pageKey = (path) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

function isAppPage(path) {
  const match = ROUTES.find(([pattern]) => pattern.test(path));
  return match ? match[1] : false;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (!BUILD || url.origin !== self.location.origin || url.pathname === "/sw.js") return;
  const path = url.pathname;
  // Sync (push, pull, the event stream, server data) is always the network's, never a cache's.
  if (path.startsWith("/sync/")) return;

  if (path.startsWith("/auth/")) {
    event.respondWith(network(request, () => (request.mode === "navigate" ? offlinePage(path) : offlineJson())));
  } else if (request.method !== "GET") {
    if (request.mode === "navigate") event.respondWith(network(request, () => offlinePage(path)));
  } else if (BUILD.assets.includes(path) || path.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request, path));
  } else if (path === MANIFEST_KEY) {
    event.respondWith(routeManifest(request, url));
  } else if (path.endsWith(".data")) {
    event.respondWith(network(request, () => reloadDocument(url)));
  } else if (request.mode === "navigate") {
    const app = isAppPage(path);
    event.respondWith(
      app === "own" ? ownPage(event, path) : app ? appPage(event, path) : network(request, () => offlinePage(path)),
    );
  }
});

async function network(request, offline) {
  try {
    return await fetch(request);
  } catch {
    return offline();
  }
}

async function cacheFirst(request, path) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(path);
  if (cached) return cached;
  try {
    const response = await fetch(request);
    if (response.status === 200 && path.startsWith("/assets/")) await cache.put(path, response.clone());
    return response;
  } catch {
    return new Response("", { status: 504, statusText: "Offline" });
  }
}

async function appPage(event, path) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(pageKey(path));
  if (cached) return withFreshNonce(cached);
  try {
    const response = await fetch(event.request);
    // A page with parameters (/community/running) is kept once visited: fetched again without cookies.
    if (response.status === 200) event.waitUntil(cachePage(cache, path));
    return response;
  } catch {
    return offlinePage(path);
  }
}

/**
 * A page the server shows only to its owner: network first (the server decides, 200 or 404).
 * A 200 is kept as this build's shell of the page, to open it offline; it holds no user data.
 */
async function ownPage(event, path) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(event.request);
    // Only the owner's app page is kept: someone else's public profile is a public page (never cached).
    if (response.status === 200) event.waitUntil(keepAppShell(cache, path, response.clone()));
    return response;
  } catch {
    const cached = await cache.match(pageKey(path));
    return cached ? withFreshNonce(cached) : offlinePage(path);
  }
}

/** Stores a page response only if it is this build's app shell (it loads this build's scripts). */
async function keepAppShell(cache, path, response) {
  const html = await response.text();
  if (!html.includes(BUILD.manifestUrl)) return;
  await cache.put(pageKey(path), new Response(html, { status: 200, headers: response.headers }));
}

/**
 * A cached page with a nonce of its own, in its CSP header and on its scripts, as the server
 * gives every response: the nonce it was rendered with is not handed out again for the life
 * of the build. Same form as the server's (16 random bytes, base64).
 */
async function withFreshNonce(cached) {
  const csp = cached.headers.get("Content-Security-Policy") ?? "";
  const old = csp.match(/'nonce-([A-Za-z0-9+/]+={0,2})'/)?.[1];
  if (!old) return cached;
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  // Wherever the page holds it (as the server's page cache does): 24 random characters occur nowhere else.
  const html = (await cached.text()).split(old).join(nonce);
  const headers = new Headers(cached.headers);
  headers.set("Content-Security-Policy", csp.replace(`'nonce-${old}'`, `'nonce-${nonce}'`));
  headers.delete("Content-Length");
  return new Response(html, { status: cached.status, statusText: cached.statusText, headers });
}

/** Route discovery: this build's routes from the copy made at install, so it also works offline. */
async function routeManifest(request, url) {
  const cached = await (await caches.open(CACHE)).match(MANIFEST_KEY);
  if (cached && url.searchParams.get("version") === BUILD.version) return cached;
  // Another build's page: what the server says; offline, Remix reloads the document (served from this build).
  return network(request, () => new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } }));
}

/** A Remix single-fetch redirect (turbo-stream) to the same page as a document load. */
function reloadDocument(url) {
  const target = new URL(url);
  target.pathname = target.pathname === "/_root.data" ? "/" : target.pathname.replace(/\.data$/, "");
  target.searchParams.delete("_routes");
  const location = `${target.pathname}${target.search}`;
  const body = JSON.stringify([
    ["SingleFetchRedirect", 1],
    { _2: 3, _4: 5, _6: 7, _8: 9, _10: 7 },
    "redirect",
    location,
    "status",
    302,
    "revalidate",
    false,
    "reload",
    true,
    "replace",
  ]);
  return new Response(body, {
    status: 202,
    headers: { "Content-Type": "text/x-script; charset=utf-8", "X-Remix-Response": "yes" },
  });
}

function offlineJson() {
  return new Response(JSON.stringify({ error: "offline" }), {
    status: 503,
    statusText: "Offline",
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

const SIGN_IN_PAGES = ["/create-account", "/get-started"];

/** Shown instead of the browser's error page; status 200 so it is a page, not a failed load. */
function offlinePage(path) {
  const signIn = path.startsWith("/auth/") || SIGN_IN_PAGES.includes(pageKey(path));
  const message = signIn
    ? "You are offline: sign-in needs a connection."
    : "You are offline: this page needs a connection.";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline | Momentum</title><meta name="theme-color" content="#18181b"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{color-scheme:dark light;font-family:system-ui,sans-serif;background:#09090b;color:#fafafa}
@media (prefers-color-scheme:light){:root{background:#fff;color:#18181b}}
main{max-width:32rem;margin:15vh auto;padding:0 1.5rem;line-height:1.5}
h1{font-size:1.75rem;margin:0 0 .75rem}a{color:#fb923c;font-weight:600}
@media (prefers-color-scheme:light){a{color:#c2410c}}
</style></head>
<body><main><p aria-hidden="true" style="font-size:3rem;margin:0">⚡</p>
<h1>${message}</h1>
<p>Connect to the internet and try again. Your habits and goals are saved on this device and keep working offline.</p>
<p><a href="/home">Open Momentum</a>${signIn ? "" : ` · <a href="${path.replace(/[^\w/.~-]/g, "")}">Try again</a>`}</p>
</main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
