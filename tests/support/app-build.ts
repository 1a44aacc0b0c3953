// The app's real Remix server build in a test, without `npm run build`: the route manifest the
// build would make (Remix's flat routes over app/routes, with vite.config.ts's ignored files),
// every route module and the real entry.server.tsx, loaded through vitest.
import { join } from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { REMIX_FUTURE } from "../../scripts/remix-future";

const APP_DIR = join(import.meta.dirname, "../../app");
const IGNORED_ROUTE_FILES = ["**/*.test.{ts,tsx}", "**/*.css"];

export type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; file: string };

/** The routes the build would have: root and every route file. */
export function appRoutes(): ManifestRoute[] {
  const routes = Object.values(flatRoutes(APP_DIR, IGNORED_ROUTE_FILES)) as ManifestRoute[];
  return [{ id: "root", path: "", file: "root.tsx" }, ...routes.map((route) => ({ ...route }))];
}

/** The full path of a route (its ancestors' paths joined), with `:params` and `*` as written. */
export function routePattern(routes: ManifestRoute[], route: ManifestRoute): string {
  const parts: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = routes.find((each) => each.id === at!.parentId)) {
    if (at.path) parts.unshift(at.path);
  }
  return `/${parts.join("/")}`;
}

export async function appServerBuild(): Promise<ServerBuild> {
  const routes = appRoutes();
  const modules = new Map<string, Record<string, unknown>>();
  for (const route of routes) {
    modules.set(route.id, (await import(/* @vite-ignore */ join(APP_DIR, route.file))) as Record<string, unknown>);
  }
  const entry = (await import("~/entry.server")) as Record<string, unknown>;
  const manifestRoutes = Object.fromEntries(
    routes.map(({ id, parentId, path, index }) => {
      const module = modules.get(id)!;
      return [
        id,
        {
          id,
          parentId,
          path,
          index,
          module: `/assets/${id.replace(/\W/g, "_")}.js`,
          hasLoader: "loader" in module,
          hasAction: "action" in module,
          hasClientLoader: "clientLoader" in module,
          hasClientAction: "clientAction" in module,
          hasErrorBoundary: "ErrorBoundary" in module,
          imports: [],
          css: [],
        },
      ];
    }),
  );
  return {
    mode: "production",
    entry: { module: entry },
    routes: Object.fromEntries(
      routes.map(({ id, parentId, path, index }) => [
        id,
        { id, parentId, path, index, caseSensitive: false, module: modules.get(id)! },
      ]),
    ),
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: manifestRoutes,
      url: "/assets/manifest-test.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    isSpaMode: false,
    future: { ...REMIX_FUTURE, v3_routeConfig: false, unstable_optimizeDeps: false },
  } as unknown as ServerBuild;
}
