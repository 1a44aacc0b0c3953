// Rollup `manualChunks` for the client build (ADR 0017): what /home loads before it can run goes
// into two chunks instead of ~30. `framework`: the entry's static imports (React, React DOM,
// Remix), evaluated before hydration; `app`: the rest of the root, app-layout and home routes'
// static imports (storage, the engine, zod, the components), evaluated when Remix imports the
// routes, in a task of its own. Left to itself Rollup split those modules into ~30 shared chunks
// by which routes use them: ~50 requests on a first visit, each module a response to wait for.
import { resolve } from "node:path";
import type { ManualChunksOption } from "rollup";

/** The route modules /home renders (bench/lib/bundle.ts measures the same set). */
const SHELL_ROUTE_FILES = ["app/root.tsx", "app/routes/_app.tsx", "app/routes/_app.home/route.tsx"];
// How the Remix plugin names a route's client entry: the route file with this query.
const CLIENT_ROUTE_QUERY = "?__remix-build-client-route";
const ROUTE_FILE = /\/app\/(root\.tsx|routes\/[^/]+\.tsx|routes\/[^/]+\/route\.tsx)$/;

type ModuleInfo = { importedIds: readonly string[] } | null;

/** Every module `entries` import statically (code loaded on first use keeps its own chunks). */
function staticImports(entries: string[], getModuleInfo: (id: string) => ModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

export function appShellChunks(root: string): ManualChunksOption {
  const entry = resolve(root, "app/entry.client.tsx");
  const routes = SHELL_ROUTE_FILES.map((file) => resolve(root, file) + CLIENT_ROUTE_QUERY);
  let framework: Set<string> | null = null;
  let app: Set<string> | null = null;
  return (id, { getModuleInfo }) => {
    framework ??= staticImports([entry], getModuleInfo);
    app ??= staticImports(routes, getModuleInfo);
    // Entries and route files stay in their own chunks (Remix loads them by route); a stylesheet
    // stays with the route that imports it, so only that route's pages link it.
    if (getModuleInfo(id)?.isEntry || ROUTE_FILE.test(id) || /\.css($|\?)/.test(id)) return undefined;
    if (framework.has(id)) return "framework";
    if (app.has(id)) return "app";
    return undefined;
  };
}
