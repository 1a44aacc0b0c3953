// JavaScript budgets of docs/architecture.md §5, checked against the production build that
// `npm run test:e2e` has just made (a Playwright spec, so it runs after
// `npm run build`; a missing build fails here with the fix, it never passes).
// The same measures feed `npm run bench` (bench/bundle.bench.ts).
import { fileURLToPath } from "node:url";
import { scriptsOfPage } from "../../bench/lib/browser";
import { appShell, BUDGETS, publicPagePaths, readClientManifest } from "../../bench/lib/bundle";
import { expect, test } from "./fixtures";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test("the app shell (/home) loads at most 200 KB of gzipped JavaScript, in at most 20 files", () => {
  // A missing build fails here: a budget never passes for want of something to measure.
  const shell = appShell(REPO);
  expect(shell.files.length, "the shell has scripts to measure").toBeGreaterThan(3);
  expect(
    shell.gzipBytes,
    `app shell: ${kb(shell.gzipBytes)} gz in ${shell.files.length} files; largest: ${[...shell.files]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 5)
      .map((file) => `${file.url} ${kb(file.gzipBytes)}`)
      .join(", ")}`,
  ).toBeLessThanOrEqual(BUDGETS.appShellGzipBytes);
  // Each file is a request with its headers and a module to wait for (issue #24: 51 files before).
  expect(shell.files.length, shell.files.map((file) => file.url).join(", ")).toBeLessThanOrEqual(BUDGETS.appShellFiles);
});

test.describe("public pages", () => {
  // /404 answers with its status, and /report shows a signed-out visitor its sign-in state with
  // 401: Chromium reports both statuses on the console. (One pattern: Playwright reads a
  // two-element array as [value, options].)
  test.use({ allowedConsoleErrors: [/status of (404 \(Not Found\)|401 \(Unauthorized\))/] });

  test("each loads at most 100 KB of gzipped JavaScript", async ({ page }) => {
    const paths = publicPagePaths(readClientManifest(REPO));
    expect(paths, "public pages found in the build manifest").toContain("/legal/privacy-policy");
    for (const path of paths) {
      const scripts = await scriptsOfPage(page, path);
      expect
        .soft(
          scripts.gzipBytes,
          `${path}: ${kb(scripts.gzipBytes)} gz (${scripts.external.map((s) => s.url).join(", ") || "inline only"})`,
        )
        .toBeLessThanOrEqual(BUDGETS.publicPageGzipBytes);
    }
  });
});
