import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./tests/e2e/support/chromium";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const CRASH_SPEC = /crash\.spec\.ts$/;
// Each run's server gets its own empty database (the workers, which load this file again, inherit it).
process.env.E2E_DATABASE_URL ??= `file:${join(mkdtempSync(join(tmpdir(), "momentum-e2e-")), "momentum.sqlite")}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Shared 2-core machines: generous limits, so a slow moment is not a failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // The service worker answers from its cache once installed; only the offline spec wants it.
    serviceWorkers: "block",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: CRASH_SPEC },
    // The crash trials run their own browsers and kill them over and over: alone, after the rest,
    // so that their load never slows another spec's journey past its timeout on two cores.
    { name: "crash", use: { ...devices["Desktop Chrome"] }, testMatch: CRASH_SPEC, dependencies: ["chromium"] },
  ],
  // Tests run against the production build through server.ts (npm run test:e2e builds first).
  webServer: {
    command: "npm start",
    url: `http://localhost:${PORT}/about`,
    reuseExistingServer: false,
    timeout: 60_000,
    // E2E_TEST_CLOCK: lets a spec shift the app's clock to live through a missed day (ADR 0007).
    // SYNC: off for the suite's own server although the app's default is on: most specs check the
    // browser's journal and storage action by action (crash, tabs, storage failures, the day rule),
    // where a sync round would rebuild it under them. The sync specs start SYNC=on servers of
    // their own (sync.spec.ts, sync-upload.spec.ts); E2E_SYNC=on runs the suite with sync on.
    env: {
      SYNC: process.env.E2E_SYNC ?? "off",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      MOCKS: "true",
      E2E_TEST_CLOCK: "1",
      // Every spec signs in from 127.0.0.1: the creation limits per client address are for the wild.
      DEMO_SIGNINS_PER_HOUR: "100000",
      NEW_ACCOUNTS_PER_HOUR: "100000",
      DATABASE_URL: process.env.E2E_DATABASE_URL,
    },
  },
});
