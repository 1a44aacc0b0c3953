import { fileURLToPath } from "node:url";
import { build, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

const REPO = fileURLToPath(new URL("../../", import.meta.url));

/**
 * `entry` bundled with Vite from the app's own sources as an IIFE defining `globalName`, to be
 * evaluated in a page: no hook in production code (bench seed, e2e storage probe). `root`: the
 * checkout whose sources it is built from (another one's, for a bench of its build).
 */
export async function pageBundle(entry: string, globalName: string, root = REPO): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: "error",
    plugins: [tsconfigPaths()],
    // The storage imports the backup check's Web Worker, whose bundle needs the "~/" paths too.
    worker: { format: "iife", plugins: () => [tsconfigPaths()] },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      target: "es2022",
      minify: true,
      lib: { entry, formats: ["iife"], name: globalName },
    },
  })) as Rollup.RollupOutput[];
  // Evaluated through the DevTools protocol, zod's probe for `new Function` passes although the
  // page's CSP blocks it afterwards: switch zod's JIT off (its config lives on globalThis) first.
  const jitless =
    "globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });\n";
  return jitless + output[0]!.output[0].code;
}
