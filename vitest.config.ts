import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { staticCss } from "./scripts/static-css-plugin";

/** The server database's suite: every engine, so it starts a throwaway PostgreSQL (tests/setup/postgres.ts). */
const DB_TESTS = ["app/db/**/*.test.ts", "tests/integration/db/**/*.test.ts"];

// Kept apart from vite.config.ts: the Remix plugin is for builds, not for unit tests.
export default defineConfig({
  // staticCss: entry.server.tsx imports the public pages' stylesheet (ADR 0017).
  plugins: [tsconfigPaths(), staticCss()],
  test: {
    environment: "node",
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
          exclude: DB_TESTS,
        },
      },
      {
        extends: true,
        test: { name: "db", include: DB_TESTS, globalSetup: ["./tests/setup/postgres.ts"] },
      },
    ],
  },
});
