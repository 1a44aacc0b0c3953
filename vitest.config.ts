import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the Remix plugin is for builds, not for unit tests.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup/vitest-setup.ts"],
  },
});
