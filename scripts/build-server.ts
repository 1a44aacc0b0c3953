// The second half of `npm run build`: server.ts and our server modules bundled into one
// JavaScript file, build/server.js, that `npm start` runs with plain node (no TypeScript
// loader in production); and the database commands (scripts/db.ts) as build/db.js, for
// `node build/db.js migrate|backup|suspend` where dev dependencies are not installed.
// Packages stay external (node_modules is there at run time); the MOCKS=true test providers
// become a chunk of their own, loaded only when asked for.
import { fileURLToPath } from "node:url";
import { build } from "vite";

await build({
  configFile: false, // not vite.config.ts: that one builds the Remix app
  logLevel: "warn",
  publicDir: false, // public/ is the client's, already copied to build/client
  // The app's import alias (tsconfig.json's paths): ~/x is app/x.
  resolve: { alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("../app/", import.meta.url)) }] },
  build: {
    ssr: true,
    outDir: "build",
    emptyOutDir: false, // build/client and build/server are Remix's, made just before
    target: "node20",
    minify: false,
    rollupOptions: {
      input: { server: "server.ts", db: "scripts/db.ts" },
      output: { entryFileNames: "[name].js", chunkFileNames: "server-chunks/[name]-[hash].js" },
    },
  },
});
