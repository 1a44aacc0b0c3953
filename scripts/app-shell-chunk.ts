// Rollup `manualChunks` for the client build: everything /home loads before it can run (the
// entry's and the shell routes' static imports) goes into one chunk, `shell` (ADR 0011). Left to
// itself Rollup split those modules into ~30 shared chunks by which routes use them: ~50
// requests with their headers on a first visit, each module a response to wait for.
import { resolve } from "node:path";
import type { ManualChunksOption } from "rollup";

/** The route modules /home renders (bench/lib/bundle.ts measures the same set). */
const SHELL_ROUTE_FILES = ["app/root.tsx", "app/routes/_app.tsx", "app/routes/_app.home/route.tsx"];
// How the Remix plugin names a route's client entry: the route file with this query.
const CLIENT_ROUTE_QUERY = "?__remix-build-client-route";

export function appShellChunk(root: string): ManualChunksOption {
  const entries = [
    resolve(root, "app/entry.client.tsx"),
    ...SHELL_ROUTE_FILES.map((file) => resolve(root, file) + CLIENT_ROUTE_QUERY),
  ];
  let shell: Set<string> | null = null;
  return (id, { getModuleInfo }) => {
    if (!shell) {
      // Static imports only: code loaded on first use (menus, dialogs, Chakra) keeps its own chunks.
      shell = new Set();
      const queue = [...entries];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (shell.has(next)) continue;
        shell.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    const info = getModuleInfo(id);
    // Entries and route files stay in their own chunks (Remix loads them by route); a stylesheet
    // stays with the route that imports it, so only that route's pages link it.
    if (!shell.has(id) || info?.isEntry || isRouteFile(id) || /\.css($|\?)/.test(id)) return undefined;
    return "shell";
  };
}

const ROUTE_FILE = /\/app\/(root\.tsx|routes\/[^/]+\.tsx|routes\/[^/]+\/route\.tsx)$/;
const isRouteFile = (id: string) => ROUTE_FILE.test(id);
