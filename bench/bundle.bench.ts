// Bundle budgets: gzipped JavaScript of every public page (loaded in Chromium)
// and of the app shell (/home), from the build's manifest and in Chromium.
import { devices, type Browser, type Response } from "@playwright/test";
import { launchChromium, offlineImages, scriptsOfPage, signInAsDemo, type PageScripts } from "./lib/browser";
import { appShell, BUDGETS, gzipSize, publicPagePaths, readClientManifest } from "./lib/bundle";
import { log, REPO } from "./lib/util";

export type BundleResults = {
  budgets: typeof BUDGETS;
  appShell: { files: number; bytes: number; gzipBytes: number; withinBudget: boolean };
  appShellInBrowser: { scripts: number; gzipBytes: number };
  publicPages: (Pick<PageScripts, "url" | "inlineGzipBytes" | "gzipBytes"> & { externalScripts: number })[];
  publicPageMaxGzipBytes: number;
  publicPagesWithinBudget: boolean;
};

export async function runBundle(appUrl: string, shared?: Browser): Promise<BundleResults> {
  const manifest = readClientManifest(REPO);
  const shell = appShell(REPO, manifest);
  const browser = shared ?? (await launchChromium());
  try {
    const context = await browser.newContext({ ...devices["Desktop Chrome"], baseURL: appUrl });
    await offlineImages(context);
    const page = await context.newPage();
    const publicPages = [];
    for (const path of publicPagePaths(manifest)) {
      const scripts = await scriptsOfPage(page, path);
      publicPages.push({
        url: path,
        externalScripts: scripts.external.length,
        inlineGzipBytes: scripts.inlineGzipBytes,
        gzipBytes: scripts.gzipBytes,
      });
    }
    await context.close();

    // A first visit to /home (cold cache, fresh profile): every script response while it loads.
    const appContext = await browser.newContext({ ...devices["Desktop Chrome"], baseURL: appUrl });
    await offlineImages(appContext);
    const appPage = await appContext.newPage();
    const seen = new Map<string, Promise<number>>();
    appPage.on("response", (response: Response) => {
      if (response.request().resourceType() === "script" && !seen.has(response.url()))
        seen.set(response.url(), response.body().then(gzipSize));
    });
    await signInAsDemo(appPage);
    await appPage.waitForLoadState("networkidle");
    const sizes = await Promise.all(seen.values());
    await appContext.close();

    const results: BundleResults = {
      budgets: BUDGETS,
      appShell: {
        files: shell.files.length,
        bytes: shell.bytes,
        gzipBytes: shell.gzipBytes,
        withinBudget: shell.gzipBytes <= BUDGETS.appShellGzipBytes,
      },
      appShellInBrowser: { scripts: sizes.length, gzipBytes: sizes.reduce((a, b) => a + b, 0) },
      publicPages,
      publicPageMaxGzipBytes: Math.max(...publicPages.map((p) => p.gzipBytes)),
      publicPagesWithinBudget: publicPages.every((p) => p.gzipBytes <= BUDGETS.publicPageGzipBytes),
    };
    log(
      `bundle: app shell ${(shell.gzipBytes / 1024).toFixed(1)} KB gz (${shell.files.length} files; ${(results.appShellInBrowser.gzipBytes / 1024).toFixed(1)} KB in Chromium), public pages max ${(results.publicPageMaxGzipBytes / 1024).toFixed(2)} KB gz`,
    );
    return results;
  } finally {
    if (!shared) await browser.close();
  }
}
