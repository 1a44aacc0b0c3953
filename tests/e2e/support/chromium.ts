// The browser the e2e suite and the browser benches drive: Debian's Chromium where it exists
// (this project's machines), Playwright's own elsewhere, with the same flags in both.
import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** No sandbox or GPU in the containers; no background traffic to disturb a measurement. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Debian's Chromium where it exists (CHROMIUM_PATH overrides); undefined: Playwright's own. */
export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}
