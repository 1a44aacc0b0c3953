// The probe (probe-entry.ts) bundled for the page with Vite from the app's own
// sources, once per worker, and evaluated on demand: no hook in production code.
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { pageBundle } from "../../../bench/lib/page-bundle";
import type { Inspection } from "./probe-entry";

export type { GoalView, HabitView, Inspection } from "./probe-entry";

let bundled: Promise<string> | null = null;

/** The probe as an IIFE defining `MomentumProbe`. */
export function probeBundle(): Promise<string> {
  bundled ??= pageBundle(fileURLToPath(new URL("./probe-entry.ts", import.meta.url)), "MomentumProbe");
  return bundled;
}

type ProbeWindow = Window & { MomentumProbe?: { inspect(): Promise<Inspection> } };

/** Reads the stored log and derived state from inside `page` (see probe-entry.ts). */
export async function inspect(page: Page): Promise<Inspection> {
  if (!(await page.evaluate(() => "MomentumProbe" in window))) await page.evaluate(await probeBundle());
  return page.evaluate(() => (window as ProbeWindow).MomentumProbe!.inspect());
}
