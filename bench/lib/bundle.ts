// JavaScript sizes from the build output: what the app shell (/home) loads,
// gzipped as the server sends it. Shared by bench/bundle.bench.ts and the
// budget spec (tests/e2e/bundle-budget.spec.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const KB = 1024;
/**
 * docs/architecture.md §5: public pages ship ≤ 100 KB of gzipped JavaScript. The app shell: 200 KB
 * in at most 20 files (issue #24; it was 250 KB, and 246 KB in 52 files, before ADR 0017).
 */
export const BUDGETS = { publicPageGzipBytes: 100 * KB, appShellGzipBytes: 200 * KB, appShellFiles: 20 } as const;
/** The routes /home renders: the app shell. */
export const APP_SHELL_ROUTES = ["root", "routes/_app", "routes/_app.home"] as const;

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
export type ClientManifest = {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

export const gzipSize = (bytes: Buffer | string): number => gzipSync(bytes).length;

/**
 * The Remix asset manifest of the current build (the one build/server/index.js
 * points at). Throws with the fix when there is no build: a budget must never
 * pass because there was nothing to measure.
 */
export function readClientManifest(repo: string): ClientManifest {
  const server = join(repo, "build/server/index.js");
  const assets = join(repo, "build/client/assets");
  if (!existsSync(server) || !existsSync(assets)) {
    throw new Error(
      `No production build in ${join(repo, "build")}: run \`npm run build\` before measuring bundle sizes.`,
    );
  }
  // The server build may be split in chunks (lazy components): the manifest's name is in one of them.
  const serverAssets = join(repo, "build/server/assets");
  const serverFiles = [
    server,
    ...(existsSync(serverAssets) ? readdirSync(serverAssets) : []).map((f) => join(serverAssets, f)),
  ];
  const name = serverFiles
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(file, "utf8").match(/manifest-[\w-]+\.js/)?.[0])
    .find(Boolean);
  if (!name || !readdirSync(assets).includes(name)) {
    throw new Error(
      `build/server/index.js names no client manifest in build/client/assets: rebuild with \`npm run build\`.`,
    );
  }
  const text = readFileSync(join(assets, name), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as ClientManifest;
}

export type JsFile = { url: string; bytes: number; gzipBytes: number };

/** Every script /home loads before it can run: the manifest, the entry, and the shell routes with their imports. */
export function appShell(
  repo: string,
  manifest = readClientManifest(repo),
): { files: JsFile[]; bytes: number; gzipBytes: number } {
  const urls = new Set<string>([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
  for (const id of APP_SHELL_ROUTES) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The build has no route ${id}: update APP_SHELL_ROUTES in bench/lib/bundle.ts.`);
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  const files = [...urls].map((url) => {
    const body = readFileSync(join(repo, "build/client", url));
    return { url, bytes: body.length, gzipBytes: gzipSize(body) };
  });
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

/** A URL for every public page (routes under `_www`); dynamic segments get a real example. */
export function publicPagePaths(manifest: ClientManifest): string[] {
  const EXAMPLES: Record<string, string> = { ":slug": "privacy-policy" };
  const paths = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    const chain: ManifestRoute[] = [];
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
      chain.unshift(r);
    if (!chain.some((r) => r.id === "routes/_www") || route.id === "routes/_www") continue;
    const segments = chain.flatMap((r) => (r.path ? r.path.split("/") : [])).filter(Boolean);
    if (segments.some((s) => s.startsWith("*") || (s.startsWith(":") && !EXAMPLES[s]))) continue;
    paths.add(`/${segments.map((s) => EXAMPLES[s] ?? s).join("/")}`);
  }
  return [...paths].sort();
}
