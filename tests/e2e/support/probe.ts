// The probe (probe-entry.ts) bundled for the page with Vite from the app's own
// sources, once per worker, and evaluated on demand: no hook in production code.
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { build, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import type { Inspection } from "./probe-entry";

export type { GoalView, HabitView, Inspection } from "./probe-entry";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
let bundled: Promise<string> | null = null;

/** The probe as an IIFE defining `MomentumProbe`. */
export function probeBundle(): Promise<string> {
  bundled ??= (async () => {
    const output = (await build({
      configFile: false,
      root: ROOT,
      logLevel: "error",
      plugins: [tsconfigPaths()],
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        write: false,
        target: "es2022",
        minify: true,
        lib: {
          entry: fileURLToPath(new URL("./probe-entry.ts", import.meta.url)),
          formats: ["iife"],
          name: "MomentumProbe",
        },
      },
    })) as Rollup.RollupOutput[];
    // Evaluated through DevTools, zod's probe for `new Function` passes although the page's CSP
    // blocks it afterwards: zod's JIT off first (as bench/browser.bench.ts does).
    const jitless =
      "globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });\n";
    return jitless + output[0]!.output[0].code;
  })();
  return bundled;
}

type ProbeWindow = Window & { MomentumProbe?: { inspect(): Promise<Inspection> } };

/** Reads the stored log and derived state from inside `page` (see probe-entry.ts). */
export async function inspect(page: Page): Promise<Inspection> {
  if (!(await page.evaluate(() => "MomentumProbe" in window))) await page.evaluate(await probeBundle());
  return page.evaluate(() => (window as ProbeWindow).MomentumProbe!.inspect());
}
