import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { appShellChunks } from "./scripts/app-shell-chunk";
import { REMIX_FUTURE } from "./scripts/remix-future";
import { staticCss } from "./scripts/static-css-plugin";
import { zodJsonSchemaStub } from "./scripts/zod-json-schema-stub";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 3000 },
  build: {
    target: "es2022",
    // The browser build: /home's code in a few files (scripts/app-shell-chunk.ts, ADR 0017).
    rollupOptions: isSsrBuild
      ? {}
      : { output: { manualChunks: appShellChunks(fileURLToPath(new URL(".", import.meta.url))) } },
  },
  // The backup check's Web Worker (app/storage/backup/backup-worker.ts) is bundled on its own: it needs the "~/" paths too.
  worker: { format: "es", plugins: () => [tsconfigPaths()] },
  plugins: [
    remix({
      ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/*.css"],
      future: REMIX_FUTURE,
    }),
    tsconfigPaths(),
    staticCss(),
    zodJsonSchemaStub(),
  ],
}));
