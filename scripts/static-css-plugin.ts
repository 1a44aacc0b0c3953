// Vite plugin: the app's static stylesheets, rendered at build time by Chakra's own system from
// scripts/static-sheets.ts (ADR 0017).
// - `import "virtual:static.css"`: the app's stylesheet (routes/_app.tsx links it);
// - `import css from "virtual:static-public.css?inline"`: the text for pages without app
//   JavaScript (entry.server.tsx puts it in their <head>);
// - `import css from "virtual:static-social.css?inline"`: the same for the community pages.
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import type { Plugin, ViteDevServer } from "vite";
import type * as StaticSheets from "./static-sheets";

type SheetsModule = typeof StaticSheets;

type Stylesheet = keyof Pick<SheetsModule, "appStylesheet" | "publicStylesheet" | "socialStylesheet">;
const STYLESHEETS: Record<string, Stylesheet> = {
  "static.css": "appStylesheet",
  "static-public.css": "publicStylesheet",
  "static-social.css": "socialStylesheet",
};
const PREFIX = "virtual:";
// Path-like ids ending in .css, so Vite's CSS pipeline (hashing, ?inline, the manifest) takes them.
const RESOLVED_PREFIX = "/@momentum/";
const SHEETS_MODULE = fileURLToPath(new URL("./static-sheets.ts", import.meta.url));

function split(id: string, prefix: string): { name: string; query: string } | null {
  if (!id.startsWith(prefix)) return null;
  const [name = "", query = ""] = id.slice(prefix.length).split(/(?=\?)/);
  return name in STYLESHEETS ? { name, query } : null;
}

export function staticCss(): Plugin {
  // Loaded with tsx when a stylesheet is first asked for (not bundled into Vite's config).
  let sheets: Promise<SheetsModule> | null = null;
  const load = () => (sheets ??= tsImport(SHEETS_MODULE, import.meta.url) as Promise<SheetsModule>);
  let server: ViteDevServer | undefined;
  return {
    name: "momentum-static-css",
    configureServer(devServer) {
      server = devServer;
    },
    resolveId(id) {
      const match = split(id, PREFIX);
      return match ? `${RESOLVED_PREFIX}${match.name}${match.query}` : undefined;
    },
    async load(id) {
      const match = split(id, RESOLVED_PREFIX);
      return match ? (await load())[STYLESHEETS[match.name]!]() : undefined;
    },
    // In development, a change to a sheet or to the theme renders the stylesheets again.
    handleHotUpdate({ file }) {
      if (!server || !/\/app\/(theme\/|.*\.styles\.ts$)/.test(file)) return;
      sheets = null;
      for (const name of Object.keys(STYLESHEETS)) {
        const module = server.moduleGraph.getModuleById(`${RESOLVED_PREFIX}${name}`);
        if (module) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}
